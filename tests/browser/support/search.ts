/**
 * Helpers for the search tests, which run every spec text and shortcut on both backends.
 *
 * The build under test is the default one: no TYPESENSE_* variables, so its /search-config.json
 * selects the embedded Pagefind index. For the Typesense runs the browser is given, in place of
 * that file, the one a build with TYPESENSE_* pointing at the stand-in writes (same function,
 * config/search.ts); everything else (bundle, theme, client code) is the build's own. That keeps
 * one production build for the whole suite; plugins/search is unit-tested for writing the file.
 */
import { after, before } from 'node:test';
import type { Page } from 'playwright-core';
import { startTypesenseStandIn, type TypesenseStandIn } from './typesense-stand-in';

export type Backend = 'pagefind' | 'typesense';
export const BACKENDS: Backend[] = ['pagefind', 'typesense'];

/** One stand-in per test file; each test resets it. */
export function useTypesenseStandIn(): () => TypesenseStandIn {
  let standIn: TypesenseStandIn | undefined;
  before(async () => {
    standIn = await startTypesenseStandIn();
  });
  after(async () => {
    await standIn?.close();
  });
  return () => {
    if (!standIn) throw new Error('the Typesense stand-in did not start');
    standIn.failing = false;
    standIn.documents = 23;
    standIn.searches.length = 0;
    return standIn;
  };
}

/** Serves the backend config of a Typesense build when `backend` is typesense. */
export async function selectBackend(page: Page, backend: Backend, standIn: TypesenseStandIn): Promise<void> {
  if (backend !== 'typesense') return;
  await page.route('**/search-config.json', (route) => route.fulfill({ json: standIn.backendConfig() }));
}

// Where the search tests have always imported it from.
export { gotoHydrated } from './browser';

/** Requests a search interaction may cause: the backend config, the Pagefind bundle, Typesense. */
export function recordSearchRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (/search-config\.json$|\/pagefind\/|\/multi_search$/.test(url.pathname)) requests.push(url.pathname);
  });
  return requests;
}

export const searchButton = (page: Page) => page.getByRole('button', { name: 'Search', exact: true });
export const modal = (page: Page) => page.locator('.DocSearch-Modal');
export const modalInput = (page: Page) => page.locator('.DocSearch-Input');

/** Opens the modal with the button and types a query. */
export async function searchInModal(page: Page, query: string): Promise<void> {
  await searchButton(page).click();
  await modalInput(page).fill(query);
}

/** Errors a failure test expects: the failed loads themselves and what Pagefind logs about them. */
export function unexpectedErrors(errors: string[]): string[] {
  return errors.filter(
    (e) => !/Failed to load resource|net::ERR_FAILED|Pagefind|pagefind|Search failed|No Typesense node answered/.test(e),
  );
}

/** A query that would run script if it were rendered as markup instead of text. */
export const MARKUP_QUERY = '<img src=x onerror=alert(1)>';

/** The messages of the dialogs the page opens (an injected `alert` would open one), dismissed. */
export function recordDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}
