/**
 * Opens pages of the served build in headless Chromium and reports what a reader's browser would
 * complain about: console errors, uncaught page errors, a non-200 answer, or a page that never
 * hydrates. Links and anchors are checked statically (site-links.ts), which is much faster.
 */
import type { Browser, Page } from 'playwright-core';
import { emptyOutcome, type CheckOutcome } from './outcome';

export interface CrawlOptions {
  browser: Browser;
  /** Origin of the served build, e.g. http://127.0.0.1:4000 */
  baseUrl: string;
  /** Routes to open, e.g. "/guides/x/". */
  routes: string[];
  /** Pages open at the same time. */
  concurrency: number;
  /** How a route is named in a problem (e.g. with its source file); the route itself by default. */
  describe?: (route: string) => string;
  /** Longest wait for a page to load and hydrate. */
  timeoutMs?: number;
}

const FAILED_RESOURCE = /^Failed to load resource/;

/** Waits until React has hydrated the page (Docusaurus then sets data-has-hydrated on <html>) and one more frame. */
async function settle(page: Page, timeoutMs: number): Promise<void> {
  await page.waitForSelector('html[data-has-hydrated="true"]', { state: 'attached', timeout: timeoutMs });
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
}

export async function crawlPages(options: CrawlOptions): Promise<CheckOutcome> {
  const { browser, baseUrl, routes, concurrency, describe = (route: string) => route, timeoutMs = 20_000 } = options;
  const outcome = emptyOutcome('page crawl (Chromium)');
  let externalFailures = 0;
  const queue = [...routes];

  async function worker(): Promise<void> {
    const context = await browser.newContext({ colorScheme: 'dark' });
    const page = await context.newPage();
    let errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const source = message.location().url;
      // A resource on another origin (an embed, a badge) cannot load on an offline CI machine.
      if (FAILED_RESOURCE.test(message.text()) && source && !source.startsWith(baseUrl)) {
        externalFailures++;
        return;
      }
      errors.push(`console error: ${message.text()}${source ? ` (${source.replace(baseUrl, '')})` : ''}`);
    });
    page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
    try {
      for (let route = queue.shift(); route !== undefined; route = queue.shift()) {
        errors = [];
        try {
          const response = await page.goto(`${baseUrl}${route}`, { waitUntil: 'load', timeout: timeoutMs });
          if (response?.status() !== 200) errors.push(`answered HTTP ${response?.status() ?? 'nothing'}`);
          await settle(page, timeoutMs);
        } catch (error) {
          errors.push(`did not load and hydrate: ${(error as Error).message.split('\n')[0]}`);
        }
        if (errors.length === 0) outcome.passed++;
        else {
          outcome.failed++;
          for (const message of new Set(errors)) outcome.problems.push({ where: describe(route), message });
        }
      }
    } finally {
      await context.close();
    }
  }

  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, routes.length)) }, worker));
  if (externalFailures > 0) outcome.notes.push(`${externalFailures} resources on other origins did not load (not counted)`);
  return outcome;
}
