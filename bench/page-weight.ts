/**
 * Page weight of representative pages of the production build: bytes transferred on a cold load
 * until the page is hydrated and the network is idle (HTML, JS, CSS, other; gzipped as a static
 * host serves them), request count and DOM size, measured in headless Chromium (1280×720).
 * Docusaurus then prefetches the routes of visible links (the desktop sidebar's, mostly); those
 * are counted apart, as they are not needed to read or use the page.
 * Run after `npm run build`; results go to bench/results/page-weight.json.
 * PAGE_WEIGHT_PAGES=/a/,/b/ measures those pages instead (BUILD_DIR picks the build).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { launchBrowser } from '../tests/browser/support/browser';
import { serveBuildCompressed } from '../tests/browser/support/server';

const PAGES = [
  '/',
  '/guides/getting-started/installation/',
  '/guides/core-concepts/orders/',
  '/reference/typescript-api/services/order-service/',
  '/reference/graphql-api/admin/object-types/',
  // A user-guide page with three screenshots: the first is eager, the others load when scrolled to.
  '/user-guide/customers/',
  // A Dashboard guide with two pictures of its samples next to their code.
  '/guides/extending-the-dashboard/page-blocks/',
];
const pages = process.env.PAGE_WEIGHT_PAGES ? process.env.PAGE_WEIGHT_PAGES.split(',') : PAGES;

type Kind = 'html' | 'js' | 'css' | 'other';
const kindOf = (type: string): Kind => (type === 'document' ? 'html' : type === 'script' ? 'js' : type === 'stylesheet' ? 'css' : 'other');

async function main(): Promise<void> {
  const site = await serveBuildCompressed();
  const browser = await launchBrowser();
  const results = [];
  try {
    for (const path of pages) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      const responses = new Map<string, { type: string; url: string }>();
      const finished: { requestId: string; bytes: number }[] = [];
      cdp.on('Network.responseReceived', (e) => responses.set(e.requestId, { type: e.type.toLowerCase(), url: e.response.url }));
      cdp.on('Network.loadingFinished', (e) => finished.push({ requestId: e.requestId, bytes: e.encodedDataLength }));
      const response = await page.goto(`${site.url}${path}`);
      await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
      await page.waitForLoadState('networkidle');
      const domNodes = await page.evaluate(() => document.getElementsByTagName('*').length);
      const prefetched = new Set(await page.evaluate(() => Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]'), (link) => link.href)));
      const bytes: Record<Kind, number> = { html: 0, js: 0, css: 0, other: 0 };
      let requests = 0;
      let prefetch = 0;
      for (const { requestId, bytes: size } of finished) {
        const response = responses.get(requestId);
        if (response && prefetched.has(response.url)) {
          prefetch += size;
          continue;
        }
        requests++;
        bytes[kindOf(response?.type ?? '')] += size;
      }
      const total = bytes.html + bytes.js + bytes.css + bytes.other;
      results.push({ path, status: response?.status(), requests, kib: Math.round(total / 1024), byKind: Object.fromEntries(Object.entries(bytes).map(([k, v]) => [k, Math.round(v / 1024)])), domNodes, prefetchKib: Math.round(prefetch / 1024) });
      await context.close();
    }
  } finally {
    await browser.close();
    await site.stop();
  }
  mkdirSync('bench/results', { recursive: true });
  writeFileSync('bench/results/page-weight.json', `${JSON.stringify({ date: new Date().toISOString(), results }, null, 2)}\n`);
  console.table(results.map(({ byKind, ...r }) => ({ ...r, ...byKind })));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
