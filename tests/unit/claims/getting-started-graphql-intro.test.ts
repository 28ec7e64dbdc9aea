import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { GraphQLID, buildSchema, execute, parse, validate } from 'graphql';
import {
  DefaultMoneyStrategy,
  DefaultStockDisplayStrategy,
  ForbiddenError,
  NegativeQuantityError,
  ProductVariant,
  RequestContext,
  defaultConfig,
} from '@vendure/core';

const require = createRequire(import.meta.url);
const en: { error: Record<string, string>; errorResult: Record<string, string> } = require('@vendure/core/dist/i18n/messages/en.json');

test('introspection-default: introspection is on by default', () => {
  assert.equal(defaultConfig.apiOptions.introspection, true);
});

test('api-paths: the APIs live at shop-api and admin-api by default', () => {
  assert.equal(defaultConfig.apiOptions.shopApiPath, 'shop-api');
  assert.equal(defaultConfig.apiOptions.adminApiPath, 'admin-api');
});

test('take-limits: 100 on the Shop API and 1000 on the Admin API', () => {
  assert.equal(defaultConfig.apiOptions.shopListQueryLimit, 100);
  assert.equal(defaultConfig.apiOptions.adminListQueryLimit, 1000);
});

test('id-as-string: the ID scalar serialises numbers as strings', () => {
  assert.equal(GraphQLID.serialize(42), '42');
});

test('stock-level-string: the default display strategy answers IN_STOCK, LOW_STOCK or OUT_OF_STOCK', async () => {
  const strategy = new DefaultStockDisplayStrategy();
  const ctx = RequestContext.empty();
  const variant = new ProductVariant();
  assert.equal(await strategy.getStockLevel(ctx, variant, 10), 'IN_STOCK');
  assert.equal(await strategy.getStockLevel(ctx, variant, 2), 'LOW_STOCK');
  assert.equal(await strategy.getStockLevel(ctx, variant, 0), 'OUT_OF_STOCK');
});

test('money-minor-units: the default money strategy has a precision of 2', () => {
  assert.equal(new DefaultMoneyStrategy().precision, 2);
  assert.ok(defaultConfig.entityOptions.moneyStrategy instanceof DefaultMoneyStrategy);
});

test('nonnull-variable-nullable-argument: a String! variable may fill a String argument', () => {
  const schema = buildSchema('type Query { product(slug: String): String }');
  assert.deepEqual(validate(schema, parse('query ($slug: String!) { product(slug: $slug) }')), []);
  assert.notDeepEqual(
    validate(buildSchema('type Query { product(slug: String!): String }'), parse('query ($slug: String) { product(slug: $slug) }')),
    [],
  );
});

test('mutations-serial: top-level mutation fields run one after another, query fields concurrently', async () => {
  const schema = buildSchema('type Query { a: Int b: Int } type Mutation { a: Int b: Int }');
  const log: string[] = [];
  const field = (name: string, ms: number) => () => {
    log.push(`start ${name}`);
    return new Promise<number>(resolve => setTimeout(() => {
      log.push(`end ${name}`);
      resolve(1);
    }, ms));
  };
  const rootValue = { a: field('a', 30), b: field('b', 5) };
  await execute({ schema, document: parse('mutation { a b }'), rootValue });
  assert.deepEqual(log, ['start a', 'end a', 'start b', 'end b']);
  log.length = 0;
  await execute({ schema, document: parse('query { a b }'), rootValue });
  assert.deepEqual(log, ['start a', 'start b', 'end b', 'end a']);
});

test('operation-name: a document with several operations needs operationName', async () => {
  const schema = buildSchema('type Query { a: Int }');
  const document = parse('query One { a } query Two { a }');
  const without = await execute({ schema, document, rootValue: { a: 1 } });
  assert.match(String(without.errors?.[0]?.message), /Must provide operation name/);
  const withName = await execute({ schema, document, rootValue: { a: 1 }, operationName: 'Two' });
  assert.equal(withName.data?.a, 1);
});

test('forbidden-error: code FORBIDDEN and the English message', () => {
  const error = new ForbiddenError();
  assert.equal(error.extensions.code, 'FORBIDDEN');
  assert.equal(en.error.forbidden, 'You are not currently authorized to perform this action');
});

test('negative-quantity-result: errorCode and English message', () => {
  const result = new NegativeQuantityError();
  assert.equal(result.__typename, 'NegativeQuantityError');
  assert.equal(result.errorCode, 'NEGATIVE_QUANTITY_ERROR');
  assert.equal(en.errorResult.NEGATIVE_QUANTITY_ERROR, 'The quantity for an OrderItem cannot be negative');
});
