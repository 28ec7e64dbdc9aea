import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import {
  headingTrail,
  isMatched,
  lettersToShare,
  matchedForms,
  pagefindHits,
  searchKey,
  shortestStart,
  type PagefindFragment,
} from '../../../src/search/pagefind-hits';

const fragment = JSON.parse(
  readFileSync(join(__dirname, '../../fixtures/search/pagefind-fragment.json'), 'utf8'),
) as PagefindFragment;
const ORIGIN = 'https://docs.example.test';
const PAGE = `${ORIGIN}/guides/core-concepts/orders/`;

test('a page becomes a lvl1 record followed by its best sections, with absolute URLs and anchors', () => {
  const hits = pagefindHits(fragment, { query: 'order', origin: ORIGIN, perDocument: 3 });
  assert.deepEqual(
    hits.map((h) => [h.type, h.url, h.anchor, h.url_without_anchor]),
    [
      ['lvl1', PAGE, null, PAGE],
      ['lvl2', `${PAGE}#the-order-process`, 'the-order-process', PAGE],
      ['content', `${PAGE}#custom-states`, 'custom-states', PAGE],
    ],
  );
  assert.deepEqual(
    hits.map((h) => h.objectID),
    [PAGE, `${PAGE}#the-order-process`, `${PAGE}#custom-states`],
  );
});

test('the page record carries section, title and the intro excerpt, highlighted and escaped', () => {
  const [page] = pagefindHits(fragment, { query: 'order', origin: ORIGIN, perDocument: 3 });
  assert.equal(page['hierarchy.lvl0'], 'Core Concepts');
  assert.equal(page['hierarchy.lvl1'], 'Orders');
  assert.equal(page['hierarchy.lvl2'], null);
  assert.equal(page.content, 'An order collects what a customer buys & pays for.');
  assert.deepEqual(page._highlightResult, {
    'hierarchy.lvl0': { value: 'Core Concepts', matchLevel: 'none', matchedWords: [] },
    'hierarchy.lvl1': { value: '<mark>Orders</mark>', matchLevel: 'full', matchedWords: ['order'] },
    content: {
      value: 'An <mark>order</mark> collects what a customer buys &amp; pays for.',
      matchLevel: 'partial',
      matchedWords: [],
    },
  });
  assert.deepEqual(page._snippetResult, {
    content: { value: 'An <mark>order</mark> collects what a customer buys &amp; pays for.', matchLevel: 'partial' },
  });
});

test('a deep section names every heading above it; heading text is escaped', () => {
  const hits = pagefindHits(fragment, { query: 'order', origin: ORIGIN, perDocument: 3 });
  const deep = hits[2];
  assert.deepEqual(
    [0, 1, 2, 3, 4, 5, 6].map((l) => deep[`hierarchy.lvl${l}` as 'hierarchy.lvl0']),
    ['Core Concepts', 'Orders', 'The order process', 'States', 'Custom <states>', null, null],
  );
  assert.equal(deep._highlightResult['hierarchy.lvl4']?.value, 'Custom &lt;states&gt;');
  assert.equal(deep._highlightResult.content?.value, 'Define an <mark>OrderProcess</mark> with &lt;script&gt; in it.');
});

test('perDocument caps the records of a page; the intro without a match gives no page text', () => {
  assert.equal(pagefindHits(fragment, { query: 'order', origin: ORIGIN, perDocument: 1 }).length, 1);
  const noIntro = { ...fragment, sub_results: fragment.sub_results.map((s) => (s.anchor ? s : { ...s, excerpt: 'No match here.' })) };
  const [page] = pagefindHits(noIntro, { query: 'order', origin: ORIGIN, perDocument: 1 });
  assert.equal(page.content, null);
  assert.deepEqual(page._snippetResult, {});
  assert.equal(page._highlightResult.content, undefined);
});

test('a page indexed without section meta falls back to "Documentation"', () => {
  const [page] = pagefindHits({ ...fragment, meta: { title: 'Orders' } }, { query: 'x', origin: ORIGIN, perDocument: 1 });
  assert.equal(page['hierarchy.lvl0'], 'Documentation');
});

test('the heading trail follows the outline: a new h2 closes the deeper levels', () => {
  const taxes = fragment.anchors[3];
  assert.deepEqual([...headingTrail(fragment.anchors, taxes)], [[2, 'Taxes']]);
  const custom = fragment.anchors[2];
  assert.deepEqual([...headingTrail(fragment.anchors, custom)], [
    [2, 'The order process'],
    [3, 'States'],
    [4, 'Custom <states>'],
  ]);
});

test('the matched words of a page, in every form Pagefind indexes them, metadata words included', () => {
  const page = { ...fragment, content: 'Use a multi-vendor OrderService, then', locations: [2, 3] };
  assert.deepEqual(matchedForms(page), ['multivendor', 'multi', 'vendor', 'orderservice', 'order', 'service', 'orders', 'core', 'concepts']);
  assert.deepEqual(matchedForms({ ...page, locations: [], meta: {} }), [], 'no locations, no metadata: nothing matched');
  assert.equal(matchedForms({ ...fragment }), null, 'no text: nothing to judge by');
});

test('a query word is matched by a word sharing all but two of its letters, or by one starting with its searched start', () => {
  assert.equal(searchKey('Multi-Vendor'), 'multivendor');
  assert.deepEqual(['id', 'taxes', 'paymnt', 'ordersevice'].map(shortestStart), [2, 3, 3, 6]);
  assert.deepEqual(['id', 'taxes', 'promotions', 'ordersevice'].map(lettersToShare), [2, 3, 8, 9]);
  assert.equal(isMatched('taxes', ['tax']), true, 'the stemmer removed the ending');
  assert.equal(isMatched('promotions', ['promotion', 'order']), true);
  assert.equal(isMatched('ordersevice', ['orders']), false, "Pagefind's fallback to a shorter word is no match");
  assert.equal(isMatched('zqxjvkw', ['z']), false);
  assert.equal(isMatched('id', ['i']), false);
  assert.equal(isMatched('ordersevice', ['orderservice'], 'orderse'), true, 'a word starting with the searched start');
  assert.equal(isMatched('ordersevice', ['orders'], 'orderse'), false);
});

test('a reference page record shows what the page documents, with the query highlighted', () => {
  const reference = { ...fragment, meta: { ...fragment.meta, kind: 'reference', reference_summary: 'Handles every order & its <lines>.' } };
  const [page] = pagefindHits(reference, { query: 'order', origin: ORIGIN, perDocument: 1 });
  assert.equal(page._snippetResult.content?.value, 'Handles every <mark>order</mark> &amp; its &lt;lines&gt;.');
  assert.equal(page.content, 'Handles every order & its <lines>.');
});

test('a guide record without a match in its intro shows its description', () => {
  const noIntro = {
    ...fragment,
    meta: { ...fragment.meta, guide_summary: 'How an order moves.' },
    sub_results: fragment.sub_results.map((s) => (s.anchor ? s : { ...s, excerpt: 'No match here.' })),
  };
  const [page] = pagefindHits(noIntro, { query: 'order', origin: ORIGIN, perDocument: 1 });
  assert.equal(page._snippetResult.content?.value, 'How an <mark>order</mark> moves.');
});

test('a section record shows the sentence around the match, without the heading in front', () => {
  const hits = pagefindHits(fragment, { query: 'order', origin: ORIGIN, perDocument: 3 });
  assert.equal(hits[1]['hierarchy.lvl2'], 'The order process');
  assert.equal(hits[1]._snippetResult.content?.value, 'Every <mark>order</mark> moves through states.');
});

test('the section whose heading is the query comes first among the records of a page', () => {
  const hits = pagefindHits(fragment, { query: 'taxes', origin: ORIGIN, perDocument: 2 });
  assert.equal(hits[1].anchor, 'taxes');
});

test('a page found by its exact name gets the record of the declaration that has the name, from the text after it', () => {
  const list: PagefindFragment = {
    url: '/reference/graphql-api/shop/object-types/',
    content: 'Shop API object types The types. Customer A customer of the shop. Order An order.',
    meta: { title: 'Shop API object types', kind: 'reference' },
    anchors: [
      { element: 'h2', id: 'customer', text: 'Customer\u200b', location: 6 },
      { element: 'h2', id: 'order', text: 'Order\u200b', location: 12 },
    ],
    sub_results: [],
  };
  const hits = pagefindHits(list, { query: 'Customer', origin: ORIGIN, perDocument: 3 });
  assert.deepEqual(
    hits.map((h) => [h.type, h.anchor]),
    [
      ['lvl1', null],
      ['lvl2', 'customer'],
    ],
  );
  assert.equal(hits[1]._snippetResult.content?.value, 'A <mark>customer</mark> of the shop.');
  assert.equal(hits[1].url, `${ORIGIN}/reference/graphql-api/shop/object-types/#customer`);
});

test('a section whose text was only its heading gives no text record', () => {
  const headingOnly = {
    ...fragment,
    sub_results: [fragment.sub_results[0], { ...fragment.sub_results[3], excerpt: 'Taxes' }],
  };
  const hits = pagefindHits(headingOnly, { query: 'order', origin: ORIGIN, perDocument: 3 });
  assert.deepEqual(hits.map((h) => h.type), ['lvl1']);
});
