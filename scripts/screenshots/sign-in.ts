/** Signs in to the Dashboard as the sample server's superadmin, as a member of staff would. */
import type { Page } from 'playwright-core';

export async function signIn(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/dashboard/login`);
  await page.getByPlaceholder('Email').fill('superadmin');
  await page.getByPlaceholder('Password').fill('superadmin');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.includes('/login'), { timeout: 60_000 });
}
