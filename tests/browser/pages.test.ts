import assert from 'node:assert/strict';
import { test } from 'node:test';
import { openPage } from './support/browser';
import { useBrowserSuite } from './support/suite';

const suite = useBrowserSuite();
const INSTALLATION = '/guides/getting-started/installation/';

test('the home page presents Vendure, the three areas and quick links that all resolve', async () => {
  const { page, problems } = await openPage(suite.browser);
  await page.goto(suite.url('/'));
  await page.getByRole('heading', { level: 1 }).waitFor();
  const areas = page.getByRole('region', { name: 'Documentation areas' });
  for (const area of ['Learn', 'Reference', 'User Guide']) {
    await areas.getByRole('heading', { name: area, exact: true }).waitFor();
  }
  const quick = page.getByRole('region', { name: 'Popular guides' });
  await quick.getByRole('link', { name: 'Installation' }).waitFor();
  assert.equal(await page.locator('.theme-doc-sidebar-container').count(), 0, 'no sidebar on the home page');
  assert.deepEqual(problems.errors, []);
});

test('/TODO is a placeholder page without a sidebar', async () => {
  const { page } = await openPage(suite.browser);
  await page.goto(suite.url('/TODO'));
  await page.getByRole('heading', { name: 'Coming soon' }).waitFor();
  assert.equal(await page.locator('.theme-doc-sidebar-container').count(), 0);
});

test('an unknown route shows the not-found page with a 404 status', async () => {
  const { page } = await openPage(suite.browser);
  const response = await page.goto(suite.url('/guides/no-such-page/'));
  assert.equal(response?.status(), 404);
  await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
});

for (const variant of [`${INSTALLATION}index.html`, `${INSTALLATION.replace(/\/$/, '')}.html`]) {
  test(`${variant} shows the bare installation page`, async () => {
    const { page, problems } = await openPage(suite.browser);
    const response = await page.goto(suite.url(variant));
    assert.equal(response?.status(), 200);
    await page.getByRole('heading', { level: 1, name: 'Installation' }).waitFor();
    assert.equal(await page.getByRole('heading', { name: 'Page Not Found' }).count(), 0);
    assert.deepEqual(problems.errors, []);
  });
}

test('the pages the spec reads without a sidebar have none', async () => {
  const { page } = await openPage(suite.browser, { viewport: { width: 1280, height: 800 } });
  for (const path of ['/', '/TODO/', '/user-guide/localization/', '/guides/storefront/order-workflow/']) {
    const response = await page.goto(suite.url(path));
    if (response?.status() === 404) continue; // a guide that has not been written yet
    assert.equal(await page.locator('.theme-doc-sidebar-container').count(), 0, path);
  }
  await page.goto(suite.url(INSTALLATION));
  assert.equal(await page.locator('.theme-doc-sidebar-container').count(), 1, 'docs do have one');
});

test('a rendering crash shows "This page crashed." and "Try again" recovers', async () => {
  const { page } = await openPage(suite.browser);
  // Break date reading (used by "Last updated on", src/dates/format-last-updated.ts) until the test repairs it.
  await page.addInitScript(() => {
    const realGetUTCMonth = Date.prototype.getUTCMonth;
    const w = window as unknown as { breakDates: boolean };
    w.breakDates = true;
    Date.prototype.getUTCMonth = function (this: Date) {
      if (w.breakDates) throw new Error('Simulated date formatting failure');
      return realGetUTCMonth.call(this);
    };
  });
  await page.goto(suite.url(INSTALLATION));
  await page.getByText('This page crashed.').waitFor();
  await page.getByText('Simulated date formatting failure').first().waitFor();
  await page.evaluate(() => {
    (window as unknown as { breakDates: boolean }).breakDates = false;
  });
  await page.getByRole('button', { name: 'Try again' }).click();
  await page.getByRole('heading', { level: 1, name: 'Installation' }).waitFor();
  assert.equal(await page.getByText('This page crashed.').count(), 0);
});

test('when the site scripts cannot load (wrong baseUrl) a banner explains it', async () => {
  const { page } = await openPage(suite.browser);
  // The banner is a home-page check that shows when neither the scripts nor the styles load.
  await page.route('**/assets/**', (route) => route.abort());
  await page.goto(suite.url('/'));
  const banner = page.locator('#__docusaurus-base-url-issue-banner-container');
  await banner.getByText('did not load properly').waitFor();
  const text = await banner.innerText();
  assert.match(text, /baseUrl/);
  assert.match(text, /Current configured baseUrl = \//);
  assert.match(text, /We suggest trying baseUrl = \//);
});
