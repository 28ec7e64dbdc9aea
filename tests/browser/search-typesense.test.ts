/**
 * What the production path sends to Typesense, recorded by the stand-in: the collection, the query,
 * the language and docs-version filter (contextual search), the search-only key in its header; the
 * /search page's paging; failover between nodes; and that the embedded index is never touched.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { openPage } from './support/browser';
import { gotoHydrated, modal, recordSearchRequests, searchInModal, selectBackend, useTypesenseStandIn } from './support/search';
import { useBrowserSuite } from './support/suite';
import { STAND_IN_COLLECTION, STAND_IN_KEY } from './support/typesense-stand-in';
import { TYPESENSE_RANKING } from '../../config/search-ranking';
import { freePort } from './support/server';

const suite = useBrowserSuite();
const standIn = useTypesenseStandIn();
const CONTEXTUAL_FILTER = 'language:=en && docusaurus_tag:=[default,docs-default-current]';

test('the modal queries the configured collection with the search-only key, the language and the docs version', async () => {
  const stand = standIn();
  const { page, problems } = await openPage(suite.browser, { viewport: { width: 1280, height: 800 } });
  await selectBackend(page, 'typesense', stand);
  const requests = recordSearchRequests(page);
  await gotoHydrated(page, suite.url('/guides/getting-started/installation/'));
  await searchInModal(page, 'shipping');
  await page.locator('.DocSearch-Hit').first().waitFor();
  const last = stand.searches[stand.searches.length - 1];
  assert.deepEqual(last, {
    apiKey: STAND_IN_KEY,
    collection: STAND_IN_COLLECTION,
    q: 'shipping',
    filter_by: CONTEXTUAL_FILTER,
    page: undefined,
    per_page: undefined,
    group_by: 'url',
    // The theme's own query_by and sort_by are replaced by the site's ranking (config/search-ranking.ts).
    ranking: TYPESENSE_RANKING,
  });
  assert.deepEqual(requests.filter((r) => r.startsWith('/pagefind/')), [], 'the embedded index is not loaded');
  assert.deepEqual(problems.errors, []);
});

test('the /search page asks for pages of ten documents grouped per page, with the same filter', async () => {
  const stand = standIn();
  const { page, problems } = await openPage(suite.browser, { viewport: { width: 1280, height: 900 } });
  await selectBackend(page, 'typesense', stand);
  await gotoHydrated(page, suite.url('/search/?q=shipping'));
  await page.getByText('23 documents found').waitFor();
  await page.getByRole('button', { name: 'Show more results' }).click();
  await page.waitForFunction(() => document.querySelectorAll('main article').length === 20);
  assert.ok(stand.searches.every((s) => JSON.stringify(s.ranking) === JSON.stringify(TYPESENSE_RANKING)), 'ranked as the modal ranks');
  assert.deepEqual(
    stand.searches.map((s) => [s.q, s.page, s.per_page, s.group_by, s.filter_by, s.collection, s.apiKey]),
    [
      ['shipping', 1, 10, 'url_without_anchor', CONTEXTUAL_FILTER, STAND_IN_COLLECTION, STAND_IN_KEY],
      ['shipping', 2, 10, 'url_without_anchor', CONTEXTUAL_FILTER, STAND_IN_COLLECTION, STAND_IN_KEY],
    ],
  );
  assert.deepEqual(problems.errors, []);
});

test('a node that cannot be reached is skipped for the next one', async () => {
  const stand = standIn();
  const deadPort = await freePort();
  const config = stand.backendConfig();
  assert.equal(config.backend, 'typesense');
  const twoNodes = { ...config, nodes: [{ host: '127.0.0.1', port: deadPort, protocol: 'http' }, ...(config.backend === 'typesense' ? config.nodes : [])] };
  const { page, problems } = await openPage(suite.browser, { viewport: { width: 1280, height: 800 } });
  await page.route('**/search-config.json', (route) => route.fulfill({ json: twoNodes }));
  await gotoHydrated(page, suite.url('/guides/getting-started/installation/'));
  for (const query of ['shipping', 'tax']) {
    await searchInModal(page, query);
    await page.locator('.DocSearch-Hit').first().waitFor();
    await page.keyboard.press('Escape');
    await modal(page).waitFor({ state: 'detached' });
  }
  assert.deepEqual(stand.searches.map((s) => s.q).filter((q) => q === 'shipping' || q === 'tax').slice(-2), ['shipping', 'tax']);
  // The browser reports the refused connection; nothing else may go wrong.
  assert.deepEqual(problems.errors.filter((e) => !/ERR_CONNECTION_REFUSED|Failed to load resource/.test(e)), []);
});
