import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DefaultStockDisplayStrategy, LanguageCode, ProductVariant, RequestContext, defaultConfig } from '@vendure/core';

const ctx = RequestContext.empty();

test('default-language: the server default language is English unless configured otherwise', () => {
  assert.equal(defaultConfig.defaultLanguageCode, LanguageCode.en);
});

test('stock-status: out of stock below one sellable unit, low stock at one or two, in stock above', () => {
  const strategy = defaultConfig.catalogOptions.stockDisplayStrategy;
  assert.ok(strategy instanceof DefaultStockDisplayStrategy);
  const variant = new ProductVariant({});
  const status = (saleable: number) => strategy.getStockLevel(ctx, variant, saleable);
  assert.equal(status(0), 'OUT_OF_STOCK');
  assert.equal(status(-3), 'OUT_OF_STOCK');
  assert.equal(status(1), 'LOW_STOCK');
  assert.equal(status(2), 'LOW_STOCK');
  assert.equal(status(3), 'IN_STOCK');
});

test('not-tracked: an untracked variant counts as unlimited and is always shown in stock', () => {
  const strategy = defaultConfig.catalogOptions.stockDisplayStrategy;
  assert.equal(strategy.getStockLevel(ctx, new ProductVariant({}), Number.MAX_SAFE_INTEGER), 'IN_STOCK');
});

test('low-stock-config: the low-stock cut-off is a constructor setting of the configured strategy', () => {
  const variant = new ProductVariant({});
  assert.equal(new DefaultStockDisplayStrategy().getStockLevel(ctx, variant, 3), 'IN_STOCK');
  assert.equal(new DefaultStockDisplayStrategy(5).getStockLevel(ctx, variant, 3), 'LOW_STOCK');
});
