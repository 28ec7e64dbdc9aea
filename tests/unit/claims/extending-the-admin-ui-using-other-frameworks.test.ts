import { test } from 'node:test';
import assert from 'node:assert/strict';
import { CUSTOM_ELEMENTS_SCHEMA, DomElementSchemaRegistry } from '@angular/compiler';
import { getActivatedRoute, graphQlMutation, graphQlQuery, setTargetOrigin } from '@vendure/ui-devkit';

type Posted = { message: { requestId: string; type: string; data: unknown }; origin: string };
type Listener = (event: { data: unknown }) => void;

const posted: Posted[] = [];
const listeners: Listener[] = [];
const fakeWindow = {
  opener: null,
  parent: {
    postMessage(message: Posted['message'], origin: string) {
      posted.push({ message, origin });
    },
  },
  addEventListener(_type: string, listener: Listener) {
    listeners.push(listener);
  },
};
Object.defineProperty(globalThis, 'window', { value: fakeWindow, configurable: true });

function reply(data: unknown) {
  for (const listener of [...listeners]) listener({ data });
}

function lastOfType(type: string): Posted {
  const found = posted.filter(p => p.message.type === type).at(-1);
  assert.ok(found, `no ${type} message was posted`);
  return found;
}

test('default-target-origin: messages go to http://localhost:3000 until setTargetOrigin is called', async () => {
  const route = getActivatedRoute();
  const first = lastOfType('active-route');
  assert.equal(first.origin, 'http://localhost:3000');
  assert.equal(first.message.type, 'active-route');
  reply({ requestId: first.message.requestId, data: { params: { id: '1' } }, complete: false });
  reply({ requestId: first.message.requestId, data: null, complete: true });
  assert.deepEqual(await route, { params: { id: '1' } });

  setTargetOrigin('https://shop.example');
  void graphQlQuery('query { me { id } }').then(() => undefined);
  assert.equal(lastOfType('graphql-query').origin, 'https://shop.example');
});

test('documents-are-strings: the query document travels as the string given, with variables and fetch policy', () => {
  void graphQlQuery('query Q($a: ID!) { product(id: $a) { id } }', { a: '1' }, 'network-only').then(() => undefined);
  const sent = lastOfType('graphql-query').message;
  assert.deepEqual(sent.data, {
    document: 'query Q($a: ID!) { product(id: $a) { id } }',
    variables: { a: '1' },
    fetchPolicy: 'network-only',
  });
});

test('mutation-error-rejects: an error answer from the host rejects the awaited mutation', async () => {
  const pending = graphQlMutation('mutation { x }').then(value => value);
  const sent = lastOfType('graphql-mutation').message;
  reply({ requestId: sent.requestId, data: 'You are not currently authorized', error: true, complete: false });
  await assert.rejects(async () => pending, (error: unknown) => error === 'You are not currently authorized');
});

test('query-first-result-and-stream: awaiting gives the first result, the stream keeps emitting', async () => {
  const result = graphQlQuery<{ n: number }, Record<string, never>>('query { n }');
  const seen: number[] = [];
  const subscription = result.stream.subscribe(value => seen.push(value.n));
  const first = result.then(value => value);
  // both subscriptions share the request id of this call
  const { requestId } = lastOfType('graphql-query').message;
  reply({ requestId, data: { n: 1 }, complete: false });
  reply({ requestId, data: { n: 2 }, complete: false });
  assert.deepEqual(await first, { n: 1 });
  assert.deepEqual(seen, [1, 2]);
  subscription.unsubscribe();
});

test('custom-elements-schema: unknown dashed elements are refused unless CUSTOM_ELEMENTS_SCHEMA is declared', () => {
  const registry = new DomElementSchemaRegistry();
  assert.equal(registry.hasElement('stock-light', []), false);
  assert.equal(registry.hasElement('stock-light', [CUSTOM_ELEMENTS_SCHEMA]), true);
});
