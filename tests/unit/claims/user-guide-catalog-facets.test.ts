import { test } from 'node:test';
import assert from 'node:assert/strict';
import { FacetService, RequestContext, discountOnItemWithFacets, hasFacetValues } from '@vendure/core';
import { facetDuplicator } from '@vendure/core/dist/config/entity/entity-duplicators/facet-duplicator';

function en(list: Array<{ languageCode: string; value: string }> | undefined): string | undefined {
  return list?.find(item => item.languageCode === 'en')?.value;
}

test('code-unique: a taken facet code gets a number appended', async () => {
  const taken = new Set(['brand', 'brand-2']);
  const service = Object.create(FacetService.prototype);
  service.connection = {
    getRepository: () => ({
      findOne: async ({ where }: { where: { code: string } }) => (taken.has(where.code) ? { id: 99 } : null),
    }),
  };
  assert.equal(await service.ensureUniqueCode(RequestContext.empty(), 'brand'), 'brand-3');
  assert.equal(await service.ensureUniqueCode(RequestContext.empty(), 'colour'), 'colour');
});

test('duplicate: Include facet values is ticked by default', () => {
  const arg = facetDuplicator.args.includeFacetValues;
  assert.equal(arg.defaultValue, true);
  assert.equal(en(arg.label), 'Include facet values');
});

test('promotion-facets: the condition and action that work with facet values', () => {
  assert.equal(en(hasFacetValues.description), 'Buy at least { minimum } products with the given facets');
  assert.equal(en(discountOnItemWithFacets.description), 'Discount products with these facets by { discount }%');
});
