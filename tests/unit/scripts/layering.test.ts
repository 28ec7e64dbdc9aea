/**
 * The layers import downwards only: generators (pure functions) and config (data) import nothing
 * from the layers that call them (scripts/, plugins/, src/), so they stay usable from any of them.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { test } from 'node:test';

const ROOT = join(__dirname, '../../..');
const UPPER_LAYERS = ['scripts', 'plugins', 'src'];

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => join(dir, file));
}

test('generators/ and config/ import nothing from scripts/, plugins/ or src/', () => {
  const offending: string[] = [];
  for (const file of [...sourceFiles('generators'), ...sourceFiles('config')]) {
    for (const [, specifier] of readFileSync(join(ROOT, file), 'utf8').matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)) {
      const target = relative(ROOT, resolve(dirname(join(ROOT, file)), specifier)).split('/')[0];
      if (UPPER_LAYERS.includes(target)) offending.push(`${file} imports ${specifier}`);
    }
  }
  assert.deepEqual(offending, []);
});
