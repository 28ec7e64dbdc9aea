import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { SAMPLE_SHOTS_DIR, sampleShots } from '../../../scripts/dashboard-samples/shots';
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

test("every picture of a Dashboard sample that a guide shows exists in both modes, is that guide's, and says what it shows", () => {
  const dir = join('static/img', SAMPLE_SHOTS_DIR);
  const samples = JSON.parse(readFileSync(join(dir, 'screenshots.json'), 'utf8')) as Record<string, { width: number; height: number }>;
  const problems: string[] = [];
  const shown = new Set<string>();
  for (const file of mdxFiles('docs/guides')) {
    for (const usage of screenshotUsages(readFileSync(file, 'utf8'))) {
      if (usage.set !== SAMPLE_SHOTS_DIR) continue;
      const where = `${file}:${usage.line}`;
      const shot = sampleShots.find((s) => s.name === usage.name);
      if (!usage.name || !samples[usage.name] || !shot) problems.push(`${where}: no picture named ${usage.name} in scripts/dashboard-samples/shots.ts and ${dir}`);
      else if (shot.page !== file) problems.push(`${where}: ${usage.name} pictures a sample of ${shot.page}`);
      for (const mode of SCREENSHOT_MODES) {
        if (usage.name && !existsSync(join(dir, screenshotFile(usage.name, mode)))) problems.push(`${where}: ${screenshotFile(usage.name, mode)} is missing`);
      }
      if (!usage.alt || usage.alt.trim().split(/\s+/).length < 4) problems.push(`${where}: the alt text must say what the picture shows (4 words or more)`);
      if (usage.name) shown.add(usage.name);
    }
  }
  for (const shot of sampleShots) if (!shown.has(shot.name)) problems.push(`${shot.page}: does not show its picture ${shot.name}`);
  assert.deepEqual(problems, []);
});
