/**
 * "Open in GraphiQL" under the docs' GraphQL samples: the link opens the operation in the GraphiQL
 * that @vendure/graphiql-plugin serves on the reader's server (here the sample server, started as a
 * new project is, GraphiQL included), and the server's address is changed once for every block and
 * remembered across loads.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { startVendureServer, type VendureServer } from '../../scripts/lib/vendure-server/server';
import { gotoHydrated, openPage } from './support/browser';
import { useBrowserSuite } from './support/suite';

const suite = useBrowserSuite();
let server: VendureServer;
before(async () => {
  server = await startVendureServer();
});
after(() => server?.stop());

const PAGE = '/guides/getting-started/try-the-api/';
const squash = (text: string) => text.replace(/\s+/g, '');

test('a GraphQL sample opens in GraphiQL on the reader\'s own server, whose address is changed once and remembered', async () => {
  const { page, problems } = await openPage(suite.browser, { viewport: { width: 1280, height: 900 } });
  await gotoHydrated(page, suite.url(PAGE));
  const links = page.getByRole('link', { name: 'Open in GraphiQL' });
  assert.ok((await links.count()) >= 2, 'the page\'s samples have the link');
  const first = links.first();
  assert.match((await first.getAttribute('href')) ?? '', /^http:\/\/localhost:3000\/graphiql\/shop\?query=query\+ListProducts/);

  // Change the address on one block: every block follows, and a reload keeps it.
  await page.getByRole('button', { name: 'http://localhost:3000' }).first().click();
  await page.getByLabel('Your Vendure server').fill('not a server');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('alert').getByText('Enter an http or https address').waitFor();
  await page.getByLabel('Your Vendure server').fill(server.url.replace(/^http:\/\//, ''));
  await page.getByRole('button', { name: 'Save' }).click();
  for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))) {
    assert.ok(href.startsWith(`${server.url}/graphiql/`), href);
  }
  await gotoHydrated(page, suite.url(PAGE));
  await page.waitForFunction((url) => document.querySelector('a[href*="/graphiql/"]')?.getAttribute('href')?.startsWith(url), server.url);

  // Open it: GraphiQL shows the sample's operation in its editor.
  const code = await first.locator('xpath=ancestor::div[contains(@class, "theme-code-block")]').locator('pre').innerText();
  const [graphiql] = await Promise.all([page.context().waitForEvent('page'), first.click()]);
  await graphiql.waitForLoadState();
  // The editor's lines (CodeMirror draws each line as a pre.CodeMirror-line; line numbers apart).
  await graphiql.locator('.graphiql-query-editor pre.CodeMirror-line').first().waitFor();
  await graphiql.waitForFunction(
    (expected) =>
      Array.from(document.querySelectorAll('.graphiql-query-editor pre.CodeMirror-line'))
        .map((line) => line.textContent ?? '')
        .join('')
        .replace(/\s+/g, '')
        .includes(expected),
    squash(code),
  );
  assert.ok(new URL(graphiql.url()).pathname.endsWith('/graphiql/shop'));
  assert.deepEqual(problems.errors, []);
});
