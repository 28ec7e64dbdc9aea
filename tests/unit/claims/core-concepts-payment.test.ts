import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import {
  LanguageCode,
  PaymentMethodHandler,
  RequestContext,
  defaultConfig,
  defaultPaymentProcess,
  dummyPaymentHandler,
} from '@vendure/core';

const require = createRequire(import.meta.url);
const ctx = RequestContext.empty();

function handlerWith(extra: Record<string, unknown> = {}) {
  return new PaymentMethodHandler({
    code: 'acme-pay',
    description: [{ languageCode: LanguageCode.en, value: 'probe' }],
    args: { apiKey: { type: 'string' }, manual: { type: 'boolean' }, limit: { type: 'int' } },
    createPayment: async (_ctx: unknown, _order: unknown, amount: number, args: unknown) => ({ amount, state: 'Settled' as const, metadata: { args } }),
    settlePayment: async () => ({ success: true }),
    ...extra,
  } as any);
}

test('handlers-default-empty: no payment method handler and the default payment process', () => {
  assert.deepEqual(defaultConfig.paymentOptions.paymentMethodHandlers, []);
  assert.deepEqual(defaultConfig.paymentOptions.process, [defaultPaymentProcess]);
});

test('dummy-handler: automaticSettle picks Settled or Authorized, shouldDecline declines', async () => {
  const settle = await dummyPaymentHandler.createPayment(ctx, {} as any, 100, [{ name: 'automaticSettle', value: 'true' }], {}, {} as any);
  assert.equal(settle.state, 'Settled');
  const authorize = await dummyPaymentHandler.createPayment(ctx, {} as any, 100, [{ name: 'automaticSettle', value: 'false' }], {}, {} as any);
  assert.equal(authorize.state, 'Authorized');
  const declined = await dummyPaymentHandler.createPayment(ctx, {} as any, 100, [], { shouldDecline: true }, {} as any);
  assert.equal(declined.state, 'Declined');
});

test('default-payment-transitions: the transitions of the diagram', () => {
  assert.deepEqual(defaultPaymentProcess.transitions, {
    Created: { to: ['Authorized', 'Settled', 'Declined', 'Error', 'Cancelled'] },
    Authorized: { to: ['Settled', 'Error', 'Cancelled'] },
    Settled: { to: ['Cancelled'] },
    Declined: { to: ['Cancelled'] },
    Error: { to: ['Cancelled'] },
    Cancelled: { to: [] },
  });
});

function paymentMachine(processHook: () => unknown, handlers: any[] = []) {
  const { PaymentStateMachine } = require('@vendure/core/dist/service/helpers/payment-state-machine/payment-state-machine.js');
  const review = {
    transitions: { Authorized: { to: ['Validating'] }, Validating: { to: ['Settled', 'Cancelled'] } },
    onTransitionStart: processHook,
  };
  return new PaymentStateMachine({
    paymentOptions: { paymentMethodHandlers: handlers, process: [{ transitions: defaultPaymentProcess.transitions }, review] },
  } as any);
}

test('false-does-not-stop: a false refusal still leaves the payment in the new state', async () => {
  const machine = paymentMachine(() => false);
  const payment: any = { state: 'Authorized', method: 'acme-pay' };
  await machine.transition(ctx, {}, payment, 'Settled');
  assert.equal(payment.state, 'Settled');
});

test('string-refusal-error: a string refusal throws and keeps the state', async () => {
  const machine = paymentMachine(() => 'Review first');
  const payment: any = { state: 'Authorized', method: 'acme-pay' };
  await assert.rejects(machine.transition(ctx, {}, payment, 'Settled'), (e: any) => e.message === 'Review first');
  assert.equal(payment.state, 'Authorized');
});

test('merged-authorized-targets: Authorized keeps its default targets and gains Validating', () => {
  const machine = paymentMachine(() => undefined);
  assert.deepEqual(machine.getNextStates({ state: 'Authorized' }), ['Settled', 'Error', 'Cancelled', 'Validating']);
});

test('handler-hook-by-method: the handler hook runs after the processes, only for payments with its code as method', async () => {
  const asked: string[] = [];
  const handler = handlerWith({
    onStateTransitionStart: () => {
      asked.push('handler');
      return 'Refund it instead';
    },
  });
  const machine = paymentMachine(() => {
    asked.push('process');
  }, [handler]);
  await machine.transition(ctx, {}, { state: 'Authorized', method: 'other-method' }, 'Cancelled');
  assert.deepEqual(asked, ['process']);
  await assert.rejects(machine.transition(ctx, {}, { state: 'Authorized', method: 'acme-pay' }, 'Cancelled'), /Refund it instead/);
  assert.deepEqual(asked, ['process', 'process', 'handler']);
});

test('optional-handler-functions: no cancelPayment means nothing to do, no createRefund means false', async () => {
  const handler = handlerWith();
  assert.equal(await handler.cancelPayment(ctx, {} as any, {} as any, [], {} as any), undefined);
  assert.equal(await handler.createRefund(ctx, {} as any, 100, {} as any, {} as any, [], {} as any), false);
});

test('args-parsing: strings arrive unchanged, numbers and booleans are parsed', async () => {
  const handler = handlerWith();
  const result: any = await handler.createPayment(ctx, {} as any, 100, [
    { name: 'apiKey', value: ' sk_live_0123 ' },
    { name: 'manual', value: 'true' },
    { name: 'limit', value: '500000' },
  ], {}, {} as any);
  assert.deepEqual(result.metadata.args, { apiKey: ' sk_live_0123 ', manual: true, limit: 500000 });
});

test('metadata-public: the Shop API sees only metadata.public', () => {
  const { PaymentEntityResolver } = require('@vendure/core/dist/api/resolvers/entity/payment-entity.resolver.js');
  const resolver = Object.create(PaymentEntityResolver.prototype);
  const payment = { metadata: { public: { last4: '4242' }, secret: 'x' } };
  assert.deepEqual(resolver.metadata('shop', payment), { public: { last4: '4242' } });
  assert.deepEqual(resolver.metadata('admin', payment), payment.metadata);
});

test('covered-total: payments at or above the total cover it, less does not', () => {
  const { orderTotalIsCovered } = require('@vendure/core/dist/service/helpers/utils/order-utils.js');
  const order = (amount: number) => ({ totalWithTax: 1000, payments: [{ state: 'Settled', amount, refunds: [] }] });
  assert.equal(orderTotalIsCovered(order(999), 'Settled'), false);
  assert.equal(orderTotalIsCovered(order(1000), 'Settled'), true);
  assert.equal(orderTotalIsCovered(order(1200), 'Settled'), true);
});
