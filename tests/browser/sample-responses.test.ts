/**
 * Recorded responses beside the queries: under a runnable operation the reader sees what the server
 * answered it (from content/sample-responses.json), titled with the release, and the search index
 * does not make the page a hit for the data in it.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { gotoHydrated, openPage } from './support/browser';
import { useBrowserSuite } from './support/suite';

const suite = useBrowserSuite();
const PAGE = '/guides/storefront/product-detail/';
const SOURCE = 'docs/guides/storefront/product-detail.mdx';

test('a runnable query is followed by the response the pinned server gave it', async () => {
  const recorded = JSON.parse(readFileSync(join(process.cwd(), 'content', 'sample-responses.json'), 'utf8')) as Record<string, Record<string, { data: { product: { name: string } } }>>;
  const productName = recorded[SOURCE].ProductDetail.data.product.name;
  const { page, problems } = await openPage(suite.browser, { viewport: { width: 1280, height: 900 } });
  await gotoHydrated(page, suite.url(PAGE));
  const response = page.locator('.sample-response').first();
  await response.waitFor();
  assert.match(await response.locator('div').first().innerText(), /^Response( of \w+)? \(Vendure 3\.\d+\.\d+\)$/);
  const text = await response.locator('pre').innerText();
  assert.ok(text.includes(`"name": "${productName}"`), 'the recorded product name is shown');
  // It comes right after the query it answers (and its variables).
  const previousQuery = await response.evaluate((element) => {
    let node = element.previousElementSibling;
    while (node && !node.querySelector('.language-graphql')) node = node.previousElementSibling;
    return node?.textContent ?? '';
  });
  assert.match(previousQuery, /query ProductDetail/);
  assert.equal(await response.getAttribute('data-pagefind-ignore'), 'all');
  assert.deepEqual(problems.errors, []);
});
