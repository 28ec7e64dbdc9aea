import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { crawlPages, planVisits, type CrawlTarget } from '../../../scripts/checks/page-crawl';
import type { Problem } from '../../../scripts/checks/outcome';
import { launchBrowser } from '../../browser/support/browser';
import { serveBuild, type RunningSite } from '../../browser/support/server';

let browser: Browser;
let site: RunningSite;

before(async () => {
  [browser, site] = await Promise.all([launchBrowser(), serveBuild('tests/fixtures/checks/crawl')]);
});
after(async () => {
  await browser?.close();
  await site?.stop();
});

const sorted = (problems: Problem[]) => {
  const key = (p: Problem) => `${p.where} ${p.message}`;
  return [...problems].sort((a, b) => key(a).localeCompare(key(b)));
};

test('full loads: pages that log errors, throw, never hydrate or answer 404 fail; clean ones pass', async () => {
  const targets: CrawlTarget[] = ['/', '/clean/', '/console-error/', '/page-error/', '/never-hydrates/', '/missing/'].map((route) => ({
    route,
    mode: 'full',
  }));
  const outcome = await crawlPages({
    browser,
    baseUrl: site.url,
    targets,
    concurrency: 3,
    timeoutMs: 3000,
    describe: (route) => (route === '/console-error/' ? `docs/console-error.mdx (page ${route})` : route),
  });
  assert.deepEqual(sorted(outcome.problems), [
    { where: '/missing/', message: 'answered HTTP 404' },
    {
      where: '/missing/',
      message: 'console error: Failed to load resource: the server responded with a status of 404 (Not Found) (/missing/)',
    },
    { where: '/never-hydrates/', message: 'did not load and hydrate: page.waitForSelector: Timeout 3000ms exceeded.' },
    { where: '/page-error/', message: 'page error: the fixture throws' },
    {
      where: 'docs/console-error.mdx (page /console-error/)',
      message: 'console error: the fixture logs an error (/console-error/)',
    },
  ]);
  assert.deepEqual({ passed: outcome.passed, failed: outcome.failed }, { passed: 2, failed: 4 });
  assert.deepEqual(outcome.notes, ['6 pages loaded afresh and hydrated, 0 reached by client-side navigation']);
});

test('client-side navigation: errors a route logs and a route that never renders fail; the others pass', async () => {
  const outcome = await crawlPages({
    browser,
    baseUrl: site.url,
    targets: [
      { route: '/app/ok/', mode: 'client' },
      { route: '/app/logs/', mode: 'client' },
      { route: '/app/', mode: 'full' },
      { route: '/app/second/', mode: 'client' },
      { route: '/app/stuck/', mode: 'client' },
    ],
    concurrency: 1,
    timeoutMs: 2000,
  });
  assert.deepEqual(outcome.problems, [
    { where: '/app/logs/', message: 'console error: the route failed to render its diagram (/app/)' },
    {
      where: '/app/stuck/',
      message: 'did not render after a client-side navigation: page.evaluate: Error: /app/stuck/ was not rendered within 2000 ms',
    },
  ]);
  assert.deepEqual({ passed: outcome.passed, failed: outcome.failed }, { passed: 3, failed: 2 });
  // Full loads run first; after the error on /app/logs/ the next page (/app/second/) loads afresh.
  assert.deepEqual(outcome.notes, ['2 pages loaded afresh and hydrated, 3 reached by client-side navigation']);
});

test('hand-written pages, the not-found page and one generated page per folder load fully', () => {
  const routes = [
    '/reference/typescript-api/services/product-service/',
    '/guides/getting-started/installation/',
    '/reference/typescript-api/services/order-service/',
    '/reference/typescript-api/orders/order-process/',
    '/reference/',
    '/404.html',
    '/reference/typescript-api/',
  ];
  const plan = (fullLoads: 'all' | 'sample') =>
    planVisits(routes, ['/reference/typescript-api/'], fullLoads).map((t) => `${t.mode} ${t.route}`);
  assert.deepEqual(plan('sample'), [
    'full /404.html',
    'full /guides/getting-started/installation/',
    'full /reference/',
    'full /reference/typescript-api/',
    'full /reference/typescript-api/orders/order-process/',
    'full /reference/typescript-api/services/order-service/',
    'client /reference/typescript-api/services/product-service/',
  ]);
  assert.ok(plan('all').every((line) => line.startsWith('full ')));
});
