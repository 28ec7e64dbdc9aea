import assert from 'node:assert/strict';
import { test } from 'node:test';
import { searchPagefind, type PagefindApi } from '../../../src/search/pagefind-backend';
import type { PagefindFragment } from '../../../src/search/pagefind-hits';

function page(n: number): PagefindFragment {
  return {
    url: `/page-${n}/`,
    meta: { title: `Page ${n}`, lvl0: 'Section' },
    anchors: [],
    sub_results: [{ title: `Page ${n}`, url: `/page-${n}/`, excerpt: `about <mark>order</mark> ${n}` }],
  };
}

function fakePagefind(total: number) {
  const calls: { term: string; options: unknown }[] = [];
  const loaded: number[] = [];
  const api: PagefindApi = {
    async search(term, options) {
      calls.push({ term, options });
      return {
        results: Array.from({ length: total }, (_, i) => ({
          id: `en_${i + 1}`,
          score: total - i,
          data: async () => {
            loaded.push(i + 1);
            return page(i + 1);
          },
        })),
      };
    },
    async filters() {
      return {};
    },
  };
  return { api, calls, loaded };
}

test('a page of documents is loaded, plus the first document (it tells whether the match is real)', async () => {
  const { api, calls, loaded } = fakePagefind(25);
  const result = await searchPagefind(
    api,
    { q: ' order ', page: 2, per_page: 10, filter_by: 'language:=en && docusaurus_tag:=[default,docs-default-current]' },
    'https://docs.example.test',
  );
  const filters = { filters: { docusaurus_tag: { any: ['default', 'docs-default-current'] } } };
  // The query, and the exact-name word looked up as it is (quoted).
  assert.deepEqual(calls, [
    { term: 'order', options: filters },
    { term: '"orderexactname"', options: filters },
  ]);
  assert.deepEqual(loaded, [11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 1]);
  assert.deepEqual(
    { nbHits: result.nbHits, page: result.page, nbPages: result.nbPages, hitsPerPage: result.hitsPerPage, query: result.query },
    { nbHits: 25, page: 1, nbPages: 3, hitsPerPage: 10, query: 'order' },
  );
  assert.equal(result.hits[0].url, 'https://docs.example.test/page-11/');
  assert.equal(result.hits.length, 10);
});

test('the modal request (no page, no per_page) gets the first ten documents', async () => {
  const { api, loaded } = fakePagefind(12);
  const result = await searchPagefind(api, { q: 'order', group_limit: 3 }, 'https://docs.example.test');
  assert.equal(loaded.length, 10);
  assert.equal(result.nbHits, 12);
  assert.equal(result.page, 0);
});

test('an empty query does not search', async () => {
  const { api, calls } = fakePagefind(3);
  const result = await searchPagefind(api, { q: '   ' }, 'https://docs.example.test');
  assert.equal(calls.length, 0);
  assert.deepEqual(result.hits, []);
  assert.equal(result.nbHits, 0);
});

test('an unsupported filter is an error, not an unfiltered search', async () => {
  const { api, calls } = fakePagefind(3);
  await assert.rejects(searchPagefind(api, { q: 'x', filter_by: 'price:>3' }, 'https://docs.example.test'), /Unsupported search filter/);
  assert.equal(calls.length, 0);
});

test('results Pagefind found only by shortening the query are no results', async () => {
  const api: PagefindApi = {
    async search() {
      return {
        results: [{ id: 'en_1', score: 1, data: async () => ({ ...page(1), content: 'in zone Z, goods', locations: [2] }) }],
      };
    },
    async filters() {
      return {};
    },
  };
  const result = await searchPagefind(api, { q: 'zqxjvkw' }, 'https://docs.example.test');
  assert.deepEqual({ hits: result.hits, nbHits: result.nbHits, nbPages: result.nbPages }, { hits: [], nbHits: 0, nbPages: 0 });
});
