/**
 * The upgrade report: for a candidate release, (1) the claims whose cited code changed, (2) the
 * samples that no longer compile, (3) the guide pages affected, most changed first, and what could
 * not be checked and why. Pure: records and file readers in, report data and Markdown out.
 */
import type { ClaimsRecord } from '../checks/claims';
import type { Problem } from '../checks/outcome';
import { compareCitedRange, splitPackagePath, type CitedComparison } from './cited-code';

/** A file of the candidate release, or why it cannot be read (its package is not published). */
export type CandidateFile = { text: string | undefined } | { unavailable: string };

export interface ClaimFinding extends CitedComparison {
  page: string;
  claim: string;
  quote: string;
  file: string;
  from: number;
  to: number;
}

export interface SamplesResult {
  /** Why the samples could not be compiled against the candidate, if they could not. */
  unchecked?: string;
  problems: Problem[];
  compiled: number;
}

export interface UpgradeReport {
  pinned: string;
  candidate: string;
  claims: { checked: number; unchanged: number; moved: ClaimFinding[]; changed: ClaimFinding[]; unavailable: Map<string, number> };
  samples: SamplesResult;
  pages: Array<{ page: string; score: number; changedClaims: number; linesGone: number; failingSamples: number }>;
}

export function compareClaims(
  records: ClaimsRecord[],
  pinnedFile: (file: string) => string | undefined,
  candidateFile: (file: string) => CandidateFile,
): UpgradeReport['claims'] {
  const result: UpgradeReport['claims'] = { checked: 0, unchanged: 0, moved: [], changed: [], unavailable: new Map() };
  for (const record of records) {
    for (const claim of record.claims) {
      for (const source of claim.sources) {
        const candidate = candidateFile(source.file);
        if ('unavailable' in candidate) {
          result.unavailable.set(candidate.unavailable, (result.unavailable.get(candidate.unavailable) ?? 0) + 1);
          continue;
        }
        const pinned = pinnedFile(source.file);
        if (pinned === undefined) continue; // the claims check reports a missing pinned file
        result.checked++;
        const comparison = compareCitedRange(pinned, candidate.text, source.from, source.to);
        const finding: ClaimFinding = { page: record.page, claim: claim.id, quote: claim.quote, file: source.file, from: source.from, to: source.to, ...comparison };
        if (comparison.status === 'unchanged') result.unchanged++;
        else if (comparison.status === 'moved') result.moved.push(finding);
        else result.changed.push(finding);
      }
    }
  }
  return result;
}

/** Pages by how much changed under them: lines of cited code gone, changed claims, failing samples. */
export function affectedPages(claims: UpgradeReport['claims'], samples: SamplesResult): UpgradeReport['pages'] {
  const pages = new Map<string, UpgradeReport['pages'][number]>();
  const entry = (page: string) => {
    let found = pages.get(page);
    if (!found) pages.set(page, (found = { page, score: 0, changedClaims: 0, linesGone: 0, failingSamples: 0 }));
    return found;
  };
  for (const finding of claims.changed) {
    const page = entry(finding.page);
    page.changedClaims++;
    page.linesGone += finding.linesGone;
  }
  for (const problem of samples.problems) entry(problem.where.replace(/:\d+(:\d+)?$/, '')).failingSamples++;
  for (const page of pages.values()) page.score = page.linesGone + 5 * page.changedClaims + 5 * page.failingSamples;
  return [...pages.values()].sort((a, b) => b.score - a.score || a.page.localeCompare(b.page));
}

export function packagesCited(records: ClaimsRecord[]): string[] {
  return [...new Set(records.flatMap((r) => r.claims.flatMap((c) => c.sources.map((s) => splitPackagePath(s.file).name))))].sort();
}

export function renderReport(report: UpgradeReport): string {
  const { claims, samples } = report;
  const lines = [
    `# Upgrade report: ${report.pinned} → ${report.candidate}`,
    '',
    `Cited code: ${claims.checked} citations compared, ${claims.unchanged} unchanged, ${claims.moved.length} moved (same code, new lines), ${claims.changed.length} changed or removed.`,
    samples.unchecked ? `Samples: not compiled against ${report.candidate}: ${samples.unchecked}.` : `Samples: ${samples.compiled} compiled against ${report.candidate}, ${samples.problems.length} no longer compile.`,
    `Pages affected: ${report.pages.length}.`,
    '',
    '## 1. Claims whose cited code changed',
    '',
    ...(claims.changed.length === 0 ? ['None.'] : claims.changed.map((f) => `- ${f.page} — ${f.claim}: ${f.file}:${f.from}-${f.to} ${f.status}${f.status === 'changed' ? ` (${f.linesGone} cited lines gone)` : ''} — "${f.quote}"`)),
    '',
    '## 2. Samples that no longer compile',
    '',
    ...(samples.unchecked ? [`Not checked: ${samples.unchecked}.`] : samples.problems.length === 0 ? ['None.'] : samples.problems.map((p) => `- ${p.where}: ${p.message.split('\n')[0]}`)),
    '',
    '## 3. Guide pages affected, most changed first',
    '',
    ...(report.pages.length === 0
      ? ['None.']
      : report.pages.map((p) => `- ${p.page}: ${p.changedClaims} claims changed (${p.linesGone} cited lines gone)${p.failingSamples ? `, ${p.failingSamples} samples fail` : ''}`)),
    '',
    '## Moved code (records to update, claims to re-read)',
    '',
    ...(claims.moved.length === 0 ? ['None.'] : claims.moved.map((f) => `- ${f.page} — ${f.claim}: ${f.file}:${f.from}-${f.to} → ${f.candidateRange?.from}-${f.candidateRange?.to}`)),
    '',
    '## Could not be checked',
    '',
    ...(claims.unavailable.size === 0 && !samples.unchecked
      ? ['Nothing.']
      : [
          ...[...claims.unavailable].map(([reason, count]) => `- ${count} citations: ${reason}`),
          ...(samples.unchecked ? [`- samples: ${samples.unchecked}`] : []),
        ]),
    '',
  ];
  return lines.join('\n');
}
