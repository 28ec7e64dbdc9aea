import { test } from 'node:test';
import assert from 'node:assert/strict';
import { LanguageCode, Order, PaymentMethod, RequestContext, defaultConfig, dummyPaymentHandler } from '@vendure/core';

const ctx = RequestContext.empty();
const order = new Order({ lines: [] });
const method = new PaymentMethod({});
const settleArg = (value: boolean) => [{ name: 'automaticSettle', value: String(value) }];

test('dummy-handler: the test handler and its description', () => {
  assert.equal(dummyPaymentHandler.code, 'dummy-payment-handler');
  const description = dummyPaymentHandler.description.find(d => d.languageCode === LanguageCode.en)?.value;
  assert.equal(description, 'A dummy payment provider intended for testing and development only.');
});

test('dummy-accepts: payments are accepted unless a test explicitly asks for a decline or an error', async () => {
  const accepted = await dummyPaymentHandler.createPayment(ctx, order, 1000, settleArg(false), {}, method);
  assert.equal(accepted.state, 'Authorized');
  const declined = await dummyPaymentHandler.createPayment(ctx, order, 1000, settleArg(false), { shouldDecline: true }, method);
  assert.equal(declined.state, 'Declined');
  const failed = await dummyPaymentHandler.createPayment(ctx, order, 1000, settleArg(false), { shouldError: true }, method);
  assert.equal(failed.state, 'Error');
});

test('dummy-setting: one setting, Authorize and settle in 1 step, decides between Settled and Authorized', async () => {
  assert.deepEqual(Object.keys(dummyPaymentHandler.args), ['automaticSettle']);
  const label = dummyPaymentHandler.args.automaticSettle.label?.find(l => l.languageCode === LanguageCode.en)?.value;
  assert.equal(label, 'Authorize and settle in 1 step');
  assert.equal((await dummyPaymentHandler.createPayment(ctx, order, 1000, settleArg(true), {}, method)).state, 'Settled');
  assert.equal((await dummyPaymentHandler.createPayment(ctx, order, 1000, settleArg(false), {}, method)).state, 'Authorized');
});

test('no-checkers: a plain configuration has no payment eligibility checkers', () => {
  assert.deepEqual(defaultConfig.paymentOptions.paymentMethodEligibilityCheckers, []);
});
