import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { buildSchema, getVariableValues, GraphQLSchema, parse, print, validate, OperationDefinitionNode } from 'graphql';
import { defaultConfig } from '@vendure/core';

const require = createRequire(import.meta.url);
const { buildSchemaFromVendureConfig } = require('@vendure/core/dist/api/config/get-final-vendure-schema.js');
const { mergeTypeDefs } = require('@graphql-tools/merge');

let shopSchema: GraphQLSchema | undefined;
function schema(): GraphQLSchema {
  if (shopSchema) return shopSchema;
  const root = join(dirname(require.resolve('@vendure/core/package.json')), 'dist/api/schema');
  const files = ['common', 'shop-api'].flatMap(dir =>
    readdirSync(join(root, dir))
      .filter(f => f.endsWith('.graphql'))
      .map(f => readFileSync(join(root, dir, f), 'utf8')),
  );
  shopSchema = buildSchemaFromVendureConfig(buildSchema(print(mergeTypeDefs(files))), defaultConfig, 'shop') as GraphQLSchema;
  return shopSchema;
}
const errorsOf = (doc: string) => validate(schema(), parse(doc)).map(e => e.message);

const setShipping = (varType: string) => `
mutation SetShippingMethod($ids: ${varType}) {
  setOrderShippingMethod(shippingMethodId: $ids) {
    __typename
    ... on Order { code shippingLines { shippingMethod { name } priceWithTax } totalWithTax }
    ... on ErrorResult { errorCode message }
  }
}`;

test('shipping-method-list: setOrderShippingMethod takes [ID!]!, and an ID! variable fails validation', () => {
  assert.deepEqual(errorsOf(setShipping('[ID!]!')), []);
  assert.deepEqual(errorsOf(setShipping('ID!')), ['Variable "$ids" of type "ID!" used in position expecting type "[ID!]!".']);
});

test('single-value-wrapped: a single id sent for a list variable is coerced into a list', () => {
  const op = parse(setShipping('[ID!]!')).definitions[0] as OperationDefinitionNode;
  const result = getVariableValues(schema(), op.variableDefinitions ?? [], { ids: '1' });
  assert.deepEqual(result, { coerced: { ids: ['1'] } });
});

test('order-line-items-gone: OrderLine has no items field, and the OrderItem type is gone', () => {
  assert.deepEqual(errorsOf('{ activeOrder { lines { items { id } } } }'), ['Cannot query field "items" on type "OrderLine".']);
  assert.equal(schema().getType('OrderItem'), undefined);
});

test('order-detail-query: the order detail query of the page validates', () => {
  const doc = `
query OrderDetail($code: String!) {
  orderByCode(code: $code) {
    code state currencyCode orderPlacedAt
    lines {
      id quantity orderPlacedQuantity
      productVariant { name sku }
      unitPriceWithTax discountedLinePriceWithTax discountedUnitPriceWithTax
      fulfillmentLines { quantity fulfillment { state method trackingCode } }
    }
    fulfillments { lines { quantity orderLineId } }
    shippingLines { shippingMethod { name } priceWithTax }
    totalWithTax
  }
}`;
  assert.deepEqual(errorsOf(doc), []);
});

test('channel-currencies: the channel has defaultCurrencyCode and availableCurrencyCodes, currencyCode is deprecated', () => {
  assert.deepEqual(errorsOf('query ChannelCurrencies { activeChannel { code defaultCurrencyCode availableCurrencyCodes } }'), []);
  const channel = schema().getType('Channel') as any;
  assert.equal(channel.getFields().currencyCode.deprecationReason, 'Use defaultCurrencyCode instead');
  const fulfillment = schema().getType('Fulfillment') as any;
  assert.match(fulfillment.getFields().summary.deprecationReason, /lines/);
});

test('money-scalar-fields: prices and totals are typed Money', () => {
  const line = (schema().getType('OrderLine') as any).getFields();
  const order = (schema().getType('Order') as any).getFields();
  assert.equal(String(line.unitPriceWithTax.type), 'Money!');
  assert.equal(String(order.totalWithTax.type), 'Money!');
});

test('id-variable-fails: a single ID! variable may not be used where [ID!]! is expected', () => {
  assert.match(errorsOf(setShipping('ID!'))[0], /of type "ID!" used in position expecting type "\[ID!\]!"/);
});

test('deprecated-aliases: Channel.currencyCode and Fulfillment.summary are deprecated aliases', () => {
  const channel = (schema().getType('Channel') as any).getFields();
  const fulfillment = (schema().getType('Fulfillment') as any).getFields();
  assert.ok(channel.currencyCode.deprecationReason);
  assert.equal(String(fulfillment.summary.type), String(fulfillment.lines.type));
  assert.ok(fulfillment.summary.deprecationReason);
});
