import assert from 'node:assert/strict';
import { test } from 'node:test';
import { hasTypesense, searchBackendConfig, searchThemeConfig, typesenseNodes } from '../../../config/search';
import { TYPESENSE_FIELDS, TYPESENSE_RANKING } from '../../../config/search-ranking';
import { searchPageRequest } from '../../../src/search/page-results';

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
});

test('with a cluster, the browser is told to query it with the search-only key', () => {
  assert.deepEqual(searchBackendConfig(production), {
    backend: 'typesense',
    collection: 'vendure-docs-3',
    nodes: typesenseNodes(production),
    apiKey: 'xyz-search',
    connectionTimeoutSeconds: 2,
  });
  assert.deepEqual(
    searchBackendConfig({ TYPESENSE_HOSTS: '127.0.0.1', TYPESENSE_PORT: '8108', TYPESENSE_PROTOCOL: 'http', TYPESENSE_SEARCH_ONLY_API_KEY: 'k' }),
    {
      backend: 'typesense',
      collection: 'vendure-docs',
      nodes: [{ host: '127.0.0.1', port: 8108, protocol: 'http' }],
      apiKey: 'k',
      connectionTimeoutSeconds: 2,
    },
  );
});

test('without a cluster the embedded Pagefind index is used', () => {
  assert.deepEqual(searchBackendConfig({}), { backend: 'pagefind', bundlePath: 'pagefind/' });
});

test('the theme config names the collection and the search page but holds no key or host', () => {
  const { typesense } = searchThemeConfig(production);
  assert.equal(typesense.typesenseCollectionName, 'vendure-docs-3');
  assert.equal(typesense.contextualSearch, true);
  assert.equal(typesense.searchPagePath, 'search');
  assert.doesNotMatch(JSON.stringify(typesense), /xyz-search|example\.net/);
  assert.equal(searchThemeConfig({}).typesense.typesenseCollectionName, 'vendure-docs');
});

test('without hosts or key no cluster is configured', () => {
  assert.equal(hasTypesense({}), false);
  assert.equal(hasTypesense({ TYPESENSE_HOSTS: 'a' }), false);
  assert.equal(hasTypesense(production), true);
});

test('half a cluster configuration stops the build instead of falling back silently', () => {
  assert.throws(
    () => searchBackendConfig({ TYPESENSE_HOSTS: 'a.example.net' }),
    /TYPESENSE_HOSTS is set but TYPESENSE_SEARCH_ONLY_API_KEY is not/,
  );
  assert.throws(
    () => searchBackendConfig({ TYPESENSE_SEARCH_ONLY_API_KEY: 'k' }),
    /TYPESENSE_SEARCH_ONLY_API_KEY is set but TYPESENSE_HOSTS is not/,
  );
});

test('a key that looks like an admin key stops the build', () => {
  assert.throws(() => searchThemeConfig({ ...production, TYPESENSE_SEARCH_ONLY_API_KEY: 'my-admin-key' }), /looks like an admin key/);
  assert.throws(() => searchBackendConfig({ ...production, TYPESENSE_SEARCH_ONLY_API_KEY: 'MasterKey' }), /looks like an admin key/);
  assert.throws(
    () => searchThemeConfig({ ...production, TYPESENSE_ADMIN_API_KEY: 'xyz-search' }),
    /equals TYPESENSE_ADMIN_API_KEY/,
  );
});

test('a port that is not a positive integer is refused', () => {
  assert.throws(() => typesenseNodes({ ...production, TYPESENSE_PORT: 'https' }), /TYPESENSE_PORT must be a positive integer/);
});

test('the modal and the /search page send Typesense the same ranking', () => {
  const modal = searchThemeConfig(production).typesense.typesenseSearchParameters;
  const page = searchPageRequest('tax zone', 'language:=en', 0);
  for (const key of ['query_by', 'query_by_weights', 'prioritize_exact_match', 'sort_by'] as const) {
    assert.equal(modal[key], TYPESENSE_RANKING[key], `modal ${key}`);
    assert.equal(page[key], TYPESENSE_RANKING[key], `/search ${key}`);
  }
  assert.equal(TYPESENSE_RANKING.query_by.split(',').length, TYPESENSE_RANKING.query_by_weights.split(',').length);
  const weight = Object.fromEntries(TYPESENSE_FIELDS);
  assert.ok(weight['hierarchy.lvl1'] > weight['hierarchy.lvl2'] && weight['hierarchy.lvl2'] > weight.content, 'title > heading > text');
});
