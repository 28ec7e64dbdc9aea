import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { writeOutput } from '../../../scripts/lib/write-output';

test('writes new files, leaves identical ones untouched and removes stale ones', () => {
  const dir = mkdtempSync(join(tmpdir(), 'write-output-'));
  mkdirSync(join(dir, 'old'), { recursive: true });
  writeFileSync(join(dir, 'same.mdx'), 'same');
  writeFileSync(join(dir, 'changed.mdx'), 'before');
  writeFileSync(join(dir, 'old', 'stale.mdx'), 'stale');
  const sameMtime = statSync(join(dir, 'same.mdx')).mtimeMs;

  const summary = writeOutput(dir, [
    { path: 'same.mdx', content: 'same' },
    { path: 'changed.mdx', content: 'after' },
    { path: 'nested/new.mdx', content: 'new' },
  ]);

  assert.deepEqual(summary, { written: 2, unchanged: 1, removed: 1 });
  assert.equal(readFileSync(join(dir, 'changed.mdx'), 'utf8'), 'after');
  assert.equal(readFileSync(join(dir, 'nested/new.mdx'), 'utf8'), 'new');
  assert.equal(existsSync(join(dir, 'old', 'stale.mdx')), false);
  assert.equal(statSync(join(dir, 'same.mdx')).mtimeMs, sameMtime);
});
