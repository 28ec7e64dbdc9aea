import assert from 'node:assert/strict';
import { test } from 'node:test';
import { AxeBuilder } from '@axe-core/playwright';
import { openPage } from './support/browser';
import { useBrowserSuite } from './support/suite';

const suite = useBrowserSuite();
const PAGES = [
  '/',
  '/guides/getting-started/installation/',
  '/guides/core-concepts/orders/',
  '/guides/storefront/order-workflow/',
  '/reference/',
  '/reference/typescript-api/services/order-service/',
  '/reference/typescript-api/orders/order-process/',
  '/reference/graphql-api/shop/enums/',
  '/reference/dashboard/hooks/',
  '/user-guide/',
  // Screenshots in both colour modes, admonitions and tables written for shop staff.
  '/user-guide/customers/',
  // A long guide with TSX samples, diagrams and tables.
  '/guides/extending-the-dashboard/cms-tutorial/',
  // A Dashboard guide with pictures of its samples in both colour modes.
  '/guides/extending-the-dashboard/page-blocks/',
  '/guides/extending-the-dashboard/creating-pages/list-pages/',
  // The largest picture: a whole Dashboard window, themed.
  '/guides/extending-the-dashboard/theming/',
  '/TODO/',
  '/no-such-page/',
];

for (const colorScheme of ['dark', 'light'] as const) {
  test(`axe-core finds no serious or critical issue in ${colorScheme} mode`, async () => {
    const { page } = await openPage(suite.browser, { colorScheme });
    const found: string[] = [];
    for (const path of PAGES) {
      await page.goto(suite.url(path));
      await page.waitForLoadState('networkidle');
      assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), colorScheme);
      // Fenced code takes its colours from CSS; code written in JSX is server-rendered in the default
      // (dark) colours and re-coloured on hydration. Audit the settled page, not that first frame.
      await page.waitForFunction(
        (background) => Array.from(document.querySelectorAll('pre.prism-code')).every((pre) => getComputedStyle(pre).backgroundColor === background),
        colorScheme === 'light' ? 'rgb(246, 248, 250)' : 'rgb(40, 42, 54)',
      );
      const { violations } = await new AxeBuilder({ page }).analyze();
      for (const v of violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')) {
        found.push(`${path}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
      }
    }
    assert.deepEqual(found, []);
  });
}
