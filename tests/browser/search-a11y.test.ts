/** axe-core on the open search modal (with hits) and on /search, in both colour modes. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { openPage } from './support/browser';
import { gotoHydrated, searchInModal } from './support/search';
import { useBrowserSuite } from './support/suite';

const suite = useBrowserSuite();

async function seriousIssues(page: Page, where: string, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${where}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
}

for (const colorScheme of ['dark', 'light'] as const) {
  test(`the open modal and the search button have no serious or critical axe issue in ${colorScheme} mode`, async () => {
    const { page } = await openPage(suite.browser, { viewport: { width: 1280, height: 800 }, colorScheme });
    await gotoHydrated(page, suite.url('/guides/getting-started/installation/'));
    assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), colorScheme);
    const found = await seriousIssues(page, 'search button', '.navbar .DocSearch-Button');
    await searchInModal(page, 'OrderService');
    await page.locator('.DocSearch-Hit').first().waitFor();
    found.push(...(await seriousIssues(page, 'modal with hits', '.DocSearch-Container')));
    await page.locator('.DocSearch-Input').fill('zqxjvkw');
    await page.locator('.DocSearch-NoResults').waitFor();
    found.push(...(await seriousIssues(page, 'modal without hits', '.DocSearch-Container')));
    assert.deepEqual(found, []);
  });

  test(`/search has no serious or critical axe issue in ${colorScheme} mode`, async () => {
    const { page } = await openPage(suite.browser, { viewport: { width: 1280, height: 900 }, colorScheme });
    await gotoHydrated(page, suite.url('/search/?q=graphql'));
    await page.getByText(/documents? found/).waitFor();
    assert.deepEqual(await seriousIssues(page, '/search?q=graphql', 'main'), []);
  });
}

test('the search button is named "Search" at every width; on phones its text is hidden but still names it', async () => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    const { page } = await openPage(suite.browser, { viewport });
    await gotoHydrated(page, suite.url('/guides/core-concepts/orders/'));
    const named = page.locator('.navbar').getByRole('button', { name: 'Search', exact: true });
    assert.equal(await named.count(), 1, `a button named "Search" at ${viewport.width}px`);
    assert.ok(await named.isVisible());
    assert.equal(await named.evaluate((button) => button.classList.contains('DocSearch-Button')), true);
    const { violations } = await new AxeBuilder({ page }).include('.navbar .DocSearch-Button').analyze();
    assert.deepEqual(violations.map((v) => v.id), [], `axe at ${viewport.width}px`);
    const text = (await page.locator('.navbar .DocSearch-Button-Placeholder').boundingBox())?.width ?? 0;
    assert.ok(viewport.width < 768 ? text <= 1 : text > 20, `the text's width at ${viewport.width}px: ${text}`);
    await page.context().close();
  }
});
