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
      // No page carries an exact-name word here.
      if (term.startsWith('"')) return { results: [] };
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

test('a page of documents is loaded, after the first document (it tells whether the match is real)', async () => {
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
  assert.deepEqual(loaded, [1, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
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
  assert.deepEqual(loaded, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 'each document is loaded once');
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

/**
 * A small index that answers as Pagefind does: every query word must match, as the start of a
 * word of the page; a word nothing starts with falls back to the longest page word it starts with;
 * a quoted word is looked up as it is, in the `exact` metadata too.
 */
function fakeIndex(pages: { url: string; title: string; text: string; exact?: string }[]) {
  const searched: string[] = [];
  const words = (text: string) => text.toLowerCase().split(/\s+/).map((w) => w.replace(/[^\p{L}\p{N}]/gu, ''));
  const vocabulary = [...new Set(pages.flatMap((p) => words(p.text)))];
  const api: PagefindApi = {
    async search(term) {
      searched.push(term);
      if (term.startsWith('"')) {
        const word = term.slice(1, -1);
        const hits = pages.filter((p) => (p.exact ?? '').split(' ').includes(word));
        return { results: hits.map((p) => ({ id: p.url, score: 1, data: async () => fragmentOf(p, []) })) };
      }
      const terms = term.toLowerCase().split(/\s+/);
      const matching = terms.map((t) => {
        const extensions = vocabulary.filter((w) => w.startsWith(t));
        if (extensions.length) return extensions;
        const fallback = vocabulary.filter((w) => t.startsWith(w)).sort((a, b) => b.length - a.length)[0];
        return fallback ? [fallback] : [];
      });
      const hits = pages.filter((p) => matching.every((options) => words(p.text).some((w) => options.includes(w))));
      return {
        results: hits.map((p) => ({
          id: p.url,
          score: 1,
          data: async () => fragmentOf(p, words(p.text).flatMap((w, i) => (matching.some((o) => o.includes(w)) ? [i] : []))),
        })),
      };
    },
    async filters() {
      return {};
    },
  };
  function fragmentOf(p: { url: string; title: string; text: string }, locations: number[]): PagefindFragment {
    return { url: p.url, content: p.text, locations, meta: { title: p.title }, anchors: [], sub_results: [{ title: p.title, url: p.url, excerpt: p.text }] };
  }
  return { api, searched };
}

const SITE = [
  { url: '/orders/', title: 'Orders', text: 'Orders and their states' },
  { url: '/order-service/', title: 'OrderService', text: 'The OrderService is the order service', exact: 'orderserviceexactname' },
  { url: '/elasticsearch/', title: 'ElasticsearchPlugin', text: 'The elasticsearch plugin', exact: 'elasticsearchpluginexactname' },
  { url: '/custom-fields/', title: 'Custom fields', text: 'Add a custom field' },
];
const urls = (hits: { url_without_anchor: string }[]) => [...new Set(hits.map((h) => new URL(h.url_without_anchor).pathname))];

test('a misspelt word is searched by ever shorter starts until one finds words of its own', async () => {
  const { api, searched } = fakeIndex(SITE);
  const result = await searchPagefind(api, { q: 'OrderSevice' }, 'https://docs.example.test');
  assert.deepEqual(urls(result.hits), ['/order-service/']);
  assert.deepEqual(searched, ['OrderSevice', '"orderseviceexactname"', 'ordersevic', 'ordersevi', 'ordersev', 'orderse']);
});

test('a word that matches nothing is left out when other words remain', async () => {
  const { api } = fakeIndex(SITE);
  const result = await searchPagefind(api, { q: 'elasticsearch plugn' }, 'https://docs.example.test');
  assert.deepEqual(urls(result.hits), ['/elasticsearch/']);
  assert.equal(result.leftOut, undefined, 'a misspelling found by a shorter start is not left out');
  const dropped = await searchPagefind(api, { q: 'elasticsearch zqxjvkw' }, 'https://docs.example.test');
  assert.deepEqual(urls(dropped.hits), ['/elasticsearch/']);
  assert.deepEqual(dropped.leftOut, ['zqxjvkw']);
  const none = await searchPagefind(api, { q: 'zqxjvkw' }, 'https://docs.example.test');
  assert.equal(none.nbHits, 0);
  assert.equal(none.leftOut, undefined);
});

test('when each word finds pages but none holds them all, the word with the fewest pages is left out and named', async () => {
  const { api } = fakeIndex([
    ...SITE,
    { url: '/states/', title: 'Order states', text: 'Order states and transitions of an order' },
    { url: '/glossary/', title: 'Glossary', text: 'Transitions explained' },
  ]);
  // "order" is on three pages, "transitions" on two, "fields" on one: no page has all three.
  const result = await searchPagefind(api, { q: 'order transitions fields' }, 'https://docs.example.test');
  assert.deepEqual(result.leftOut, ['fields']);
  assert.equal(urls(result.hits)[0], '/states/', 'the page with the remaining words comes first');
  const whole = await searchPagefind(api, { q: 'order transitions' }, 'https://docs.example.test');
  assert.equal(whole.leftOut, undefined, 'nothing is left out when a page holds every word');
});

test('function words and task verbs are not searched; a page named by the query comes first', async () => {
  const { api, searched } = fakeIndex(SITE);
  await searchPagefind(api, { q: 'add a custom field' }, 'https://docs.example.test');
  assert.equal(searched[0], 'custom field');
  const named = await searchPagefind(api, { q: 'orderservice' }, 'https://docs.example.test');
  assert.deepEqual(urls(named.hits), ['/order-service/']);
  const spelled = await searchPagefind(api, { q: 'order service' }, 'https://docs.example.test');
  assert.deepEqual(urls(spelled.hits), ['/order-service/'], 'the only page with both words');
});

test('fewer than five full matches: pages that miss one word follow them, best score first', async () => {
  const { api } = fakeIndex([
    { url: '/insights/', title: 'Insights', text: 'insights widgets chart dashboard' },
    { url: '/overview/', title: 'Overview', text: 'chart dashboard home' },
    { url: '/home/', title: 'Home', text: 'dashboard home' },
  ]);
  const result = await searchPagefind(api, { q: 'chart dashboard home' }, 'https://docs.example.test');
  // The fake index scores every page alike; ties keep the order in which the words were left out.
  assert.deepEqual(urls(result.hits), ['/overview/', '/home/', '/insights/']);
  assert.equal(result.nbHits, 3);
  assert.equal(result.leftOut, undefined, 'nothing was left out of the full matches');
});
