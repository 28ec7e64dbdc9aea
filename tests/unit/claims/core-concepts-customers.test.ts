import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  DefaultGuestCheckoutStrategy,
  DefaultOrderByCodeAccessStrategy,
  DefaultVerificationTokenStrategy,
  defaultConfig,
} from '@vendure/core';

function strategyWith(options?: ConstructorParameters<typeof DefaultGuestCheckoutStrategy>[0]) {
  const calls: boolean[] = [];
  const strategy = new DefaultGuestCheckoutStrategy(options);
  strategy.init({
    get: () => ({
      createOrUpdate: async (_ctx: unknown, input: unknown, errorOnExistingUser: boolean) => {
        calls.push(errorOnExistingUser);
        return input;
      },
    }),
  } as any);
  return { strategy, calls };
}

test('guest-checkout-default: guests may check out, but not with the address of a registered account', async () => {
  const { strategy, calls } = strategyWith();
  const result = await strategy.setCustomerForOrder({ activeUserId: undefined } as any, {} as any, { emailAddress: 'a@b.c' } as any);
  assert.deepEqual(result, { emailAddress: 'a@b.c' });
  // true = answer with EmailAddressConflictError when the customer already has a User
  assert.deepEqual(calls, [true]);
  const relaxed = strategyWith({ allowGuestCheckoutForRegisteredCustomers: true });
  await relaxed.strategy.setCustomerForOrder({} as any, {} as any, { emailAddress: 'a@b.c' } as any);
  assert.deepEqual(relaxed.calls, [false]);
  const closed = strategyWith({ allowGuestCheckouts: false });
  const refused: any = await closed.strategy.setCustomerForOrder({} as any, {} as any, { emailAddress: 'a@b.c' } as any);
  assert.equal(refused.errorCode, 'GUEST_CHECKOUT_ERROR');
});

test('require-verification-default: verification is required unless switched off', () => {
  assert.equal(defaultConfig.authOptions.requireVerification, true);
});

test('verification-token-duration: tokens are valid for 7 days by default', () => {
  assert.equal(defaultConfig.authOptions.verificationTokenDuration, '7d');
  const strategy = new DefaultVerificationTokenStrategy();
  strategy.init({ get: () => ({ authOptions: { verificationTokenDuration: '7d' } }) } as any);
  const fresh = strategy.generateVerificationToken({} as any) as string;
  assert.equal(strategy.verifyVerificationToken({} as any, fresh), true);
  const eightDaysAgo = new Date(Date.now() - 8 * 24 * 60 * 60 * 1000);
  const stale = `${Buffer.from(eightDaysAgo.toJSON()).toString('base64')}_x`;
  assert.equal(strategy.verifyVerificationToken({} as any, stale), false);
});

test('order-by-code-two-hours: a guest can read a placed order for two hours', () => {
  const strategy = defaultConfig.orderOptions.orderByCodeAccessStrategy;
  assert.ok(strategy instanceof DefaultOrderByCodeAccessStrategy);
  const guestOrder = (hoursAgo: number) => ({ customer: { user: undefined }, orderPlacedAt: new Date(Date.now() - hoursAgo * 3600_000) });
  assert.equal(strategy.canAccessOrder({ activeUserId: undefined } as any, guestOrder(1.5) as any), true);
  assert.equal(strategy.canAccessOrder({ activeUserId: undefined } as any, guestOrder(2.5) as any), false);
});
