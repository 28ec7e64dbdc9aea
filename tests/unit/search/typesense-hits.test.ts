import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { typesenseResult, type TypesenseSearchResult } from '../../../src/search/typesense-hits';

const response = JSON.parse(readFileSync(join(__dirname, '../../fixtures/search/typesense-multi-search.json'), 'utf8')) as {
  results: TypesenseSearchResult[];
};
const SERVICE = 'https://docs.vendure.io/reference/typescript-api/services/order-service/';

test('grouped hits are flattened in order into DocSearch records', () => {
  const result = typesenseResult(response.results[0], 'orderservice', 10);
  assert.deepEqual(
    result.hits.map((h) => [h.objectID, h.type, h.url, h.anchor, h.url_without_anchor]),
    [
      ['42', 'lvl1', SERVICE, null, SERVICE],
      ['43', 'content', `${SERVICE}#findone`, 'findone', SERVICE],
      ['7', 'content', 'https://docs.vendure.io/guides/core-concepts/orders/#intro', null, 'https://docs.vendure.io/guides/core-concepts/orders/'],
    ],
  );
  assert.deepEqual(
    { nbHits: result.nbHits, page: result.page, nbPages: result.nbPages, hitsPerPage: result.hitsPerPage, query: result.query },
    { nbHits: 2, page: 0, nbPages: 1, hitsPerPage: 10, query: 'orderservice' },
  );
});

test('highlights keep <mark> only; the document text around it is escaped', () => {
  const [page, section] = typesenseResult(response.results[0], 'order', 10).hits;
  assert.deepEqual(page._highlightResult['hierarchy.lvl1'], {
    value: '<mark>OrderService</mark>',
    matchLevel: 'full',
    matchedWords: ['OrderService'],
  });
  assert.deepEqual(page._highlightResult['hierarchy.lvl0'], { value: 'TypeScript API', matchLevel: 'none', matchedWords: [] });
  assert.deepEqual(section._highlightResult.content, {
    value: 'Returns an &lt;<mark>Order</mark>&gt; or undefined &amp; more',
    matchLevel: 'full',
    matchedWords: ['Order'],
  });
  assert.deepEqual(section._snippetResult.content, { value: 'Returns an &lt;<mark>Order</mark>&gt; or', matchLevel: 'full' });
  assert.equal(section.content, 'Returns an <Order> or undefined & more');
});

test('nested hierarchy is read when flattened fields are missing; unknown types become content', () => {
  const nested = typesenseResult(response.results[0], 'order', 10).hits[2];
  assert.equal(nested['hierarchy.lvl0'], 'Core Concepts');
  assert.equal(nested['hierarchy.lvl1'], 'Orders');
  assert.equal(nested.type, 'content');
});

test('plain (ungrouped) hits and paging fields are read', () => {
  const plain = typesenseResult({ found: 31, page: 2, hits: [], request_params: { per_page: 15 } }, 'x', 10);
  assert.deepEqual({ page: plain.page, nbPages: plain.nbPages, hitsPerPage: plain.hitsPerPage }, { page: 1, nbPages: 3, hitsPerPage: 15 });
});

test('a failed search inside a multi_search answer is an error', () => {
  assert.throws(() => typesenseResult({ code: 404, error: 'Not found.' }, 'x', 10), /Typesense search failed \(404\): Not found\./);
});

test('grouped by page, the preferences apply: the Dashboard page before the legacy Admin UI page', () => {
  const group = (id: string, path: string) => ({
    hits: [{ document: { id, url: `https://docs.vendure.io${path}`, url_without_anchor: `https://docs.vendure.io${path}`, type: 'lvl1', 'hierarchy.lvl1': id }, highlights: [] }],
  });
  const result = {
    found: 2,
    grouped_hits: [group('legacy', '/guides/extending-the-admin-ui/nav-menu/'), group('current', '/guides/extending-the-dashboard/navigation/')],
  } as unknown as TypesenseSearchResult;
  assert.deepEqual(typesenseResult(result, 'add a menu item to the dashboard', 10).hits.map((h) => h.objectID), ['current', 'legacy']);
  assert.deepEqual(typesenseResult(result, 'add a menu item to the admin ui', 10).hits.map((h) => h.objectID), ['legacy', 'current']);
});
