/**
 * Relevance of the embedded index, on the real content: each query of
 * tests/fixtures/search/relevance.json must list its page among the first five documents on
 * /search. A query whose page is not part of the build under test is skipped (and says so), so the
 * list can name pages that arrive with other parts of the site.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { openPage } from './support/browser';
import { gotoHydrated } from './support/search';
import { useBrowserSuite } from './support/suite';

interface RelevanceCase {
  query: string;
  expect: string;
}

const { queries } = JSON.parse(readFileSync(join(__dirname, '../fixtures/search/relevance.json'), 'utf8')) as {
  queries: RelevanceCase[];
};
const suite = useBrowserSuite();
const TOP = 5;

test(`each of the ${queries.length} relevance queries finds its page in the top ${TOP}`, async (t) => {
  assert.ok(queries.length >= 25, 'at least 25 queries');
  const { page, problems } = await openPage(suite.browser, { viewport: { width: 1280, height: 900 } });
  await gotoHydrated(page, suite.url('/search/'));
  const input = page.getByRole('searchbox', { name: 'Search' });
  for (const { query, expect } of queries) {
    await t.test(`"${query}" → ${expect}`, async (st) => {
      const target = await page.request.get(suite.url(expect));
      if (target.status() !== 200) {
        st.skip(`${expect} is not in this build (${target.status()})`);
        return;
      }
      await input.fill(query);
      // The heading follows the query at once; the status line only once its results are in.
      await page.waitForFunction(
        (q) =>
          document.querySelector('main h1')?.textContent === `Search results for "${q}"` &&
          /found$|^No results/.test(document.querySelector('main [role=status]')?.textContent ?? ''),
        query,
      );
      const top = await page
        .locator('main article h2 a')
        .evaluateAll((links, n) => links.slice(0, n).map((a) => a.getAttribute('href')), TOP);
      assert.ok(top.includes(expect), `top ${TOP} for "${query}": ${top.join(', ')}`);
    });
  }
  assert.deepEqual(problems.errors, []);
});
