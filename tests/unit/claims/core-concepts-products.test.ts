import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { DefaultProductVariantPriceSelectionStrategy, DefaultStockDisplayStrategy } from '@vendure/core';

const require = createRequire(import.meta.url);

test('price-selection-default: picks the row of the active channel in the request currency', () => {
  const strategy = new DefaultProductVariantPriceSelectionStrategy();
  const prices = [
    { channelId: 1, currencyCode: 'USD', price: 100 },
    { channelId: 2, currencyCode: 'EUR', price: 200 },
    { channelId: 2, currencyCode: 'USD', price: 300 },
  ];
  const ctx = { channelId: 2, currencyCode: 'USD' } as any;
  assert.equal((strategy.selectPrice(ctx, prices as any) as any).price, 300);
  // no row for the channel and currency: nothing is selected
  assert.equal(strategy.selectPrice({ channelId: 1, currencyCode: 'EUR' } as any, prices as any), undefined);
});

test('stock-display-default: OUT_OF_STOCK below 1, LOW_STOCK up to 2, IN_STOCK above', () => {
  const strategy = new DefaultStockDisplayStrategy();
  const at = (n: number) => strategy.getStockLevel({} as any, {} as any, n);
  assert.equal(at(0), 'OUT_OF_STOCK');
  assert.equal(at(1), 'LOW_STOCK');
  assert.equal(at(2), 'LOW_STOCK');
  assert.equal(at(3), 'IN_STOCK');
});

test('search-price-union: grouped results from the default search plugin always carry a range', () => {
  const { mapToSearchResult } = require('@vendure/core/dist/plugin/default-search-plugin/search-strategy/search-strategy-utils.js');
  const ids = { si_facetIds: '', si_facetValueIds: '', si_collectionIds: '', si_channelIds: '1' };
  // all variants cost the same: MIN and MAX are equal, yet the result is still a range
  const grouped = mapToSearchResult({ ...ids, minPrice: 500, maxPrice: 500, minPriceWithTax: 600, maxPriceWithTax: 600 }, 'USD');
  assert.deepEqual(grouped.priceWithTax, { min: 600, max: 600 });
  assert.equal(Object.prototype.hasOwnProperty.call(grouped.priceWithTax, 'value'), false);
  const single = mapToSearchResult({ ...ids, si_price: 500, si_priceWithTax: 600 }, 'USD');
  assert.deepEqual(single.priceWithTax, { value: 600 });
});

test('no-price-error: the message starts with the quoted words', () => {
  const en = require('@vendure/core/dist/i18n/messages/en.json');
  assert.match(en.error['no-price-found-for-channel'], /^No price information was found for ProductVariant/);
});
