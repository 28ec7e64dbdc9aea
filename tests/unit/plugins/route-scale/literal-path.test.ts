import assert from 'node:assert/strict';
import test from 'node:test';
import pathToRegexp from 'path-to-regexp';
import { literalPathPattern } from '../../../../plugins/route-scale/literal-path';
import standIn from '../../../../plugins/route-scale/client/path-to-regexp';

const paths = ['/', '', '/guides', '/guides/', '/reference/graphql-api/admin/object-types/', '/a.b/c-d_e/', '/Mixed/Case'];

const pathnames = [
  '/',
  '',
  '//',
  '/guides',
  '/guides/',
  '/guides//',
  '/GUIDES/',
  '/guidesx',
  '/guides/core-concepts/orders/',
  '/reference/graphql-api/admin/object-types',
  '/reference/graphql-api/admin/object-types/',
  '/Reference/GraphQL-API/admin/object-types/#order',
  '/reference/graphql-api/admin/object-types/extra',
  '/a.b/c-d_e/',
  '/aXb/c-d_e/',
  '/mixed/case/',
  '/Mixed/Case/more',
  '/\u212Aey/',
  '/gu\u0130des/',
];

const optionSets = [{ end: true }, { end: false }, { end: true, sensitive: true }, { end: false, sensitive: true }, {}];

test('matches exactly what the compiled expression matches, with the same URL, for every option react-router uses', () => {
  for (const path of paths) {
    for (const options of optionSets) {
      const literal = literalPathPattern(path, options);
      assert.ok(literal, `${path} is literal`);
      const compiled = pathToRegexp(path, [], options);
      for (const pathname of pathnames) {
        const expected = compiled.exec(pathname);
        assert.deepEqual(literal.exec(pathname), expected && [expected[0]], `${JSON.stringify(path)} ${JSON.stringify(options)} on ${JSON.stringify(pathname)}`);
      }
    }
  }
});

test('leaves patterns, non-ASCII paths, strict mode and other delimiters to path-to-regexp', () => {
  for (const path of ['/docs/:id', '/docs/*', '/(a|b)', '/a\\.b', '/r\u00e9sum\u00e9/', '/a?', '/a+']) assert.equal(literalPathPattern(path), undefined, path);
  assert.equal(literalPathPattern('/guides/', { strict: true }), undefined);
  assert.equal(literalPathPattern('/guides/', { delimiter: '.' }), undefined);
});

test('the stand-in keeps every export and compiles what is not literal, filling in the keys', () => {
  assert.deepEqual(Object.keys(standIn).sort(), Object.keys(pathToRegexp).sort());
  const keys: pathToRegexp.Key[] = [];
  const pattern = standIn('/docs/:id', keys, { end: true });
  assert.deepEqual(pattern.exec('/docs/orders')?.slice(), ['/docs/orders', 'orders']);
  assert.deepEqual(keys.map((key) => key.name), ['id']);
  assert.deepEqual(standIn('/guides/', [], { end: false }).exec('/guides/orders')?.slice(), ['/guides']);
  assert.deepEqual(standIn('/guides/', { end: false }).exec('/guides/orders')?.slice(), ['/guides']);
});
