/**
 * The /search page on both backends: it reads `q`, lists documents with the hierarchy of each hit,
 * loads further pages on request, keeps `q` in the URL as you type, shows a query carrying markup
 * as text, and reports no-hit and failed searches.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { openPage } from './support/browser';
import {
  BACKENDS,
  gotoHydrated,
  MARKUP_QUERY,
  recordDialogs,
  selectBackend,
  type Backend,
  unexpectedErrors,
  useTypesenseStandIn,
} from './support/search';
import { useBrowserSuite } from './support/suite';

const suite = useBrowserSuite();
const standIn = useTypesenseStandIn();
const PAGE_SIZE = 10;

async function setUp(backend: Backend) {
  const stand = standIn();
  const opened = await openPage(suite.browser, { viewport: { width: 1280, height: 900 } });
  await selectBackend(opened.page, backend, stand);
  return { ...opened, stand };
}

const searchUrl = (query: string) => suite.url(`/search/?q=${encodeURIComponent(query)}`);
const entries = (page: Page) => page.locator('main article');
const status = (page: Page) => page.getByRole('status');

async function documentsFound(page: Page): Promise<number> {
  await status(page).getByText(/documents? found$/).waitFor();
  const text = await status(page).innerText();
  return text.startsWith('One document') ? 1 : Number(/^(\d+) documents found$/.exec(text)?.[1]);
}

for (const backend of BACKENDS) {
  test(`[${backend}] /search?q= lists documents with the hierarchy of each hit`, async () => {
    const { page, problems } = await setUp(backend);
    const query = backend === 'pagefind' ? 'OrderService' : 'shipping';
    await gotoHydrated(page, searchUrl(query));
    assert.equal(await page.getByRole('heading', { level: 1 }).innerText(), `Search results for "${query}"`);
    assert.equal(await page.getByRole('searchbox', { name: 'Search' }).inputValue(), query);
    const found = await documentsFound(page);
    assert.ok(found > 0);
    assert.equal(await entries(page).count(), Math.min(found, PAGE_SIZE));

    const expected =
      backend === 'pagefind'
        ? { title: 'OrderService', href: '/reference/typescript-api/services/order-service/', section: 'TypeScript API' }
        : { title: 'Installation', href: '/guides/getting-started/installation/', section: 'Stand-in section' };
    const first = entries(page).first();
    assert.equal(await first.getByRole('heading', { level: 2 }).innerText(), expected.title);
    assert.equal(await first.getByRole('link').first().getAttribute('href'), expected.href);
    if (backend === 'pagefind') assert.equal(await first.locator('h2 mark').innerText(), 'OrderService');
    // The page's section, then for each matching section: its link and the levels above it. A page
    // found by its name alone (OrderService: the name is the title, not a section) lists no
    // sections, so the first hit that has some is read.
    const trails = first.locator('ul.breadcrumbs');
    assert.equal(await trails.first().innerText(), expected.section);
    const withSections = entries(page).filter({ has: page.locator('li a[href*="#"]') }).first();
    const hitTitle = await withSections.getByRole('heading', { level: 2 }).innerText();
    const hitHref = (await withSections.getByRole('link').first().getAttribute('href')) ?? '';
    const hitSection = await withSections.locator('ul.breadcrumbs').first().innerText();
    const section = withSections.locator('li').filter({ has: page.locator('a[href*="#"]') }).first();
    assert.ok((await section.getByRole('link').getAttribute('href'))?.startsWith(`${hitHref}#`));
    const sectionTrail = (await section.locator('ul.breadcrumbs li').allInnerTexts()).map((t) => t.trim());
    assert.deepEqual(sectionTrail.slice(0, 2), [hitSection, hitTitle]);
    if (backend === 'typesense') {
      assert.equal(await section.getByRole('link').getAttribute('href'), '/guides/getting-started/installation/#section-1');
    }
    assert.deepEqual(problems.errors, []);
  });

  test(`[${backend}] further pages of results load on request`, async (t) => {
    const { page, problems } = await setUp(backend);
    const query = backend === 'pagefind' ? 'vendure' : 'shipping';
    await gotoHydrated(page, searchUrl(query));
    const found = await documentsFound(page);
    if (found <= PAGE_SIZE) {
      t.skip(`only ${found} documents match "${query}" in this build: nothing to page through`);
      return;
    }
    const more = page.getByRole('button', { name: 'Show more results' });
    let shown = PAGE_SIZE;
    while (shown < found) {
      assert.equal(await entries(page).count(), shown);
      await more.click();
      shown = Math.min(found, shown + PAGE_SIZE);
      await page.waitForFunction((n) => document.querySelectorAll('main article').length === n, shown);
    }
    assert.equal(await more.count(), 0, 'no button after the last page');
    const links = await entries(page).locator('h2 a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    assert.equal(new Set(links).size, found, 'every document listed once');
    assert.deepEqual(problems.errors, []);
  });

  test(`[${backend}] typing updates q in the URL and the results`, async () => {
    const { page, problems } = await setUp(backend);
    await gotoHydrated(page, suite.url('/search/'));
    assert.equal(await page.getByRole('heading', { level: 1 }).innerText(), 'Search the documentation');
    await page.getByRole('searchbox', { name: 'Search' }).fill('zqxjvkw');
    await page.waitForURL((url) => url.searchParams.get('q') === 'zqxjvkw');
    await status(page).getByText('No results for').waitFor();
    assert.equal(await status(page).innerText(), 'No results for "zqxjvkw"');
    assert.deepEqual(problems.errors, []);
  });

  test(`[${backend}] a query carrying markup is shown as text and runs nothing`, async () => {
    const { page, problems } = await setUp(backend);
    const dialogs = recordDialogs(page);
    const query = MARKUP_QUERY;
    await gotoHydrated(page, searchUrl(query));
    assert.equal(await page.getByRole('heading', { level: 1 }).innerText(), `Search results for "${query}"`);
    if (backend === 'pagefind') {
      // Pagefind searches the words of the query; whatever it finds, the query stays text.
      await status(page).getByText(/No results for|found$/).waitFor();
      if ((await status(page).innerText()).startsWith('No results')) {
        assert.equal(await status(page).innerText(), `No results for "${query}"`);
      }
    } else {
      // The stand-in echoes the query inside its highlights, as a document containing it would.
      await documentsFound(page);
      assert.match(await entries(page).first().innerText(), /talks about <img src=x onerror=alert\(1\)> at/);
      assert.equal(await entries(page).first().locator('mark').first().innerText(), query);
    }
    assert.equal(await page.locator('main img').count(), 0);
    assert.equal(await page.title(), `Search results for "${query}" | Vendure Docs`);
    await page.waitForTimeout(300);
    assert.deepEqual(dialogs, []);
    assert.deepEqual(problems.errors, []);
  });

  test(`[${backend}] a failed search says "Unable to fetch results" and suggests checking the network`, async () => {
    const { page, problems, stand } = await setUp(backend);
    if (backend === 'pagefind') await page.route('**/pagefind/**', (route) => route.abort());
    else stand.failing = true;
    await gotoHydrated(page, searchUrl('graphql'));
    await status(page).getByText('Unable to fetch results').waitFor();
    assert.deepEqual(await status(page).locator('p').allInnerTexts(), [
      'Unable to fetch results',
      'You might want to check your network connection.',
    ]);
    assert.equal(await entries(page).count(), 0);
    assert.deepEqual(unexpectedErrors(problems.errors), []);
  });
}

test('a shared search link in the spec\'s form (/search?q=, no slash) opens the page with its query', async () => {
  // The README's serve command answers /search with a redirect to /search/; the query must survive it.
  const { page, problems } = await setUp('pagefind');
  await gotoHydrated(page, suite.url('/search?q=OrderService'));
  assert.equal(new URL(page.url()).pathname, '/search/');
  assert.equal(new URL(page.url()).searchParams.get('q'), 'OrderService');
  assert.equal(await page.getByRole('heading', { level: 1 }).innerText(), 'Search results for "OrderService"');
  assert.equal(await page.getByRole('searchbox', { name: 'Search' }).inputValue(), 'OrderService');
  assert.ok((await documentsFound(page)) > 0);
  assert.deepEqual(problems.errors, []);
});

test('a query word no page shares with the others is left out, and the result list says so', async () => {
  const { page, problems } = await setUp('pagefind');
  await gotoHydrated(page, searchUrl('OrderService zqxjvkw'));
  assert.ok((await documentsFound(page)) > 0, 'the other word still finds pages');
  await page.getByText('Searched without').waitFor();
  assert.equal(
    await page.locator('main p', { hasText: 'Searched without' }).innerText(),
    'Searched without “zqxjvkw”: no page has it together with the other words.',
  );
  assert.deepEqual(problems.errors, []);
});
