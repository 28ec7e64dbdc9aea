import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { buildSchema, isInputObjectType } from 'graphql';
import { ProductVariant, RequestContext, defaultConfig } from '@vendure/core';
import { DefaultOrderItemPriceCalculationStrategy } from '@vendure/core/dist/config/order/default-order-item-price-calculation-strategy';
import { OrderInterceptorError } from '@vendure/core/dist/common/error/generated-graphql-shop-errors';
import { addOrderLineCustomFieldsInput } from '@vendure/core/dist/api/config/graphql-custom-fields';

const require = createRequire(import.meta.url);
const en: { error: Record<string, string> } = require('@vendure/core/dist/i18n/messages/en.json');

const shopLike = `
  type Order { id: ID! }
  input AddItemInput { productVariantId: ID! quantity: Int! }
  type Query { activeOrder: Order }
  type Mutation {
    addItemToOrder(productVariantId: ID!, quantity: Int!): Order
    adjustOrderLine(orderLineId: ID!, quantity: Int!): Order
    addItemsToOrder(inputs: [AddItemInput!]!): Order
  }
`;

test('order-line-input: one public OrderLine field adds OrderLineCustomFieldsInput and a customFields argument', () => {
  const schema = addOrderLineCustomFieldsInput(
    shopLike,
    [
      { name: 'cutLengthCm', type: 'int', nullable: true },
      { name: 'note', type: 'string', public: false },
    ],
    true,
  );
  const input = schema.getType('OrderLineCustomFieldsInput');
  assert.ok(isInputObjectType(input));
  assert.deepEqual(Object.keys(input.getFields()), ['cutLengthCm']);
  const mutation = schema.getMutationType();
  assert.ok(mutation);
  const argNames = (field: string) => mutation.getFields()[field].args.map(a => a.name);
  assert.deepEqual(argNames('addItemToOrder'), ['productVariantId', 'quantity', 'customFields']);
  assert.deepEqual(argNames('adjustOrderLine'), ['orderLineId', 'quantity', 'customFields']);
  const addItemInput = schema.getType('AddItemInput');
  assert.ok(isInputObjectType(addItemInput));
  assert.ok('customFields' in addItemInput.getFields());
});

test('public-false: with only public: false fields the Shop API gets no input', () => {
  const schema = addOrderLineCustomFieldsInput(shopLike, [{ name: 'note', type: 'string', public: false }], true);
  assert.equal(schema.getType('OrderLineCustomFieldsInput'), undefined);
});

test('default-strategy-list-price: the default strategy returns the variant price unchanged', async () => {
  assert.ok(defaultConfig.orderOptions.orderItemPriceCalculationStrategy instanceof DefaultOrderItemPriceCalculationStrategy);
  const variant = new ProductVariant();
  variant.listPrice = 2000;
  variant.listPriceIncludesTax = false;
  const result = await new DefaultOrderItemPriceCalculationStrategy().calculateUnitPrice(RequestContext.empty(), variant);
  assert.deepEqual(result, { price: 2000, priceIncludesTax: false });
});

test('interceptor-error-result: an interceptor message arrives in interceptorError', () => {
  const result = new OrderInterceptorError({ interceptorError: 'Please choose a cut length for this fabric' });
  assert.equal(result.__typename, 'OrderInterceptorError');
  assert.equal(result.interceptorError, 'Please choose a cut length for this fabric');
});

test('min-error-message: the English text of a value below the minimum', () => {
  assert.equal(
    en.error['field-invalid-number-range-min'],
    'The custom field "{ name }" value [{ value }] is less than the minimum [{ min }]',
  );
});
