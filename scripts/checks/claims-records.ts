/**
 * The claims check over the project: every hand-written page has a record under claims/ that the
 * pure checker (claims.ts) accepts against the installed packages. Pages not reviewed yet are named
 * in claims/PENDING (one path per line) and reported as such, never silently passed; a page that is
 * both pending and recorded fails, so the list only shrinks.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { installedVersion } from '../lib/installed-version';
import { CLAIMS_DIR, checkRecord, readRecord, recordPathFor, summarise, type ClaimsEnvironment, type ClaimsRecord } from './claims';
import { emptyOutcome, type CheckOutcome } from './outcome';

export const PENDING_FILE = join(CLAIMS_DIR, 'PENDING');

export function projectClaimsEnvironment(root: string): ClaimsEnvironment {
  const lineCounts = new Map<string, number | undefined>();
  return {
    pinnedRelease: installedVersion('@vendure/core', root),
    packageFileLines(file) {
      if (!lineCounts.has(file)) {
        const path = join(root, 'node_modules', file);
        // Only files inside node_modules count: "../" in a citation is not a package file.
        const inside = !relative(join(root, 'node_modules'), path).startsWith('..');
        lineCounts.set(file, inside && existsSync(path) && statSync(path).isFile() ? readFileSync(path, 'utf8').split('\n').length : undefined);
      }
      return lineCounts.get(file);
    },
    projectFile(path) {
      const full = join(root, path);
      return existsSync(full) && statSync(full).isFile() ? readFileSync(full, 'utf8') : undefined;
    },
  };
}

export function readPending(root: string): Set<string> {
  const file = join(root, PENDING_FILE);
  if (!existsSync(file)) return new Set();
  return new Set(readFileSync(file, 'utf8').split('\n').map((l) => l.trim()).filter((l) => l && !l.startsWith('#')));
}

function recordFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? recordFiles(path) : name.endsWith('.yaml') ? [path] : [];
  });
}

/**
 * Checks the records of `pages` (repo-relative): a page passes as one item plus one per claim.
 * `checkOrphans`: also fail records of no listed page (off when only some pages are checked).
 */
export function checkClaimsRecords(root: string, pages: string[], { env = projectClaimsEnvironment(root), checkOrphans = true } = {}): CheckOutcome & { records: ClaimsRecord[] } {
  const outcome = emptyOutcome('claims on record');
  const pending = readPending(root);
  const records: ClaimsRecord[] = [];
  for (const page of pages) {
    const recordPath = recordPathFor(page);
    const full = join(root, recordPath);
    if (!existsSync(full)) {
      if (pending.has(page)) outcome.skipped++;
      else {
        outcome.failed++;
        outcome.problems.push({ where: page, message: `no claims record: write ${recordPath} (or say with \`none:\` that the page makes no claims)` });
      }
      continue;
    }
    if (pending.has(page)) {
      outcome.failed++;
      outcome.problems.push({ where: PENDING_FILE, message: `${page} has a record now: remove it from the pending list` });
    }
    const { record, problems } = readRecord(readFileSync(full, 'utf8'), recordPath);
    if (record) {
      problems.push(...checkRecord(record, page, readFileSync(join(root, page), 'utf8'), env, recordPath));
      records.push(record);
    }
    outcome.problems.push(...problems);
    outcome.failed += problems.length;
    outcome.passed += problems.length === 0 ? 1 + (record?.claims.length ?? 0) : 0;
  }
  // A record whose page is gone is stale, not harmless: its claims cover nothing.
  if (checkOrphans) {
    const expected = new Set(pages.map(recordPathFor));
    for (const file of recordFiles(join(root, CLAIMS_DIR))) {
      const rel = relative(root, file).split(sep).join('/');
      if (expected.has(rel)) continue;
      outcome.failed++;
      outcome.problems.push({ where: rel, message: 'this record belongs to no hand-written page (was the page moved or removed?)' });
    }
  }
  const summary = summarise(records);
  outcome.notes.push(
    `records: ${summary.pages} pages (${summary.pagesWithoutClaims} without claims), ${summary.claims} claims, ${summary.corrected} corrected after review, ${summary.executed} backed by an executed test`,
  );
  if (outcome.skipped) outcome.notes.push(`pages not reviewed yet (${PENDING_FILE}): ${outcome.skipped}`);
  return { ...outcome, records };
}
