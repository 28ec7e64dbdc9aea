import assert from 'node:assert/strict';
import { test } from 'node:test';
import { exactNameWord, nameKey, nameMatch, placeNamedPages } from '../../../src/search/exact-match';
import type { PagefindFragment } from '../../../src/search/pagefind-hits';

function fragment(title: string, h2: string[] = []): PagefindFragment {
  return {
    url: '/x/',
    meta: { title },
    anchors: h2.map((text, i) => ({ element: 'h2', id: `h${i}`, text: `${text}\u200b`, location: i })),
    sub_results: [],
  };
}

test('a name is its letters and digits: case, spaces and punctuation do not count', () => {
  assert.equal(nameKey('Order-Service'), 'orderservice');
  assert.equal(nameKey('multi vendor'), 'multivendor');
  assert.equal(exactNameWord('ProductVariant'), 'productvariantexactname');
  assert.equal(exactNameWord(' -- '), null);
});

test('a name written the way the page writes it matches its title, then its declarations', () => {
  assert.equal(nameMatch('ProductVariant', fragment('ProductVariant')), 'title');
  assert.equal(nameMatch('productvariant', fragment('ProductVariant')), 'title');
  assert.equal(nameMatch('ChannelAware', fragment('interfaces', ['ChannelAware', 'SoftDeletable'])), 'declaration');
  assert.equal(nameMatch('multi-vendor marketplaces', fragment('Multi-vendor marketplaces')), 'title');
  assert.equal(nameMatch('ProductVariantService', fragment('ProductVariant')), null, 'a longer name is another name');
});

test('a name spelled out in words matches as such; a one-word name never matches words', () => {
  assert.equal(nameMatch('order service', fragment('OrderService')), 'spelled');
  assert.equal(nameMatch('promotion conditions', fragment('Admin API queries', ['promotionConditions'])), 'spelled');
  assert.equal(nameMatch('activeOrder', fragment('Active order')), null);
});

test('named pages go first (titles, then declarations); a name spelled in words goes second', () => {
  const id = (page: string) => page;
  const ranked = ['guide', 'a', 'b', 'service', 'queries'];
  assert.deepEqual(
    placeNamedPages(ranked, [
      { page: 'queries', match: 'declaration' },
      { page: 'service', match: 'title' },
      { page: 'x', match: null },
    ], id),
    ['service', 'queries', 'guide', 'a', 'b'],
  );
  assert.deepEqual(placeNamedPages(ranked, [{ page: 'service', match: 'spelled' }], id), ['guide', 'service', 'a', 'b', 'queries']);
  assert.deepEqual(placeNamedPages(ranked, [], id), ranked);
  assert.deepEqual(placeNamedPages(['service'], [{ page: 'service', match: 'spelled' }], id), ['service']);
});
