/**
 * The search relevance suite (tests/fixtures/search/relevance.json), read and scored without a
 * browser: the browser test feeds it the documents /search lists for each query.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface RelevanceQuery {
  /** One of the suite's `types` (name, graphql, concept, task, compound, typo). */
  type: string;
  query: string;
  /** Site path of the page the query must find. */
  expect: string;
  /** Why the query cannot reach its page; such a query is reported, not held to the top 5. */
  known?: string;
}

export interface RelevanceSuite {
  /** Rates the whole suite must reach, and (`task`) the task queries of each part of the site. */
  targets: { top1: number; top5: number; task?: { top1: number; top3: number } };
  types: Record<string, string>;
  queries: RelevanceQuery[];
}

export const SUITE_FILE = join(__dirname, '../../fixtures/search/relevance.json');

/** Reads and checks the suite; a malformed entry stops with its index and what is wrong. */
export function loadRelevanceSuite(file = SUITE_FILE): RelevanceSuite {
  const suite = JSON.parse(readFileSync(file, 'utf8')) as Partial<RelevanceSuite>;
  const { targets, types, queries } = suite;
  if (!targets || typeof targets.top1 !== 'number' || typeof targets.top5 !== 'number') {
    throw new Error(`${file}: "targets" must hold the numbers top1 and top5`);
  }
  if (targets.task && (typeof targets.task.top1 !== 'number' || typeof targets.task.top3 !== 'number')) {
    throw new Error(`${file}: "targets.task" must hold the numbers top1 and top3`);
  }
  if (!types || !queries?.length) throw new Error(`${file}: "types" and a non-empty "queries" list are required`);
  queries.forEach((q, i) => {
    const where = `${file}: query ${i} (${JSON.stringify(q.query)})`;
    if (!q.query?.trim()) throw new Error(`${where} is empty`);
    if (!(q.type in types)) throw new Error(`${where} has type "${q.type}", not one of ${Object.keys(types).join(', ')}`);
    if (!/^\/.*\/$/.test(q.expect ?? '')) throw new Error(`${where} must expect a site path such as /guides/x/`);
  });
  return { targets, types, queries };
}

export interface RelevanceOutcome {
  query: RelevanceQuery;
  /** Site paths of the documents listed, best first. */
  found: string[];
}

/** Position of the expected page among the documents found, 1-based; 0 when it is not listed. */
export function rankOf(outcome: RelevanceOutcome): number {
  return outcome.found.indexOf(outcome.query.expect) + 1;
}

export interface RelevanceScore {
  queries: number;
  top1: number;
  top3: number;
  top5: number;
}

/**
 * The part of the site a task query's page belongs to ("developer-guide", "user-guide"…): the task
 * queries are scored per part, so a part that ranks badly shows even when the others carry the
 * average.
 */
export function sectionOf(path: string): string {
  const parts = path.split('/').filter(Boolean);
  return parts[0] === 'guides' && parts[1] ? parts[1] : (parts[0] ?? '');
}

const rate = (hits: number, of: number) => (of === 0 ? 0 : hits / of);

/**
 * Top-1, top-3 and top-5 rates per query type, per part of the site for the task queries (key
 * "task: developer-guide"), and for the whole suite (key "all").
 */
export function scoreRelevance(outcomes: RelevanceOutcome[]): Record<string, RelevanceScore> {
  const counts: Record<string, { queries: number; first: number; three: number; five: number }> = {};
  for (const outcome of outcomes) {
    const rank = rankOf(outcome);
    const keys = [outcome.query.type, 'all'];
    if (outcome.query.type === 'task') keys.splice(1, 0, `task: ${sectionOf(outcome.query.expect)}`);
    for (const key of keys) {
      const count = (counts[key] ??= { queries: 0, first: 0, three: 0, five: 0 });
      count.queries += 1;
      if (rank === 1) count.first += 1;
      if (rank >= 1 && rank <= 3) count.three += 1;
      if (rank >= 1 && rank <= 5) count.five += 1;
    }
  }
  return Object.fromEntries(
    Object.entries(counts).map(([key, c]) => [
      key,
      { queries: c.queries, top1: rate(c.first, c.queries), top3: rate(c.three, c.queries), top5: rate(c.five, c.queries) },
    ]),
  );
}

const percent = (value: number) => `${(value * 100).toFixed(1)} %`.padStart(7);

/** The scores as a small table: types, then the task queries per part of the site, "all" last. */
export function formatRelevance(scores: Record<string, RelevanceScore>): string {
  const keys = Object.keys(scores).filter((k) => k !== 'all');
  const ordered = [...keys.filter((k) => !k.startsWith('task: ')), ...keys.filter((k) => k.startsWith('task: ')).sort(), 'all'].filter((k) => scores[k]);
  const width = Math.max(9, ...ordered.map((k) => k.length));
  const rows = ordered.map(
    (k) => `${k.padEnd(width)} ${String(scores[k].queries).padStart(7)} ${percent(scores[k].top1)} ${percent(scores[k].top3)} ${percent(scores[k].top5)}`,
  );
  return [`${'type'.padEnd(width)} queries   top-1   top-3   top-5`, ...rows].join('\n');
}
