/**
 * `npm run screenshots`: the user guide's screenshots, taken from a running shop. Starts the sample
 * server (scripts/lib/vendure-server) with the Dashboard that a new project ships (built once per
 * version, see dashboard-app.ts), signs in, opens each screen of `shots.ts` in light and in dark
 * mode at a fixed viewport, and writes WebP images plus their sizes to static/img/user-guide/.
 * Then the same for the guides' Dashboard samples (scripts/dashboard-samples/shots.ts), from the
 * Dashboard they are built into, each cropped to its result, into static/img/dashboard-extensions/.
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
import { captureSampleShot } from '../dashboard-samples/capture';
import { startAppSampleShop, startSamplesShop } from '../dashboard-samples/shop';
import { SAMPLE_SHOTS_DIR, sampleShots, type SampleShot } from '../dashboard-samples/shots';
import { startVendureServer, type VendureServer } from '../lib/vendure-server/server';
import { ensureDashboardApp } from './dashboard-app';
import { prepareShop } from './prepare-shop';
import { signIn } from './sign-in';
import { SCREENSHOT_MODES, SCREENSHOT_VIEWPORT, screenshotFile, shots, type ScreenshotMode, type Shot } from './shots';

export type Manifest = Record<string, { width: number; height: number }>;

export const MANIFEST = 'screenshots.json';

export interface TakeOptions {
  only?: string[];
  outDir?: string;
  root?: string;
  log?: (line: string) => void;
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
      manifest[shot.name] = await writeWebp(await capture(page, baseUrl, shot), join(outDir, screenshotFile(shot.name, mode)));
    }
  } finally {
    await context.close();
  }
}

function readManifest(dir: string): Manifest {
  const path = join(dir, MANIFEST);
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Manifest) : {};
}

function writeManifest(dir: string, manifest: Manifest): void {
  const sorted = Object.fromEntries(Object.entries(manifest).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(join(dir, MANIFEST), `${JSON.stringify(sorted, null, 2)}\n`);
}

async function writeWebp(png: Buffer, file: string): Promise<{ width: number; height: number }> {
  const { data, info } = await sharp(png).webp({ quality: 80 }).toBuffer({ resolveWithObject: true });
  writeFileSync(file, data);
  return { width: info.width, height: info.height };
}

/** The user guide's screens, from the Dashboard a new project ships. */
async function takeUserGuideShots(root: string, log: (line: string) => void, selected: Shot[], target: string): Promise<void> {
  const manifest = readManifest(target);
  const appDir = await ensureDashboardApp(root, log);
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
  writeManifest(target, manifest);
}

/** The guides' Dashboard samples, each cropped to its result, from the Dashboard they are built into. */
async function takeSampleShots(root: string, log: (line: string) => void, selected: SampleShot[], target: string): Promise<void> {
  const manifest = readManifest(target);
  const shared = selected.filter((shot) => !shot.app);
  if (shared.length > 0) await takeOnShop((await startSamplesShop(root, log)).server, shared, target, manifest);
  // A sample that changes the whole app has a build and a shop of its own.
  for (const app of new Set(selected.flatMap((shot) => (shot.app ? [shot.app] : [])))) {
    await takeOnShop(await startAppSampleShop(app, root, log), selected.filter((shot) => shot.app === app), target, manifest);
  }
  writeManifest(target, manifest);
}

async function takeOnShop(server: VendureServer, selected: SampleShot[], target: string, manifest: Manifest): Promise<void> {
  const browser = await launchBrowser().catch(async (error: unknown) => {
    await server.stop();
    throw error;
  });
  // Pictures that change the shop come last, one phase each, so no other picture sees the change.
  const phases = [selected.filter((shot) => !shot.prepare), ...selected.filter((shot) => shot.prepare).map((shot) => [shot])];
  try {
    for (const phase of phases) {
      for (const shot of phase) await shot.prepare?.(server);
      for (const mode of SCREENSHOT_MODES) await takeSampleMode(browser, server.url, mode, phase, target, manifest);
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

/** One colour mode of the sample pictures: signed-in ones in one browser context, signed-out ones in another. */
async function takeSampleMode(browser: Browser, url: string, mode: ScreenshotMode, selected: SampleShot[], target: string, manifest: Manifest): Promise<void> {
  for (const signedOut of [false, true]) {
    const batch = selected.filter((shot) => Boolean(shot.signedOut) === signedOut);
    if (batch.length === 0) continue;
    const context = await browser.newContext({ viewport: SCREENSHOT_VIEWPORT, deviceScaleFactor: 1, colorScheme: mode });
    try {
      const page = await context.newPage();
      if (!signedOut) await signIn(page, url);
      for (const shot of batch) {
        await page.setViewportSize({ ...SCREENSHOT_VIEWPORT, width: shot.width ?? SCREENSHOT_VIEWPORT.width });
        manifest[shot.name] = await writeWebp(await captureSampleShot(page, url, shot), join(target, screenshotFile(shot.name, mode)));
      }
    } finally {
      await context.close();
    }
  }
}

/** Takes the selected screenshots in both modes; returns the names taken. */
export async function takeScreenshots({ only, outDir, root = process.cwd(), log = console.log }: TakeOptions = {}): Promise<string[]> {
  const known = [...shots.map((s) => s.name), ...sampleShots.map((s) => s.name)];
  const unknown = (only ?? []).filter((name) => !known.includes(name));
  if (unknown.length > 0) throw new Error(`unknown screenshot ${unknown.join(', ')} (known: ${known.join(', ')})`);
  const guideShots = only ? shots.filter((s) => only.includes(s.name)) : shots;
  const samples = only ? sampleShots.filter((s) => only.includes(s.name)) : sampleShots;
  const started = Date.now();
  if (guideShots.length > 0) {
    const target = outDir ?? join(root, 'static', 'img', 'user-guide');
    mkdirSync(target, { recursive: true });
    await takeUserGuideShots(root, log, guideShots, target);
    log(`${guideShots.length} screenshots × ${SCREENSHOT_MODES.length} modes written to ${target}`);
  }
  if (samples.length > 0) {
    const target = join(outDir ?? join(root, 'static', 'img'), SAMPLE_SHOTS_DIR);
    mkdirSync(target, { recursive: true });
    await takeSampleShots(root, log, samples, target);
    log(`${samples.length} Dashboard sample pictures × ${SCREENSHOT_MODES.length} modes written to ${target}`);
  }
  log(`Screenshots taken in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return [...guideShots, ...samples].map((s) => s.name);
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
