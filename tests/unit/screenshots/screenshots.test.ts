import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { SCREENSHOT_MODES, screenshotFile, shots } from '../../../scripts/screenshots/shots';
import { screenshotUsages } from '../../../scripts/screenshots/usages';

const imageDir = 'static/img/user-guide';
const manifest = JSON.parse(readFileSync(join(imageDir, 'screenshots.json'), 'utf8')) as Record<string, { width: number; height: number }>;

function mdxFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? mdxFiles(path) : /\.mdx?$/.test(name) ? [path] : [];
  });
}

test('usages are read with their name, alt text and line', () => {
  assert.deepEqual(screenshotUsages('# T\n\n<Screenshot name="orders-list" alt="The order list, newest first" eager />\n<Screenshot\n  name="x" />'), [
    { line: 3, name: 'orders-list', alt: 'The order list, newest first' },
    { line: 4, name: 'x', alt: undefined },
  ]);
});

test('every screenshot a user guide page shows exists in both modes, with its size, and has alt text that says what it shows', () => {
  const problems: string[] = [];
  let count = 0;
  for (const file of mdxFiles('docs/user-guide')) {
    for (const usage of screenshotUsages(readFileSync(file, 'utf8'))) {
      count++;
      const where = `${file}:${usage.line}`;
      if (!usage.name || !manifest[usage.name]) problems.push(`${where}: no screenshot named ${usage.name}`);
      for (const mode of SCREENSHOT_MODES) {
        if (usage.name && !existsSync(join(imageDir, screenshotFile(usage.name, mode)))) problems.push(`${where}: ${screenshotFile(usage.name, mode)} is missing`);
      }
      if (!usage.alt || usage.alt.trim().split(/\s+/).length < 4) problems.push(`${where}: the alt text must say what the screenshot shows (4 words or more), not ${JSON.stringify(usage.alt)}`);
    }
  }
  assert.deepEqual(problems, []);
  assert.ok(count > 0 || !existsSync('docs/user-guide/catalog'), 'the user guide pages show no screenshot');
});

test('every shot of the script has both images and a manifest entry at the fixed viewport', () => {
  for (const shot of shots) {
    assert.deepEqual(manifest[shot.name], { width: 1280, height: 800 }, shot.name);
    for (const mode of SCREENSHOT_MODES) assert.ok(existsSync(join(imageDir, screenshotFile(shot.name, mode))), `${shot.name} ${mode}`);
  }
});
