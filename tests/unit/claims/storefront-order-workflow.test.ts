import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  Channel,
  Customer,
  DefaultOrderPlacedStrategy,
  Order,
  OrderLine,
  ProductVariant,
  RequestContext,
  ShippingLine,
  configureDefaultOrderProcess,
  defaultConfig,
  defaultOrderProcess,
} from '@vendure/core';

function guestContext(): RequestContext {
  return new RequestContext({
    apiType: 'shop',
    channel: new Channel({ id: 1, code: '__default_channel__' }),
    isAuthorized: false,
    authorizedAsOwnerOnly: true,
    session: { cacheExpiry: 300, id: 1, token: 't', expires: new Date(Date.now() + 60_000) },
  });
}

test('default-transitions: the storefront path and the staff-only states exist in the default process', () => {
  const t = defaultOrderProcess.transitions;
  assert.ok(t);
  assert.deepEqual(t.Created.to, ['AddingItems', 'Draft']);
  assert.ok(t.AddingItems.to.includes('ArrangingPayment'));
  assert.ok(t.ArrangingPayment.to.includes('AddingItems'));
  assert.ok(t.ArrangingPayment.to.includes('PaymentAuthorized'));
  assert.ok(t.ArrangingPayment.to.includes('PaymentSettled'));
  assert.ok(t.PaymentAuthorized.to.includes('PaymentSettled'));
  for (const extra of ['Draft', 'Modifying', 'ArrangingAdditionalPayment']) {
    assert.ok(extra in t, extra);
  }
});

test('arranging-payment-checks: lines, customer and a shipping method are required', async () => {
  // The variant-exists and stock checks need a database; switch them off to exercise the others.
  const process = configureDefaultOrderProcess({ checkAllVariantsExist: false, arrangingPaymentRequiresStock: false });
  const start = process.onTransitionStart;
  assert.ok(start);
  const ctx = RequestContext.empty();
  const line = new OrderLine({ id: 1, quantity: 1, productVariant: new ProductVariant({ id: 1 }) });
  const empty = new Order({ lines: [], shippingLines: [] });
  assert.equal(await start('AddingItems', 'ArrangingPayment', { ctx, order: empty }), 'message.cannot-transition-to-payment-when-order-is-empty');
  const noCustomer = new Order({ lines: [line], shippingLines: [] });
  assert.equal(await start('AddingItems', 'ArrangingPayment', { ctx, order: noCustomer }), 'message.cannot-transition-to-payment-without-customer');
  const noShipping = new Order({ lines: [line], shippingLines: [], customer: new Customer({ id: 1 }) });
  assert.equal(await start('AddingItems', 'ArrangingPayment', { ctx, order: noShipping }), 'message.cannot-transition-to-payment-without-shipping-method');
  const ready = new Order({ lines: [line], shippingLines: [new ShippingLine({ id: 1 })], customer: new Customer({ id: 1 }) });
  assert.equal(await start('AddingItems', 'ArrangingPayment', { ctx, order: ready }), undefined);
});

test('placed-when-paid: leaving ArrangingPayment for a payment state places the order', () => {
  const strategy = new DefaultOrderPlacedStrategy();
  const ctx = RequestContext.empty();
  const order = new Order({});
  assert.equal(strategy.shouldSetAsPlaced(ctx, 'ArrangingPayment', 'PaymentAuthorized', order), true);
  assert.equal(strategy.shouldSetAsPlaced(ctx, 'ArrangingPayment', 'PaymentSettled', order), true);
  assert.equal(strategy.shouldSetAsPlaced(ctx, 'AddingItems', 'ArrangingPayment', order), false);
});

test('guest-two-hours: a guest may read a placed order by code for two hours', () => {
  const strategy = defaultConfig.orderOptions.orderByCodeAccessStrategy;
  assert.ok(strategy);
  const placed = (hoursAgo: number) =>
    new Order({ orderPlacedAt: new Date(Date.now() - hoursAgo * 60 * 60 * 1000), customer: new Customer({}) });
  assert.equal(strategy.canAccessOrder(guestContext(), placed(1)), true);
  assert.equal(strategy.canAccessOrder(guestContext(), placed(3)), false);
});
