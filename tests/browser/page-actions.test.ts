import assert from 'node:assert/strict';
import { test } from 'node:test';
import { AxeBuilder } from '@axe-core/playwright';
import { gotoHydrated, openPage } from './support/browser';
import { useBrowserSuite } from './support/suite';

const suite = useBrowserSuite();
const ORDERS = '/guides/core-concepts/orders/';
const TWIN = '/guides/core-concepts/orders.md';

test('a doc page names its Markdown twin in the head, and the twin answers as text/markdown', async () => {
  const { page } = await openPage(suite.browser);
  await page.goto(suite.url(ORDERS));
  assert.equal(await page.locator('head link[rel="alternate"][type="text/markdown"]').getAttribute('href'), TWIN);
  for (const path of [TWIN, '/guides/core-concepts/orders/index.md']) {
    const response = await page.request.get(suite.url(path));
    assert.equal(response.status(), 200, path);
    assert.match(response.headers()['content-type'] ?? '', /^text\/markdown/);
    assert.match(await response.text(), /^# Orders\n\n/);
  }
});

test('"Copy page" puts the page\'s Markdown on the clipboard and says so', async () => {
  const { page, problems } = await openPage(suite.browser, { permissions: ['clipboard-read', 'clipboard-write'] });
  await gotoHydrated(page, suite.url(ORDERS));
  await page.getByRole('button', { name: 'Copy page' }).click();
  await page.getByRole('status').filter({ hasText: 'Copied the page as Markdown' }).waitFor();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  const twin = await (await page.request.get(suite.url(TWIN))).text();
  assert.equal(copied, twin);
  assert.ok(copied.includes('## Order interceptors'), 'the whole page, not a fragment');
  assert.deepEqual(problems.errors, []);
});

test('when the browser refuses the clipboard, the reader is told what to do instead', async () => {
  const { page } = await openPage(suite.browser);
  await page.addInitScript(() => {
    navigator.clipboard.writeText = () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
  });
  await gotoHydrated(page, suite.url(ORDERS));
  await page.getByRole('button', { name: 'Copy page' }).click();
  const status = page.getByRole('status').filter({ hasText: 'did not allow copying' });
  await status.waitFor();
  assert.equal(await status.innerText(), 'Your browser did not allow copying. Use “View as Markdown” and copy from there.');
});

test('the page actions work from the keyboard: copy with Enter, the menu opens, Escape closes it', async () => {
  const { page } = await openPage(suite.browser, { permissions: ['clipboard-read', 'clipboard-write'] });
  await gotoHydrated(page, suite.url(ORDERS));
  const copy = page.getByRole('button', { name: 'Copy page' });
  await copy.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('status').filter({ hasText: 'Copied' }).waitFor();

  await page.keyboard.press('Tab');
  const summary = page.locator('summary[aria-label="More ways to read this page"]');
  assert.equal(await summary.evaluate((element) => element === document.activeElement), true, 'Tab reaches the menu');
  await page.keyboard.press('Enter');
  const view = page.getByRole('link', { name: 'View as Markdown' });
  await view.waitFor({ state: 'visible' });
  assert.equal(await view.getAttribute('href'), TWIN);
  await page.keyboard.press('Tab');
  assert.equal(await view.evaluate((element) => element === document.activeElement), true, 'Tab moves into the menu');
  await page.keyboard.press('Escape');
  await view.waitFor({ state: 'hidden' });
  assert.equal(await summary.evaluate((element) => element === document.activeElement), true, 'focus returns to the menu button');
});

test('"View as Markdown" opens the twin', async () => {
  const { page } = await openPage(suite.browser);
  await gotoHydrated(page, suite.url('/reference/typescript-api/services/order-service/'));
  await page.locator('summary[aria-label="More ways to read this page"]').click();
  await page.getByRole('link', { name: 'View as Markdown' }).click();
  await page.waitForURL(/order-service\.md$/);
  assert.match(await page.locator('body').innerText(), /^# OrderService/);
});

for (const colorScheme of ['dark', 'light'] as const) {
  test(`the open menu and the error message pass axe in ${colorScheme} mode`, async () => {
    const { page } = await openPage(suite.browser, { colorScheme });
    await page.addInitScript(() => {
      navigator.clipboard.writeText = () => Promise.reject(new DOMException('denied', 'NotAllowedError'));
    });
    await gotoHydrated(page, suite.url(ORDERS));
    await page.getByRole('button', { name: 'Copy page' }).click();
    await page.getByRole('status').filter({ hasText: 'did not allow' }).waitFor();
    await page.locator('summary[aria-label="More ways to read this page"]').click();
    await page.getByRole('link', { name: 'View as Markdown' }).waitFor();
    const { violations } = await new AxeBuilder({ page }).include('[data-pagefind-ignore]').analyze();
    const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    assert.deepEqual(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), []);
  });
}
