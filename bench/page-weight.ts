/**
 * Page weight of representative pages of the production build: bytes transferred on a cold load
 * (HTML, JS, CSS, other; gzipped as a static host serves them), request count and DOM size,
 * measured in headless Chromium.
 * Run after `npm run build`; results go to bench/results/page-weight.json.
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
];

type Kind = 'html' | 'js' | 'css' | 'other';
const kindOf = (type: string): Kind => (type === 'document' ? 'html' : type === 'script' ? 'js' : type === 'stylesheet' ? 'css' : 'other');

async function main(): Promise<void> {
  const site = await serveBuildCompressed();
  const browser = await launchBrowser();
  const results = [];
  try {
    for (const path of PAGES) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      const bytes: Record<Kind, number> = { html: 0, js: 0, css: 0, other: 0 };
      const types = new Map<string, string>();
      let requests = 0;
      cdp.on('Network.responseReceived', (e) => types.set(e.requestId, e.type.toLowerCase()));
      cdp.on('Network.loadingFinished', (e) => {
        requests++;
        bytes[kindOf(types.get(e.requestId) ?? '')] += e.encodedDataLength;
      });
      const response = await page.goto(`${site.url}${path}`, { waitUntil: 'networkidle' });
      const domNodes = await page.evaluate(() => document.getElementsByTagName('*').length);
      const total = Object.values(bytes).reduce((a, b) => a + b, 0);
      results.push({ path, status: response?.status(), requests, kib: Math.round(total / 1024), byKind: Object.fromEntries(Object.entries(bytes).map(([k, v]) => [k, Math.round(v / 1024)])), domNodes });
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
