import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { DefaultOrderPlacedStrategy, DefaultStockAllocationStrategy, Order, RequestContext, defaultOrderProcess } from '@vendure/core';
import { OrderStateTransitionError } from '@vendure/core/dist/common/error/generated-graphql-admin-errors';

const require = createRequire(import.meta.url);
const en: { errorResult: Record<string, string> } = require('@vendure/core/dist/i18n/messages/en.json');

test('no-way-back: a draft can only move on to ArrangingPayment or Cancelled, and never returns to Draft', () => {
  const t = defaultOrderProcess.transitions;
  assert.ok(t);
  assert.deepEqual(t.Draft.to, ['Cancelled', 'ArrangingPayment']);
  for (const [state, def] of Object.entries(t)) {
    assert.ok(!def.to.includes('Draft') || state === 'Created', state);
  }
});

test('complete-error-message: the error shown names the states, not the products', () => {
  const error = new OrderStateTransitionError({ fromState: 'Draft', toState: 'ArrangingPayment', transitionError: 'x' });
  assert.equal(error.message, 'ORDER_STATE_TRANSITION_ERROR');
  assert.equal(en.errorResult.ORDER_STATE_TRANSITION_ERROR, 'Cannot transition Order from "{ fromState }" to "{ toState }"');
});

test('paid-is-placed: stock is reserved and the order placed when it leaves ArrangingPayment for PaymentSettled', () => {
  const ctx = RequestContext.empty();
  const order = new Order({});
  assert.equal(new DefaultStockAllocationStrategy().shouldAllocateStock(ctx, 'Draft', 'ArrangingPayment', order), false);
  assert.equal(new DefaultStockAllocationStrategy().shouldAllocateStock(ctx, 'ArrangingPayment', 'PaymentSettled', order), true);
  assert.equal(new DefaultOrderPlacedStrategy().shouldSetAsPlaced(ctx, 'ArrangingPayment', 'PaymentSettled', order), true);
});
