/**
 * Relevance of the embedded index, on the real content, through the /search page: every query of
 * tests/fixtures/search/relevance.json is typed into the page and the documents it lists are
 * compared with the page the query expects. Printed: how often that page comes first (top-1) and
 * how often it is among the first five (top-5), per query type. Fails when a rate is below the
 * suite's targets, or when a query without a `known` note misses the top 5 (a `known` query is
 * reported as todo; its reason is in the README). A query whose page is not part of the build
 * under test is skipped and says so.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { openPage } from './support/browser';
import { gotoHydrated } from './support/search';
import { formatRelevance, loadRelevanceSuite, rankOf, scoreRelevance, type RelevanceOutcome } from './support/relevance';
import { useBrowserSuite } from './support/suite';

const suite = useBrowserSuite();
const { targets, queries } = loadRelevanceSuite();
const TOP = 5;

test(`${queries.length} relevance queries: top-1 ≥ ${targets.top1 * 100} %, top-5 ≥ ${targets.top5 * 100} %`, async (t) => {
  assert.ok(queries.length >= 80, 'at least 80 queries');
  const { page, problems } = await openPage(suite.browser, { viewport: { width: 1280, height: 900 } });
  await gotoHydrated(page, suite.url('/search/'));
  const input = page.getByRole('searchbox', { name: 'Search' });
  const outcomes: RelevanceOutcome[] = [];
  for (const query of queries) {
    await t.test(`[${query.type}] "${query.query}" → ${query.expect}`, { todo: query.known }, async (st) => {
      const target = await page.request.get(suite.url(query.expect));
      if (target.status() !== 200) {
        st.skip(`${query.expect} is not in this build (${target.status()})`);
        return;
      }
      await input.fill(query.query);
      // The heading follows the query at once; the status line only once its results are in.
      await page.waitForFunction(
        (q) =>
          document.querySelector('main h1')?.textContent === `Search results for "${q}"` &&
          /found$|^No results/.test(document.querySelector('main [role=status]')?.textContent ?? ''),
        query.query,
      );
      const found = await page.locator('main article h2 a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
      const outcome = { query, found };
      outcomes.push(outcome);
      const rank = rankOf(outcome);
      assert.ok(rank >= 1 && rank <= TOP, `top ${TOP} for "${query.query}": ${found.slice(0, TOP).join(', ')}`);
    });
  }
  assert.deepEqual(problems.errors, []);
  const scores = scoreRelevance(outcomes);
  console.log(`\nSearch relevance (${outcomes.length} queries):\n${formatRelevance(scores)}\n`);
  assert.ok(scores.all.top5 >= targets.top5, `top-5 rate ${scores.all.top5} is below ${targets.top5}`);
  assert.ok(scores.all.top1 >= targets.top1, `top-1 rate ${scores.all.top1} is below ${targets.top1}`);
});
