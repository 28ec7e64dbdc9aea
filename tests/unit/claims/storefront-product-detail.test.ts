import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DefaultStockDisplayStrategy, ProductVariant, RequestContext, defaultConfig } from '@vendure/core';

test('stock-levels: OUT_OF_STOCK below 1, LOW_STOCK up to 2, IN_STOCK above', () => {
  assert.ok(defaultConfig.catalogOptions.stockDisplayStrategy instanceof DefaultStockDisplayStrategy);
  const strategy = new DefaultStockDisplayStrategy();
  const ctx = RequestContext.empty();
  const variant = new ProductVariant({});
  assert.equal(strategy.getStockLevel(ctx, variant, 0), 'OUT_OF_STOCK');
  assert.equal(strategy.getStockLevel(ctx, variant, -3), 'OUT_OF_STOCK');
  assert.equal(strategy.getStockLevel(ctx, variant, 1), 'LOW_STOCK');
  assert.equal(strategy.getStockLevel(ctx, variant, 2), 'LOW_STOCK');
  assert.equal(strategy.getStockLevel(ctx, variant, 3), 'IN_STOCK');
  assert.equal(new DefaultStockDisplayStrategy(5).getStockLevel(ctx, variant, 5), 'LOW_STOCK');
  // untracked variants report Number.MAX_SAFE_INTEGER as their saleable stock
  assert.equal(strategy.getStockLevel(ctx, variant, Number.MAX_SAFE_INTEGER), 'IN_STOCK');
});

test('order-limits: 999 items per order and per line by default', () => {
  assert.equal(defaultConfig.orderOptions.orderItemsLimit, 999);
  assert.equal(defaultConfig.orderOptions.orderLineItemsLimit, 999);
});

test('variants-page: the variants field is capped by the Shop API list limit of 100', () => {
  assert.equal(defaultConfig.apiOptions.shopListQueryLimit, 100);
});
