/**
 * What the modal's hits read like on the embedded index: a reference page's hit says what the page
 * documents (its one-line description), a text hit is a sentence around the match, and no hit
 * shows a bare title ("CustomFields.") or a declaration's facts line ("function ·
 * @vendure/dashboard · source").
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { openPage } from './support/browser';
import { gotoHydrated, searchInModal } from './support/search';
import { useBrowserSuite } from './support/suite';

const suite = useBrowserSuite();

interface ShownHit {
  title: string;
  /** The second line (`DocSearch-Hit-path`): a page hit's text, or the page a text hit is on. */
  path: string;
}

async function hitsFor(query: string): Promise<ShownHit[]> {
  const { page, problems } = await openPage(suite.browser, { viewport: { width: 1280, height: 900 } });
  await gotoHydrated(page, suite.url('/guides/getting-started/installation/'));
  await searchInModal(page, query);
  await page.locator('.DocSearch-Hit').first().waitFor();
  const hits = await page.locator('.DocSearch-Hit').evaluateAll((items) =>
    items.map((item) => ({
      title: item.querySelector('.DocSearch-Hit-title')?.textContent?.trim() ?? '',
      path: item.querySelector('.DocSearch-Hit-path')?.textContent?.trim() ?? '',
    })),
  );
  assert.deepEqual(problems.errors, []);
  return hits;
}

test('a reference page hit shows what the page documents', async () => {
  const [first] = await hitsFor('ProductVariant');
  assert.deepEqual(first, {
    title: 'ProductVariant',
    path: "A ProductVariant represents a single stock keeping unit (SKU) in the store's inventory.",
  });
});

test('"custom field": the guide first, every line a sentence or a title, no facts line or bare title', async () => {
  const hits = await hitsFor('custom field');
  assert.equal(hits[0].title, 'Custom fields');
  assert.match(hits[0].path, /^(… )?[A-Z].*[.!?:]$/, `a sentence: "${hits[0].path}"`);
  for (const { title, path } of hits) {
    for (const line of [title, path]) {
      assert.doesNotMatch(line, /·|@vendure\/\w+ ·/, `no facts line: "${line}"`);
      assert.doesNotMatch(line, /^\w+\.$/, `no bare title: "${line}"`);
    }
  }
});
