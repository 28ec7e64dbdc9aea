import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import test from 'node:test';
import { contentCache } from '../../../scripts/lib/content-cache';

function counting() {
  const calls: string[] = [];
  return { calls, compute: async (input: string) => (calls.push(input), input.toUpperCase()) };
}

test('computes once per input and serves the stored output afterwards, across runs', async () => {
  const dir = join(mkdtempSync(join(tmpdir(), 'cache-')), 'pages');
  const first = counting();
  const run1 = contentCache(dir, 'code v1', first.compute);
  assert.equal(await run1.transform('a'), 'A');
  assert.equal(await run1.transform('a'), 'A');
  assert.deepEqual(first.calls, ['a']);
  const second = counting();
  const run2 = contentCache(dir, 'code v1', second.compute);
  assert.equal(await run2.transform('a'), 'A');
  assert.deepEqual(second.calls, []);
  assert.deepEqual(run2.stats(), { hits: 1, misses: 0 });
});

test('a different salt (changed code or library) computes again', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'cache-'));
  await contentCache(dir, 'code v1', counting().compute).transform('a');
  const later = counting();
  await contentCache(dir, 'code v2', later.compute).transform('a');
  assert.deepEqual(later.calls, ['a']);
});

test('prune deletes what the run did not use and keeps what it did', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'cache-'));
  const old = contentCache(dir, 's', counting().compute);
  await old.transform('old page');
  await old.transform('kept page');
  const run = contentCache(dir, 's', counting().compute);
  await run.transform('kept page');
  assert.equal(run.prune(), 1);
  assert.equal(readdirSync(dir).length, 1);
  assert.deepEqual(run.stats(), { hits: 1, misses: 0 });
});
