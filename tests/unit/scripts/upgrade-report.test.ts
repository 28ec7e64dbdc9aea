import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { ClaimsRecord } from '../../../scripts/checks/claims';
import { compareCitedRange, splitPackagePath } from '../../../scripts/upgrade/cited-code';
import { affectedPages, compareClaims, renderReport, type CandidateFile } from '../../../scripts/upgrade/report';

const PINNED = ['const a = 1;', 'function limit() {', '  return 10;', '}', 'exports.limit = limit;'].join('\n');

test('cited lines found at the same place are unchanged, elsewhere moved, with their new place', () => {
  assert.deepEqual(compareCitedRange(PINNED, PINNED, 2, 4), { status: 'unchanged', linesGone: 0 });
  assert.deepEqual(compareCitedRange(PINNED, `// a new header\n\n${PINNED}`, 2, 4), { status: 'moved', linesGone: 0, candidateRange: { from: 4, to: 6 } });
});

test('a changed line in the cited range is a change, counting the lines gone; a missing file is a removal', () => {
  assert.deepEqual(compareCitedRange(PINNED, PINNED.replace('return 10', 'return 20'), 2, 4), { status: 'changed', linesGone: 1 });
  assert.deepEqual(compareCitedRange(PINNED, undefined, 2, 4), { status: 'file removed', linesGone: 3 });
  assert.deepEqual(splitPackagePath('@vendure/core/dist/a/b.js'), { name: '@vendure/core', path: 'dist/a/b.js' });
  assert.deepEqual(splitPackagePath('typeorm/index.js'), { name: 'typeorm', path: 'index.js' });
});

const record = (page: string, id: string, file: string, from: number, to: number): ClaimsRecord => ({
  page,
  release: '3.7.3',
  claims: [{ id, quote: 'the limit is ten items', sources: [{ file, from, to }], verdict: 'true' }],
});

test('the report flags a claim whose cited code changed between two releases, and says what it could not check', () => {
  const records = [
    record('docs/a.mdx', 'limit-is-ten', '@vendure/core/dist/limit.js', 2, 4),
    record('docs/b.mdx', 'still-one', '@vendure/core/dist/limit.js', 1, 1),
    record('docs/c.mdx', 'email', '@vendure/email-plugin/dist/x.js', 1, 1),
  ];
  const candidate = (file: string): CandidateFile =>
    file.startsWith('@vendure/email-plugin') ? { unavailable: '@vendure/email-plugin has no 3.8.0 build on the registry' } : { text: PINNED.replace('return 10', 'return 25') };
  const claims = compareClaims(records, () => PINNED, candidate);
  assert.equal(claims.checked, 2);
  assert.equal(claims.unchanged, 1);
  assert.deepEqual(
    claims.changed.map((f) => [f.page, f.claim, f.status, f.linesGone]),
    [['docs/a.mdx', 'limit-is-ten', 'changed', 1]],
  );
  const samples = { problems: [{ where: 'docs/b.mdx:12', message: 'TS2305: no exported member' }], compiled: 40 };
  const pages = affectedPages(claims, samples);
  assert.deepEqual(
    pages.map((p) => [p.page, p.changedClaims, p.failingSamples]),
    [
      ['docs/a.mdx', 1, 0],
      ['docs/b.mdx', 0, 1],
    ],
  );
  const text = renderReport({ pinned: '3.7.3', candidate: '3.8.0', claims, samples, pages });
  assert.match(text, /- docs\/a\.mdx — limit-is-ten: @vendure\/core\/dist\/limit\.js:2-4 changed \(1 cited lines gone\)/);
  assert.match(text, /- docs\/b\.mdx:12: TS2305: no exported member/);
  assert.match(text, /- 1 citations: @vendure\/email-plugin has no 3\.8\.0 build on the registry/);
});
