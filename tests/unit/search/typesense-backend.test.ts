import assert from 'node:assert/strict';
import { test } from 'node:test';
import { searchTypesense, typesenseMultiSearch, type Fetch, type TypesenseConfig } from '../../../src/search/typesense-backend';

const config: TypesenseConfig = {
  backend: 'typesense',
  collection: 'vendure-docs',
  apiKey: 'search-only-key',
  connectionTimeoutSeconds: 2,
  nodes: [
    { host: 'a.example.test', port: 443, protocol: 'https' },
    { host: 'b.example.test', port: 443, protocol: 'https' },
    { host: 'c.example.test', port: 443, protocol: 'https' },
  ],
};

interface Call {
  url: string;
  init: RequestInit;
}

function fakeFetch(answers: (Response | Error)[]): { fetch: Fetch; calls: Call[] } {
  const calls: Call[] = [];
  return {
    calls,
    fetch: async (url, init) => {
      calls.push({ url, init });
      const answer = answers.shift();
      if (!answer) throw new Error('unexpected call');
      if (answer instanceof Error) throw answer;
      return answer;
    },
  };
}

const ok = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });

test('one POST to /multi_search with the key header, the collection and the request as sent', async () => {
  const { fetch, calls } = fakeFetch([ok({ results: [{ found: 0, hits: [], page: 1 }] })]);
  const result = await searchTypesense(config, { q: 'order', filter_by: 'language:=en', per_page: 5 }, fetch);
  assert.equal(result.nbHits, 0);
  assert.equal(calls.length, 1);
  assert.match(calls[0].url, /^https:\/\/[abc]\.example\.test:443\/multi_search$/);
  assert.equal(calls[0].init.method, 'POST');
  assert.deepEqual(calls[0].init.headers, { 'Content-Type': 'application/json', 'X-TYPESENSE-API-KEY': 'search-only-key' });
  assert.deepEqual(JSON.parse(String(calls[0].init.body)), {
    searches: [{ q: 'order', filter_by: 'language:=en', per_page: 5, collection: 'vendure-docs' }],
  });
});

test('an unreachable node or a 5xx fails over to the next node', async () => {
  const { fetch, calls } = fakeFetch([
    new TypeError('Failed to fetch'),
    new Response('overloaded', { status: 503, statusText: 'Service Unavailable' }),
    ok({ results: [{ found: 1, hits: [], page: 1 }] }),
  ]);
  const result = await typesenseMultiSearch(config, { q: 'x' }, fetch);
  assert.equal(result.found, 1);
  assert.equal(new Set(calls.map((c) => c.url)).size, 3, 'each node tried once');
});

test('when every node fails the error lists them all', async () => {
  const { fetch } = fakeFetch([new TypeError('Failed to fetch'), new TypeError('Failed to fetch'), new TypeError('Failed to fetch')]);
  await assert.rejects(typesenseMultiSearch(config, { q: 'x' }, fetch), (error: Error) => {
    assert.match(error.message, /^No Typesense node answered: /);
    assert.equal(error.message.split('Failed to fetch').length - 1, 3);
    return true;
  });
});

test('a 4xx is not retried on other nodes', async () => {
  const { fetch, calls } = fakeFetch([new Response('{"message":"Forbidden - a valid `x-typesense-api-key` header must be sent."}', { status: 401 })]);
  await assert.rejects(typesenseMultiSearch(config, { q: 'x' }, fetch), /refused the search \(401\)/);
  assert.equal(calls.length, 1);
});

test('an answer without results counts as a failed node', async () => {
  const { fetch } = fakeFetch([ok({}), ok({}), ok({})]);
  await assert.rejects(typesenseMultiSearch(config, { q: 'x' }, fetch), /the answer holds no results/);
});
