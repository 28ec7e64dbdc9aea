import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ListQueryBuilder, Permission, defaultConfig } from '@vendure/core';
import { productDuplicator } from '@vendure/core/dist/config/entity/entity-duplicators/product-duplicator';

test('admin-list-limit: admin lists default to 1,000 rows and a larger take is refused', () => {
  assert.equal(defaultConfig.apiOptions.adminListQueryLimit, 1000);
  const parse = ListQueryBuilder.prototype['parseTakeSkipParams'];
  const fakeThis = {
    configService: { apiOptions: { adminListQueryLimit: 1000, shopListQueryLimit: 100 } },
    connection: { rawConnection: {} },
  };
  assert.deepEqual(parse.call(fakeThis, 'admin', {}), { take: 1000, skip: 0 });
  assert.deepEqual(parse.call(fakeThis, 'admin', { take: 500 }), { take: 500, skip: 0 });
  assert.throws(() => parse.call(fakeThis, 'admin', { take: 1001 }), /list-query-limit-exceeded/);
});

test('duplicator-permissions: the product duplicator accepts CreateProduct or CreateCatalog', () => {
  assert.equal(productDuplicator.code, 'product-duplicator');
  assert.deepEqual(productDuplicator.requiresPermission, [Permission.CreateProduct, Permission.CreateCatalog]);
});

test('duplicator-args-json: argument values are parsed from strings', () => {
  const toHash = productDuplicator['argsArrayToHash'].bind(productDuplicator);
  assert.deepEqual(toHash([{ name: 'includeVariants', value: JSON.stringify(true) }]), { includeVariants: true });
  assert.deepEqual(toHash([{ name: 'includeVariants', value: JSON.stringify(false) }]), { includeVariants: false });
});
