/**
 * The committed DocSearch-scraper config fills the collection the production build queries: same
 * collection name, the deployed site's URLs, and the facets the modal filters on.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import config from '../../../docusaurus.config';
import { DEFAULT_COLLECTION } from '../../../config/search';

const scraper = JSON.parse(readFileSync('config/typesense-docsearch-scraper.json', 'utf8'));

test('the scraper fills the collection a production build searches by default', () => {
  assert.equal(scraper.index_name, DEFAULT_COLLECTION);
});

test('the scraper starts from the deployed site and its sitemap', () => {
  assert.deepEqual(scraper.start_urls, [`${config.url}${config.baseUrl}`]);
  assert.deepEqual(scraper.sitemap_urls, [`${config.url}${config.baseUrl}sitemap.xml`]);
});

test('the records carry the facets the modal filters on (language and docs version tag)', () => {
  const facets: string[] = scraper.custom_settings.attributesForFaceting;
  for (const facet of ['language', 'docusaurus_tag']) assert.ok(facets.includes(facet), facet);
});

test('every hierarchy level and the text have a selector', () => {
  assert.deepEqual(Object.keys(scraper.selectors), ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6', 'text']);
});
