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
import { cardTitled, cardWith, riskCheckRow, showRiskCheck } from '../../scripts/dashboard-samples/shots';
import { signIn } from '../../scripts/screenshots/sign-in';
import { settleOrderPayment } from '../../scripts/dashboard-samples/shop';
import { adminClient } from '../../scripts/screenshots/prepare-shop';

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

/**
 * The samples of two pages put a block after the order page's Customer block (Previous orders, Customer
 * at a glance); the Dashboard places such blocks after the anchor in the order they were registered.
 * True when `title` follows `anchor` with nothing but those blocks between them.
 */
async function followsAnchor(card: Locator, title: string, anchor: string): Promise<boolean> {
  const titles = await column(card);
  const [at, from] = [titles.indexOf(title), titles.indexOf(anchor)];
  const between = titles.slice(from + 1, at);
  return from >= 0 && at > from && between.every((other) => SAMPLE_BLOCKS_AFTER_CUSTOMER.includes(other));
}
const SAMPLE_BLOCKS_AFTER_CUSTOMER = ['Previous orders', 'Customer at a glance'];

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
    assert.ok(await followsAnchor(block, 'Previous orders', 'Customer'), JSON.stringify(await column(block)));
    await block.locator('a').first().click();
    await waitForPath(page, '/dashboard/orders/1');
  });

  test('a shipped order taxed at one rate shows the compact tax line instead of the built-in table', async () => {
    // A shipped order of this shop has two tax rows: the products' 20 % and the shipping's 0 %, which the sample ignores.
    await open('/orders/1');
    const tax = cardTitled(page, 'Tax');
    const line = tax.locator('p').first();
    await line.waitFor();
    assert.match(await line.innerText(), /^.+ \(20%\): .+ on .+$/);
    assert.equal(await line.getByText('shipping tax').count(), 0);
    assert.equal(await cardTitled(page, 'Tax summary').count(), 0, 'the built-in tax summary is still on the page');
    // In the built-in block's place: right after the order table's card, before Payment details.
    assert.equal((await neighbours(tax, 'Tax')).after, 'Payment details');
  });

  test('Previous orders fits the side column at 1280 pixels', async () => {
    await open('/orders/4');
    const block = cardTitled(page, 'Previous orders');
    await block.getByText('placed orders in total').waitFor();
    const overflowing = await block.first().evaluate((card) =>
      Array.from(card.querySelectorAll('*')).filter((el) => el.getBoundingClientRect().right > card.getBoundingClientRect().right + 0.5).length,
    );
    assert.equal(overflowing, 0, 'something in Previous orders reaches past the card');
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

describe('customizing-pages/history-entries.mdx', () => {
  test("the order timeline shows the risk check the plugin wrote when the order was placed, with its score and reasons", async () => {
    await open('/orders/1');
    await showRiskCheck(page);
    const row = riskCheckRow(page);
    const title = row.locator('h4');
    assert.equal(await title.count(), 1, 'one risk check per placed order');
    const score = Number((await row.getByText(/^Score \d+$/).innerText()).replace('Score ', ''));
    const reasons = await row.locator('li').allInnerTexts();
    // Order 1 is a single laptop, over the sample's 500.00 threshold, shipped to the country it is billed in.
    assert.deepEqual(reasons, ['High order value']);
    assert.equal(score, 40);
    await row.getByText('Risk screening').waitFor();
    assert.equal(await title.innerText(), 'Risk check passed', 'a score under 50 passes');
  });
});

describe('custom-form-components/input-components.mdx', () => {
  test('the warranty input offers the server presets, writes a number and makes the product savable', async () => {
    await open('/products/1');
    const none = page.getByRole('button', { name: 'None', exact: true });
    await none.waitFor();
    const labels = await page.getByRole('button', { name: /^(None|\d+ months)$/ }).allInnerTexts();
    assert.deepEqual(labels, ['None', '12 months', '24 months', '36 months']);
    const field = page.locator('input[name$="warrantyMonths"]');
    assert.equal(await field.inputValue(), '');
    await page.getByRole('button', { name: '24 months' }).click();
    assert.equal(await field.inputValue(), '24');
    await page.waitForFunction(() => Array.from(document.querySelectorAll('button')).some((b) => b.textContent?.trim() === 'Update' && !b.disabled));
  });

  test('the keywords input keeps the typed text and shows the tidy list when left', async () => {
    await open('/products/1');
    const keywords = page.getByPlaceholder('waterproof, hiking, lightweight');
    await keywords.waitFor();
    await keywords.pressSequentially('Hiking, waterproof, hiking, ');
    assert.equal(await keywords.inputValue(), 'Hiking, waterproof, hiking, ', 'the comma and space stay while typing');
    await keywords.blur();
    assert.equal(await keywords.inputValue(), 'hiking, waterproof');
  });

  test('the stock location slug follows the name until it is edited by hand', async () => {
    await open('/stock-locations/1');
    const slug = page.locator('input[name$="pageSlug"]');
    await slug.waitFor();
    const name = page.locator('input[name="name"]');
    await name.fill('Leeds Warehouse');
    await page.waitForFunction(() => (document.querySelector('input[name$="pageSlug"]') as HTMLInputElement | null)?.value === 'leeds-warehouse');
    await slug.fill('leeds');
    await name.fill('Leeds North Warehouse');
    await page.getByRole('button', { name: 'Use name' }).waitFor();
    assert.equal(await slug.inputValue(), 'leeds');
  });
});

/** The header texts of the list page's table, in order. */
async function headers(): Promise<string[]> {
  await page.locator('thead th').first().waitFor();
  return (await page.locator('thead th').allInnerTexts()).map((text) => text.trim());
}

describe('custom-form-components/display-components.mdx', () => {
  test('Key facts sits before Facet Values on the product page and formats each fact', async () => {
    await open('/products/1');
    const block = cardTitled(page, 'Key facts');
    await block.getByText('Last changed').waitFor();
    assert.equal((await neighbours(block, 'Key facts')).after, 'Facet Values');
    await block.getByText('In the shop', { exact: true }).waitFor();
    // The page shows no custom field for the colour, so the swatch shows its empty state.
    assert.equal(await block.getByText('–', { exact: true }).count(), 1);
  });

  test('the order list shows when each order was placed, relative to now, with the full date on hover', async () => {
    await open('/orders');
    const placed = page.locator('tbody td span[title]').filter({ hasText: /ago$/ });
    await placed.first().waitFor();
    assert.equal(await placed.count(), 3, 'one relative date per placed order');
    assert.match((await placed.first().getAttribute('title')) ?? '', /\d{4}/);
  });
});

describe('customizing-pages/customizing-list-pages.mdx', () => {
  test('the product list shows the Facet Values column with a badge per facet value', async () => {
    await open('/products');
    const columns = await headers();
    assert.ok(columns.some((text) => /^Facet Values/i.test(text)), `no Facet Values column in ${JSON.stringify(columns)}`);
    // Badges read "Facet: value"; a product without facet values shows None.
    await page.locator('tbody').getByText(/^[^:]+: .+$/).first().waitFor();
  });

  test('the order list puts the shipping city and the quantity right after the code and the customer', async () => {
    await open('/orders');
    // Orders 1 and 4 go to the first customer in Leeds, order 2 to Bristol.
    await page.getByText('Bristol (GB)').waitFor();
    assert.equal(await page.getByText('Leeds (GB)', { exact: true }).count(), 2);
    const columns = (await headers()).map((text) => text.toLowerCase());
    const at = (name: string) => columns.findIndex((text) => text.startsWith(name));
    const order = ['code', 'customer', 'shipping address', 'total quantity'].map(at);
    assert.ok(order.every((index) => index >= 0), `missing columns in ${JSON.stringify(columns)}`);
    assert.deepEqual(order, [...order].sort((a, b) => a - b), `columns out of order: ${JSON.stringify(columns)}`);
    assert.equal(order[3] - order[0], 3, `the four columns are not side by side: ${JSON.stringify(columns)}`);
  });
});

describe('customizing-pages/customizing-detail-pages.mdx', () => {
  test('Customer at a glance follows the Customer block and shows the data the query extension adds', async () => {
    // As staff reach an order: from the customer's page, in the app.
    await open('/customers/1');
    await page.locator('tbody a', { hasText: await orderCode('4') }).click();
    await waitForPath(page, '/dashboard/orders/4');
    const card = cardTitled(page, 'Customer at a glance');
    await card.waitFor();
    assert.ok(await followsAnchor(card, 'Customer at a glance', 'Customer'), JSON.stringify(await column(card)));
    // The page says the order page can first render without the added fields, which arrive with the next
    // fetch of the order: leaving and coming back, once the cached order is stale, fetches it again.
    await page.goBack();
    await waitForPath(page, '/dashboard/customers/1');
    await page.waitForTimeout(2_000);
    await page.goForward();
    await card.getByText('Returning customer').waitFor();
    await card.getByText('2 placed orders in this channel').waitFor();
    await card.getByText(/^Customer since \w{3} \d{1,2}, \d{4}$/).waitFor();
  });

  test('the phone number input of the customer form tidies the number when it loses focus', async () => {
    await open('/customers/1');
    const phone = page.locator('input[name="phoneNumber"]');
    await phone.waitFor();
    await page.getByText('Stored in international format, digits only.').waitFor();
    assert.equal(await phone.getAttribute('type'), 'tel');
    await phone.fill('0044 (20) 7946-0958');
    assert.equal(await phone.inputValue(), '0044 (20) 7946-0958', 'nothing changes while typing');
    await phone.blur();
    assert.equal(await phone.inputValue(), '+442079460958');
    await page.waitForFunction(() => Array.from(document.querySelectorAll('button')).some((b) => b.textContent?.trim() === 'Update' && !b.disabled));
  });
});

/** The code of an order, as the order list shows it. */
async function orderCode(id: string): Promise<string> {
  const admin = await adminClient(shop.server);
  const { order } = (await admin.run('query($id: ID!) { order(id: $id) { code } }', { id })) as { order: { code: string } };
  return order.code;
}

// Last in the file: settling order 2's payment takes it out of the other samples' "awaiting capture" counts.
describe('creating-pages/list-pages.mdx and detail-pages.mdx', () => {
  test('Tags in the Catalog section opens the tag list, whose New tag button opens the create form', async () => {
    await open('/products');
    await page.locator('[data-sidebar="content"]').getByRole('link', { name: 'Tags', exact: true }).click();
    await waitForPath(page, '/dashboard/tags');
    await page.getByRole('heading', { name: 'Tags' }).waitFor();
    const columns = await headers();
    assert.ok(columns.includes('Tag') && columns.includes('Updated at'), `columns: ${JSON.stringify(columns)}`);
    await page.getByRole('button', { name: 'New tag' }).click();
    await waitForPath(page, '/dashboard/tags/new');
  });

  test('the hand-built tag page refuses capitals and spaces, creates the tag and opens it', async () => {
    await open('/tags/new');
    const value = page.locator('input[name="value"]');
    await value.fill('Summer Sale');
    await page.getByText('Use lower-case letters, digits and dashes only').waitFor();
    const create = page.getByRole('button', { name: 'Create' });
    assert.equal(await create.isDisabled(), true);
    await value.fill('summer-sale');
    await page.waitForFunction(() => Array.from(document.querySelectorAll('button')).some((b) => b.textContent?.trim() === 'Create' && !b.disabled));
    await create.click();
    await page.getByText('Tag created').waitFor();
    await waitForPath(page, /^\/dashboard\/tags\/\d+$/);
    await cardTitled(page, 'Usage').getByText('Used by 0 assets.').waitFor();
  });

  test('the tag list sorts by value, links each tag to its page and searches as the user types', async () => {
    await open('/tags/new');
    await page.locator('input[name="value"]').fill('autumn');
    await page.getByRole('button', { name: 'Create' }).click();
    await page.getByText('Tag created').waitFor();
    await open('/tags');
    const rows = page.locator('tbody tr');
    await rows.filter({ hasText: 'summer-sale' }).waitFor();
    assert.deepEqual((await rows.allInnerTexts()).map((text) => (/autumn|summer-sale/.exec(text) ?? [''])[0]), ['autumn', 'summer-sale']);
    await page.getByPlaceholder('Filter...').fill('sum');
    await page.waitForFunction(() => document.querySelectorAll('tbody tr').length === 1);
    await rows.getByText('summer-sale').click();
    await waitForPath(page, /^\/dashboard\/tags\/\d+$/);
  });

  test('To ship lists only settled orders, oldest first, with the computed columns, and exports the selection as CSV', async () => {
    const code = await settleOrderPayment(shop.server, '2');
    await open('/orders');
    await page.locator('[data-sidebar="content"]').getByRole('link', { name: 'To ship' }).click();
    await waitForPath(page, '/dashboard/orders-to-ship');
    const row = page.locator('tbody tr', { hasText: code });
    await row.waitFor();
    assert.equal(await page.locator('tbody tr').count(), 1, 'orders 1 and 4 await capture and are not listed');
    const columns = (await headers()).map((text) => text.toLowerCase());
    const at = (name: string) => columns.findIndex((text) => text.startsWith(name));
    const order = ['code', 'customer', 'order placed at', 'total quantity', 'total', 'shipping'].map(at);
    assert.deepEqual(order, [...order].sort((a, b) => a - b), `columns: ${JSON.stringify(columns)}`);
    assert.equal(at('state'), -1, 'the state column is hidden by default');
    await row.getByText('Marques Sawayn').waitFor();
    await row.getByText('Standard Shipping').waitFor();
    await row.getByRole('checkbox').click();
    await page.getByRole('button', { name: /actions/i }).first().click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'Download CSV' }).click()]);
    assert.equal(download.suggestedFilename(), 'orders-to-ship.csv');
    let csv = '';
    for await (const chunk of await download.createReadStream()) csv += String(chunk);
    assert.equal(csv, `code,items\n${code},2`);
    await page.getByText('Exported 1 orders').waitFor();
  });
});
