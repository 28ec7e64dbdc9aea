import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DomUtils, parseDocument } from 'htmlparser2';
import { htmlForIndex, inWords, MAX_RANKED_DECLARATIONS, rankingFields, wholeName } from '../../../plugins/search/index-html';

function page(markdown: string, description = ''): string {
  return [
    '<!doctype html><html lang=en><head>',
    description ? `<meta data-rh=true name=description content="${description}">` : '',
    '</head><body><nav>navbar</nav>',
    '<div data-pagefind-body="" data-pagefind-meta=lvl0[data-search-lvl0] data-search-lvl0="Core Concepts">',
    `<div class="theme-doc-markdown markdown">${markdown}</div></div></body></html>`,
  ].join('');
}

/** The metadata the index copy declares, as Pagefind reads `key:value` attributes. */
function metadata(html: string): Record<string, string> {
  const meta: Record<string, string> = {};
  for (const el of DomUtils.findAll((e) => e.attribs['data-pagefind-meta'] !== undefined, parseDocument(html).children)) {
    const value = el.attribs['data-pagefind-meta'];
    const inline = /^(\w+):(.*)$/s.exec(value);
    if (inline) meta[inline[1]] = inline[2];
  }
  return meta;
}

function ignoredTexts(html: string): string[] {
  return DomUtils.findAll((e) => e.attribs['data-pagefind-ignore'] !== undefined, parseDocument(html).children).map((e) =>
    DomUtils.textContent(e).trim(),
  );
}

const GUIDE = page(
  [
    '<header><h1>Taxes</h1></header><p>Vendure calculates tax.</p>',
    '<h2 id=zones>Zones and rates</h2><table><tr><th>Zone<th>Rate<tr><td>Germany<td>19 %</table>',
    '<h3 id=custom>Example: a custom TaxZoneStrategy</h3>',
    '<div class="theme-code-block language-ts"><div class=title>src/plugin.ts</div><pre><code>export const x = 1;</code></pre></div>',
  ].join(''),
  'How Vendure finds the tax for an order line.',
);

test('a guide is indexed with its title, each heading in words and its description as ranking fields', () => {
  const { html, kind } = htmlForIndex(GUIDE, '/guides/core-concepts/taxes/');
  assert.equal(kind, 'guide');
  assert.deepEqual(metadata(html), {
    guide_title: 'Taxes',
    guide_summary: 'How Vendure finds the tax for an order line.',
    guide_heading0: 'Zones and rates',
    guide_heading1: 'Example: a custom Tax Zone Strategy',
    exact: 'taxesexactname',
    kind: 'guide',
  });
});

test('the title, code blocks and nothing else leave the indexed text; table cells stay separate words', () => {
  const { html } = htmlForIndex(GUIDE, '/guides/core-concepts/taxes/');
  assert.deepEqual(ignoredTexts(html), ['Taxes', 'src/plugin.ts export const x = 1;', 'export const x = 1;']);
  const h1 = DomUtils.findOne((e) => e.name === 'h1', parseDocument(html).children);
  assert.equal(h1?.attribs['data-pagefind-meta'], 'title', 'the title is still the page title');
  const body = DomUtils.findOne((e) => e.attribs['data-pagefind-body'] !== undefined, parseDocument(html).children)!;
  assert.match(DomUtils.textContent(body), /Zone Rate/);
  assert.doesNotMatch(DomUtils.textContent(body), /ZoneRate|Germany19/);
});

const REFERENCE = page(
  [
    '<header><h1>StockAllocationStrategy</h1></header>',
    '<h2 id=stock-allocation-strategy>StockAllocationStrategy</h2>',
    '<p><strong>interface</strong> · <code>@vendure/core</code> · <a href="https://github.com/x">source</a></p>',
    '<p>Allocates stock when an order is placed.</p>',
    '<div class="theme-code-block language-ts"><div class=title>Signature</div><pre><code>interface StockAllocationStrategy</code></pre></div>',
    '<h3 id=allocate>allocate</h3><code>allocate(ctx: RequestContext)</code><p>Uses <code>OrderLine</code> values.</p>',
    '<h2 id=default-stock-allocation-strategy>DefaultStockAllocationStrategy</h2>',
  ].join(''),
  'Allocates stock when an order is placed.',
);

test('a reference page ranks by its declarations as whole names; facts lines and signatures are not indexed', () => {
  const { html, kind } = htmlForIndex(REFERENCE, '/reference/typescript-api/orders/stock-allocation-strategy/');
  assert.equal(kind, 'reference');
  assert.deepEqual(metadata(html), {
    reference_title: 'stockallocationstrategy',
    reference_summary: 'Allocates stock when an order is placed.',
    reference_heading0: 'stockallocationstrategy',
    reference_heading1: 'defaultstockallocationstrategy',
    exact: 'stockallocationstrategyexactname defaultstockallocationstrategyexactname',
    kind: 'reference',
  });
  assert.deepEqual(ignoredTexts(html), [
    'StockAllocationStrategy',
    'interface · @vendure/core · source',
    'Signature interface StockAllocationStrategy',
    'interface StockAllocationStrategy',
    'allocate(ctx: RequestContext)',
  ]);
  assert.match(html, /Uses <code>OrderLine<\/code> values/, 'inline code in prose stays');
});

test("on a declaration's own page the kind heading is no name, and the facts line without a kind is still left out", () => {
  const own = page(
    [
      '<header><h1>OrderService</h1></header>',
      '<h2 id=order-service>Class</h2>',
      '<p><code>@vendure/core</code> · <a href="https://github.com/x">source</a></p>',
      '<p>Contains methods relating to orders.</p>',
      '<h3 id=find-one>findOne</h3>',
    ].join(''),
    'Contains methods relating to orders.',
  );
  const { html } = htmlForIndex(own, '/reference/typescript-api/services/order-service/');
  assert.deepEqual(metadata(html), {
    reference_title: 'orderservice',
    reference_summary: 'Contains methods relating to orders.',
    exact: 'orderserviceexactname',
    kind: 'reference',
  });
  assert.deepEqual(ignoredTexts(html), ['OrderService', '@vendure/core · source']);
});

test('a page without data-pagefind-body is passed through unchanged', () => {
  const other = '<html><body><p>Not a doc page</p></body></html>';
  assert.deepEqual(htmlForIndex(other, '/404.html'), { html: other, kind: 'other' });
});

test('declarations rank a reference page only while they are few (a GraphQL list is ranked by its title)', () => {
  const many = Array.from({ length: MAX_RANKED_DECLARATIONS + 1 }, (_, i) => `query${i}`);
  const fields = rankingFields('reference', { title: 'Shop API queries', h2: many, h3: [], description: '' });
  assert.deepEqual(fields, { reference_title: 'Shop API queries', reference_summary: '' });
  assert.deepEqual(Object.keys(rankingFields('reference', { title: 'X', h2: many.slice(0, 2), h3: ['member'], description: '' })), [
    'reference_title',
    'reference_summary',
    'reference_heading0',
    'reference_heading1',
  ]);
  assert.deepEqual(rankingFields('other', { title: 'Home', h2: ['A'], h3: [], description: 'd' }), {});
});

test('names and headings are rewritten for the way they rank', () => {
  assert.equal(wholeName('StockAllocationStrategy'), 'stockallocationstrategy');
  assert.equal(wholeName('Promotion Condition'), 'Promotion Condition');
  assert.equal(inWords('Uploading assets with createAssets'), 'Uploading assets with create Assets');
  assert.equal(inWords('The HTMLElement of a multi-vendor shop'), 'The HTML Element of a multi-vendor shop');
});
