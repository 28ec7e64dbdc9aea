/**
 * Lighthouse (mobile preset, simulated throttling) on representative pages of the production build,
 * including the largest generated page (Admin API object types), served gzipped as a static host
 * serves it. Each page is measured LIGHTHOUSE_RUNS times (default 3) and the run with the median
 * score is kept: single runs on a shared 2-core machine vary by ±10 points. Run after
 * `npm run build`; results go to bench/results/lighthouse.json.
 */
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CHROMIUM_PATH } from '../tests/browser/support/browser';
import { serveBuildCompressed } from '../tests/browser/support/server';

type LighthouseResult = NonNullable<Awaited<ReturnType<typeof import('lighthouse').default>>>['lhr'];

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

const PAGES = [
  '/',
  '/guides/getting-started/installation/',
  '/reference/typescript-api/services/order-service/',
  '/reference/graphql-api/admin/object-types/',
];

async function main(): Promise<void> {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const site = await serveBuildCompressed();
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
  });
  const results = [];
  try {
    for (const path of PAGES) {
      const runs: LighthouseResult[] = [];
      for (let i = 0; i < RUNS; i++) {
        const run = await lighthouse(`${site.url}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
        if (!run) throw new Error(`Lighthouse returned nothing for ${path}`);
        runs.push(run.lhr);
      }
      const score = (lhr: LighthouseResult) => Math.round((lhr.categories.performance.score ?? 0) * 100);
      const scores = runs.map(score).join(' ');
      const median = [...runs].sort((a, b) => score(a) - score(b))[Math.floor(RUNS / 2)];
      const { audits } = median;
      const html = join('build', path, 'index.html');
      results.push({
        path,
        performance: score(median),
        scores,
        fcpMs: Math.round(audits['first-contentful-paint'].numericValue ?? 0),
        lcpMs: Math.round(audits['largest-contentful-paint'].numericValue ?? 0),
        tbtMs: Math.round(audits['total-blocking-time'].numericValue ?? 0),
        cls: Number((audits['cumulative-layout-shift'].numericValue ?? 0).toFixed(3)),
        htmlKiB: Math.round(statSync(html).size / 1024),
        domElements: Number(audits['dom-size'].numericValue ?? 0),
      });
    }
  } finally {
    chrome.kill();
    await site.stop();
  }
  mkdirSync('bench/results', { recursive: true });
  writeFileSync('bench/results/lighthouse.json', `${JSON.stringify({ date: new Date().toISOString(), preset: 'mobile', runsPerPage: RUNS, results }, null, 2)}\n`);
  console.table(results);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
