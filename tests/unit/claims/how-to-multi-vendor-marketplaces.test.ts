import { test } from 'node:test';
import assert from 'node:assert/strict';
import { CurrencyCode, OrderType } from '@vendure/common/lib/generated-types';
import {
  DefaultOrderSellerStrategy,
  DefaultProductVariantPriceUpdateStrategy,
  DefaultShippingLineAssignmentStrategy,
  DefaultStockAllocationStrategy,
  MultiChannelStockLocationStrategy,
  Order,
  OrderLine,
  OrderSellerStrategy,
  ProductVariantPrice,
  RequestContext,
  ShippingLine,
  defaultConfig,
} from '@vendure/core';

const ctx = RequestContext.empty();

test('order-type-values: Order.type is Regular, Aggregate or Seller', () => {
  assert.deepEqual(Object.values(OrderType).sort(), ['Aggregate', 'Regular', 'Seller']);
});

test('defaults-single-vendor: the default seller strategy has none of the three methods, the default assignment covers all lines', () => {
  const seller: OrderSellerStrategy = defaultConfig.orderOptions.orderSellerStrategy;
  assert.ok(seller instanceof DefaultOrderSellerStrategy);
  assert.equal(seller.setOrderLineSellerChannel, undefined);
  assert.equal(seller.splitOrder, undefined);
  assert.equal(seller.afterSellerOrdersCreated, undefined);
  const assignment = defaultConfig.shippingOptions.shippingLineAssignmentStrategy;
  assert.ok(assignment instanceof DefaultShippingLineAssignmentStrategy);
  const lines = [new OrderLine({ id: 1 }), new OrderLine({ id: 2 })];
  const order = new Order({ lines });
  assert.equal(assignment.assignShippingLineToOrderLines(ctx, new ShippingLine({ id: 7 }), order), lines);
});

test('price-update-default: syncPricesAcrossChannels false, and then nothing is returned', async () => {
  const strategy = defaultConfig.catalogOptions.productVariantPriceUpdateStrategy;
  assert.ok(strategy instanceof DefaultProductVariantPriceUpdateStrategy);
  const updated = new ProductVariantPrice({ id: 1, channelId: 2, price: 900, currencyCode: CurrencyCode.USD });
  const other = new ProductVariantPrice({ id: 2, channelId: 1, price: 1000, currencyCode: CurrencyCode.USD });
  assert.deepEqual(await strategy.onPriceUpdated(ctx, updated, [updated, other]), []);
});

test('sync-prices-true: only updates are copied, to every price in the same currency, as the same number', async () => {
  const strategy = new DefaultProductVariantPriceUpdateStrategy({ syncPricesAcrossChannels: true });
  const updated = new ProductVariantPrice({ id: 1, channelId: 2, price: 900, currencyCode: CurrencyCode.USD });
  const defaultUsd = new ProductVariantPrice({ id: 2, channelId: 1, price: 1000, currencyCode: CurrencyCode.USD });
  const wholesaleUsd = new ProductVariantPrice({ id: 3, channelId: 3, price: 700, currencyCode: CurrencyCode.USD });
  const defaultEur = new ProductVariantPrice({ id: 4, channelId: 1, price: 950, currencyCode: CurrencyCode.EUR });
  const all = [updated, defaultUsd, wholesaleUsd, defaultEur];
  const result = await strategy.onPriceUpdated(ctx, updated, all);
  assert.deepEqual(
    result.map(r => [r.id, r.price]),
    [
      [1, 900],
      [2, 900],
      [3, 900],
    ],
  );
  assert.deepEqual(await strategy.onPriceCreated(ctx, updated), []);
  assert.deepEqual(await strategy.onPriceDeleted(ctx, updated, all), []);
});

test('allocation-default-states: allocation happens on ArrangingPayment -> PaymentAuthorized or PaymentSettled', async () => {
  const strategy = defaultConfig.orderOptions.stockAllocationStrategy;
  assert.ok(strategy instanceof DefaultStockAllocationStrategy);
  const order = new Order({ type: OrderType.Aggregate });
  assert.equal(await strategy.shouldAllocateStock(ctx, 'ArrangingPayment', 'PaymentAuthorized', order), true);
  assert.equal(await strategy.shouldAllocateStock(ctx, 'ArrangingPayment', 'PaymentSettled', order), true);
  assert.equal(await strategy.shouldAllocateStock(ctx, 'PaymentAuthorized', 'PaymentSettled', order), false);
  assert.equal(await strategy.shouldAllocateStock(ctx, 'AddingItems', 'ArrangingPayment', order), false);
});

test('stock-location-default: the default is the MultiChannelStockLocationStrategy with the five methods', () => {
  const strategy = defaultConfig.catalogOptions.stockLocationStrategy;
  assert.ok(strategy instanceof MultiChannelStockLocationStrategy);
  for (const method of ['getAvailableStock', 'forAllocation', 'forSale', 'forRelease', 'forCancellation'] as const) {
    assert.equal(typeof strategy[method], 'function', method);
  }
});
