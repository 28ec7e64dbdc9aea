import assert from 'node:assert/strict';
import { test } from 'node:test';
import { gotoHydrated, openPage } from './support/browser';
import { useBrowserSuite } from './support/suite';

const suite = useBrowserSuite();

/**
 * Chromium always reports a light or dark preference, even when emulating "no-preference", so a
 * browser without one is simulated: neither prefers-color-scheme query matches.
 */
async function withoutOsPreference(page: import('playwright-core').Page): Promise<void> {
  // A string, not a function: the test transpiler would add helpers the page does not have.
  await page.addInitScript(`
    const realMatchMedia = window.matchMedia.bind(window);
    const noop = function () {};
    window.matchMedia = function (query) {
      if (!query.includes('prefers-color-scheme')) return realMatchMedia(query);
      return { matches: false, media: query, onchange: null, addEventListener: noop,
        removeEventListener: noop, addListener: noop, removeListener: noop,
        dispatchEvent: function () { return false; } };
    };
  `);
}
const theme = (page: import('playwright-core').Page) =>
  page.evaluate(() => document.documentElement.getAttribute('data-theme'));

test('dark mode is the default when the OS states no preference', async () => {
  const { page, problems } = await openPage(suite.browser, { colorScheme: 'light' });
  await withoutOsPreference(page);
  await page.goto(suite.url('/'));
  assert.equal(await theme(page), 'dark');
  assert.deepEqual(problems.errors, []);
});

test('a light OS preference is respected', async () => {
  const { page } = await openPage(suite.browser, { colorScheme: 'light' });
  await page.goto(suite.url('/guides/getting-started/installation/'));
  assert.equal(await theme(page), 'light');
});

test('the toggle switches mode, stores it under "theme" and keeps it after reload', async () => {
  const { page } = await openPage(suite.browser, { colorScheme: 'dark' });
  await page.goto(suite.url('/'));
  await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
  assert.equal(await theme(page), 'light');
  assert.equal(await page.evaluate(() => localStorage.getItem('theme')), 'light');
  await page.reload();
  assert.equal(await theme(page), 'light');
});

test('a mode chosen in one tab reaches the other open tabs', async () => {
  const { page } = await openPage(suite.browser, { colorScheme: 'dark' });
  await page.goto(suite.url('/'));
  const other = await page.context().newPage();
  // The other tab follows once React has attached its storage listener, i.e. after hydration.
  await gotoHydrated(other, suite.url('/guides/getting-started/installation/'));
  assert.equal(await theme(other), 'dark');
  await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
  await other.waitForFunction(() => document.documentElement.getAttribute('data-theme') === 'light');
  assert.equal(await theme(other), 'light');
});
