import { test } from 'node:test';
import assert from 'node:assert/strict';
import { defaultConfig, DefaultSearchPlugin } from '@vendure/core';
import { GraphQLMoney } from '@vendure/core/dist/api/config/money-scalar';
import { getPluginAPIExtensions } from '@vendure/core/dist/plugin/plugin-metadata';
import { GraphQLDateTime } from 'graphql-scalars';
import { DocumentNode, print } from 'graphql';

test('introspection-default: apiOptions.introspection is true by default', () => {
  assert.equal(defaultConfig.apiOptions.introspection, true);
});

test('scalars: Money is sent as a plain number, DateTime as an ISO string', () => {
  assert.equal(GraphQLMoney.serialize(155880), 155880);
  // The response body is JSON, so the serialized date travels as its ISO string
  assert.equal(JSON.stringify(GraphQLDateTime.serialize(new Date('2025-01-02T03:04:05.000Z'))), '"2025-01-02T03:04:05.000Z"');
});

function shopSchemaExtension(): string {
  const extensions = getPluginAPIExtensions([DefaultSearchPlugin], 'shop');
  return extensions
    .map(e => (typeof e.schema === 'function' ? e.schema(undefined as never) : e.schema))
    .filter((doc): doc is DocumentNode => doc != null)
    .map(doc => print(doc))
    .join('\n');
}

test('in-stock-field: SearchResult.inStock is only added with indexStockStatus: true', () => {
  DefaultSearchPlugin.init({});
  assert.doesNotMatch(shopSchemaExtension(), /inStock/);
  DefaultSearchPlugin.init({ indexStockStatus: true });
  assert.match(shopSchemaExtension(), /inStock: Boolean!/);
  DefaultSearchPlugin.init({});
});
