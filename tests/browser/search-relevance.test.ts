/**
 * Relevance of the embedded index, on the real content, through the /search page: every query of
 * tests/fixtures/search/relevance.json is typed into the page and the documents it lists are
 * compared with the page the query expects. Printed: how often that page comes first (top-1), among
 * the first three (top-3) and among the first five (top-5), per query type and, for the task
 * queries, per part of the site. Fails when a rate is below the suite's targets (the whole suite's,
 * and the task queries' own), or when a query without a `known` note misses the top 5 (a `known` query is
 * reported as todo; its reason is in the README). A query whose page is not part of the build
 * under test is skipped and says so.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { openPage } from './support/browser';
import { gotoHydrated } from './support/search';
import { formatRelevance, loadRelevanceSuite, rankOf, scoreRelevance, type RelevanceOutcome } from './support/relevance';
import { useBrowserSuite } from './support/suite';
import { SEARCH_SYNONYMS } from '../../config/search-synonyms';

const suite = useBrowserSuite();

/** Types the query into /search and returns the site paths of the documents it lists, best first. */
async function searchFor(page: Page, query: string): Promise<string[]> {
  await page.getByRole('searchbox', { name: 'Search' }).fill(query);
  // The heading follows the query at once; the status line only once its results are in.
  await page.waitForFunction(
    (q) =>
      document.querySelector('main h1')?.textContent === `Search results for "${q}"` &&
      /found$|^No results/.test(document.querySelector('main [role=status]')?.textContent ?? ''),
    query,
  );
  return page.locator('main article h2 a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
}
const { targets, queries } = loadRelevanceSuite();
const TOP = 5;

test(`${queries.length} relevance queries: top-1 ≥ ${targets.top1 * 100} %, top-5 ≥ ${targets.top5 * 100} %`, async (t) => {
  assert.ok(queries.length >= 80, 'at least 80 queries');
  const { page, problems } = await openPage(suite.browser, { viewport: { width: 1280, height: 900 } });
  await gotoHydrated(page, suite.url('/search/'));
  const outcomes: RelevanceOutcome[] = [];
  for (const query of queries) {
    await t.test(`[${query.type}] "${query.query}" → ${query.expect}`, { todo: query.known }, async (st) => {
      const target = await page.request.get(suite.url(query.expect));
      if (target.status() !== 200) {
        st.skip(`${query.expect} is not in this build (${target.status()})`);
        return;
      }
      const found = await searchFor(page, query.query);
      const outcome = { query, found };
      outcomes.push(outcome);
      const rank = rankOf(outcome);
      assert.ok(rank >= 1 && rank <= TOP, `top ${TOP} for "${query.query}": ${found.slice(0, TOP).join(', ')}`);
    });
  }
  assert.deepEqual(problems.errors, []);
  const scores = scoreRelevance(outcomes);
  console.log(`\nSearch relevance (${outcomes.length} queries):\n${formatRelevance(scores)}\n`);
  const notFirst = outcomes.filter((outcome) => rankOf(outcome) !== 1);
  console.log(`Not first (${notFirst.length}):\n${notFirst.map((o) => `  [${o.query.type}] "${o.query.query}" → ${o.query.expect}: rank ${rankOf(o) || '-'}, first ${o.found[0] ?? '-'}`).join('\n')}\n`);
  assert.ok(scores.all.top5 >= targets.top5, `top-5 rate ${scores.all.top5} is below ${targets.top5}`);
  assert.ok(scores.all.top1 >= targets.top1, `top-1 rate ${scores.all.top1} is below ${targets.top1}`);
  if (targets.task && scores.task) {
    assert.ok(scores.task.top3 >= targets.task.top3, `task queries: top-3 rate ${scores.task.top3} is below ${targets.task.top3}`);
    assert.ok(scores.task.top1 >= targets.task.top1, `task queries: top-1 rate ${scores.task.top1} is below ${targets.task.top1}`);
  }
});

test(`every synonym of config/search-synonyms.ts reaches its page: the term is in a title or heading there, each word alone finds it in the top 5`, async () => {
  const { page, problems } = await openPage(suite.browser, { viewport: { width: 1280, height: 900 } });
  for (const entry of SEARCH_SYNONYMS) {
    for (const path of entry.pages) {
      const html = await (await page.request.get(suite.url(path))).text();
      const headings = [...html.matchAll(/<h[1-3][^>]*>(.*?)<\/h[1-3]>/gs)].map((m) => m[1].replace(/<[^>]+>/g, '').toLowerCase());
      assert.ok(
        headings.some((heading) => heading.includes(entry.term.toLowerCase())),
        `"${entry.term}" (the Typesense synonym target) is in no title or heading of ${path}`,
      );
    }
  }
  await gotoHydrated(page, suite.url('/search/'));
  const misses: string[] = [];
  for (const entry of SEARCH_SYNONYMS) {
    for (const word of entry.words) {
      const found = await searchFor(page, word);
      // Top 5, not first: a word that is also a type's name ("discount") lists that type's pages first.
      if (!found.slice(0, 5).includes(entry.pages[0])) misses.push(`"${word}" → ${entry.pages[0]}: ${found.slice(0, 5).join(', ')}`);
    }
  }
  assert.deepEqual(misses, []);
  assert.deepEqual(problems.errors, []);
});
