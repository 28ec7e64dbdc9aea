import assert from 'node:assert/strict';
import test from 'node:test';
import { matchPath } from 'react-router';
import { docPathFinder, docPathKey } from '../../../../plugins/route-scale/doc-path-lookup';

// What the docs plugin does for each doc, with the router Docusaurus ships.
const matchesExactly = (doc: { path: string }, pathname: string) => !!matchPath(pathname, { path: doc.path, exact: true, strict: false });

const docs = [
  { id: 'intro', path: '/' },
  { id: 'install', path: '/guides/getting-started/installation' },
  { id: 'orders', path: '/guides/core-concepts/orders/' },
  { id: 'order-service', path: '/reference/typescript-api/services/order-service' },
  { id: 'duplicate', path: '/reference/typescript-api/services/order-service' },
];

const pathnames = [
  '/',
  '',
  '/guides/getting-started/installation',
  '/guides/getting-started/installation/',
  '/guides/getting-started/installation//',
  '/Guides/Getting-Started/Installation/',
  '/guides/getting-started',
  '/guides/getting-started/installation/extra',
  '/guides/core-concepts/orders',
  '/guides/core-concepts/orders/',
  '/reference/typescript-api/services/order-service/',
  '/reference/typescript-api/services/%C3%B6rder',
  '/nothing/here/',
];

test('finds the same doc as matching each doc path in turn, for every kind of pathname', () => {
  const find = docPathFinder(docs, matchesExactly);
  for (const pathname of pathnames) {
    assert.equal(find(pathname)?.id, docs.find((doc) => matchesExactly(doc, pathname))?.id, pathname);
  }
});

test('the first of two docs with one path wins, as with find', () => {
  assert.equal(docPathFinder(docs, matchesExactly)('/reference/typescript-api/services/order-service')?.id, 'order-service');
});

test('uses the index and never the per-doc match for plain paths', () => {
  let calls = 0;
  const find = docPathFinder(docs, (doc, pathname) => (calls++, matchesExactly(doc, pathname)));
  find('/guides/core-concepts/orders');
  find('/nothing/here/');
  assert.equal(calls, 0);
});

test('paths with pattern syntax or non-ASCII letters are matched one by one, as the plugin does', () => {
  const withParam = [{ id: 'param', path: '/items/:slug' }, ...docs];
  assert.equal(docPathFinder(withParam, matchesExactly)('/items/anything')?.id, 'param');
  const nonAscii = [{ id: 'umlaut', path: '/über' }];
  assert.equal(docPathFinder(nonAscii, matchesExactly)('/ÜBER')?.id, nonAscii.find((doc) => matchesExactly(doc, '/ÜBER'))?.id);
});

test('a pathname with non-ASCII letters is answered from the index too, as matchPath answers it', () => {
  const withKit = [...docs, { id: 'kit', path: '/kit/' }];
  let calls = 0;
  const find = docPathFinder(withKit, (doc, pathname) => (calls++, matchesExactly(doc, pathname)));
  // U+212A (Kelvin) and U+0130 lower-case to ASCII letters in JavaScript, but a case-insensitive
  // expression never matches them to ASCII, so neither may the index.
  for (const pathname of ['/\u212Ait/', '/Guİdes/core-concepts/orders/', '/guides/ördern', '/KIT']) {
    assert.equal(find(pathname)?.id, withKit.find((doc) => matchesExactly(doc, pathname))?.id, pathname);
  }
  assert.equal(find('/KIT')?.id, 'kit');
  assert.equal(calls, 0);
});

test('the key ignores case and one trailing slash', () => {
  assert.equal(docPathKey('/Guides/Orders/'), '/guides/orders');
  assert.equal(docPathKey('/guides/orders//'), '/guides/orders/');
  assert.equal(docPathKey('/'), '');
});
