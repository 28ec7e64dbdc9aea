import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseFilterBy } from '../../../src/search/filters';

test('the contextual filter of the theme is read field by field', () => {
  assert.deepEqual(parseFilterBy('language:=en && docusaurus_tag:=[default,docs-default-current]'), {
    language: ['en'],
    docusaurus_tag: ['default', 'docs-default-current'],
  });
  assert.deepEqual(parseFilterBy('  '), {});
  assert.deepEqual(parseFilterBy(undefined), {});
  assert.deepEqual(parseFilterBy('version:=[`3.7`, next]'), { version: ['3.7', 'next'] });
});

test('filters the embedded backend cannot apply are refused by name', () => {
  assert.throws(() => parseFilterBy('language:=en || version:>3'), /Unsupported search filter "language:=en \|\| version:>3"/);
  assert.throws(() => parseFilterBy('price:>10'), /Unsupported search filter "price:>10"/);
  assert.throws(() => parseFilterBy('language:=en && language:=de'), /"language" appears twice/);
});
