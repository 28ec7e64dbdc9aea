import assert from 'node:assert/strict';
import { test } from 'node:test';
import { asRetryError } from '../../../src/search/client';

test('any search failure reaches the modal as a RetryError, the only error it shows a screen for', () => {
  const cause = new TypeError('Failed to fetch');
  const error = asRetryError(cause);
  assert.equal(error.name, 'RetryError');
  assert.equal(error.message, 'Search failed: Failed to fetch');
  assert.equal(error.cause, cause);
  assert.equal(asRetryError('plain').message, 'Search failed: plain');
});
