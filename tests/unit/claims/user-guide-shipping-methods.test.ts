import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  Channel,
  LanguageCode,
  Order,
  RequestContext,
  ShippingLine,
  ShippingMethod,
  defaultShippingCalculator,
  defaultShippingEligibilityChecker,
  manualFulfillmentHandler,
} from '@vendure/core';

const en = (strings: Array<{ languageCode: LanguageCode; value: string }> | undefined) =>
  strings?.find(s => s.languageCode === LanguageCode.en)?.value;
const ctxWith = (pricesIncludeTax: boolean) =>
  new RequestContext({
    apiType: 'shop',
    channel: new Channel({ id: 1, code: 'c', token: 't', pricesIncludeTax }),
    isAuthorized: true,
    authorizedAsOwnerOnly: false,
  });
const method = new ShippingMethod({});

test('checker-minimum: the built-in condition compares the subtotal with tax against a minimum that starts at 0', async () => {
  assert.equal(en(defaultShippingEligibilityChecker.description), 'Default Shipping Eligibility Checker');
  assert.equal(en(defaultShippingEligibilityChecker.args.orderMinimum.label), 'Minimum order value');
  assert.equal(defaultShippingEligibilityChecker.args.orderMinimum.defaultValue, 0);
  const order = new Order({ subTotal: 4000, subTotalWithTax: 5000, lines: [] });
  const check = (min: number) =>
    defaultShippingEligibilityChecker.check(ctxWith(false), order, [{ name: 'orderMinimum', value: String(min) }], method);
  assert.equal(await check(5000), true);
  assert.equal(await check(5001), false);
});

test('calculator-settings: the flat-rate calculator has three settings, Auto and 0% by default', () => {
  assert.equal(en(defaultShippingCalculator.description), 'Default Flat-Rate Shipping Calculator');
  const { rate, includesTax, taxRate } = defaultShippingCalculator.args;
  assert.deepEqual(Object.keys(defaultShippingCalculator.args), ['rate', 'includesTax', 'taxRate']);
  assert.equal(en(rate.label), 'Shipping price');
  assert.equal(en(includesTax.label), 'Price includes tax');
  assert.equal(en(taxRate.label), 'Tax rate');
  assert.equal(includesTax.defaultValue, 'auto');
  assert.equal(taxRate.defaultValue, 0);
});

test('shipping-tax-modes: includes, excludes and auto decide how price and rate combine', async () => {
  const run = async (pricesIncludeTax: boolean, includesTax: string, rate: number) => {
    const result = await defaultShippingCalculator.calculate(
      ctxWith(pricesIncludeTax),
      new Order({ lines: [] }),
      [
        { name: 'rate', value: String(rate) },
        { name: 'includesTax', value: includesTax },
        { name: 'taxRate', value: '20' },
      ],
      method,
    );
    assert.ok(result);
    const line = new ShippingLine({
      listPrice: result.price,
      listPriceIncludesTax: result.priceIncludesTax,
      taxLines: [{ description: 'shipping tax', taxRate: result.taxRate }],
      adjustments: [],
    });
    return { price: line.price, priceWithTax: line.priceWithTax };
  };
  assert.deepEqual(await run(false, 'include', 600), { price: 500, priceWithTax: 600 });
  assert.deepEqual(await run(true, 'exclude', 500), { price: 500, priceWithTax: 600 });
  assert.deepEqual(await run(true, 'auto', 600), { price: 500, priceWithTax: 600 });
  assert.deepEqual(await run(false, 'auto', 500), { price: 500, priceWithTax: 600 });
});

test('manual-handler: the built-in fulfillment handler and its optional fields', () => {
  assert.equal(manualFulfillmentHandler.code, 'manual-fulfillment');
  assert.equal(en(manualFulfillmentHandler.description), 'Manually enter fulfillment details');
  assert.equal(manualFulfillmentHandler.args.method.required, false);
  assert.equal(manualFulfillmentHandler.args.trackingCode.required, false);
});

test('auto-default: the price-includes-tax setting defaults to Auto, which follows the channel', async () => {
  assert.equal(defaultShippingCalculator.args.includesTax.defaultValue, 'auto');
  for (const pricesIncludeTax of [true, false]) {
    const result = await defaultShippingCalculator.calculate(
      ctxWith(pricesIncludeTax),
      new Order({ lines: [] }),
      [
        { name: 'rate', value: '500' },
        { name: 'includesTax', value: 'auto' },
        { name: 'taxRate', value: '0' },
      ],
      method,
    );
    assert.equal(result?.priceIncludesTax, pricesIncludeTax);
  }
});

test('tax-rate-zero: the tax rate on shipping starts at 0%', () => {
  assert.equal(defaultShippingCalculator.args.taxRate.defaultValue, 0);
});
