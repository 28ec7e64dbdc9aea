import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import {
  AdjustmentType,
  Channel,
  LanguageCode,
  MissingConditionsError,
  Order,
  OrderLine,
  ProductVariant,
  Promotion,
  RequestContext,
  ShippingLine,
  buyXGetYFreeAction,
  buyXGetYFreeCondition,
  defaultConfig,
  freeShipping,
  minimumOrderAmount,
  orderFixedDiscount,
  PromotionLineAction,
  defaultPromotionActions,
} from '@vendure/core';

const require = createRequire(import.meta.url);
const en = require('@vendure/core/dist/i18n/messages/en.json') as { errorResult: Record<string, string> };

const ctx = new RequestContext({
  apiType: 'shop',
  channel: new Channel({ id: 1, pricesIncludeTax: false }),
  isAuthorized: true,
  authorizedAsOwnerOnly: false,
});
const promotion = new Promotion({});
const arg = (name: string, value: string) => ({ name, value });
const line = (id: number, variantId: number, quantity: number, listPrice: number) =>
  new OrderLine({
    id,
    productVariant: new ProductVariant({ id: variantId }),
    quantity,
    orderPlacedQuantity: 0,
    listPrice,
    listPriceIncludesTax: false,
    taxLines: [],
    adjustments: [],
  });

const descriptions = (defs: Array<{ toGraphQlType(c: RequestContext): { description: string } }> | undefined) =>
  (defs ?? []).map(d => d.toGraphQlType(ctx).description);

test('condition-names: the built-in conditions and actions, with placeholders in braces', () => {
  assert.deepEqual(descriptions(defaultConfig.promotionOptions.promotionConditions), [
    'If order total is greater than { amount }',
    'Buy at least { minimum } products with the given facets',
    'Buy at least { minimum } of the specified products',
    'Customer is a member of the specified group',
    'Buy X products, get Y products free',
  ]);
  assert.deepEqual(descriptions(defaultConfig.promotionOptions.promotionActions).sort(), [
    'Buy X products, get Y products free',
    'Discount order by fixed amount',
    'Discount order by { discount }%',
    'Discount orderLine by fixed amount',
    'Discount products with these facets by { discount }%',
    'Discount specified products by { discount }%',
    'Free shipping',
  ]);
});

test('order-total-condition: met at or above the amount, on the subtotal with or without tax', async () => {
  const order = new Order({ subTotal: 5000, subTotalWithTax: 6000, lines: [] });
  const check = (amount: number, taxInclusive: boolean) =>
    minimumOrderAmount.check(ctx, order, [arg('amount', String(amount)), arg('taxInclusive', String(taxInclusive))], promotion);
  assert.equal(await check(5000, false), true);
  assert.equal(await check(5001, false), false);
  assert.equal(await check(6000, true), true);
  assert.equal(await check(6001, true), false);
});

test('order-fixed-capped: the fixed order discount never exceeds the subtotal', async () => {
  const order = new Order({ subTotal: 3000, subTotalWithTax: 3600, lines: [] });
  assert.equal(await orderFixedDiscount.execute(ctx, order, [arg('discount', '1000')], {}, promotion), -1000);
  assert.equal(await orderFixedDiscount.execute(ctx, order, [arg('discount', '9000')], {}, promotion), -3000);
});

test('orderline-fixed-every-line: the fixed line discount is the same amount whatever the quantity', async () => {
  const orderLineFixedDiscount = defaultPromotionActions.find(a => a.code === 'order_line_fixed_discount');
  assert.ok(orderLineFixedDiscount instanceof PromotionLineAction);
  for (const quantity of [1, 5]) {
    assert.equal(
      await orderLineFixedDiscount.execute(ctx, line(1, 1, quantity, 1000), [arg('discount', '200')], {}, promotion),
      -200,
    );
  }
});

test('free-shipping-full: free shipping takes the whole shipping price off', async () => {
  const shippingLine = new ShippingLine({ listPrice: 750, listPriceIncludesTax: false, taxLines: [], adjustments: [] });
  assert.equal(await freeShipping.execute(ctx, shippingLine, new Order({ lines: [] }), [], {}, promotion), -750);
});

test('line-not-below-zero: a discount larger than the line is cut to the line price', () => {
  const l = line(1, 1, 2, 1000);
  l.addAdjustment({ amount: -5000, adjustmentSource: 'PROMOTION:1', description: 'x', type: AdjustmentType.PROMOTION, data: {} });
  assert.equal(l.proratedLinePrice, 0);
});

test('bxgy-cheapest-capped: the cheapest Y items are free, at most amountY per order', async () => {
  const x = line(1, 10, 4, 2000);
  const cheapY = line(2, 20, 3, 500);
  const dearY = line(3, 30, 3, 900);
  const order = new Order({ lines: [x, cheapY, dearY] });
  const args = [arg('amountX', '2'), arg('variantIdsX', '["10"]'), arg('amountY', '2'), arg('variantIdsY', '["20","30"]')];
  const state = await buyXGetYFreeCondition.check(ctx, order, args, promotion);
  assert.deepEqual(state, { freeItemsPerLine: { 2: 2 } });
});

test('bxgy-needs-condition: the action declares the condition it depends on', () => {
  assert.deepEqual(buyXGetYFreeAction.conditions, [buyXGetYFreeCondition]);
});

test('priority-min-order: the order-total condition is the only built-in part that lowers a promotion priority', () => {
  assert.equal(minimumOrderAmount.priorityValue, 10);
  const others = [
    ...(defaultConfig.promotionOptions.promotionConditions ?? []).filter(c => c !== minimumOrderAmount),
    ...(defaultConfig.promotionOptions.promotionActions ?? []),
  ];
  assert.ok(others.every(o => o.priorityValue === 0));
});

const day = 24 * 60 * 60 * 1000;
const withCode = (extra: Partial<Promotion>) =>
  Object.assign(new Promotion({}), { conditions: [], couponCode: 'SPRING10', ...extra });
const orderWithCode = () => new Order({ couponCodes: ['spring10'], lines: [] });

test('codes-case-insensitive: a code entered in lower case matches the upper-case code', async () => {
  assert.deepEqual(await withCode({}).test(ctx, orderWithCode()), {});
  assert.equal(await withCode({ couponCode: 'OTHER' }).test(ctx, orderWithCode()), false);
});

test('dates: outside its dates a promotion is ignored', async () => {
  assert.equal(await withCode({ startsAt: new Date(Date.now() + day) }).test(ctx, orderWithCode()), false);
  assert.equal(await withCode({ endsAt: new Date(Date.now() - day) }).test(ctx, orderWithCode()), false);
  assert.deepEqual(
    await withCode({ startsAt: new Date(Date.now() - day), endsAt: new Date(Date.now() + day) }).test(ctx, orderWithCode()),
    {},
  );
});

test('code-before-start: a not-yet-started promotion gives no discount even with its code on the order', async () => {
  assert.equal(await withCode({ startsAt: new Date(Date.now() + day) }).test(ctx, orderWithCode()), false);
});

test('missing-conditions: the error text when a promotion has neither condition nor code', () => {
  assert.equal(new MissingConditionsError().message, 'MISSING_CONDITIONS_ERROR');
  assert.equal(en.errorResult.MISSING_CONDITIONS_ERROR, 'A Promotion must have either at least one condition or a coupon code set');
});

test('code-invalid-expired: the texts for an unknown and an expired code', () => {
  assert.match(en.errorResult.COUPON_CODE_INVALID_ERROR, /is not valid$/);
  assert.match(en.errorResult.COUPON_CODE_EXPIRED_ERROR, /has expired$/);
});

test('limit-message: the one limit text says "per customer"', () => {
  assert.match(en.errorResult.COUPON_CODE_LIMIT_ERROR, /per customer$/);
});
