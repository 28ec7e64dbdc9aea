import assert from 'node:assert/strict';
import test from 'node:test';
import { chunkNamesByRoutePath, firstTimeOnly } from '../../../../plugins/route-scale/route-chunks';

// Keys and nesting as Docusaurus writes routesChunkNames; flat() as Docusaurus flattens them.
const routesChunkNames = {
  '/-e5f': { __comp: '5e95c892', __context: { plugin: 'aba21aa0' } },
  '/-bc1': { __comp: 'a7bd4aaa', __props: '22dd74f7' },
  '/guides/install-9c3': { __comp: '17896441', content: '02ee9d58' },
  '/search-a1b': { __comp: '1a4e3797' },
  '/with-dash-in-name-77f': { __comp: 'fd73418a' },
};
function flatten(chunks: object, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(chunks).flatMap(([key, value]) =>
      typeof value === 'object' ? Object.entries(flatten(value, `${prefix}${key}.`)) : [[`${prefix}${key}`, value]],
    ),
  );
}

test('indexes chunk names by route path, the hash dropped, routes sharing a path merged in order', () => {
  const byPath = chunkNamesByRoutePath(routesChunkNames, flatten);
  assert.deepEqual([...byPath], [
    ['/', ['5e95c892', 'aba21aa0', 'a7bd4aaa', '22dd74f7']],
    ['/guides/install', ['17896441', '02ee9d58']],
    ['/search', ['1a4e3797']],
    ['/with-dash-in-name', ['fd73418a']],
  ]);
});

test('gives the same chunks as scanning every key for the path, as Docusaurus does', () => {
  const byPath = chunkNamesByRoutePath(routesChunkNames, flatten);
  for (const path of ['/', '/guides/install', '/search', '/with-dash-in-name', '/missing']) {
    const scanned = Object.entries(routesChunkNames)
      .filter(([key]) => key.replace(/-[^-]+$/, '') === path)
      .flatMap(([, chunks]) => Object.values(flatten(chunks)));
    assert.deepEqual(byPath.get(path) ?? [], scanned, path);
  }
});

test('each chunk name is returned once per page load', () => {
  const notYet = firstTimeOnly();
  assert.deepEqual(notYet(['a', 'b', 'a']), ['a', 'b']);
  assert.deepEqual(notYet(['b', 'c']), ['c']);
  assert.deepEqual(notYet(['a']), []);
});
