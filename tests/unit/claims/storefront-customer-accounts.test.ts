import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildSchema, isInputObjectType } from 'graphql';
import {
  Channel,
  Customer,
  DefaultOrderByCodeAccessStrategy,
  MergeOrdersStrategy,
  NativeAuthenticationStrategy,
  Order,
  OrderLine,
  ProductVariant,
  RequestContext,
  User,
  defaultConfig,
} from '@vendure/core';
import { generateAuthenticationTypes } from '@vendure/core/dist/api/config/generate-auth-types';

function shopContext(activeUserId?: number): RequestContext {
  return new RequestContext({
    apiType: 'shop',
    channel: new Channel({ id: 1, code: '__default_channel__' }),
    isAuthorized: false,
    authorizedAsOwnerOnly: true,
    session: {
      cacheExpiry: 300,
      id: 1,
      token: 'token',
      expires: new Date(Date.now() + 60_000),
      user: activeUserId === undefined ? undefined : { id: activeUserId, identifier: 'ada@example.com', verified: true, channelPermissions: [] },
    },
  });
}

function line(id: number, variantId: number, quantity: number): OrderLine {
  return new OrderLine({ id, quantity, productVariant: new ProductVariant({ id: variantId }), customFields: {} });
}

test('password-rules: by default a password must be 4 to 72 characters long', async () => {
  const strategy = defaultConfig.authOptions.passwordValidationStrategy;
  assert.ok(strategy);
  const ctx = RequestContext.empty();
  assert.equal(await strategy.validate(ctx, 'abc'), false);
  assert.equal(await strategy.validate(ctx, 'abcd'), true);
  assert.equal(await strategy.validate(ctx, 'a'.repeat(72)), true);
  assert.equal(await strategy.validate(ctx, 'a'.repeat(73)), false);
});

test('require-verification-default: verification is on by default', () => {
  assert.equal(defaultConfig.authOptions.requireVerification, true);
});

test('verification-token-expiry: tokens last 7 days by default', () => {
  assert.equal(defaultConfig.authOptions.verificationTokenDuration, '7d');
});

test('merge-strategy: both carts are kept and the anonymous quantity wins for shared items', async () => {
  assert.ok(defaultConfig.orderOptions.mergeStrategy instanceof MergeOrdersStrategy);
  const guestOrder = new Order({ id: 1, lines: [line(11, 100, 5), line(12, 200, 1)] });
  const existingOrder = new Order({ id: 2, lines: [line(21, 100, 2), line(22, 300, 4)] });
  const merged = await new MergeOrdersStrategy().merge(RequestContext.empty(), guestOrder, existingOrder);
  // guest line 12 (variant 200) is added, existing line 21 (variant 100) takes the guest quantity 5,
  // existing line 22 (variant 300) stays as it was
  const byLine = Object.fromEntries(merged.map(l => [String(l.orderLineId), l.quantity]));
  assert.deepEqual(byLine, { '12': 1, '21': 5, '22': 4 });
});

test('default-native-only: the default Shop API strategies are the native one alone', () => {
  assert.equal(defaultConfig.authOptions.shopAuthenticationStrategy.length, 1);
  assert.ok(defaultConfig.authOptions.shopAuthenticationStrategy[0] instanceof NativeAuthenticationStrategy);
});

test('authentication-input: one field per strategy, named after the strategy', () => {
  const schema = generateAuthenticationTypes(buildSchema('type Query { ping: Boolean }'), [new NativeAuthenticationStrategy()]);
  const input = schema.getType('AuthenticationInput');
  assert.ok(isInputObjectType(input));
  assert.deepEqual(Object.keys(input.getFields()), ['native']);
});

test('order-by-code-own: a signed-in customer may read their own order however old it is', () => {
  const strategy = new DefaultOrderByCodeAccessStrategy('2h');
  const order = new Order({
    orderPlacedAt: new Date('2020-01-01T00:00:00Z'),
    customer: new Customer({ user: new User({ id: 7 }) }),
  });
  assert.equal(strategy.canAccessOrder(shopContext(7), order), true);
  assert.equal(strategy.canAccessOrder(shopContext(8), order), false);
});
