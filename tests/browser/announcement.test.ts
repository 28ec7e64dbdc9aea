import assert from 'node:assert/strict';
import { test } from 'node:test';
import { gotoHydrated, openPage } from './support/browser';
import { useBrowserSuite } from './support/suite';

const suite = useBrowserSuite();

test('the announcement bar can be dismissed and stays dismissed after a reload', async () => {
  const { page, problems } = await openPage(suite.browser);
  // The close button works once React has taken over the server-rendered bar.
  await gotoHydrated(page, suite.url('/'));
  const bar = page.getByRole('banner').filter({ hasText: 'These docs describe Vendure' });
  await bar.waitFor();
  await bar.getByRole('button', { name: 'Close' }).click();
  await bar.waitFor({ state: 'detached' });
  await page.reload();
  await page.waitForLoadState('networkidle');
  assert.equal(await page.getByText('These docs describe Vendure').count(), 0);
  assert.deepEqual(problems.errors, []);
});

test('a new announcement id shows the bar again on the next visit', async () => {
  const { page } = await openPage(suite.browser);
  await page.goto(suite.url('/'));
  await page.evaluate(() => {
    localStorage.setItem('docusaurus.announcement.dismiss', 'true');
    localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement');
  });
  await page.reload();
  await page.getByText('These docs describe Vendure').waitFor();
});
