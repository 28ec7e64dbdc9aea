/**
 * The generated TypeScript reference as a reader meets it: one signature per function, constant or
 * type alias, in a code block whose type names are links; a page about one declaration named once
 * (its title), its kind as the first heading; what the compiled packages add to members (column
 * defaults, read-only, input defaults); source links at the declaration's line.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { gotoHydrated, openPage } from './support/browser';
import { useBrowserSuite } from './support/suite';

const suite = useBrowserSuite();
const CREATE_TEST_ENVIRONMENT = '/reference/typescript-api/testing/create-test-environment/';
const PRODUCT_VARIANT = '/reference/typescript-api/entities/product-variant/';

/** The text of a member's section: from its heading to the next heading. */
function memberText(page: Page, anchor: string): Promise<string> {
  return page.locator(`[id="${anchor}"]`).evaluate((heading) => {
    let text = '';
    for (let el = heading.nextElementSibling; el && !/^H[1-6]$/.test(el.tagName); el = el.nextElementSibling) text += `${el.textContent}\n`;
    return text.replace(/\u200b/g, '').trim();
  });
}

const colours = (block: Locator) =>
  block.evaluate((el) => {
    const pre = el.querySelector('pre')!;
    return {
      background: getComputedStyle(pre).backgroundColor,
      keyword: getComputedStyle(pre.querySelector('.token.keyword')!).color,
      link: getComputedStyle(pre.querySelector('a')!).color,
    };
  });

test('a function shows its signature once, as highlighted code whose type names are links', async () => {
  const { page, problems } = await openPage(suite.browser, { colorScheme: 'light', permissions: ['clipboard-read', 'clipboard-write'] });
  await gotoHydrated(page, suite.url(CREATE_TEST_ENVIRONMENT));
  const article = page.locator('article');
  assert.equal(await article.getByText('createTestEnvironment(config', { exact: false }).count(), 1, 'the signature appears once');
  const block = article.locator('.theme-code-block').filter({ hasText: 'function createTestEnvironment(' });
  assert.equal((await block.locator('pre code').innerText()).trim(), 'function createTestEnvironment(config: Required<VendureConfig>): TestEnvironment;');
  assert.deepEqual(await block.locator('pre a').evaluateAll((as) => as.map((a) => [a.textContent, a.getAttribute('href')])), [
    ['VendureConfig', '/reference/typescript-api/configuration/vendure-config/#vendure-config'],
    ['TestEnvironment', '/reference/typescript-api/testing/test-environment/#test-environment'],
  ]);

  // Coloured as fenced code in each mode, the links in the site's link colour.
  const light = await colours(block);
  assert.deepEqual(light, { background: 'rgb(246, 248, 250)', keyword: 'rgb(0, 0, 159)', link: 'rgb(10, 111, 153)' });
  await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
  // Links fade to their new colour (Infima's colour transition).
  await page.waitForFunction(() => getComputedStyle(document.querySelector('article pre a')!).color === 'rgb(60, 200, 255)');
  const dark = await colours(block);
  assert.equal(dark.background, 'rgb(40, 42, 54)');
  assert.notEqual(dark.keyword, light.keyword);
  assert.equal(dark.link, 'rgb(60, 200, 255)');

  await block.hover();
  await block.getByRole('button', { name: 'Copy code to clipboard' }).click();
  await block.getByRole('button', { name: 'Copied' }).waitFor();
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), 'function createTestEnvironment(config: Required<VendureConfig>): TestEnvironment;');
  assert.deepEqual(problems.errors, []);
});

test('a type link in a signature navigates inside the app, and is reached with the keyboard', async () => {
  const { page, problems } = await openPage(suite.browser, { viewport: { width: 1280, height: 800 } });
  await gotoHydrated(page, suite.url(CREATE_TEST_ENVIRONMENT));
  await page.evaluate(() => ((window as unknown as { samePageLife: boolean }).samePageLife = true));
  const link = page.locator('article pre a', { hasText: 'TestEnvironment' });
  await link.focus();
  assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'TestEnvironment');
  await link.click();
  await page.waitForURL('**/reference/typescript-api/testing/test-environment/#test-environment');
  assert.equal(await page.evaluate(() => (window as unknown as { samePageLife?: boolean }).samePageLife), true, 'no full page load');
  const top = await page.locator('#test-environment').evaluate((el) => el.getBoundingClientRect().top);
  assert.ok(top >= 0 && top < 200, `the declaration is at the top of the viewport (${top}px)`);
  assert.deepEqual(problems.errors, []);
});

test('a page about one declaration names it once, in its title; its kind opens the page and holds its anchor', async () => {
  const { page, problems } = await openPage(suite.browser, { viewport: { width: 1400, height: 900 } });
  await gotoHydrated(page, suite.url(`${PRODUCT_VARIANT}#product-variant`));
  assert.equal(await page.locator('article h1').innerText(), 'ProductVariant');
  const h2s = (await page.locator('article .markdown h2').allInnerTexts()).map((h) => h.replace(/\u200b/g, '').trim());
  assert.deepEqual(h2s, ['Class'], 'no h2 repeating the title; the members are h3s below the kind');
  assert.equal(await page.locator('article h2#product-variant').count(), 1);
  assert.equal(await page.locator('#productvariant').count(), 1, "the published reference's anchor too");
  const inToc = await page.locator('.table-of-contents a').evaluateAll((as) => as.slice(0, 2).map((a) => a.textContent));
  assert.deepEqual(inToc, ['Class', 'constructor']);
  assert.deepEqual(problems.errors, []);
});

test('entity members show their column defaults, and getters and calculated fields read-only', async () => {
  const { page, problems } = await openPage(suite.browser);
  await gotoHydrated(page, suite.url(PRODUCT_VARIANT));
  assert.equal(await memberText(page, 'product-variant-enabled'), 'enabled: boolean\nDefault: true');
  assert.match(await memberText(page, 'product-variant-out-of-stock-threshold'), /^outOfStockThreshold: number\nDefault: 0\n/);
  assert.equal(await memberText(page, 'product-variant-track-inventory'), 'trackInventory: GlobalFlag\nDefault: GlobalFlag.INHERIT');
  assert.equal(await memberText(page, 'product-variant-price'), 'price: number\n@Calculated() · readonly');
  const source = await page.locator('article a', { hasText: /^source$/ }).first().getAttribute('href');
  assert.match(source ?? '', /^https:\/\/github\.com\/vendure-ecommerce\/vendure\/blob\/v[\d.]+\/packages\/core\/src\/entity\/product-variant\/product-variant\.entity\.ts#L\d+$/);
  assert.deepEqual(problems.errors, []);
});

test("an Angular component's inputs show the values their fields start with", async () => {
  const { page, problems } = await openPage(suite.browser);
  await gotoHydrated(page, suite.url('/reference/admin-ui-api/components/chip-component/'));
  assert.equal(await memberText(page, 'chip-component-invert'), 'invert: boolean\n@Input() · Default: false');
  assert.match(await memberText(page, 'chip-component-color-from'), /^colorFrom: string\n@Input\(\) · Default: ''\n/);
  assert.deepEqual(problems.errors, []);
});
