import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { crawlPages } from '../../../scripts/checks/page-crawl';
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

test('pages that log errors, throw, never hydrate or answer 404 fail; clean ones pass', async () => {
  const outcome = await crawlPages({
    browser,
    baseUrl: site.url,
    routes: ['/', '/clean/', '/console-error/', '/page-error/', '/never-hydrates/', '/missing/'],
    concurrency: 3,
    timeoutMs: 3000,
    describe: (route) => (route === '/console-error/' ? `docs/console-error.mdx (page ${route})` : route),
  });
  const key = (p: { where: string; message: string }) => `${p.where} ${p.message}`;
  const problems = [...outcome.problems].sort((a, b) => key(a).localeCompare(key(b)));
  assert.deepEqual(problems, [
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
});
