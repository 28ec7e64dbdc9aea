/**
 * The committed DocSearch-scraper config fills the collection the production build queries: same
 * collection name, the deployed site's URLs, and the facets the modal filters on.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import config from '../../../docusaurus.config';
import { DEFAULT_COLLECTION } from '../../../config/search';
import { KIND_WEIGHTS, PAGE_RANK } from '../../../config/search-ranking';
import { pageKind } from '../../../src/search/index-fields';

const scraper = JSON.parse(readFileSync('config/typesense-docsearch-scraper.json', 'utf8'));

test('the scraper fills the collection a production build searches by default', () => {
  assert.equal(scraper.index_name, DEFAULT_COLLECTION);
});

test('the scraper starts from the deployed site and its sitemap', () => {
  const site = `${config.url}${config.baseUrl}`;
  const urls: { url: string }[] = scraper.start_urls;
  assert.ok(urls.every(({ url }) => url.startsWith(site)), 'every start URL is on the deployed site');
  assert.equal(urls[urls.length - 1].url, site, 'the site root comes last: the first start URL a page matches gives its rank');
  assert.deepEqual(scraper.sitemap_urls, [`${site}sitemap.xml`]);
});

test('each part of the site gets the page rank of its kind, the kinds in the order of their title weights', () => {
  const site = `${config.url}${config.baseUrl}`;
  for (const { url, page_rank } of scraper.start_urls as { url: string; page_rank: number }[]) {
    const path = `/${url.slice(site.length)}`;
    assert.equal(page_rank, PAGE_RANK[pageKind(path)], path);
  }
  const byRank = (Object.keys(KIND_WEIGHTS) as (keyof typeof KIND_WEIGHTS)[]).sort((a, b) => PAGE_RANK[b] - PAGE_RANK[a]);
  const byTitleWeight = [...byRank].sort((a, b) => KIND_WEIGHTS[b].title - KIND_WEIGHTS[a].title);
  assert.deepEqual(byRank, byTitleWeight);
});

test('the records carry the facets the modal filters on (language and docs version tag)', () => {
  const facets: string[] = scraper.custom_settings.attributesForFaceting;
  for (const facet of ['language', 'docusaurus_tag']) assert.ok(facets.includes(facet), facet);
});

test('every hierarchy level and the text have a selector', () => {
  assert.deepEqual(Object.keys(scraper.selectors), ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6', 'text']);
});
