import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  DefaultStockAllocationStrategy,
  Order,
  ProductVariant,
  ProductVariantService,
  RequestContext,
} from '@vendure/core';
import { GlobalFlag } from '@vendure/common/lib/generated-types';
import { productDuplicator } from '@vendure/core/dist/config/entity/entity-duplicators/product-duplicator';

function variantServiceWith(stock: { stockOnHand: number; stockAllocated: number }, global: { outOfStockThreshold: number; trackInventory: boolean }): ProductVariantService {
  const service = Object.create(ProductVariantService.prototype);
  service.globalSettingsService = { getSettings: async () => global };
  service.stockLevelService = { getAvailableStock: async () => stock };
  return service;
}

test('saleable-stock: stock level minus allocated minus the threshold; negative thresholds allow backorders', async () => {
  const ctx = RequestContext.empty();
  const tracked = new ProductVariant({ id: 1, trackInventory: GlobalFlag.INHERIT, useGlobalOutOfStockThreshold: true });
  const service = variantServiceWith({ stockOnHand: 10, stockAllocated: 3 }, { outOfStockThreshold: 5, trackInventory: true });
  assert.equal(await service.getSaleableStockLevel(ctx, tracked), 2);
  const backorder = new ProductVariant({ id: 1, trackInventory: GlobalFlag.TRUE, useGlobalOutOfStockThreshold: false, outOfStockThreshold: -10 });
  const empty = variantServiceWith({ stockOnHand: 0, stockAllocated: 0 }, { outOfStockThreshold: 0, trackInventory: true });
  assert.equal(await empty.getSaleableStockLevel(ctx, backorder), 10);
});

test('track-inventory: a variant that does not track stock has unlimited saleable stock', async () => {
  const ctx = RequestContext.empty();
  const service = variantServiceWith({ stockOnHand: 0, stockAllocated: 0 }, { outOfStockThreshold: 0, trackInventory: true });
  const untracked = new ProductVariant({ id: 1, trackInventory: GlobalFlag.FALSE });
  assert.equal(await service.getSaleableStockLevel(ctx, untracked), Number.MAX_SAFE_INTEGER);
  const inherits = new ProductVariant({ id: 1, trackInventory: GlobalFlag.INHERIT });
  const globallyOff = variantServiceWith({ stockOnHand: 0, stockAllocated: 0 }, { outOfStockThreshold: 0, trackInventory: false });
  assert.equal(await globallyOff.getSaleableStockLevel(ctx, inherits), Number.MAX_SAFE_INTEGER);
});

test('allocated-when-paid: stock is allocated when the order leaves ArrangingPayment for a payment state', () => {
  const strategy = new DefaultStockAllocationStrategy();
  const ctx = RequestContext.empty();
  const order = new Order({});
  assert.equal(strategy.shouldAllocateStock(ctx, 'ArrangingPayment', 'PaymentAuthorized', order), true);
  assert.equal(strategy.shouldAllocateStock(ctx, 'ArrangingPayment', 'PaymentSettled', order), true);
  assert.equal(strategy.shouldAllocateStock(ctx, 'AddingItems', 'ArrangingPayment', order), false);
});

test('duplicate: Include variants is ticked by default', () => {
  const arg = productDuplicator.args.includeVariants;
  assert.equal(arg.defaultValue, true);
  assert.equal(arg.label?.find(l => l.languageCode === 'en')?.value, 'Include variants');
});
