import { test } from 'node:test';
import assert from 'node:assert/strict';
import { print } from 'graphql';
import { CurrencyCode } from '@vendure/core';
import { mapToSearchResult } from '@vendure/core/dist/plugin/default-search-plugin/search-strategy/search-strategy-utils';
import { stockStatusExtension } from '@vendure/core/dist/plugin/default-search-plugin/api/api-extensions';

const rawRow = {
  si_sku: 'SKU-1',
  si_slug: 'lamp',
  si_price: 1000,
  si_priceWithTax: 1200,
  si_enabled: true,
  si_productVariantId: '3',
  si_productId: '1',
  si_productName: 'Lamp',
  si_productVariantName: 'Lamp Red',
  si_description: '',
  si_facetIds: '1',
  si_facetValueIds: '2',
  si_collectionIds: '4',
  si_channelIds: '1',
};

test('grouped-price-range: one product per result carries a PriceRange, even when min equals max', () => {
  const grouped = mapToSearchResult({ ...rawRow, minPrice: 1000, maxPrice: 1000, minPriceWithTax: 1200, maxPriceWithTax: 1200 }, CurrencyCode.USD);
  assert.deepEqual(grouped.price, { min: 1000, max: 1000 });
  assert.deepEqual(grouped.priceWithTax, { min: 1200, max: 1200 });
});

test('variant-single-price: one variant per result carries a SinglePrice', () => {
  const single = mapToSearchResult(rawRow, CurrencyCode.USD);
  assert.deepEqual(single.price, { value: 1000 });
  assert.deepEqual(single.priceWithTax, { value: 1200 });
});

test('in-stock-extension: indexStockStatus adds inStock to SearchResult and SearchInput', () => {
  const sdl = print(stockStatusExtension);
  assert.match(sdl, /extend type SearchResult \{\s*inStock: Boolean!\s*\}/);
  assert.match(sdl, /extend input SearchInput \{\s*inStock: Boolean\s*\}/);
});
