import assert from 'node:assert/strict';
import { test } from 'node:test';
import { gotoHydrated, openPage } from './support/browser';
import { useBrowserSuite } from './support/suite';

const suite = useBrowserSuite();
const LONG_DOC = '/guides/getting-started/graphql-intro/';

test('the navbar links to the three areas, vendure.io and GitHub, and has the mode, language, version and search controls', async () => {
  const { page, problems } = await openPage(suite.browser, { viewport: { width: 1280, height: 800 } });
  await page.goto(suite.url('/guides/getting-started/installation/'));
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const area of ['Learn', 'Reference', 'User Guide']) {
    assert.equal(await nav.getByRole('link', { name: area, exact: true }).count(), 1, area);
  }
  assert.equal(await nav.getByRole('link', { name: 'vendure.io' }).getAttribute('href'), 'https://vendure.io');
  assert.equal(
    await nav.getByRole('link', { name: 'GitHub' }).getAttribute('href'),
    'https://github.com/vendure-ecommerce/vendure',
  );
  assert.equal(await nav.getByRole('button', { name: /Switch between dark and light mode/ }).count(), 1);
  assert.equal(await nav.getByRole('button', { name: 'Search' }).count(), 1);
  assert.equal(await nav.getByRole('button', { name: 'English' }).count(), 1, 'language dropdown');
  const version = nav.getByRole('button', { name: 'Next', exact: true });
  assert.equal(await version.getAttribute('href'), '/guides/getting-started/installation/');
  await version.hover();
  await nav.getByRole('link', { name: 'All releases' }).waitFor();
  assert.deepEqual(problems.errors, []);
});

test('the Reference and User Guide entries open their own sidebars', async () => {
  const { page } = await openPage(suite.browser, { viewport: { width: 1280, height: 800 } });
  await page.goto(suite.url('/'));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Reference', exact: true }).click();
  await page.waitForURL('**/reference/');
  const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
  await sidebar.getByRole('link', { name: 'Overview' }).waitFor();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'User Guide', exact: true }).click();
  await page.waitForURL('**/user-guide/');
  await sidebar.getByRole('link', { name: 'Introduction' }).waitFor();
});

test('the navbar marks the area of the open doc, on load and after client-side navigation', async () => {
  const { page, problems } = await openPage(suite.browser, { viewport: { width: 1280, height: 800 } });
  const nav = page.getByRole('navigation', { name: 'Main' });
  const active = async () =>
    nav.locator('a.navbar__link--active').evaluateAll((links) => links.map((link) => link.textContent?.trim()));
  await gotoHydrated(page, suite.url('/reference/typescript-api/services/order-service/'));
  assert.deepEqual(await active(), ['Reference']);
  // Client-side navigation between areas updates it.
  await nav.getByRole('link', { name: 'User Guide', exact: true }).click();
  await page.waitForURL('**/user-guide/');
  await page.waitForFunction(() => document.querySelector('a.navbar__link--active')?.textContent?.trim() === 'User Guide');
  await gotoHydrated(page, suite.url('/guides/getting-started/installation/'));
  assert.deepEqual(await active(), ['Learn']);
  assert.deepEqual(problems.errors, []);
});

test('the navbar hides while scrolling down and comes back when scrolling up', async () => {
  const { page } = await openPage(suite.browser, { viewport: { width: 1280, height: 700 } });
  await page.goto(suite.url(LONG_DOC));
  const navbar = page.locator('nav.navbar');
  const top = () => navbar.evaluate((el) => el.getBoundingClientRect().bottom);
  assert.ok((await top()) > 0, 'visible at the top');
  await page.waitForLoadState('networkidle');
  await page.mouse.move(600, 400);
  // Scroll the way a reader does, in several wheel steps.
  for (let step = 0; step < 8; step++) {
    await page.mouse.wheel(0, 150);
    await page.waitForTimeout(50);
  }
  await page.waitForFunction(() => document.querySelector('nav.navbar')!.getBoundingClientRect().bottom <= 0);
  for (let step = 0; step < 3; step++) {
    await page.mouse.wheel(0, -100);
    await page.waitForTimeout(50);
  }
  await page.waitForFunction(() => document.querySelector('nav.navbar')!.getBoundingClientRect().bottom > 0);
});

test('on mobile the menu slides in and offers "← Back to main menu" from a doc sidebar', async () => {
  const { page } = await openPage(suite.browser, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await gotoHydrated(page, suite.url('/guides/getting-started/installation/'));
  await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
  const back = page.getByRole('button', { name: '← Back to main menu' });
  await back.waitFor();
  await back.click();
  const menu = page.locator('.navbar-sidebar');
  await menu.getByRole('link', { name: 'User Guide', exact: true }).waitFor();
  await menu.getByRole('link', { name: 'Reference', exact: true }).waitFor();
});

test('on mobile the closed menu prefetches nothing; its links are prefetched once it opens', async () => {
  const { page, problems } = await openPage(suite.browser, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const prefetched = () => page.evaluate(() => document.querySelectorAll('link[rel="prefetch"]').length);
  await gotoHydrated(page, suite.url('/reference/graphql-api/admin/enums/'));
  await page.waitForLoadState('networkidle');
  const closed = await prefetched();
  await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
  await page.locator('.navbar-sidebar').getByRole('link', { name: 'Input types' }).waitFor();
  // Prefetches run in idle slices (plugins/route-scale/idle-queue.ts), a few links at a time.
  await page.waitForFunction((before) => document.querySelectorAll('link[rel="prefetch"]').length > before + 5, closed);
  assert.ok((await prefetched()) > closed + 5, `opening the menu prefetches its pages (${closed} → ${await prefetched()})`);
  assert.deepEqual(problems.errors, []);
});

test('the footer lists resources and community channels with the 2025 copyright', async () => {
  const { page } = await openPage(suite.browser);
  await page.goto(suite.url('/'));
  const footer = page.getByRole('contentinfo');
  for (const title of ['Resources', 'Community']) await footer.getByText(title, { exact: true }).waitFor();
  for (const link of ['vendure.io', 'GitHub', 'Discord', 'X (Twitter)', 'YouTube']) {
    assert.equal(await footer.getByRole('link', { name: link }).count(), 1, link);
  }
  assert.match(await footer.innerText(), /Copyright © 2025/);
});
