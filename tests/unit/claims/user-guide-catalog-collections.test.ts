import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  Collection,
  CollectionService,
  defaultCollectionFilters,
  facetValueCollectionFilter,
  variantNameCollectionFilter,
} from '@vendure/core';

function englishDescription(def: { description: Array<{ languageCode: string; value: string }> }): string | undefined {
  return def.description.find(d => d.languageCode === 'en')?.value;
}

test('standard-filters: the four filter types the Add collection filter menu offers', () => {
  assert.deepEqual(defaultCollectionFilters.map(f => englishDescription(f)), [
    'Filter by facet values',
    'Filter by product variant name',
    'Manually select product variants',
    'Manually select products',
  ]);
});

test('facet-filter-contains-any: the facet value filter has a Contains any switch', () => {
  const label = facetValueCollectionFilter.args.containsAny.label?.find(l => l.languageCode === 'en')?.value;
  assert.equal(label, 'Contains any');
});

test('variant-name-operators: startsWith, endsWith, contains and doesNotContain', () => {
  const ui = variantNameCollectionFilter.args.operator.ui;
  assert.deepEqual(ui?.options, [
    { value: 'startsWith' },
    { value: 'endsWith' },
    { value: 'contains' },
    { value: 'doesNotContain' },
  ]);
});

test('and-default: each filter combines with AND unless switched to OR', () => {
  for (const def of defaultCollectionFilters) {
    assert.equal(def.args.combineWithAnd?.defaultValue, true, def.code);
  }
});

test('inherit-chain: ancestor filters are collected up to the first collection that does not inherit', async () => {
  const f = (code: string) => ({ code, args: [] });
  const service = Object.create(CollectionService.prototype);
  // getAncestors lists the nearest parent first
  service.getAncestors = async () => [
    new Collection({ id: 3, inheritFilters: true, filters: [f('parent')] }),
    new Collection({ id: 2, inheritFilters: false, filters: [f('grandparent')] }),
    new Collection({ id: 1, inheritFilters: true, filters: [f('great-grandparent')] }),
  ];
  const inheriting = new Collection({ id: 4, inheritFilters: true, filters: [] });
  const collected: Array<{ code: string }> = await service.getAncestorFilters(inheriting);
  assert.deepEqual(collected.map(x => x.code), ['parent', 'grandparent']);
  const notInheriting = new Collection({ id: 5, inheritFilters: false, filters: [] });
  assert.deepEqual(await service.getAncestorFilters(notInheriting), []);
});
