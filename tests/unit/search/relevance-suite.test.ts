import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { formatRelevance, loadRelevanceSuite, rankOf, scoreRelevance, sectionOf } from '../../browser/support/relevance';

function suiteFile(content: unknown): string {
  const file = join(mkdtempSync(join(tmpdir(), 'relevance-')), 'relevance.json');
  writeFileSync(file, JSON.stringify(content));
  return file;
}

const TYPES = { name: 'a name', concept: 'a concept' };

test('the committed suite reads, with its targets and at least 80 queries', () => {
  const suite = loadRelevanceSuite();
  assert.ok(suite.queries.length >= 80);
  assert.deepEqual(suite.targets, { top1: 0.75, top5: 0.95, task: { top1: 0.75, top3: 0.9 } });
});

test('a malformed suite stops with the query and what is wrong', () => {
  const base = { targets: { top1: 0.75, top5: 0.95 }, types: TYPES };
  assert.throws(() => loadRelevanceSuite(suiteFile({ ...base, queries: [{ type: 'typo', query: 'x', expect: '/a/' }] })), /query 0 \("x"\) has type "typo", not one of name, concept/);
  assert.throws(() => loadRelevanceSuite(suiteFile({ ...base, queries: [{ type: 'name', query: 'x', expect: 'a' }] })), /must expect a site path/);
  assert.throws(() => loadRelevanceSuite(suiteFile({ types: TYPES, queries: [] })), /"targets" must hold the numbers top1 and top5/);
  assert.throws(
    () => loadRelevanceSuite(suiteFile({ ...base, targets: { top1: 0.75, top5: 0.95, task: { top1: 0.75 } }, queries: [{ type: 'name', query: 'x', expect: '/a/' }] })),
    /"targets.task" must hold the numbers top1 and top3/,
  );
});

test('top-1 and top-5 rates per type and for all queries', () => {
  const q = (type: string, expect: string) => ({ type, query: expect, expect });
  const outcomes = [
    { query: q('name', '/a/'), found: ['/a/', '/b/'] },
    { query: q('name', '/b/'), found: ['/a/', '/c/', '/d/', '/e/', '/b/'] },
    { query: q('concept', '/c/'), found: ['/a/', '/b/', '/d/', '/e/', '/f/', '/c/'] },
  ];
  assert.deepEqual(outcomes.map(rankOf), [1, 5, 6]);
  const scores = scoreRelevance(outcomes);
  assert.deepEqual(scores.name, { queries: 2, top1: 0.5, top3: 0.5, top5: 1 });
  assert.deepEqual(scores.concept, { queries: 1, top1: 0, top3: 0, top5: 0 });
  assert.deepEqual(scores.all, { queries: 3, top1: 1 / 3, top3: 1 / 3, top5: 2 / 3 });
  assert.equal(
    formatRelevance(scores),
    [
      'type      queries   top-1   top-3   top-5',
      'name            2  50.0 %  50.0 % 100.0 %',
      'concept         1   0.0 %   0.0 %   0.0 %',
      'all             3  33.3 %  33.3 %  66.7 %',
    ].join('\n'),
  );
});

test('task queries are also scored per part of the site, listed after the types', () => {
  assert.deepEqual(['/guides/developer-guide/cache/', '/user-guide/orders/', '/user-guide/', '/guides/how-to/x/'].map(sectionOf), [
    'developer-guide',
    'user-guide',
    'user-guide',
    'how-to',
  ]);
  const task = (expect: string) => ({ type: 'task', query: expect, expect });
  const scores = scoreRelevance([
    { query: task('/user-guide/orders/'), found: ['/x/', '/y/', '/user-guide/orders/'] },
    { query: task('/guides/deployment/a/'), found: ['/guides/deployment/a/'] },
    { query: { type: 'name', query: 'N', expect: '/n/' }, found: ['/n/'] },
  ]);
  assert.deepEqual(scores['task: user-guide'], { queries: 1, top1: 0, top3: 1, top5: 1 });
  assert.deepEqual(scores['task: deployment'], { queries: 1, top1: 1, top3: 1, top5: 1 });
  assert.deepEqual(scores.task, { queries: 2, top1: 0.5, top3: 1, top5: 1 });
  assert.deepEqual(formatRelevance(scores).split('\n').map((row) => row.split(/\s{2,}/)[0]), ['type', 'task', 'name', 'task: deployment', 'task: user-guide', 'all']);
});
