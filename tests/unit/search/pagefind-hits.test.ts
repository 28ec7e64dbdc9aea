import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { headingTrail, isShortenedMatch, pagefindHits, type PagefindFragment } from '../../../src/search/pagefind-hits';

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

test('a match Pagefind found only by shortening a query word does not count', () => {
  const page = (content: string, locations: number[]) => ({ ...fragment, content, locations });
  assert.equal(isShortenedMatch('zqxjvkw', page('in zone Z, goods of category C', [2])), true);
  assert.equal(isShortenedMatch('stock zqx', page('stock levels in zone Z', [0, 4])), true);
  assert.equal(isShortenedMatch('paymnt', page('a payment handler', [1])), false, 'a typo keeps its results');
  assert.equal(isShortenedMatch('taxes', page('the tax rate', [1])), false, 'a stem keeps its results');
  assert.equal(isShortenedMatch('OrderService', page('Use OrderService, then', [1])), false);
  assert.equal(isShortenedMatch('id', page('the id field', [1])), false);
  assert.equal(isShortenedMatch('id', page('the i field', [1])), true);
  assert.equal(isShortenedMatch('multi-vendor marketplace', page('a multi-vendor marketplace', [1, 2])), false, 'each part of a compound counts');
  assert.equal(isShortenedMatch('vendor', page('a multi-vendor shop', [1])), false);
  assert.equal(isShortenedMatch('vendor zqx', page('a multi-vendor zone', [1, 2])), true);
  assert.equal(isShortenedMatch('order', { ...fragment }), false, 'no locations: nothing to judge by');
});
