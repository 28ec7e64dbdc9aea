import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DEFAULT_GRAPHIQL_SERVER, graphiqlUrl, normaliseServer } from '../../../src/graphiql/graphiql-link';

test('a typed server address is made usable, or refused', () => {
  assert.equal(normaliseServer('localhost:4000'), 'http://localhost:4000');
  assert.equal(normaliseServer(' https://shop.example.com/ '), 'https://shop.example.com');
  assert.equal(normaliseServer('http://127.0.0.1:3000/base//'), 'http://127.0.0.1:3000/base');
  assert.equal(normaliseServer('http://[::1]:3000'), 'http://[::1]:3000');
  assert.equal(normaliseServer(''), null);
  assert.equal(normaliseServer('not a server'), null);
  assert.equal(normaliseServer('http://bad_host:3000'), null);
  assert.equal(normaliseServer('javascript:alert(1)'), null);
  assert.equal(normaliseServer('ftp://example.com'), null);
});

test('the link opens the API\'s GraphiQL page with the operation in ?query=', () => {
  assert.equal(
    graphiqlUrl(DEFAULT_GRAPHIQL_SERVER, 'shop', '\nquery { activeOrder { code } }\n'),
    'http://localhost:3000/graphiql/shop?query=query+%7B+activeOrder+%7B+code+%7D+%7D',
  );
  assert.match(graphiqlUrl('https://x.test', 'admin', 'mutation M { a }'), /^https:\/\/x\.test\/graphiql\/admin\?query=mutation\+M/);
});
