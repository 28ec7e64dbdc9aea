import assert from 'node:assert/strict';
import { test } from 'node:test';
import { kindFields, MAX_HEADING_FIELDS, metaWeights, pageKind, pageSummary } from '../../../src/search/index-fields';

test('a page kind comes from its URL', () => {
  assert.equal(pageKind('/guides/core-concepts/taxes/'), 'guide');
  assert.equal(pageKind('/user-guide/'), 'user-guide');
  assert.equal(pageKind('/user-guide/orders/'), 'user-guide');
  assert.equal(pageKind('/reference/typescript-api/'), 'reference');
  assert.equal(pageKind('/'), 'other');
  assert.equal(kindFields('other'), null);
  assert.deepEqual(kindFields('user-guide'), { title: 'user_guide_title', heading: 'user_guide_heading', summary: 'user_guide_summary' });
});

test('one weight per kind and field becomes Pagefind metaWeights for every numbered heading field', () => {
  const weights = metaWeights(
    {
      guide: { title: 9, heading: 6, summary: 2 },
      'user-guide': { title: 4, heading: 4, summary: 1 },
      reference: { title: 4, heading: 1, summary: 0 },
    },
    1,
  );
  assert.equal(weights.title, 1);
  assert.equal(weights.guide_title, 9);
  assert.equal(weights.guide_heading0, 6);
  assert.equal(weights[`guide_heading${MAX_HEADING_FIELDS - 1}`], 6);
  assert.equal(weights[`guide_heading${MAX_HEADING_FIELDS}`], undefined);
  assert.equal(weights.reference_summary, 0);
  for (const label of ['lvl0', 'kind', 'exact', 'image', 'image_alt']) assert.equal(weights[label], 0, `${label} does not rank`);
});

test('the summary is read from whichever kind wrote it', () => {
  assert.equal(pageSummary({ reference_summary: 'A ProductVariant represents a SKU.' }), 'A ProductVariant represents a SKU.');
  assert.equal(pageSummary({ guide_summary: 'How taxes work.', title: 'Taxes' }), 'How taxes work.');
  assert.equal(pageSummary({ title: 'Home' }), '');
});
