import assert from 'node:assert/strict';
import { test } from 'node:test';
import { asRetryError, holdErrorScreen, STALL_THRESHOLD_MS } from '../../../src/search/client';

test('any search failure reaches the modal as a RetryError, the only error it shows a screen for', () => {
  const cause = new TypeError('Failed to fetch');
  const error = asRetryError(cause);
  assert.equal(error.name, 'RetryError');
  assert.equal(error.message, 'Search failed: Failed to fetch');
  assert.equal(error.cause, cause);
  assert.equal(asRetryError('plain').message, 'Search failed: plain');
});

const pending = Symbol('pending');
const settledWithin = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise, new Promise<typeof pending>((resolve) => setTimeout(() => resolve(pending), ms))]);

test('a failed modal search reaches the modal handler once and then the chain stops (the error screen stays)', async () => {
  const error = asRetryError(new Error('offline'));
  const seen: unknown[] = [];
  const held = holdErrorScreen(Promise.reject(error), 0, () => 10_000);
  const chain = held
    .catch((reason) => {
      seen.push(reason);
      throw reason; // what the modal does
    })
    .then(() => 'continued');
  assert.equal(await settledWithin(chain, 50), pending);
  assert.deepEqual(seen, [error]);
});

test('the modal handler runs only after the stall threshold, counted from the keystroke', async () => {
  const seen: number[] = [];
  const held = holdErrorScreen(Promise.reject(new Error('x')), 100, () => 100);
  void held.catch(() => {
    seen.push(Date.now());
  });
  const started = Date.now();
  await new Promise((resolve) => setTimeout(resolve, STALL_THRESHOLD_MS + 120));
  assert.equal(seen.length, 1);
  assert.ok(seen[0] - started >= STALL_THRESHOLD_MS + 40, `handler after ${seen[0] - started} ms`);
});

test('a successful modal search goes through untouched', async () => {
  const results = { results: [] };
  let called = false;
  const held = holdErrorScreen(Promise.resolve(results), 0);
  const value = await held
    .catch(() => {
      called = true;
      return results;
    })
    .then((v) => v);
  assert.equal(value, results);
  assert.equal(called, false);
});
