/**
 * Visits pages of the served build in headless Chromium and reports what a reader's browser would
 * complain about: console errors, uncaught page errors, a non-200 answer, or a page that never
 * hydrates. Links and anchors are checked statically (site-links.ts), which is much faster.
 *
 * A page is visited in one of two ways:
 * - "full": a fresh page load, so the server-rendered HTML is hydrated by React. Only this catches
 *   hydration mismatches and the HTTP status. It costs about 0.3 s of CPU per page.
 * - "client": a client-side navigation from a page already loaded, as when a reader follows a link:
 *   the route's own code is fetched and rendered, effects run (tabs), and any error
 *   they log is caught. It costs about a sixth of a full load, so every page of a site with thousands
 *   of generated reference pages can be visited.
 */
import type { Browser, Page } from 'playwright-core';
import { emptyOutcome, type CheckOutcome } from './outcome';

export type VisitMode = 'full' | 'client';

export interface CrawlTarget {
  route: string;
  mode: VisitMode;
}

export interface CrawlOptions {
  browser: Browser;
  /** Origin of the served build, e.g. http://127.0.0.1:4000 */
  baseUrl: string;
  targets: CrawlTarget[];
  /** Pages open at the same time. */
  concurrency: number;
  /** How a route is named in a problem (e.g. with its source file); the route itself by default. */
  describe?: (route: string) => string;
  /** Longest wait for a page to load and render. */
  timeoutMs?: number;
  /** Client navigations in a row before a worker loads a page afresh (bounds the memory of one tab). */
  reloadEvery?: number;
}

const FAILED_RESOURCE = /^Failed to load resource/;

/** One more frame and task after rendering, for effects that log their errors late. */
async function afterEffects(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
}

/** Loads `route` afresh and waits for React to hydrate it (Docusaurus then sets data-has-hydrated on <html>). */
async function loadFully(page: Page, url: string, timeoutMs: number, errors: string[]): Promise<void> {
  const response = await page.goto(url, { waitUntil: 'load', timeout: timeoutMs });
  if (response?.status() !== 200) errors.push(`answered HTTP ${response?.status() ?? 'nothing'}`);
  await page.waitForSelector('html[data-has-hydrated="true"]', { state: 'attached', timeout: timeoutMs });
  await afterEffects(page);
}

/**
 * Navigates inside the running app: React Router follows history changes, and the page is there
 * once its canonical link (set for every page by the theme) names the new route. All of it runs in
 * the page, in one round trip, because the crawl does this for hundreds of pages.
 */
async function navigateClientSide(page: Page, route: string, timeoutMs: number): Promise<void> {
  // No named functions inside: tsx would wrap them in a helper that does not exist in the page.
  await page.evaluate(
    async ({ target, timeout }) => {
      const deadline = performance.now() + timeout;
      window.history.pushState(null, '', target);
      window.dispatchEvent(new PopStateEvent('popstate'));
      for (;;) {
        const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]');
        if (canonical && new URL(canonical.href).pathname === target) break;
        if (performance.now() > deadline) throw new Error(`${target} was not rendered within ${timeout} ms`);
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
      // One more frame and task after rendering, for effects that log their errors late.
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    },
    { target: route, timeout: timeoutMs },
  );
}

export async function crawlPages(options: CrawlOptions): Promise<CheckOutcome> {
  const { browser, baseUrl, targets, concurrency, describe = (route: string) => route, timeoutMs = 20_000, reloadEvery = 200 } = options;
  const outcome = emptyOutcome('page crawl (Chromium)');
  const visits = { full: 0, client: 0 };
  let externalFailures = 0;
  // Full loads first, so that every worker has a running app to navigate in.
  const queue = [...targets].sort((a, b) => (a.mode === b.mode ? 0 : a.mode === 'full' ? -1 : 1));

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
    // Client navigation needs a healthy running app: after a failure or many navigations, load afresh.
    let appReady = false;
    let sinceReload = 0;
    try {
      for (let target = queue.shift(); target !== undefined; target = queue.shift()) {
        errors = [];
        const mode: VisitMode = target.mode === 'client' && appReady && sinceReload < reloadEvery ? 'client' : 'full';
        try {
          if (mode === 'full') {
            await loadFully(page, `${baseUrl}${target.route}`, timeoutMs, errors);
            sinceReload = 0;
          } else {
            await navigateClientSide(page, target.route, timeoutMs);
            sinceReload++;
          }
          appReady = true;
        } catch (error) {
          appReady = false;
          errors.push(`did not ${mode === 'full' ? 'load and hydrate' : 'render after a client-side navigation'}: ${(error as Error).message.split('\n')[0]}`);
        }
        visits[mode]++;
        if (errors.length === 0) outcome.passed++;
        else {
          outcome.failed++;
          appReady = false;
          for (const message of new Set(errors)) outcome.problems.push({ where: describe(target.route), message });
        }
      }
    } finally {
      await context.close();
    }
  }

  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, targets.length)) }, worker));
  outcome.notes.push(`${visits.full} pages loaded afresh and hydrated, ${visits.client} reached by client-side navigation`);
  if (externalFailures > 0) outcome.notes.push(`${externalFailures} resources on other origins did not load (not counted)`);
  return outcome;
}

/**
 * Which pages get a full load when not all do: every page that is not generated, and for generated
 * ones the first page (by route) of each folder, since every page of a folder comes from the same
 * generator template. The rest is reached by client-side navigation. Routes not ending in "/"
 * (the not-found page) always load fully.
 */
export function planVisits(routes: string[], generatedPrefixes: string[], fullLoads: 'all' | 'sample'): CrawlTarget[] {
  const seenFolders = new Set<string>();
  return [...routes].sort().map((route): CrawlTarget => {
    if (fullLoads === 'all' || !route.endsWith('/')) return { route, mode: 'full' };
    if (!generatedPrefixes.some((prefix) => route.startsWith(prefix))) return { route, mode: 'full' };
    const folder = route.replace(/[^/]+\/$/, '');
    if (seenFolders.has(folder)) return { route, mode: 'client' };
    seenFolders.add(folder);
    return { route, mode: 'full' };
  });
}
