/**
 * Claims on record: every behavioural claim a hand-written page makes, tied to the package code of the
 * pinned release that decides it. One YAML record per page under claims/, mirroring docs/
 * (docs/guides/core-concepts/orders.mdx → claims/guides/core-concepts/orders.yaml):
 *
 *   page: docs/guides/core-concepts/orders.mdx
 *   release: 3.7.3                 # the @vendure/core pin the claims were checked against
 *   claims:
 *     - id: order-code-length      # unique on the page; a test that executes the claim names it
 *       quote: "codes are 16 characters long"   # the page's own words (markup ignored)
 *       source:                    # the code that decides it, in the pinned packages
 *         - file: "@vendure/core/dist/config/order/default-order-code-strategy.js"
 *           lines: 10-24
 *       test: tests/unit/claims/orders.test.ts   # optional: executed against the real package
 *       verdict: true              # true, or corrected (was false; the page was fixed)
 *   none: "explains concepts only" # instead of claims, when the page makes none
 *
 * Pure functions: the record's text, the page's text and a view of node_modules in, problems out.
 * The quote is how an edit shows: change the sentence and its record no longer finds it.
 */
import { parse as parseYaml } from 'yaml';
import type { Problem } from './outcome';

export const CLAIMS_DIR = 'claims';
export const VERDICTS = ['true', 'corrected'] as const;
export type Verdict = (typeof VERDICTS)[number];
/** A quote shorter than this could match a sentence other than the one checked. */
export const MIN_QUOTE_WORDS = 4;

export interface SourceRange {
  /** Package-relative path under node_modules, e.g. "@vendure/core/dist/service/services/order.service.js". */
  file: string;
  from: number;
  to: number;
}

export interface Claim {
  id: string;
  quote: string;
  sources: SourceRange[];
  test?: string;
  verdict: Verdict;
}

export interface ClaimsRecord {
  page: string;
  release: string;
  claims: Claim[];
  /** Why the page has no claims (explanation, opinion, a landing page). */
  none?: string;
}

/** What the checker may ask about the project (tests pass a fixture). */
export interface ClaimsEnvironment {
  /** The pinned @vendure/core version. */
  pinnedRelease: string;
  /** The number of lines of a file under node_modules, or undefined when it is not there. */
  packageFileLines(file: string): number | undefined;
  /** The text of a project file (a test), or undefined. */
  projectFile(path: string): string | undefined;
}

/** docs/a/b.mdx → claims/a/b.yaml */
export function recordPathFor(page: string): string {
  return page.replace(/^docs\//, `${CLAIMS_DIR}/`).replace(/^src\/pages\//, `${CLAIMS_DIR}/pages/`).replace(/\.mdx?$/, '.yaml');
}

/**
 * The page's prose as a reader sees it, for finding quotes: links keep their text, code spans,
 * emphasis and HTML/JSX tags lose their markup, whitespace (line wraps) collapses.
 */
export function plainText(markdown: string): string {
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    // A tag's words a reader sees (a picture's alt text and caption) stay; the rest of the tag goes.
    .replace(/<[^>\n]+>/g, (tag) => ` ${[...tag.matchAll(/\b(?:alt|caption)="([^"]*)"/g)].map((m) => m[1]).join(' ')} `)
    .replace(/`+/g, '')
    .replace(/(\*\*|__|\*|~~)/g, '')
    .replace(/\\([{}<>*_`[\]])/g, '$1')
    .replace(/^\s*(>|[-*+]|\d+\.)\s+/gm, ' ')
    .replace(/\s*\|\s*/g, ' | ')
    .replace(/\s+/g, ' ')
    .trim();
}

function parseLines(value: unknown): { from: number; to: number } | undefined {
  const match = /^(\d+)(?:\s*-\s*(\d+))?$/.exec(String(value ?? '').trim());
  if (!match) return undefined;
  const from = Number(match[1]);
  const to = match[2] ? Number(match[2]) : from;
  return from >= 1 && to >= from ? { from, to } : undefined;
}

/** Reads a record; every malformed part is a problem naming the claim. */
export function readRecord(text: string, where: string): { record?: ClaimsRecord; problems: Problem[] } {
  const problems: Problem[] = [];
  let raw: unknown;
  try {
    raw = parseYaml(text);
  } catch (error) {
    return { problems: [{ where, message: `not valid YAML: ${(error as Error).message.split('\n')[0]}` }] };
  }
  if (typeof raw !== 'object' || raw === null) return { problems: [{ where, message: 'the record is empty' }] };
  const data = raw as Record<string, unknown>;
  const page = typeof data.page === 'string' ? data.page : '';
  const release = data.release === undefined ? '' : String(data.release);
  if (!page) problems.push({ where, message: '`page:` is missing' });
  if (!release) problems.push({ where, message: '`release:` is missing' });
  const claims: Claim[] = [];
  const list = data.claims ?? [];
  if (!Array.isArray(list)) problems.push({ where, message: '`claims:` must be a list' });
  const seen = new Set<string>();
  (Array.isArray(list) ? list : []).forEach((entry: unknown, index) => {
    const item = (typeof entry === 'object' && entry !== null ? entry : {}) as Record<string, unknown>;
    const id = typeof item.id === 'string' && item.id ? item.id : `#${index + 1}`;
    const at = `${where} (claim ${id})`;
    if (typeof item.id !== 'string' || !item.id) problems.push({ where: at, message: '`id:` is missing' });
    else if (seen.has(id)) problems.push({ where: at, message: 'the id is used twice on this page' });
    seen.add(id);
    const quote = typeof item.quote === 'string' ? item.quote : '';
    if (!quote) problems.push({ where: at, message: '`quote:` is missing (the page words the claim covers)' });
    const verdict = String(item.verdict ?? '');
    if (!(VERDICTS as readonly string[]).includes(verdict)) {
      problems.push({ where: at, message: `verdict "${verdict}": a claim on record must be ${VERDICTS.join(' or ')} (fix the page, then record it)` });
    }
    const sources: SourceRange[] = [];
    const rawSources = item.source === undefined ? [] : Array.isArray(item.source) ? item.source : [item.source];
    for (const s of rawSources as unknown[]) {
      const source = (typeof s === 'object' && s !== null ? s : {}) as Record<string, unknown>;
      const lines = parseLines(source.lines);
      if (typeof source.file !== 'string' || !source.file) problems.push({ where: at, message: 'a source has no `file:`' });
      else if (!lines) problems.push({ where: at, message: `${source.file}: \`lines:\` must be "N" or "N-M" (got ${JSON.stringify(source.lines)})` });
      else sources.push({ file: source.file, ...lines });
    }
    const test = typeof item.test === 'string' && item.test ? item.test : undefined;
    if (rawSources.length === 0 && !test) problems.push({ where: at, message: 'needs a `source:` (file and lines) or a `test:` that executes it' });
    claims.push({ id, quote, sources, test, verdict: verdict as Verdict });
  });
  const none = typeof data.none === 'string' && data.none.trim() ? data.none.trim() : undefined;
  if (claims.length === 0 && !none) problems.push({ where, message: 'no claims: list them, or say with `none:` why the page makes none' });
  return { record: { page, release, claims, none }, problems };
}

/** Checks a record against its page and the installed packages. */
export function checkRecord(record: ClaimsRecord, pageFile: string, pageText: string, env: ClaimsEnvironment, where: string): Problem[] {
  const problems: Problem[] = [];
  if (record.page !== pageFile) problems.push({ where, message: `page: says ${record.page}, the record belongs to ${pageFile}` });
  if (record.release !== env.pinnedRelease) {
    problems.push({ where, message: `checked against ${record.release}, the pin is ${env.pinnedRelease}: re-check the claims (npm run upgrade-report -- ${env.pinnedRelease} lists what changed)` });
  }
  const text = plainText(pageText);
  for (const claim of record.claims) {
    const at = `${where} (claim ${claim.id})`;
    const quote = plainText(claim.quote);
    if (quote.split(' ').length < MIN_QUOTE_WORDS) problems.push({ where: at, message: `the quote "${quote}" is too short to name one sentence (at least ${MIN_QUOTE_WORDS} words)` });
    else if (!text.includes(quote)) problems.push({ where: at, message: `the page no longer says "${quote}": the text was edited after the check; re-check the claim and update the record` });
    for (const source of claim.sources) {
      const lines = env.packageFileLines(source.file);
      if (lines === undefined) problems.push({ where: at, message: `${source.file} does not exist in node_modules at the pinned version` });
      else if (source.to > lines) problems.push({ where: at, message: `${source.file}:${source.from}-${source.to} is out of range (the file has ${lines} lines)` });
    }
    if (claim.test) {
      const test = env.projectFile(claim.test);
      if (test === undefined) problems.push({ where: at, message: `test ${claim.test} does not exist` });
      else if (!test.includes(claim.id)) problems.push({ where: at, message: `test ${claim.test} has no test named after the claim id "${claim.id}"` });
    }
  }
  return problems;
}

export interface ClaimsSummary {
  pages: number;
  claims: number;
  corrected: number;
  executed: number;
  pagesWithoutClaims: number;
}

export function summarise(records: ClaimsRecord[]): ClaimsSummary {
  const claims = records.flatMap((r) => r.claims);
  return {
    pages: records.length,
    claims: claims.length,
    corrected: claims.filter((c) => c.verdict === 'corrected').length,
    executed: claims.filter((c) => c.test).length,
    pagesWithoutClaims: records.filter((r) => r.claims.length === 0).length,
  };
}
