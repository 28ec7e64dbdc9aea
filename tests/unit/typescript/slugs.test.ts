import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { categoryLabel, categoryLocation, toSlug } from '../../../generators/typescript/slugs';

describe('toSlug', () => {
  it('produces the routes the spec lists', () => {
    assert.equal(toSlug('SimpleGraphQLClient'), 'simple-graph-qlclient');
    assert.equal(toSlug('VendureWorker'), 'vendure-worker');
    assert.equal(toSlug('bootstrapWorker'), 'bootstrap-worker');
    assert.equal(toSlug('TestDbInitializer'), 'test-db-initializer');
    assert.equal(toSlug('testConfig'), 'test-config');
    assert.equal(toSlug('S3AssetStorageStrategy'), 's3asset-storage-strategy');
    assert.equal(toSlug('products & stock'), 'products-stock');
    assert.equal(toSlug('Custom Providers'), 'custom-providers');
  });
});

describe('categoryLocation', () => {
  it('puts "core plugins/…" under core-plugins whatever the package section', () => {
    assert.deepEqual(categoryLocation('core plugins/PaymentsPlugin', 'dashboard'), {
      section: 'core-plugins',
      segments: ['PaymentsPlugin'],
      slugs: ['payments-plugin'],
    });
  });

  it('keeps other categories in the package section, nested by slash', () => {
    assert.deepEqual(categoryLocation('common/AdminUi', 'typescript-api'), {
      section: 'typescript-api',
      segments: ['common', 'AdminUi'],
      slugs: ['common', 'admin-ui'],
    });
  });
});

describe('categoryLabel', () => {
  it('title-cases folder names and keeps plugin class names', () => {
    assert.equal(categoryLabel('custom-fields', false), 'Custom Fields');
    assert.equal(categoryLabel('JobQueue', false), 'Job Queue');
    assert.equal(categoryLabel('EmailPlugin', true), 'EmailPlugin');
  });
});
