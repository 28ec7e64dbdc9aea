import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import {
  DefaultOrderPlacedStrategy,
  DefaultStockAllocationStrategy,
  Order,
  OrderLine,
  RequestContext,
  SettlePaymentError,
  defaultConfig,
  defaultOrderProcess,
  defaultPaymentProcess,
  manualFulfillmentHandler,
} from '@vendure/core';
import { defaultEmailHandlers } from '@vendure/email-plugin';

const require = createRequire(import.meta.url);
const ctx = RequestContext.empty();
const orderTransitions = defaultOrderProcess.transitions as unknown as Record<string, { to: string[] }>;
const paymentTransitions = defaultPaymentProcess.transitions as unknown as Record<string, { to: string[] }>;

test('placed-and-reserved: placed and stock allocated when leaving Arranging payment for an authorized or settled payment', () => {
  const placed = new DefaultOrderPlacedStrategy();
  const allocate = new DefaultStockAllocationStrategy();
  const order = new Order({});
  for (const to of ['PaymentAuthorized', 'PaymentSettled'] as const) {
    assert.equal(placed.shouldSetAsPlaced(ctx, 'ArrangingPayment', to, order), true);
    assert.equal(allocate.shouldAllocateStock(ctx, 'ArrangingPayment', to, order), true);
  }
  assert.equal(placed.shouldSetAsPlaced(ctx, 'PaymentAuthorized', 'PaymentSettled', order), false);
  assert.equal(allocate.shouldAllocateStock(ctx, 'PaymentAuthorized', 'PaymentSettled', order), false);
  assert.ok(defaultConfig.orderOptions.orderPlacedStrategy instanceof DefaultOrderPlacedStrategy);
  assert.ok(defaultConfig.orderOptions.stockAllocationStrategy instanceof DefaultStockAllocationStrategy);
});

test('cancelled-final: the standard process has no way out of Cancelled', () => {
  assert.deepEqual(orderTransitions.Cancelled.to, []);
});

test('modify-states: Modifying is reachable only from the five placed states the page lists', () => {
  const from = Object.entries(orderTransitions)
    .filter(([, { to }]) => to.includes('Modifying'))
    .map(([state]) => state)
    .sort();
  assert.deepEqual(from, ['PartiallyDelivered', 'PartiallyShipped', 'PaymentAuthorized', 'PaymentSettled', 'Shipped']);
});

const withItems = () => new Order({ lines: [new OrderLine({ quantity: 1 })], payments: [] });

test('cancel-unpaid: Cancelled is allowed from Adding items and Arranging payment even with items', async () => {
  const start = defaultOrderProcess.onTransitionStart;
  assert.ok(start);
  assert.ok(orderTransitions.AddingItems.to.includes('Cancelled'));
  assert.ok(orderTransitions.ArrangingPayment.to.includes('Cancelled'));
  assert.equal(await start('ArrangingPayment', 'Cancelled', { ctx, order: withItems() }), undefined);
  assert.equal(await start('AddingItems', 'Cancelled', { ctx, order: withItems() }), undefined);
});

test('authorized-cancel-refused: Cancelled is refused from Payment authorized while items remain', async () => {
  const start = defaultOrderProcess.onTransitionStart;
  assert.ok(start);
  assert.equal(
    await start('PaymentAuthorized', 'Cancelled', { ctx, order: withItems() }),
    'message.cannot-transition-unless-all-cancelled',
  );
  const allCancelled = new Order({ lines: [new OrderLine({ quantity: 0 })], payments: [] });
  assert.equal(await start('PaymentAuthorized', 'Cancelled', { ctx, order: allCancelled }), undefined);
});

test('settle-failure: the error reads "Settling the payment failed"; an authorized payment may move to Error, which only leads to Cancelled', () => {
  const error = new SettlePaymentError({ paymentErrorMessage: 'declined' });
  assert.equal(error.message, 'SETTLE_PAYMENT_ERROR');
  const en = require('@vendure/core/dist/i18n/messages/en.json') as { errorResult: Record<string, string> };
  assert.equal(en.errorResult.SETTLE_PAYMENT_ERROR, 'Settling the payment failed');
  assert.ok(paymentTransitions.Authorized.to.includes('Error'));
  assert.deepEqual(paymentTransitions.Error.to, ['Cancelled']);
});

test('standard-handler-fields: the manual fulfillment handler takes an optional method and tracking code', () => {
  assert.deepEqual(Object.keys(manualFulfillmentHandler.args).sort(), ['method', 'trackingCode']);
  assert.equal(manualFulfillmentHandler.args.method.required, false);
  assert.equal(manualFulfillmentHandler.args.trackingCode.required, false);
});

test('no-shipped-email: the standard email handlers have no shipping message', () => {
  assert.deepEqual(
    defaultEmailHandlers.map(h => h.type).sort(),
    ['email-address-change', 'email-verification', 'order-confirmation', 'password-reset'],
  );
});
