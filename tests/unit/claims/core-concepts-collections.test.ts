import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  CollectionFilter,
  LanguageCode,
  combineWithAndArg,
  defaultCollectionFilters,
  defaultConfig,
  facetValueCollectionFilter,
  mergeConfig,
  productIdCollectionFilter,
  variantIdCollectionFilter,
  variantNameCollectionFilter,
} from '@vendure/core';

test('default-filters: four filters, in this order, with these codes', () => {
  assert.deepEqual(
    defaultCollectionFilters.map(f => f.code),
    ['facet-value-filter', 'variant-name-filter', 'variant-id-filter', 'product-id-filter'],
  );
  assert.deepEqual(defaultCollectionFilters, [
    facetValueCollectionFilter,
    variantNameCollectionFilter,
    variantIdCollectionFilter,
    productIdCollectionFilter,
  ]);
  assert.deepEqual(defaultConfig.catalogOptions.collectionFilters, defaultCollectionFilters);
});

test('combine-with-and-arg: every default filter has combineWithAnd, defaulting to true', () => {
  for (const filter of defaultCollectionFilters) {
    assert.equal((filter.args as any).combineWithAnd, combineWithAndArg);
  }
  assert.equal(combineWithAndArg.defaultValue, true);
});

test('variant-name-operators: the four operators of the name filter', () => {
  const options = (variantNameCollectionFilter.args as any).operator.ui.options.map((o: any) => o.value);
  assert.deepEqual(options, ['startsWith', 'endsWith', 'contains', 'doesNotContain']);
});

test('args-as-json-strings: a list of ids is a JSON array string, a boolean is "true"', () => {
  const hash = (facetValueCollectionFilter as any).argsArrayToHash([
    { name: 'facetValueIds', value: '["12","13"]' },
    { name: 'containsAny', value: 'false' },
    { name: 'combineWithAnd', value: 'true' },
  ]);
  assert.deepEqual(hash, { facetValueIds: ['12', '13'], containsAny: false, combineWithAnd: true });
});

test('default-value-not-applied: a missing int argument is undefined, an empty one NaN', () => {
  let seen: any;
  const filter = new CollectionFilter({
    code: 'probe',
    description: [{ languageCode: LanguageCode.en, value: 'probe' }],
    args: { days: { type: 'int', defaultValue: 30 } },
    apply: (qb, args) => {
      seen = args.days;
      return qb;
    },
  });
  filter.apply({} as any, []);
  assert.equal(seen, undefined);
  filter.apply({} as any, [{ name: 'days', value: '' }]);
  assert.ok(Number.isNaN(seen));
  filter.apply({} as any, [{ name: 'days', value: '7' }]);
  assert.equal(seen, 7);
});

test('config-replaces-filter-list: setting collectionFilters replaces the defaults', () => {
  const merged = mergeConfig(defaultConfig, { catalogOptions: { collectionFilters: [variantIdCollectionFilter] } } as any);
  assert.deepEqual(merged.catalogOptions.collectionFilters.map(f => f.code), ['variant-id-filter']);
});

test('scheduler-default-noop: the default scheduler strategy runs no task, tasks run in the worker', () => {
  const { schedulerOptions } = defaultConfig;
  assert.equal(schedulerOptions.schedulerStrategy.constructor.name, 'NoopSchedulerStrategy');
  assert.equal(schedulerOptions.runTasksInWorkerOnly, true);
});
