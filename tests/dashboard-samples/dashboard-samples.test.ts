/**
 * The guides' Dashboard samples, built into the pinned Dashboard (scripts/dashboard-samples) and
 * served by the sample shop, checked in Chromium as a member of staff sees them: each sample's text,
 * where it sits next to the anchor it names, and what a click does where the page says so.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { launchBrowser } from '../browser/support/browser';
import { startSamplesShop, type SamplesShop } from '../../scripts/dashboard-samples/shop';
import { cardTitled, cardWith } from '../../scripts/dashboard-samples/shots';
import { signIn } from '../../scripts/screenshots/sign-in';

let shop: SamplesShop;
let browser: Browser;
let context: BrowserContext;
let page: Page;

const open = async (path: string): Promise<void> => {
  await page.goto(`${shop.server.url}/dashboard${path}`);
};

/** Titles (or the first words) of the cards in the same column as `card`, in order. */
async function column(card: Locator): Promise<string[]> {
  return card.first().evaluate((element) =>
    Array.from(element.parentElement?.children ?? []).map((sibling) => {
      const title = sibling.querySelector('[data-slot="card-title"]')?.textContent?.trim();
      return title || (sibling.textContent ?? '').trim().slice(0, 40);
    }),
  );
}

/** The entry right after `title` in the column, and the one right before it. */
async function neighbours(card: Locator, title: string): Promise<{ before?: string; after?: string }> {
  const titles = await column(card);
  const at = titles.indexOf(title);
  assert.ok(at >= 0, `no card "${title}" in ${JSON.stringify(titles)}`);
  return { before: titles[at - 1], after: titles[at + 1] };
}

/** Waits for an in-app navigation to `path` (list pages add their sort and paging to the query). */
async function waitForPath(on: Page, path: string | RegExp): Promise<void> {
  const matches = (pathname: string) => (typeof path === 'string' ? pathname === path : path.test(pathname));
  await on.waitForURL((url) => matches(url.pathname)).catch(() => assert.fail(`expected to be at ${path}, but at ${on.url()}`));
}

async function box(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  const found = await locator.first().boundingBox();
  assert.ok(found, 'element not visible');
  return found;
}

before(async () => {
  shop = await startSamplesShop(process.cwd(), () => undefined);
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  // A missing element fails its test in seconds, not after Playwright's 30.
  context.setDefaultTimeout(15_000);
  // The samples link to the storefront, which does not exist here: answer for it.
  await context.route('https://shop.example.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>shop</title>' }));
  page = await context.newPage();
  await signIn(page, shop.server.url);
});

after(async () => {
  await browser?.close();
  await shop?.server.stop();
});

describe('page-blocks.mdx', () => {
  test('the Storefront block follows the Enabled toggle of the product page and follows the switch before saving', async () => {
    await open('/products/1');
    const block = cardTitled(page, 'Storefront');
    await block.getByText('View in shop').waitFor();
    // The Dashboard's Button renders the link it is given, with the role of a button.
    const link = block.locator('a', { hasText: 'View in shop' });
    assert.equal(await link.getAttribute('href'), 'https://shop.example.com/products/laptop');
    assert.equal(await link.getAttribute('target'), '_blank');
    assert.equal(await block.getByText('Enabled', { exact: true }).count(), 1);
    const { before: previous, after: next } = await neighbours(block, 'Storefront');
    assert.match(previous ?? '', /^Enabled/, 'anchored after enabled-toggle');
    assert.equal(next, 'Product Options');
    assert.equal(await block.getByText('Changes on save').count(), 0);
    await cardWith(page, 'When enabled, a product is available').getByRole('switch').click();
    await block.getByText('Changes on save').waitFor();
  });

  test('Previous orders follows the Customer card and opens the earlier order', async () => {
    await open('/orders/4');
    const block = cardTitled(page, 'Previous orders');
    await block.getByText('2 placed orders in total').waitFor();
    assert.deepEqual(await neighbours(block, 'Previous orders').then((n) => n.before), 'Customer');
    await block.locator('a').first().click();
    await waitForPath(page, '/dashboard/orders/1');
  });

  test('an order with several tax lines keeps the built-in tax summary (the replacement does not render)', async () => {
    // A shipped order of this shop has two lines: the products' 20 % and the shipping's 0 %.
    await open('/orders/1');
    const summary = cardTitled(page, 'Tax summary');
    await summary.getByText('shipping tax').waitFor();
    assert.equal(await cardTitled(page, 'Tax').count(), 0);
    assert.equal((await neighbours(summary, 'Tax summary')).after, 'Payment details');
  });

  test('the customer page has no Customer history block', async () => {
    await open('/customers/1');
    await cardTitled(page, 'Addresses').waitFor();
    assert.equal(await cardTitled(page, 'Customer history').count(), 0);
  });
});

describe('action-bar-items.mdx', () => {
  test('Preview sits right before Update, opens the storefront and is disabled by unsaved changes', async () => {
    await open('/products/1');
    const preview = page.getByRole('button', { name: 'Preview' });
    const update = page.getByRole('button', { name: 'Update' });
    await preview.waitFor();
    const [p, u] = [await box(preview), await box(update)];
    assert.ok(Math.abs(p.y - u.y) < 4 && p.x + p.width <= u.x && u.x - (p.x + p.width) < 24, `Preview ${JSON.stringify(p)} is not right before Update ${JSON.stringify(u)}`);
    const [popup] = await Promise.all([page.waitForEvent('popup'), preview.click()]);
    assert.equal(popup.url(), 'https://shop.example.com/products/laptop');
    await popup.close();
    await page.getByLabel('Product name').fill('Laptop (edited)');
    await page.waitForFunction(() => Array.from(document.querySelectorAll('button')).some((b) => b.textContent?.trim() === 'Preview' && b.disabled));
  });

  test("Today's orders sits before Draft order on the order list and downloads today's orders as CSV", async () => {
    await open('/orders');
    const exportButton = page.getByRole('button', { name: "Today's orders" });
    await exportButton.waitFor();
    const [e, d] = [await box(exportButton), await box(page.getByRole('button', { name: 'Draft order' }))];
    assert.ok(Math.abs(e.y - d.y) < 4 && e.x + e.width <= d.x, "Today's orders is not left of Draft order");
    const [download] = await Promise.all([page.waitForEvent('download'), exportButton.click()]);
    assert.match(download.suggestedFilename(), /^orders-\d{4}-\d{2}-\d{2}\.csv$/);
    const stream = await download.createReadStream();
    let csv = '';
    for await (const chunk of stream) csv += String(chunk);
    const lines = csv.split('\n');
    assert.equal(lines[0], 'code,placedAt,state,total,currency');
    assert.equal(lines.length, 4, `three placed orders expected:\n${csv}`);
    assert.ok(lines.slice(1).every((line) => line.includes(',PaymentAuthorized,')), csv);
  });

  test('the product menu offers Duplicate with variants, which opens the disabled copy', async () => {
    await open('/products/1');
    await page.getByTestId('action-bar-dropdown-trigger').click();
    await page.getByRole('menuitem', { name: 'Duplicate with variants' }).click();
    await page.getByText('Product duplicated').waitFor();
    await waitForPath(page, /^\/dashboard\/products\/([2-9]|\d\d+)$/);
    await page.getByRole('heading', { name: 'Laptop (copy)' }).waitFor();
  });
});

describe('navigation.mdx', () => {
  test('the Warehouse section sits between Sales and Customers, and its items open their pages', async () => {
    await open('/');
    const sidebar = page.locator('[data-sidebar="content"]');
    const section = sidebar.getByRole('button', { name: 'Warehouse' });
    await section.waitFor();
    const [sales, warehouse, customers] = [await box(sidebar.getByRole('button', { name: 'Sales' })), await box(section), await box(sidebar.getByRole('button', { name: 'Customers' }))];
    assert.ok(sales.y < warehouse.y && warehouse.y < customers.y, 'Warehouse is not between Sales and Customers');
    await section.click();
    await sidebar.getByRole('link', { name: 'Picking' }).click();
    await waitForPath(page, '/dashboard/warehouse/picking');
    await page.getByText('Orders ready to pick will be listed here.').waitFor();
    await sidebar.getByRole('link', { name: 'Stock check' }).click();
    await page.getByRole('link', { name: 'Check variant 2' }).click();
    await waitForPath(page, '/dashboard/warehouse/stock-check/2');
    await page.getByTestId('page-heading').filter({ hasText: 'Stock check: variant 2' }).waitFor();
  });
});

describe('alerts.mdx', () => {
  test('the bell reports the payments awaiting capture, not failed jobs, and Orders opens the order list', async () => {
    await open('/');
    const bell = page.locator('button:has(svg.lucide-bell)');
    await page.locator('button:has(svg.lucide-bell) div').filter({ hasText: '1' }).waitFor({ timeout: 30_000 });
    await bell.click();
    const menu = page.getByRole('menu');
    await menu.getByText('3 payments await capture').waitFor();
    await menu.getByText('The oldest was authorized 0 day(s) ago.').waitFor();
    assert.equal(await menu.getByText('failed in the last 24 hours').count(), 0);
    assert.equal(await menu.getByRole('button', { name: 'Later' }).count(), 1);
    await menu.getByRole('button', { name: 'Orders' }).click();
    await waitForPath(page, '/dashboard/orders');
  });
});

describe('customizing-pages/insights-widgets.mdx', () => {
  test('the Order pipeline widget comes after the built-in widgets and counts the orders by state', async () => {
    await open('/');
    const widget = cardTitled(page, 'Order pipeline');
    await widget.getByText('Awaiting capture').waitFor();
    await widget.getByText('Orders placed in the selected period, by current state').waitFor();
    const counts = await widget.locator('.tabular-nums').allInnerTexts();
    assert.deepEqual(counts, ['3', '0', '0', '0', '0']);
    const labels = await widget.locator('.text-xs.text-muted-foreground').allInnerTexts();
    assert.deepEqual(labels, ['Awaiting capture', 'Paid', 'Partly shipped', 'Shipped', 'Delivered']);
    const metrics = await box(cardTitled(page, 'Metrics'));
    assert.ok((await box(widget)).y >= metrics.y + metrics.height, 'the widget is not below the metrics chart');
  });
});

describe('customizing-pages/customizing-login-page.mdx', () => {
  test('the sign-in screen shows the logo, the heading above the form and the help link below it, which opens the help page', async () => {
    const signedOut = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    signedOut.setDefaultTimeout(15_000);
    try {
      await signedOut.goto(`${shop.server.url}/dashboard/login`);
      const help = signedOut.getByRole('link', { name: 'How to get access' });
      await help.waitFor();
      const logo = await box(signedOut.getByText('Parcel & Pine'));
      const heading = await box(signedOut.getByRole('heading', { name: 'Shop administration' }));
      const email = await box(signedOut.getByPlaceholder('Email'));
      const signInButton = await box(signedOut.getByRole('button', { name: 'Sign in' }));
      const helpBox = await box(help);
      assert.ok(logo.y < heading.y && heading.y < email.y && signInButton.y < helpBox.y, 'logo, heading, form and help are not in that order');
      assert.equal(await signedOut.getByText('Staging environment').count(), 0, 'the staging banner shows only on a staging host');
      await help.click();
      await waitForPath(signedOut, '/dashboard/sign-in-help');
      await signedOut.getByText('Getting access to the shop administration').waitFor();
      await signedOut.locator('a', { hasText: 'Back to sign in' }).click();
      await waitForPath(signedOut, '/dashboard/login');
    } finally {
      await signedOut.close();
    }
  });
});
