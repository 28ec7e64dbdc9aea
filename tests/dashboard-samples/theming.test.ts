/**
 * The theming page's sample changes the whole app, so it is built on its own from the page's own
 * vite.config.mts (scripts/dashboard-samples/app-sample.ts) and served by a sample shop of its own.
 * Checked in Chromium in both colour modes: the tokens the page sets, its stylesheet, its sign-in logo.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from '../browser/support/browser';
import { themingSample } from '../../scripts/dashboard-samples/app-sample';
import { startAppSampleShop } from '../../scripts/dashboard-samples/shop';
import type { VendureServer } from '../../scripts/lib/vendure-server/server';
import { signIn } from '../../scripts/screenshots/sign-in';

let server: VendureServer;
let browser: Browser;

before(async () => {
  server = await startAppSampleShop(themingSample, process.cwd(), () => undefined);
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

/** A page in a fresh context whose system appearance is `mode` (the Dashboard's default theme setting follows it). */
async function openIn(mode: 'light' | 'dark'): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, colorScheme: mode });
  context.setDefaultTimeout(15_000);
  // The page's banner photographs are hosted by the shop, which does not exist here.
  await context.route('https://cdn.example.com/**', (route) => route.fulfill({ status: 404 }));
  return { context, page: await context.newPage() };
}

/** Computed styles of the product list's New Product button and of the page body. */
async function productListStyles(page: Page): Promise<{ background: string; color: string; radius: string; body: string; heading: string }> {
  await page.goto(`${server.url}/dashboard/products`);
  const button = page.getByRole('link', { name: /new product/i }).or(page.getByRole('button', { name: /new product/i })).first();
  await button.waitFor();
  const style = await button.evaluate((element) => {
    const s = getComputedStyle(element);
    return { background: s.backgroundColor, color: s.color, radius: s.borderRadius };
  });
  const body = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
  const heading = await page.locator('h1').first().evaluate((element) => getComputedStyle(element).fontFamily);
  return { ...style, body, heading };
}

const COLOURS = {
  light: { primary: 'oklch(0.45 0.11 160)', foreground: 'oklch(0.98 0.01 160)', sidebarAccent: 'oklch(0.93 0.04 160)' },
  dark: { primary: 'oklch(0.72 0.13 160)', foreground: 'oklch(0.18 0.03 160)', sidebarAccent: 'oklch(0.3 0.06 160)' },
};

describe('theming.mdx', () => {
  for (const mode of ['light', 'dark'] as const) {
    test(`in ${mode} mode, primary buttons take the ${mode} green and its foreground, and the app the brand fonts and radii`, async () => {
      const { context, page } = await openIn(mode);
      try {
        await signIn(page, server.url);
        const styles = await productListStyles(page);
        assert.equal(styles.background, COLOURS[mode].primary);
        assert.equal(styles.color, COLOURS[mode].foreground);
        assert.match(styles.body, /^"Source Sans 3", system-ui, sans-serif$/);
        assert.match(styles.heading, /^"Source Sans 3"/);
        // brand.css redefines --radius-md as 0.375rem (the Dashboard's own is 0.2rem).
        assert.equal(styles.radius, '6px');
        // The active sidebar entry is highlighted with sidebar-accent, not primary.
        const active = page.locator('[data-sidebar="content"]').getByRole('link', { name: 'Products', exact: true });
        assert.equal(await active.evaluate((element) => getComputedStyle(element).backgroundColor), COLOURS[mode].sidebarAccent);
        // …and its @font-face loads the face (with the font file the page's project has).
        assert.equal(await page.evaluate(async () => (await document.fonts.load('16px "Source Sans 3"')).length > 0), true);
      } finally {
        await context.close();
      }
    });

    test(`in ${mode} mode, the sign-in logo shows the ${mode} banner and a text mark in the primary colour`, async () => {
      const { context, page } = await openIn(mode);
      try {
        await page.goto(`${server.url}/dashboard/login`);
        const mark = page.getByText('Greenleaf Admin', { exact: true });
        await mark.waitFor();
        assert.equal(await page.locator('img[src*="/brand/banner-"]').getAttribute('src'), `https://cdn.example.com/brand/banner-${mode}.jpg`);
        assert.equal(await mark.evaluate((element) => getComputedStyle(element).color), COLOURS[mode].primary);
      } finally {
        await context.close();
      }
    });
  }
});
