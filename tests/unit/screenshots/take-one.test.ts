/**
 * The screenshot script still works: it builds (or reuses) the Dashboard app, starts the sample shop,
 * signs in and captures one screen in both modes, as `npm run screenshots` does for all of them.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import sharp from 'sharp';
import { screenshotFile } from '../../../scripts/screenshots/shots';
import { MANIFEST, takeScreenshots } from '../../../scripts/screenshots/take';

test('npm run screenshots captures a screen of the Dashboard in light and dark mode', { timeout: 900_000 }, async () => {
  const outDir = mkdtempSync(join(tmpdir(), 'screenshots-'));
  try {
    const taken = await takeScreenshots({ only: ['orders-list'], outDir, log: () => undefined });
    assert.deepEqual(taken, ['orders-list']);
    assert.deepEqual(JSON.parse(readFileSync(join(outDir, MANIFEST), 'utf8')), { 'orders-list': { width: 1280, height: 800 } });
    const light = await sharp(join(outDir, screenshotFile('orders-list', 'light'))).stats();
    const dark = await sharp(join(outDir, screenshotFile('orders-list', 'dark'))).stats();
    const meta = await sharp(join(outDir, screenshotFile('orders-list', 'dark'))).metadata();
    assert.equal(meta.format, 'webp');
    // The dark capture is really darker: the Dashboard followed the colour scheme.
    const brightness = (s: sharp.Stats) => s.channels.slice(0, 3).reduce((sum, c) => sum + c.mean, 0) / 3;
    assert.ok(brightness(light) > brightness(dark) + 60, `light ${brightness(light)} vs dark ${brightness(dark)}`);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
});
