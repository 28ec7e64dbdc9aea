/**
 * The navbar search modal, per spec, on both backends: title, shortcuts, hits with keyboard
 * navigation and recent searches, "No results for", the failure texts, the "See all" footer and
 * a query carrying markup.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { openPage } from './support/browser';
import {
  BACKENDS,
  gotoHydrated,
  MARKUP_QUERY,
  modal,
  modalInput,
  recordDialogs,
  searchButton,
  searchInModal,
  selectBackend,
  type Backend,
  unexpectedErrors,
  useTypesenseStandIn,
} from './support/search';
import { useBrowserSuite } from './support/suite';

const suite = useBrowserSuite();
const standIn = useTypesenseStandIn();
const DOC = '/guides/getting-started/installation/';

/** A query with hits on each backend, and the first hit it must list. */
const KNOWN: Record<Backend, { query: string; firstTitle: string; firstPath: string }> = {
  pagefind: { query: 'OrderService', firstTitle: 'OrderService', firstPath: '/reference/typescript-api/services/order-service/' },
  typesense: { query: 'shipping', firstTitle: 'Installation', firstPath: '/guides/getting-started/installation/' },
};

async function setUp(backend: Backend) {
  const stand = standIn();
  const opened = await openPage(suite.browser, { viewport: { width: 1280, height: 800 } });
  await selectBackend(opened.page, backend, stand);
  return { ...opened, stand };
}

for (const backend of BACKENDS) {
  test(`[${backend}] the button, Ctrl+K, Cmd+K and / open the "Search docs" modal; Escape closes it`, async () => {
    const { page, problems } = await setUp(backend);
    await gotoHydrated(page, suite.url(DOC));
    const openers: [string, () => Promise<void>][] = [
      ['button', () => searchButton(page).click()],
      ['Control+K', () => page.keyboard.press('Control+k')],
      ['Meta+K', () => page.keyboard.press('Meta+k')],
      ['/', () => page.keyboard.press('/')],
    ];
    for (const [name, open] of openers) {
      await open();
      await modal(page).waitFor({ state: 'visible' });
      assert.equal(await modalInput(page).getAttribute('placeholder'), 'Search docs', name);
      assert.equal(await page.getByRole('dialog', { name: 'Search docs' }).count(), 1, `${name}: dialog named "Search docs"`);
      assert.ok(await modalInput(page).evaluate((input) => input === document.activeElement), `${name}: the input has focus`);
      await page.keyboard.press('Escape');
      await modal(page).waitFor({ state: 'detached' });
    }
    assert.deepEqual(problems.errors, []);
  });

  test(`[${backend}] hits are highlighted, arrow keys and Enter open one, and it becomes a recent search`, async () => {
    const { page, problems } = await setUp(backend);
    const { query, firstTitle, firstPath } = KNOWN[backend];
    await gotoHydrated(page, suite.url(DOC));
    await searchInModal(page, query);
    const hits = page.locator('.DocSearch-Hit');
    await hits.first().waitFor();
    assert.equal(await hits.first().locator('.DocSearch-Hit-title').innerText(), firstTitle);
    if (backend === 'pagefind') {
      assert.equal(await hits.first().locator('.DocSearch-Hit-title mark').first().innerText(), 'OrderService');
    }
    assert.equal(await hits.first().getAttribute('aria-selected'), 'true');
    await page.keyboard.press('ArrowDown');
    assert.equal(await hits.nth(1).getAttribute('aria-selected'), 'true');
    assert.equal(await hits.first().getAttribute('aria-selected'), 'false');
    await page.keyboard.press('ArrowUp');
    assert.equal(await hits.first().getAttribute('aria-selected'), 'true');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === firstPath);
    await modal(page).waitFor({ state: 'detached' });

    await page.keyboard.press('Control+k');
    const recent = page.locator('.DocSearch-Hits').filter({ has: page.locator('.DocSearch-Hit-source', { hasText: 'Recent' }) });
    await recent.waitFor();
    assert.equal(await recent.locator('.DocSearch-Hit-title').first().innerText(), firstTitle);
    assert.deepEqual(problems.errors, []);
  });

  test(`[${backend}] a query without hits shows "No results for" and the query`, async () => {
    const { page, problems } = await setUp(backend);
    await gotoHydrated(page, suite.url(DOC));
    await searchInModal(page, 'zqxjvkw');
    const title = page.locator('.DocSearch-NoResults .DocSearch-Title');
    await title.waitFor();
    assert.equal(await title.innerText(), 'No results for "zqxjvkw"');
    assert.deepEqual(problems.errors, []);
  });

  test(`[${backend}] a failed search shows "Unable to fetch results" and the network hint`, async () => {
    const { page, problems, stand } = await setUp(backend);
    if (backend === 'pagefind') await page.route('**/pagefind/**', (route) => route.abort());
    else stand.failing = true;
    await gotoHydrated(page, suite.url(DOC));
    await searchInModal(page, KNOWN[backend].query);
    const screen = page.locator('.DocSearch-ErrorScreen');
    await screen.waitFor();
    assert.equal(await screen.locator('.DocSearch-Title').innerText(), 'Unable to fetch results');
    assert.equal(await screen.locator('.DocSearch-Help').innerText(), 'You might want to check your network connection.');
    await page.waitForTimeout(500);
    assert.equal(await screen.count(), 1, 'the error screen stays');
    assert.equal(await page.locator('.DocSearch-Container--Stalled').count(), 0, 'no loading spinner over it');
    assert.deepEqual(unexpectedErrors(problems.errors), []);
  });

  test(`[${backend}] the footer "See all {count} results" opens /search with the query`, async () => {
    const { page, problems } = await setUp(backend);
    const { query } = KNOWN[backend];
    await gotoHydrated(page, suite.url(DOC));
    await searchInModal(page, query);
    const seeAll = page.locator('.DocSearch-HitsFooter a');
    await seeAll.waitFor();
    const [, count] = /^See all (\d+) results$/.exec(await seeAll.innerText()) ?? [];
    assert.ok(count, `footer text "${await seeAll.innerText()}"`);
    if (backend === 'typesense') assert.equal(count, '23');
    await seeAll.click();
    await page.waitForURL((url) => url.pathname === '/search/' && url.searchParams.get('q') === query);
    await page.getByText(`${count} documents found`).waitFor();
    assert.deepEqual(problems.errors, []);
  });

  test(`[${backend}] a query carrying markup is shown as text and runs nothing`, async () => {
    const { page, problems } = await setUp(backend);
    const dialogs = recordDialogs(page);
    const query = MARKUP_QUERY;
    await gotoHydrated(page, suite.url(DOC));
    await searchInModal(page, query);
    const dropdown = page.locator('.DocSearch-Dropdown');
    if (backend === 'pagefind') {
      // Pagefind searches the words of the query; whatever it finds, the query stays text.
      await page.locator('.DocSearch-NoResults, .DocSearch-Hit').first().waitFor();
      if (await page.locator('.DocSearch-NoResults').count()) {
        assert.equal(await page.locator('.DocSearch-NoResults .DocSearch-Title').innerText(), `No results for "${query}"`);
      }
    } else {
      // The stand-in echoes the query inside its highlights, as a document containing it would.
      await page.locator('.DocSearch-Hit').first().waitFor();
      assert.match(await dropdown.innerText(), /talks about <img src=x onerror=alert\(1\)> at/);
    }
    assert.equal(await dropdown.locator('img').count(), 0);
    await page.waitForTimeout(300);
    assert.deepEqual(dialogs, []);
    assert.deepEqual(problems.errors, []);
  });
}
