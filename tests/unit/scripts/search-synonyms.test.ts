import assert from 'node:assert/strict';
import { test } from 'node:test';
import { synonymTarget, uploadSynonyms } from '../../../scripts/search-synonyms';

test('the target comes from the scraper\'s variables, and a missing key or host is named', () => {
  assert.deepEqual(synonymTarget({ TYPESENSE_API_KEY: 'k', TYPESENSE_HOST: 'ts.example' }), {
    baseUrl: 'https://ts.example:443',
    collection: 'vendure-docs',
    apiKey: 'k',
  });
  assert.throws(() => synonymTarget({ TYPESENSE_HOST: 'ts.example' }), /needs TYPESENSE_API_KEY \(the scraper's \.env\)/);
});

test('each synonym is PUT by id with the admin key; a refusal stops with the answer', async () => {
  const calls: { url: string; init: RequestInit }[] = [];
  const ok = (async (url: string, init: RequestInit) => (calls.push({ url, init }), new Response('{}'))) as typeof fetch;
  const target = { baseUrl: 'http://127.0.0.1:8108', collection: 'vendure-docs', apiKey: 'admin' };
  const count = await uploadSynonyms(target, [{ id: 'docs-colours', root: 'colours', synonyms: ['theming'] }], ok);
  assert.equal(count, 1);
  assert.equal(calls[0].url, 'http://127.0.0.1:8108/collections/vendure-docs/synonyms/docs-colours');
  assert.equal(calls[0].init.method, 'PUT');
  assert.deepEqual(JSON.parse(String(calls[0].init.body)), { root: 'colours', synonyms: ['theming'] });
  assert.equal((calls[0].init.headers as Record<string, string>)['X-TYPESENSE-API-KEY'], 'admin');
  const refused = (async () => new Response('Not Found', { status: 404 })) as typeof fetch;
  await assert.rejects(uploadSynonyms(target, [{ id: 'docs-x', root: 'x', synonyms: ['y'] }], refused), /refused synonym docs-x \(404\): Not Found/);
});
