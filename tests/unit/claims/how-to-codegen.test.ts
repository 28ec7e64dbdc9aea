import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { GraphQLID, buildSchema, isObjectType } from 'graphql';
import { LanguageCode, SortOrder } from '@vendure/common/lib/generated-types';
import { LanguageCode as ShopLanguageCode } from '@vendure/common/lib/generated-shop-types';
import { AutoIncrementIdStrategy, DefaultMoneyStrategy, defaultConfig } from '@vendure/core';
import { addGraphQLCustomFields } from '@vendure/core/dist/api/config/graphql-custom-fields';

const require = createRequire(import.meta.url);

test('id-strategy-forms: the default strategy decodes to numbers and the API sends strings', () => {
  const strategy = new AutoIncrementIdStrategy();
  assert.ok(defaultConfig.entityOptions.entityIdStrategy instanceof AutoIncrementIdStrategy);
  assert.equal(strategy.decodeId('7'), 7);
  assert.equal(GraphQLID.serialize(7), '7');
});

test('money-hundredths: the default money strategy has two decimal places', () => {
  assert.equal(new DefaultMoneyStrategy().precision, 2);
});

test('common-enum-names: the bundled core types keep enum member names as in the schema', () => {
  assert.equal(LanguageCode.en, 'en');
  assert.equal(SortOrder.ASC, 'ASC');
});

test('common-generated-types: @vendure/common ships Admin API and Shop API types', () => {
  assert.equal(LanguageCode.de, 'de');
  assert.equal(ShopLanguageCode.de, 'de');
});

test('custom-fields-shape: customFields is JSON until custom fields are configured, then an object type', () => {
  const base = buildSchema('scalar JSON type Product { id: ID! } type Query { product: Product }');
  const without = addGraphQLCustomFields(base, { Product: [] }, false);
  const plain = without.getType('Product');
  assert.ok(isObjectType(plain));
  assert.equal(plain.getFields().customFields.type.toString(), 'JSON');
  const withField = addGraphQLCustomFields(base, { Product: [{ name: 'brand', type: 'string' }] }, false);
  const extended = withField.getType('Product');
  assert.ok(isObjectType(extended));
  assert.equal(extended.getFields().customFields.type.toString(), 'ProductCustomFields');
});

test('introspection-default: introspection is on unless switched off', () => {
  assert.equal(defaultConfig.apiOptions.introspection, true);
});

test('create-build-scope: new projects compile only src/**/*.ts', () => {
  const tsconfig: { include: string[] } = JSON.parse(
    readFileSync(require.resolve('@vendure/create/assets/tsconfig.template.json'), 'utf-8'),
  );
  assert.deepEqual(tsconfig.include, ['src/**/*.ts']);
});
