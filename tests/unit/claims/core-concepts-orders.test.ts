import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import {
  DefaultOrderCodeStrategy,
  DefaultOrderPlacedStrategy,
  RequestContext,
  defaultConfig,
  defaultOrderProcess,
  mergeConfig,
} from '@vendure/core';

const require = createRequire(import.meta.url);
const ctx = RequestContext.empty();

test('order-code-format: 16 random uppercase letters and digits', () => {
  const strategy = new DefaultOrderCodeStrategy();
  const codes = new Set<string>();
  for (let i = 0; i < 50; i++) {
    const code = strategy.generate(ctx) as string;
    assert.match(code, /^[0-9A-Z]{16}$/);
    codes.add(code);
  }
  assert.equal(codes.size, 50);
});

test('order-placed-default: placed when leaving ArrangingPayment for PaymentAuthorized or PaymentSettled', () => {
  const strategy = new DefaultOrderPlacedStrategy();
  const placed = (from: string, to: string) => strategy.shouldSetAsPlaced(ctx, from as any, to as any, {} as any);
  assert.equal(placed('ArrangingPayment', 'PaymentAuthorized'), true);
  assert.equal(placed('ArrangingPayment', 'PaymentSettled'), true);
  assert.equal(placed('PaymentAuthorized', 'PaymentSettled'), false);
  assert.equal(placed('AddingItems', 'ArrangingPayment'), false);
  assert.ok(defaultConfig.orderOptions.orderPlacedStrategy instanceof DefaultOrderPlacedStrategy);
});

test('default-transitions: the diagram, plus Cancelled from every state but Created, Modifying and Cancelled', () => {
  const diagram: Record<string, string[]> = {
    Created: ['AddingItems', 'Draft'],
    Draft: ['ArrangingPayment'],
    AddingItems: ['ArrangingPayment'],
    ArrangingPayment: ['AddingItems', 'PaymentAuthorized', 'PaymentSettled'],
    PaymentAuthorized: ['PaymentSettled', 'Modifying', 'ArrangingAdditionalPayment'],
    PaymentSettled: ['PartiallyShipped', 'Shipped', 'PartiallyDelivered', 'Delivered', 'Modifying', 'ArrangingAdditionalPayment'],
    PartiallyShipped: ['Shipped', 'PartiallyDelivered', 'Modifying'],
    Shipped: ['PartiallyDelivered', 'Delivered', 'Modifying'],
    PartiallyDelivered: ['Delivered', 'Modifying'],
    Delivered: [],
    Modifying: ['PaymentAuthorized', 'PaymentSettled', 'PartiallyShipped', 'Shipped', 'PartiallyDelivered', 'ArrangingAdditionalPayment'],
    ArrangingAdditionalPayment: ['PaymentAuthorized', 'PaymentSettled', 'PartiallyShipped', 'Shipped', 'PartiallyDelivered'],
    Cancelled: [],
  };
  const transitions = defaultOrderProcess.transitions as unknown as Record<string, { to: string[] }>;
  assert.deepEqual(Object.keys(transitions).sort(), Object.keys(diagram).sort());
  for (const [state, targets] of Object.entries(diagram)) {
    const withoutCancelled = transitions[state].to.filter(t => t !== 'Cancelled');
    assert.deepEqual([...withoutCancelled].sort(), [...targets].sort(), state);
    const mayCancel = transitions[state].to.includes('Cancelled');
    assert.equal(mayCancel, !['Created', 'Modifying', 'Cancelled'].includes(state), state);
  }
});

test('merge-transitions: concatenated per state unless mergeStrategy is replace', () => {
  const { mergeTransitionDefinitions } = require('@vendure/core/dist/common/finite-state-machine/merge-transition-definitions.js');
  const base = { PaymentSettled: { to: ['Shipped'] } };
  assert.deepEqual(mergeTransitionDefinitions(base, { PaymentSettled: { to: ['OnHold'] } }).PaymentSettled.to, ['Shipped', 'OnHold']);
  assert.deepEqual(
    mergeTransitionDefinitions(base, { PaymentSettled: { to: ['OnHold'], mergeStrategy: 'replace' } }).PaymentSettled.to,
    ['OnHold'],
  );
});

test('process-replaces-list: setting orderOptions.process drops the default process', () => {
  const own = { transitions: {} };
  const merged = mergeConfig(defaultConfig, { orderOptions: { process: [own] } } as any);
  assert.equal(merged.orderOptions.process.length, 1);
  assert.equal(merged.orderOptions.process.includes(defaultOrderProcess), false);
});

test('false-refuses-silently: false keeps the state without an error, a string goes to onError', async () => {
  const { FSM } = require('@vendure/core/dist/common/finite-state-machine/finite-state-machine.js');
  const errors: string[] = [];
  const make = (answer: unknown) =>
    new FSM(
      {
        transitions: { AddingItems: { to: ['ArrangingPayment'] }, ArrangingPayment: { to: [] } },
        onTransitionStart: () => answer,
        onError: (_from: string, _to: string, message?: string) => {
          errors.push(message ?? '');
        },
      },
      'AddingItems',
    );
  const silent = make(false);
  await silent.transitionTo('ArrangingPayment', {});
  assert.equal(silent.currentState, 'AddingItems');
  assert.deepEqual(errors, []);
  const explained = make('Not yet');
  await explained.transitionTo('ArrangingPayment', {});
  assert.equal(explained.currentState, 'AddingItems');
  assert.deepEqual(errors, ['Not yet']);
});

test('first-refusal-stops: processes are asked in array order and the first refusal ends the round', async () => {
  const { OrderStateMachine } = require('@vendure/core/dist/service/helpers/order-state-machine/order-state-machine.js');
  const asked: string[] = [];
  const processes = [
    { transitions: { Created: { to: [] } }, onTransitionStart: () => { asked.push('first'); return 'No'; } },
    { transitions: {}, onTransitionStart: () => { asked.push('second'); } },
  ];
  const machine = new OrderStateMachine({ orderOptions: { process: processes } } as any);
  const result = await machine.config.onTransitionStart('Created', 'AddingItems', {});
  assert.equal(result, 'No');
  assert.deepEqual(asked, ['first']);
});

test('interceptor-error-message: generic message, the interceptor string in interceptorError', () => {
  const { OrderInterceptorError } = require('@vendure/core/dist/common/error/generated-graphql-shop-errors.js');
  const error = new OrderInterceptorError({ interceptorError: 'Only 3 of this item can be bought per order' });
  assert.equal(error.interceptorError, 'Only 3 of this item can be bought per order');
  assert.equal(error.errorCode, 'ORDER_INTERCEPTOR_ERROR');
  const en = require('@vendure/core/dist/i18n/messages/en.json');
  assert.equal(en.errorResult.ORDER_INTERCEPTOR_ERROR, 'An error occurred when attempting to modify the Order');
});

test('interceptor-quantity: the new line total when stock suffices', async () => {
  const { OrderModifier } = require('@vendure/core/dist/service/helpers/order-modifier/order-modifier.js');
  const modifier = Object.create(OrderModifier.prototype);
  modifier.productVariantService = { getSaleableStockLevel: async () => 10 };
  // a line of 2, three more added: the interceptor sees 5
  assert.equal(await modifier.constrainQuantityToSaleable(ctx, {}, 3, 2, 0), 5);
});

test('limit-example-flow: a line of 2 plus 1 unit is seen as 3, the next unit as 4', async () => {
  const { OrderModifier } = require('@vendure/core/dist/service/helpers/order-modifier/order-modifier.js');
  const modifier = Object.create(OrderModifier.prototype);
  modifier.productVariantService = { getSaleableStockLevel: async () => 100 };
  assert.equal(await modifier.constrainQuantityToSaleable(ctx, {}, 1, 2, 0), 3);
  assert.equal(await modifier.constrainQuantityToSaleable(ctx, {}, 1, 3, 0), 4);
});

test('scarce-stock-quantity: a line of 2, 4 in stock, 5 requested: the interceptor sees 2', async () => {
  const { OrderModifier } = require('@vendure/core/dist/service/helpers/order-modifier/order-modifier.js');
  const modifier = Object.create(OrderModifier.prototype);
  modifier.productVariantService = { getSaleableStockLevel: async () => 4 };
  const seen = await modifier.constrainQuantityToSaleable(ctx, {}, 5, 2, 0);
  assert.equal(seen, 2);
  // OrderService then sets the line to its old quantity plus the reduced units
  assert.equal(2 + seen, 4);
});
