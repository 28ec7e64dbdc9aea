/**
 * Headless Chromium from the machine's package manager, driven by playwright-core. Playwright's own
 * browser download cannot run here, so the executable path is fixed; the flags keep Chromium from
 * reaching out to the network at start-up (the test machines have none).
 */
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS, headless: true });
}

export interface PageProblems {
  /** Console messages of type "error" and uncaught page errors, in order. */
  errors: string[];
}

/**
 * A page in a fresh context (empty storage) that records console errors and page errors, so every
 * test can also assert the page stayed clean.
 */
export async function openPage(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<{ page: Page; problems: PageProblems }> {
  const context = await browser.newContext({ colorScheme: 'no-preference', ...options });
  const page = await context.newPage();
  const problems: PageProblems = { errors: [] };
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.errors.push(`console: ${msg.text()}`);
  });
  page.on('pageerror', (error) => problems.errors.push(`pageerror: ${error.message}`));
  return { page, problems };
}

/**
 * Loads a page and waits for React to take over: keyboard shortcuts, storage listeners and in-app
 * navigation are attached then (Docusaurus sets data-has-hydrated on <html>).
 */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
}
