/**
 * The pre-rendered GraphQL reference pages behave like any doc page: headings with their "Direct
 * link to" anchors, a TOC of every type, links to other pages that navigate inside the app and
 * land on the type, and hash links that scroll on the same page.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { gotoHydrated, openPage } from './support/browser';
import { useBrowserSuite } from './support/suite';

const suite = useBrowserSuite();
const OBJECT_TYPES = '/reference/graphql-api/admin/object-types/';

test('every type heading has its anchor, its "Direct link to" link and a TOC entry', async () => {
  const { page, problems } = await openPage(suite.browser, { viewport: { width: 1400, height: 900 } });
  await gotoHydrated(page, suite.url(OBJECT_TYPES));
  const headings = await page.locator('article .markdown h2[id]').evaluateAll((els) =>
    els.map((el) => ({ id: el.id, text: el.textContent!.replace(/\u200b/g, '').trim(), link: el.querySelector('a.hash-link')?.getAttribute('aria-label') })),
  );
  assert.ok(headings.length > 200, `the Admin API has hundreds of output types (${headings.length})`);
  for (const { text, link } of headings) assert.equal(link, `Direct link to ${text}`);
  const product = headings.find((heading) => heading.text === 'Product');
  assert.equal(product?.id, 'product');
  const inToc = await page.locator('.table-of-contents a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  assert.deepEqual(inToc, headings.map((heading) => `#${heading.id}`));
  assert.deepEqual(problems.errors, []);
});

test('a type link to another page navigates inside the app and lands on the type', async () => {
  const { page, problems } = await openPage(suite.browser, { viewport: { width: 1280, height: 800 } });
  await gotoHydrated(page, suite.url(OBJECT_TYPES));
  await page.evaluate(() => ((window as unknown as { samePageLife: boolean }).samePageLife = true));
  const link = page.locator('article .markdown a[href^="/reference/graphql-api/admin/input-types/#"]').first();
  const href = (await link.getAttribute('href'))!;
  await link.click();
  await page.waitForURL(`**${href}`);
  const target = page.locator(`[id="${href.split('#')[1]}"]`);
  await target.waitFor();
  assert.equal(await page.evaluate(() => (window as unknown as { samePageLife?: boolean }).samePageLife), true, 'no full page load');
  assert.ok(await target.isVisible());
  const top = await target.evaluate((el) => el.getBoundingClientRect().top);
  assert.ok(top >= 0 && top < 200, `the type's heading is at the top of the viewport (${top}px)`);
  assert.deepEqual(problems.errors, []);
});

test('a link to a type on the same page scrolls to it', async () => {
  const { page, problems } = await openPage(suite.browser, { viewport: { width: 1280, height: 800 } });
  await gotoHydrated(page, suite.url(OBJECT_TYPES));
  await page.locator('#product ~ ul a[href="#productvariant"]').first().click();
  await page.waitForURL('**#productvariant');
  const top = await page.locator('#productvariant').evaluate((el) => el.getBoundingClientRect().top);
  assert.ok(top >= 0 && top < 200, `ProductVariant is at the top of the viewport (${top}px)`);
  assert.deepEqual(problems.errors, []);
});
