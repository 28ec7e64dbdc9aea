/**
 * Lighthouse (mobile preset, simulated throttling) on representative pages of the production build,
 * including the largest generated page (Admin API object types), served gzipped as a static host
 * serves it. That page is measured a second time without its scripts: what its document alone
 * costs, the ceiling for any client code. Each page is measured LIGHTHOUSE_RUNS times (default 3)
 * and the run with the median score is kept: single runs on a shared 2-core machine vary by ±10
 * points. Run after `npm run build` (or with BUILD_DIR naming another build folder); results go to
 * bench/results/lighthouse.json. The accessibility score is recorded next to the performance one.
 */
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CHROMIUM_PATH } from '../tests/browser/support/browser';
import { serveBuildCompressed } from '../tests/browser/support/server';
import { withoutScripts } from './without-scripts';

type LighthouseResult = NonNullable<Awaited<ReturnType<typeof import('lighthouse').default>>>['lhr'];

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

const BUILD_DIR = process.env.BUILD_DIR ?? 'build';

const LARGEST_PAGE = '/reference/graphql-api/admin/object-types/';

/** The largest page without its scripts (./without-scripts.ts), served next to the build. */
const LARGEST_PAGE_WITHOUT_SCRIPTS = '/bench/without-scripts/reference/graphql-api/admin/object-types/';

/** Each measured URL, and the page of the build it shows where that is another. */
const PAGES: Array<{ path: string; page?: string }> = [
  { path: '/' },
  { path: '/guides/getting-started/installation/' },
  // A guide with a Mermaid diagram (drawn at build time, plugins/mermaid-svg).
  { path: '/guides/core-concepts/orders/' },
  { path: '/reference/typescript-api/services/order-service/' },
  { path: LARGEST_PAGE },
  { path: LARGEST_PAGE_WITHOUT_SCRIPTS, page: LARGEST_PAGE },
];

async function main(): Promise<void> {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const largestPage = readFileSync(join(BUILD_DIR, LARGEST_PAGE, 'index.html'), 'utf8');
  const site = await serveBuildCompressed(BUILD_DIR, { [LARGEST_PAGE_WITHOUT_SCRIPTS]: withoutScripts(largestPage) });
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
  });
  const results = [];
  try {
    for (const { path, page = path } of PAGES) {
      const runs: LighthouseResult[] = [];
      for (let i = 0; i < RUNS; i++) {
        const run = await lighthouse(`${site.url}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
        if (!run) throw new Error(`Lighthouse returned nothing for ${path}`);
        runs.push(run.lhr);
      }
      const score = (lhr: LighthouseResult) => Math.round((lhr.categories.performance.score ?? 0) * 100);
      const scores = runs.map(score).join(' ');
      const median = [...runs].sort((a, b) => score(a) - score(b))[Math.floor(RUNS / 2)];
      const { audits } = median;
      const html = join(BUILD_DIR, page, 'index.html');
      results.push({
        path,
        performance: score(median),
        scores,
        accessibility: Math.round((median.categories.accessibility.score ?? 0) * 100),
        // The accessibility audits that failed, by id (for example `button-name`).
        accessibilityFailures: median.categories.accessibility.auditRefs
          .filter((ref) => ref.weight > 0 && audits[ref.id]?.score === 0)
          .map((ref) => ref.id)
          .join(' '),
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
