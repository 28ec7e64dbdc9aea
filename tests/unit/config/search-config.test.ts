import assert from 'node:assert/strict';
import { test } from 'node:test';
import { hasTypesense, searchThemeConfig, typesenseNodes } from '../../../config/search';

const production = {
  TYPESENSE_HOSTS: 'a.example.net, b.example.net,c.example.net',
  TYPESENSE_COLLECTION: 'vendure-docs-3',
  TYPESENSE_SEARCH_ONLY_API_KEY: 'xyz-search',
};

test('three https nodes on port 443 are read from TYPESENSE_HOSTS', () => {
  assert.deepEqual(typesenseNodes(production), [
    { host: 'a.example.net', port: 443, protocol: 'https' },
    { host: 'b.example.net', port: 443, protocol: 'https' },
    { host: 'c.example.net', port: 443, protocol: 'https' },
  ]);
  const { typesense } = searchThemeConfig(production);
  assert.equal(typesense.typesenseCollectionName, 'vendure-docs-3');
  assert.equal(typesense.typesenseServerConfig.apiKey, 'xyz-search');
  assert.equal(typesense.contextualSearch, true);
  assert.equal(typesense.searchPagePath, 'search');
});

test('without hosts or key no cluster is configured', () => {
  assert.equal(hasTypesense({}), false);
  assert.equal(hasTypesense({ TYPESENSE_HOSTS: 'a' }), false);
  assert.equal(hasTypesense(production), true);
});

test('a key that looks like an admin key stops the build', () => {
  assert.throws(() => searchThemeConfig({ ...production, TYPESENSE_SEARCH_ONLY_API_KEY: 'my-admin-key' }), /looks like an admin key/);
  assert.throws(
    () => searchThemeConfig({ ...production, TYPESENSE_ADMIN_API_KEY: 'xyz-search' }),
    /equals TYPESENSE_ADMIN_API_KEY/,
  );
});

test('a port that is not a positive integer is refused', () => {
  assert.throws(() => typesenseNodes({ ...production, TYPESENSE_PORT: 'https' }), /TYPESENSE_PORT must be a positive integer/);
});
