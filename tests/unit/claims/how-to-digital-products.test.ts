import { test } from 'node:test';
import assert from 'node:assert/strict';
import { FulfillmentHandler, LanguageCode, RequestContext, defaultOrderProcess } from '@vendure/core';
import { defaultFulfillmentProcess } from '@vendure/core/dist/config/fulfillment/default-fulfillment-process';

test('arg-defaults: an argument left out reaches the handler as undefined, whatever its defaultValue', async () => {
  let received: { validForDays?: number } | undefined;
  const handler = new FulfillmentHandler({
    code: 'digital-download',
    description: [{ languageCode: LanguageCode.en, value: 'test' }],
    args: { validForDays: { type: 'int', defaultValue: 30 } },
    createFulfillment: (ctx, orders, lines, args) => {
      received = args;
      return { method: 'Digital download' };
    },
  });
  await handler.createFulfillment(RequestContext.empty(), [], [], []);
  assert.deepEqual(received, {});
  assert.equal(received?.validForDays, undefined);
  await handler.createFulfillment(RequestContext.empty(), [], [], [{ name: 'validForDays', value: '7' }]);
  assert.equal(received?.validForDays, 7);
});

test('pending-to-delivered: a new (Pending) fulfillment may move straight to Delivered', () => {
  assert.ok(defaultFulfillmentProcess.transitions?.Pending?.to.includes('Delivered'));
});

test('order-state-after-delivery: a PaymentSettled order may become Delivered or PartiallyDelivered', () => {
  const next = defaultOrderProcess.transitions?.PaymentSettled?.to ?? [];
  assert.ok(next.includes('Delivered'));
  assert.ok(next.includes('PartiallyDelivered'));
});
