/**
 * Mermaid diagrams drawn at build time (plugins/mermaid-svg): in the server HTML, shown without
 * JavaScript in both colour modes, no Mermaid library in the browser, and clean for axe-core.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { gotoHydrated, openPage } from './support/browser';
import { useBrowserSuite } from './support/suite';

const suite = useBrowserSuite();

/** A guide whose only diagram is the order state machine, named after the heading above it. */
const PAGE = '/guides/core-concepts/orders/';
const LABEL = 'Order states';

/** Strings of Mermaid's own bundle (its API and the option every setup passes), in no page code. */
const MERMAID_LIBRARY = /startOnLoad|mermaidAPI/;

const shown = (page: Page, mode: 'light' | 'dark') => page.locator(`.mermaid-svg > svg[data-mode="${mode}"]`);

async function assertShows(page: Page, mode: 'light' | 'dark'): Promise<void> {
  const other = mode === 'light' ? 'dark' : 'light';
  const svg = shown(page, mode);
  assert.equal(await svg.count(), 1);
  assert.ok(await svg.isVisible(), `the ${mode} SVG is shown`);
  assert.equal(await shown(page, other).isVisible(), false, `the ${other} SVG is hidden`);
  const box = await svg.boundingBox();
  assert.ok(box && box.width > 300 && box.height > 300, `drawn at its size: ${JSON.stringify(box)}`);
  assert.equal(await svg.getAttribute('aria-label'), LABEL);
  // The states are text in the document (selectable, found by the browser's find, read aloud).
  const text = await svg.evaluate((element) => element.textContent ?? '');
  for (const state of ['AddingItems', 'ArrangingPayment', 'PaymentSettled', 'Delivered']) assert.ok(text.includes(state), state);
  assert.equal(await page.getByRole('document', { name: LABEL }).count(), 1, 'one diagram in the accessibility tree');
}

for (const mode of ['light', 'dark'] as const) {
  test(`without JavaScript, the diagram is in the page and shows in ${mode} mode`, async () => {
    const { page } = await openPage(suite.browser, { javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    if (mode === 'dark') {
      // The colour mode a reader chose earlier, as the theme's inline script would have set it.
      await page.route(suite.url(PAGE), async (route) => {
        const response = await route.fetch();
        const html = (await response.text()).replace('<html ', '<html data-theme="dark" ');
        await route.fulfill({ response, body: html });
      });
    }
    await page.goto(suite.url(PAGE));
    assert.equal(await page.evaluate(() => document.documentElement.getAttribute('data-theme')), mode === 'dark' ? 'dark' : null);
    await assertShows(page, mode);
    // No script ran: React never took over the page.
    assert.equal(await page.evaluate(() => document.documentElement.dataset.hasHydrated), 'false');
  });

  test(`with JavaScript, in ${mode} mode: the same diagram, no Mermaid chunk, no axe issue`, async () => {
    const { page, problems } = await openPage(suite.browser, { colorScheme: mode, viewport: { width: 1280, height: 900 } });
    const libraryChunks: string[] = [];
    const pending: Array<Promise<void>> = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      pending.push(
        response.text().then(
          (body) => {
            if (MERMAID_LIBRARY.test(body)) libraryChunks.push(response.url());
          },
          () => undefined,
        ),
      );
    });
    await gotoHydrated(page, suite.url(PAGE));
    await page.waitForLoadState('networkidle');
    await Promise.all(pending);
    assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), mode);
    await assertShows(page, mode);
    assert.deepEqual(libraryChunks, []);
    const { violations } = await new AxeBuilder({ page }).include('.mermaid-svg').analyze();
    assert.deepEqual(
      violations.map((v) => `${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`),
      [],
    );
    assert.deepEqual(problems.errors, []);
  });
}

test('a client-side navigation to a page with a diagram shows it, and the colour switch follows', async () => {
  const { page, problems } = await openPage(suite.browser, { colorScheme: 'light', viewport: { width: 1280, height: 900 } });
  await gotoHydrated(page, suite.url('/guides/core-concepts/promotions/'));
  await page.locator('article').getByRole('link', { name: 'Orders', exact: true }).first().click();
  await page.waitForURL(`**${PAGE}`);
  await shown(page, 'light').waitFor();
  await assertShows(page, 'light');
  await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
  await assertShows(page, 'dark');
  assert.deepEqual(problems.errors, []);
});

test('no two elements of a page with several diagrams share an id', async () => {
  const { page } = await openPage(suite.browser, { javaScriptEnabled: false });
  await page.goto(suite.url('/guides/core-concepts/collections/'));
  assert.equal(await page.locator('.mermaid-svg').count(), 2);
  const duplicates = await page.evaluate(() => {
    const ids = Array.from(document.querySelectorAll('[id]'), (element) => element.id);
    return ids.filter((id, index) => ids.indexOf(id) !== index);
  });
  assert.deepEqual(duplicates, []);
});
