import assert from 'node:assert/strict';
import { test } from 'node:test';
import { RequestContextCacheService } from '@vendure/core';
import DataLoader from 'dataloader';

test('batch-one-tick: keys loaded in the same tick reach the batch function once, duplicates removed', async () => {
  const calls: Array<readonly number[]> = [];
  const loader = new DataLoader<number, string>(async keys => {
    calls.push(keys);
    return keys.map(k => `v${k}`);
  });
  const values = await Promise.all([loader.load(1), loader.load(2), loader.load(1), loader.load(3)]);
  assert.deepEqual(values, ['v1', 'v2', 'v1', 'v3']);
  assert.deepEqual(calls, [[1, 2, 3]]);
});

test('memoization-default: a second load of the same key does not call the batch function again', async () => {
  let batches = 0;
  const loader = new DataLoader<number, number>(async keys => (batches++, keys.map(k => k * 2)));
  await loader.load(5);
  await loader.load(5);
  assert.equal(batches, 1);
  loader.clear(5);
  await loader.load(5);
  assert.equal(batches, 2);
});

test('cache-false: batches the keys of one tick but remembers nothing', async () => {
  const calls: Array<readonly number[]> = [];
  const loader = new DataLoader<number, number>(async keys => (calls.push(keys), keys.map(k => k)), { cache: false });
  await Promise.all([loader.load(1), loader.load(2)]);
  await loader.load(1);
  assert.deepEqual(calls, [[1, 2], [1]]);
});

test('cache-key-fn: without it 1 and "1" are two keys, String() makes them one', async () => {
  const seen: Array<readonly unknown[]> = [];
  const plain = new DataLoader<string | number, number>(async keys => (seen.push(keys), keys.map(() => 0)));
  await Promise.all([plain.load(1), plain.load('1')]);
  const normalised = new DataLoader<string | number, number, string>(async keys => (seen.push(keys), keys.map(() => 0)), {
    cacheKeyFn: id => String(id),
  });
  await Promise.all([normalised.load(1), normalised.load('1')]);
  assert.deepEqual(seen, [[1, '1'], [1]]);
});

test('max-batch-size: splits a batch into several calls', async () => {
  const sizes: number[] = [];
  const loader = new DataLoader<number, number>(async keys => (sizes.push(keys.length), [...keys]), { maxBatchSize: 2 });
  await Promise.all([1, 2, 3, 4, 5].map(k => loader.load(k)));
  assert.deepEqual(sizes, [2, 2, 1]);
});

test('wrong-length-rejects: a shorter result array rejects every load of the batch', async () => {
  const loader = new DataLoader<number, number>(async keys => keys.slice(1));
  const results = await Promise.allSettled([loader.load(1), loader.load(2)]);
  assert.ok(results.every(r => r.status === 'rejected'));
});

test('batch-failure: a thrown error rejects every load, an Error in one position rejects only that key', async () => {
  const failing = new DataLoader<number, number>(async () => {
    throw new Error('db down');
  });
  const all = await Promise.allSettled([failing.load(1), failing.load(2)]);
  assert.ok(all.every(r => r.status === 'rejected'));
  const partial = new DataLoader<number, number>(async keys => keys.map(k => (k === 2 ? new Error('missing') : k)));
  const some = await Promise.allSettled([partial.load(1), partial.load(2)]);
  assert.deepEqual(some.map(r => r.status), ['fulfilled', 'rejected']);
});

test('request-context-cache: values are kept per context object and created on first use', () => {
  const cache = new RequestContextCacheService();
  const ctxA = {} as never;
  const ctxB = {} as never;
  let created = 0;
  const a1 = cache.get(ctxA, 'loader', () => ({ n: ++created }));
  const a2 = cache.get(ctxA, 'loader', () => ({ n: ++created }));
  const b1 = cache.get(ctxB, 'loader', () => ({ n: ++created }));
  assert.equal(a1, a2);
  assert.notEqual(a1, b1);
  assert.equal(created, 2);
});
