import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';

// tests/spec-routes.txt is our copy of the spec's route list, so tests run from a lone clone too.
const specList = join(__dirname, '../../../../shared/spec/routes.txt');

test('the copied route list matches the spec when the spec is at hand', { skip: !existsSync(specList) && 'no spec folder beside the clone' }, () => {
  assert.equal(readFileSync(join(__dirname, '../../spec-routes.txt'), 'utf8'), readFileSync(specList, 'utf8'));
});
