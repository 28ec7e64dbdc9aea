/**
 * The committed DocSearch-scraper config (config/typesense-docsearch-scraper.json) read against the
 * built pages, the way the scraper reads the deployed site: on a guide and on a generated reference
 * page, lvl0 gives the same section as the embedded index, lvl1 the page title, lvl2 the first
 * section heading, and the text selector finds the prose but not the navbar, sidebar or footer,
 * nor a reference declaration's facts line (the embedded index skips it too).
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { openPage } from './support/browser';
import { useBrowserSuite } from './support/suite';

const suite = useBrowserSuite();
const { selectors, selectors_exclude: excluded } = JSON.parse(readFileSync('config/typesense-docsearch-scraper.json', 'utf8'));

interface Scraped {
  lvl0: string | null;
  lvl1: string[];
  lvl2: string[];
  text: string[];
  textOutsideArticle: number;
}

/**
 * Evaluates the config's selectors in the page: lvl0 and text as XPath, the others as CSS. (No
 * named functions inside: the test runner's compiler would wrap them in a helper the page lacks.)
 */
function scrape(page: Page): Promise<Scraped> {
  return page.evaluate(
    ({ selectors, excluded }) => {
      const found: Record<string, string[]> = {};
      const textNodes: Element[] = [];
      const xpath = document.evaluate(selectors.text.selector, document, null, XPathResult.ORDERED_NODE_SNAPSHOT_TYPE, null);
      for (let i = 0; i < xpath.snapshotLength; i++) textNodes.push(xpath.snapshotItem(i) as Element);
      for (const level of ['lvl1', 'lvl2', 'text']) {
        const nodes = level === 'text' ? textNodes : Array.from(document.querySelectorAll(selectors[level]));
        found[level] = nodes.map((el) => {
          const copy = el.cloneNode(true) as Element;
          copy.querySelectorAll(excluded.join(',')).forEach((skip) => skip.remove());
          return (copy.textContent ?? '').trim();
        });
      }
      const lvl0 = document.evaluate(selectors.lvl0.selector, document, null, XPathResult.STRING_TYPE, null).stringValue;
      return {
        lvl0: lvl0 || null,
        lvl1: found.lvl1,
        lvl2: found.lvl2,
        text: found.text,
        textOutsideArticle: textNodes.filter((el) => !el.closest('article')).length,
      };
    },
    { selectors, excluded: excluded as string[] },
  );
}

const PAGES = [
  { path: '/guides/core-concepts/orders/', lvl0: 'Core Concepts', title: 'Orders' },
  { path: '/reference/graphql-api/admin/enums/', lvl0: 'GraphQL API', title: 'Admin API enums' },
  {
    path: '/reference/typescript-api/entities/product-variant/',
    lvl0: 'TypeScript API',
    title: 'ProductVariant',
    prose: /^A ProductVariant represents a single stock keeping unit/,
  },
];

for (const expected of PAGES) {
  test(`the scraper config reads ${expected.path} as section, title, headings and prose`, async () => {
    const { page, problems } = await openPage(suite.browser);
    await page.goto(suite.url(expected.path));
    const scraped = await scrape(page);
    assert.equal(scraped.lvl0, expected.lvl0);
    assert.equal(scraped.lvl0, await page.locator('[data-search-lvl0]').getAttribute('data-search-lvl0'), 'same section as the embedded index');
    assert.deepEqual(scraped.lvl1, [expected.title]);
    const sectionHeadings = await page.locator('.theme-doc-markdown h2').count();
    assert.ok(sectionHeadings > 0);
    assert.equal(scraped.lvl2.length, sectionHeadings, 'every level-2 heading of the page is found');
    assert.ok(scraped.lvl2.every((heading) => !heading.includes('\u200b')), 'heading anchors are excluded');
    assert.ok(scraped.text.length > 3, `prose found (${scraped.text.length} elements)`);
    assert.equal(scraped.textOutsideArticle, 0, 'nothing outside the article is indexed');
    // The facts line under a declaration ("class · @vendure/core · source") is no text of its own.
    assert.ok(!scraped.text.some((text) => /·.*source$/.test(text)), 'facts lines are skipped');
    if (expected.prose) assert.ok(scraped.text.some((text) => expected.prose.test(text)), 'the declaration description is read');
    assert.deepEqual(problems.errors, []);
  });
}
