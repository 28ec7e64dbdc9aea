/**
 * `npm run screenshots`: the user guide's screenshots, taken from a running shop. Starts the sample
 * server (scripts/lib/vendure-server) with the Dashboard that a new project ships (built once per
 * version, see dashboard-app.ts), signs in, opens each screen of `shots.ts` in light and in dark
 * mode at a fixed viewport, and writes WebP images plus their sizes to static/img/user-guide/.
 *
 *   npm run screenshots                          every screenshot
 *   npm run screenshots -- --only products-list  some of them (comma-separated names)
 *   npm run screenshots -- --out /tmp/shots       somewhere else (the manifest is written there too)
 */
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { launchBrowser } from '../../tests/browser/support/browser';
import { startVendureServer } from '../lib/vendure-server/server';
import { ensureDashboardApp } from './dashboard-app';
import { prepareShop } from './prepare-shop';
import { SCREENSHOT_MODES, SCREENSHOT_VIEWPORT, screenshotFile, shots, type ScreenshotMode, type Shot } from './shots';

export type Manifest = Record<string, { width: number; height: number }>;

export const MANIFEST = 'screenshots.json';

export interface TakeOptions {
  only?: string[];
  outDir?: string;
  root?: string;
  log?: (line: string) => void;
}

async function signIn(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/dashboard/login`);
  await page.getByPlaceholder('Email').fill('superadmin');
  await page.getByPlaceholder('Password').fill('superadmin');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.includes('/login'), { timeout: 60_000 });
}

async function capture(page: Page, baseUrl: string, shot: Shot): Promise<Buffer> {
  await page.goto(`${baseUrl}/dashboard${shot.path}`);
  await page.waitForLoadState('networkidle');
  if (shot.waitForText) await page.getByText(shot.waitForText, { exact: false }).first().waitFor({ timeout: 30_000 });
  // Let transitions (drawers, skeletons fading out) finish, so both modes show the same frame.
  await page.waitForTimeout(800);
  return page.screenshot({ type: 'png' });
}

async function takeMode(browser: Browser, baseUrl: string, mode: ScreenshotMode, selected: Shot[], outDir: string, manifest: Manifest): Promise<void> {
  const context = await browser.newContext({ viewport: SCREENSHOT_VIEWPORT, deviceScaleFactor: 1, colorScheme: mode });
  try {
    const page = await context.newPage();
    await signIn(page, baseUrl);
    for (const shot of selected) {
      const png = await capture(page, baseUrl, shot);
      const { data, info } = await sharp(png).webp({ quality: 80 }).toBuffer({ resolveWithObject: true });
      writeFileSync(join(outDir, screenshotFile(shot.name, mode)), data);
      manifest[shot.name] = { width: info.width, height: info.height };
    }
  } finally {
    await context.close();
  }
}

/** Takes the selected screenshots in both modes; returns the names taken. */
export async function takeScreenshots({ only, outDir, root = process.cwd(), log = console.log }: TakeOptions = {}): Promise<string[]> {
  const target = outDir ?? join(root, 'static', 'img', 'user-guide');
  const unknown = (only ?? []).filter((name) => !shots.some((s) => s.name === name));
  if (unknown.length > 0) throw new Error(`unknown screenshot ${unknown.join(', ')} (known: ${shots.map((s) => s.name).join(', ')})`);
  const selected = only ? shots.filter((s) => only.includes(s.name)) : shots;
  mkdirSync(target, { recursive: true });
  const manifestPath = join(target, MANIFEST);
  const manifest: Manifest = existsSync(manifestPath) ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest) : {};
  const appDir = await ensureDashboardApp(root, log);
  const started = Date.now();
  const server = await startVendureServer({ root, dashboardAppDir: appDir });
  const browser = await launchBrowser().catch(async (error: unknown) => {
    await server.stop();
    throw error;
  });
  try {
    await prepareShop(server);
    for (const mode of SCREENSHOT_MODES) await takeMode(browser, server.url, mode, selected, target, manifest);
  } finally {
    await browser.close();
    await server.stop();
  }
  const sorted = Object.fromEntries(Object.entries(manifest).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(manifestPath, `${JSON.stringify(sorted, null, 2)}\n`);
  log(`${selected.length} screenshots × ${SCREENSHOT_MODES.length} modes written to ${target} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return selected.map((s) => s.name);
}

function parseArgs(argv: string[]): TakeOptions {
  const options: TakeOptions = {};
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--only') options.only = (argv[++i] ?? '').split(',').filter(Boolean);
    else if (argv[i] === '--out') options.outDir = argv[++i];
    else throw new Error(`unknown argument ${argv[i]} (use --only a,b and --out dir)`);
  }
  return options;
}

if (require.main === module) {
  takeScreenshots(parseArgs(process.argv.slice(2))).then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
