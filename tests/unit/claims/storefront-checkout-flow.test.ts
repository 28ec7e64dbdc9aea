import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { normalizeString } from '@vendure/common/lib/normalize-string';
import {
  configureDefaultOrderProcess,
  defaultConfig,
  DefaultGuestCheckoutStrategy,
  DefaultOrderByCodeAccessStrategy,
  defaultOrderProcess,
  dummyPaymentHandler,
  ForbiddenError,
  Order,
  RequestContext,
} from '@vendure/core';
import { ShopOrderResolver } from '@vendure/core/dist/api/resolvers/shop/shop-order.resolver';

const require = createRequire(import.meta.url);
const messages = JSON.parse(readFileSync(require.resolve('@vendure/core/dist/i18n/messages/en.json'), 'utf8'));

function ctxFor(userId?: number) {
  return new RequestContext({
    apiType: 'shop',
    channel: { id: 1, token: 'default' } as never,
    session: userId
      ? ({ id: 's', token: 't', expires: new Date(Date.now() + 60_000), cacheExpiry: 60, user: { id: userId, identifier: 'x', verified: true, channelPermissions: [] } } as never)
      : ({ id: 's', token: 't', expires: new Date(Date.now() + 60_000), cacheExpiry: 60 } as never),
    isAuthorized: true,
    authorizedAsOwnerOnly: true,
  });
}

test('guest-checkout-errors: disabled guests, signed-in sessions and registered addresses', async () => {
  const disabled = new DefaultGuestCheckoutStrategy({ allowGuestCheckouts: false });
  const off = await disabled.setCustomerForOrder(ctxFor(), new Order(), { emailAddress: 'a@b.c', firstName: '', lastName: '' });
  assert.ok('errorCode' in off);
  assert.equal(off.errorCode, 'GUEST_CHECKOUT_ERROR');
  assert.equal('errorDetail' in off && off.errorDetail, 'Guest checkouts are disabled');

  const strategy = new DefaultGuestCheckoutStrategy();
  const signedIn = await strategy.setCustomerForOrder(ctxFor(5), new Order(), { emailAddress: 'a@b.c', firstName: '', lastName: '' });
  assert.ok('errorCode' in signedIn);
  assert.equal(signedIn.errorCode, 'ALREADY_LOGGED_IN_ERROR');

  const seen: unknown[] = [];
  Reflect.set(strategy, 'customerService', {
    createOrUpdate: async (_ctx: unknown, input: unknown, errorOnExistingUser: boolean) => {
      seen.push(errorOnExistingUser);
      return input;
    },
  });
  await strategy.setCustomerForOrder(ctxFor(), new Order(), { emailAddress: 'grace@example.com', firstName: 'Grace', lastName: 'Hopper' });
  assert.deepEqual(seen, [true]);
});

test('next-states: from AddingItems the default process allows ArrangingPayment and Cancelled; back from ArrangingPayment is allowed', () => {
  const transitions = defaultOrderProcess.transitions as unknown as Record<string, { to: string[] }>;
  assert.deepEqual(transitions.AddingItems.to, ['ArrangingPayment', 'Cancelled']);
  assert.ok(transitions.ArrangingPayment.to.includes('AddingItems'));
});

test('arranging-payment-checks: no customer and no shipping method are refused, each check is an option', async () => {
  const process = configureDefaultOrderProcess({ checkAllVariantsExist: false, arrangingPaymentRequiresStock: false });
  const start = process.onTransitionStart;
  assert.ok(start);
  const data = (order: Partial<Order>) => ({ ctx: RequestContext.empty(), order: order as Order });
  assert.equal(
    await start('AddingItems', 'ArrangingPayment', data({ lines: [], shippingLines: [] })),
    'message.cannot-transition-to-payment-when-order-is-empty',
  );
  assert.equal(
    await start('AddingItems', 'ArrangingPayment', data({ lines: [{}] as never, shippingLines: [] })),
    'message.cannot-transition-to-payment-without-customer',
  );
  assert.equal(
    await start('AddingItems', 'ArrangingPayment', data({ lines: [{}] as never, customer: {} as never, shippingLines: [] })),
    'message.cannot-transition-to-payment-without-shipping-method',
  );
  const digital = configureDefaultOrderProcess({
    checkAllVariantsExist: false,
    arrangingPaymentRequiresStock: false,
    arrangingPaymentRequiresShipping: false,
  });
  assert.equal(await digital.onTransitionStart?.('AddingItems', 'ArrangingPayment', data({ lines: [{}] as never, customer: {} as never, shippingLines: [] })), undefined);
});

test('transition-error-text: the shipping refusal reads as a sentence; the empty-order key has no English text', () => {
  assert.equal(
    messages.message['cannot-transition-to-payment-without-shipping-method'],
    'Cannot transition Order to the "ArrangingPayment" state without a ShippingMethod',
  );
  assert.equal(messages.message['cannot-transition-to-payment-when-order-is-empty'], undefined);
});

test('sample-data-codes: the sample shipping and payment methods get the codes standard-shipping, express-shipping and standard-payment', () => {
  const initialData = JSON.parse(readFileSync(require.resolve('@vendure/create/assets/initial-data.json'), 'utf8'));
  const shipping = initialData.shippingMethods.map((m: { name: string }) => normalizeString(m.name, '-'));
  const payment = initialData.paymentMethods.map((m: { name: string }) => normalizeString(m.name, '-'));
  assert.deepEqual(shipping, ['standard-shipping', 'express-shipping']);
  assert.deepEqual(payment, ['standard-payment']);
  assert.equal(initialData.paymentMethods[0].handler.code, dummyPaymentHandler.code);
});

test('dummy-handler: {} succeeds, shouldDecline declines without a message, shouldError says "Simulated error"', async () => {
  const args = [{ name: 'automaticSettle', value: 'false' }];
  const order = new Order({ id: 1 });
  const method = {} as never;
  const ok = await dummyPaymentHandler.createPayment(RequestContext.empty(), order, 100, args, {}, method);
  assert.equal(ok.state, 'Authorized');
  const declined = await dummyPaymentHandler.createPayment(RequestContext.empty(), order, 100, args, { shouldDecline: true }, method);
  assert.equal(declined.state, 'Declined');
  assert.equal(declined.errorMessage, undefined);
  const failed = await dummyPaymentHandler.createPayment(RequestContext.empty(), order, 100, args, { shouldError: true }, method);
  assert.equal(failed.state, 'Error');
  assert.equal(failed.errorMessage, 'Simulated error');
  assert.equal(messages.errorResult.PAYMENT_DECLINED_ERROR, 'The payment was declined');
});

test('order-by-code-access: owner when signed in at any time; without a user for 2 hours after placing', () => {
  assert.ok(defaultConfig.orderOptions.orderByCodeAccessStrategy instanceof DefaultOrderByCodeAccessStrategy);
  const strategy = defaultConfig.orderOptions.orderByCodeAccessStrategy;
  const placed = (hoursAgo: number, ownerUserId?: number) =>
    new Order({
      orderPlacedAt: new Date(Date.now() - hoursAgo * 60 * 60 * 1000),
      customer: { user: ownerUserId ? { id: ownerUserId } : undefined } as never,
    });
  assert.ok(strategy.canAccessOrder(ctxFor(), placed(1)));
  assert.ok(!strategy.canAccessOrder(ctxFor(), placed(3)));
  assert.ok(strategy.canAccessOrder(ctxFor(5), placed(100, 5)));
  assert.ok(!strategy.canAccessOrder(ctxFor(6), placed(0.1, 5)));
});

test('forbidden-for-unknown-codes: orderByCode throws FORBIDDEN for a code that does not exist', async () => {
  const resolver = new ShopOrderResolver(
    { findOneByCode: async () => undefined } as never,
    null as never,
    null as never,
    null as never,
    null as never,
    defaultConfig as never,
  );
  await assert.rejects(resolver.orderByCode(ctxFor(), { code: 'NOPE' }, []), (err: Error) => {
    assert.ok(err instanceof ForbiddenError);
    assert.equal(err.extensions.code, 'FORBIDDEN');
    return true;
  });
});
