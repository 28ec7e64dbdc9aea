/**
 * The search backend costs nothing until the reader reaches for search: no config, index or
 * Typesense request on page load; hovering or focusing the search button, or opening the modal
 * from the keyboard, starts loading.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { openPage } from './support/browser';
import { gotoHydrated, modal, recordSearchRequests, searchButton } from './support/search';
import { useBrowserSuite } from './support/suite';

const suite = useBrowserSuite();
const PAGES = ['/', '/guides/getting-started/installation/', '/reference/', '/search/', '/no-such-page/'];
const BUNDLE = ['/search-config.json', '/pagefind/pagefind.js', '/pagefind/wasm.en.pagefind'];

test('no search request is made while pages load and are read', async () => {
  const { page, problems } = await openPage(suite.browser, { viewport: { width: 1280, height: 800 } });
  const requests = recordSearchRequests(page);
  for (const path of PAGES) {
    await gotoHydrated(page, suite.url(path));
    await page.waitForLoadState('networkidle');
    await page.mouse.wheel(0, 600);
  }
  // Client-side navigation too.
  await gotoHydrated(page, suite.url('/'));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Learn', exact: true }).click();
  await page.waitForURL('**/guides/**');
  await page.waitForLoadState('networkidle');
  assert.deepEqual(requests, []);
  // The unknown path answers 404, which the browser logs; nothing else may appear.
  assert.deepEqual(problems.errors.filter((e) => !/status of 404/.test(e)), []);
});

const TRIGGERS: [string, (page: import('playwright-core').Page) => Promise<void>][] = [
  ['hovering the search button', (page) => searchButton(page).hover()],
  ['focusing the search button', (page) => searchButton(page).focus()],
  ['opening the modal with Ctrl+K', async (page) => {
    await page.keyboard.press('Control+k');
    await modal(page).waitFor();
  }],
];

for (const [name, trigger] of TRIGGERS) {
  test(`${name} loads the backend config and the index runtime before the first keystroke`, async () => {
    const { page, problems } = await openPage(suite.browser, { viewport: { width: 1280, height: 800 } });
    const requests = recordSearchRequests(page);
    await gotoHydrated(page, suite.url('/guides/getting-started/installation/'));
    await page.waitForLoadState('networkidle');
    assert.equal(requests.length, 0, `before: ${requests.join(', ')}`);
    await trigger(page);
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => e.name.includes('wasm.en.pagefind')));
    for (const path of BUNDLE) assert.ok(requests.includes(path), `${path} requested (got ${requests.join(', ')})`);
    assert.equal(requests.filter((r) => r === '/search-config.json').length, 1, 'config read once');
    assert.deepEqual(requests.filter((r) => r.includes('/fragment/') || r.includes('/index/')), [], 'no query data yet');
    assert.deepEqual(problems.errors, []);
  });
}
