/**
 * The pictures of the Dashboard samples: for each, the Dashboard route where the sample's result
 * appears and what to show of it. `npm run screenshots` captures each one in both colour modes,
 * cropped to the bounding box of what `show` returns plus a margin, into static/img/dashboard-extensions/;
 * a guide shows it next to the code with <Screenshot set="dashboard-extensions" name="…" alt="…" />.
 * Order ids are those of the samples shop (shop.ts): 1, 2 and 4 are placed, 4 is the first customer's second.
 */
import type { Locator, Page } from 'playwright-core';
import type { VendureServer } from '../lib/vendure-server/server';
import { adminClient } from '../screenshots/prepare-shop';
import { themingSample, type AppSample } from './app-sample';
import { settleOrderPayment } from './shop';

export interface SampleShot {
  name: string;
  /** The page that shows the picture. */
  page: string;
  /** Route inside the Dashboard (after /dashboard). */
  path: string;
  /** Taken before signing in (the sign-in screen). */
  signedOut?: boolean;
  /** A wider window than the user guide's, where the side column at 1280 pixels cuts the block off. */
  width?: number;
  /** Brings the sample's result on screen; returns the elements the picture must hold. */
  show(page: Page): Promise<Locator[]>;
  /**
   * Changes the shop before the picture (settles a payment, adds tags). Pictures with a `prepare` are
   * taken after all others, in both modes, so that no other picture sees the change.
   */
  prepare?(server: VendureServer): Promise<void>;
  /** A sample that changes the whole app: pictured from its own build (app-sample.ts). */
  app?: AppSample;
}

/** Creates tags through the Admin API, as staff do on the tag page. */
async function createTags(server: VendureServer, values: string[]): Promise<void> {
  const admin = await adminClient(server);
  for (const value of values) await admin.run('mutation($value: String!) { createTag(input: { value: $value }) { id } }', { value });
}

export const SAMPLE_SHOTS_DIR = 'dashboard-extensions';
/** Space around the cropped elements, in CSS pixels. */
export const CROP_MARGIN = 16;

const DIR = 'docs/guides/extending-the-dashboard';

/** The card (page block) whose title is `title`. */
export function cardTitled(page: Page, title: string): Locator {
  return page.locator('[data-slot="card"]').filter({ has: page.locator('[data-slot="card-title"]', { hasText: new RegExp(`^${title}$`) }) });
}

/**
 * Hides cards of other pages' samples that share the build and would sit inside the crop (a reader's
 * Dashboard has only the page's own extension).
 */
export async function hideOtherSamples(page: Page, titles: string[]): Promise<void> {
  for (const title of titles) await cardTitled(page, title).evaluateAll((cards) => cards.forEach((card) => ((card as HTMLElement).style.display = 'none')));
}

/** The card that holds `text`, innermost first. */
export function cardWith(page: Page, text: string): Locator {
  return page.locator('[data-slot="card"]').filter({ hasText: text }).last();
}

/** The timeline row (HistoryEntry) of the order-risk sample's entry. */
export function riskCheckRow(page: Page): Locator {
  return page.locator('div.relative.group').filter({ has: page.locator('h4', { hasText: /^Risk check/ }) });
}

/**
 * Brings the risk check of the order page's timeline into view. It is a secondary entry for the
 * timeline's grouping, like the payment and state changes written in the same second, so it can sit in
 * a folded group: "Show all" unfolds it.
 */
export async function showRiskCheck(page: Page): Promise<void> {
  const history = cardTitled(page, 'Order history');
  await history.getByText(/^Show all|Risk check/).first().waitFor();
  const showAll = history.getByRole('button', { name: /^Show all/ });
  if ((await riskCheckRow(page).count()) === 0 && (await showAll.count()) > 0) await showAll.first().click();
  await riskCheckRow(page).locator('h4').waitFor();
}

export const sampleShots: SampleShot[] = [
  {
    name: 'page-blocks-storefront-status',
    page: `${DIR}/page-blocks.mdx`,
    path: '/products/1',
    show: async (page) => {
      await page.getByText('View in shop').waitFor();
      return [cardWith(page, 'When enabled, a product is available'), cardTitled(page, 'Storefront')];
    },
  },
  {
    name: 'page-blocks-previous-orders',
    page: `${DIR}/page-blocks.mdx`,
    path: '/orders/4',
    show: async (page) => {
      await page.getByText('placed orders in total').waitFor();
      await hideOtherSamples(page, ['Customer at a glance']);
      return [cardTitled(page, 'Customer'), cardTitled(page, 'Previous orders')];
    },
  },
  {
    name: 'page-blocks-compact-tax',
    page: `${DIR}/page-blocks.mdx`,
    path: '/orders/1',
    show: async (page) => {
      const tax = cardTitled(page, 'Tax');
      await tax.locator('p').first().waitFor();
      return [tax];
    },
  },
  {
    name: 'action-bar-preview-button',
    page: `${DIR}/action-bar-items.mdx`,
    path: '/products/1',
    show: async (page) => {
      const preview = page.getByRole('button', { name: 'Preview' });
      await preview.waitFor();
      return [preview, page.getByRole('button', { name: 'Update' })];
    },
  },
  {
    name: 'navigation-warehouse-section',
    page: `${DIR}/navigation.mdx`,
    path: '/warehouse/picking',
    show: async (page) => {
      const sidebar = page.locator('[data-sidebar="content"]');
      await sidebar.getByRole('link', { name: 'Stock check' }).waitFor();
      return [sidebar.getByText('Sales', { exact: true }), sidebar.getByRole('link', { name: 'Stock check' }), sidebar.getByText('Customers', { exact: true })];
    },
  },
  {
    name: 'alerts-payments-awaiting-capture',
    page: `${DIR}/alerts.mdx`,
    path: '/',
    show: async (page) => {
      const bell = page.locator('button:has(svg.lucide-bell)');
      await page.locator('button:has(svg.lucide-bell) div').waitFor({ timeout: 30_000 });
      await bell.click();
      const menu = page.getByRole('menu');
      await menu.getByText('payments await capture').waitFor();
      return [bell, menu];
    },
  },
  {
    name: 'insights-order-pipeline',
    page: `${DIR}/customizing-pages/insights-widgets.mdx`,
    path: '/',
    show: async (page) => {
      const widget = cardTitled(page, 'Order pipeline');
      await widget.getByText('Awaiting capture').waitFor();
      await widget.scrollIntoViewIfNeeded();
      return [widget];
    },
  },
  {
    name: 'login-page-branding',
    page: `${DIR}/customizing-pages/customizing-login-page.mdx`,
    path: '/login',
    signedOut: true,
    show: async (page) => {
      await page.getByText('How to get access').waitFor();
      return [page.getByText('Parcel & Pine'), page.locator('form').locator('..')];
    },
  },
  {
    name: 'history-entries-risk-check',
    page: `${DIR}/customizing-pages/history-entries.mdx`,
    path: '/orders/1',
    show: async (page) => {
      await showRiskCheck(page);
      const row = riskCheckRow(page);
      await row.scrollIntoViewIfNeeded();
      return [row];
    },
  },
  {
    name: 'input-components-warranty',
    page: `${DIR}/custom-form-components/input-components.mdx`,
    path: '/products/1',
    show: async (page) => {
      const field = page.locator('input[name$="warrantyMonths"]');
      await field.waitFor();
      await page.getByRole('button', { name: '24 months' }).click();
      await field.scrollIntoViewIfNeeded();
      return [page.getByText('Warranty (months)', { exact: true }), page.getByRole('button', { name: 'None', exact: true }), field];
    },
  },
  {
    name: 'display-components-key-facts',
    page: `${DIR}/custom-form-components/display-components.mdx`,
    path: '/products/1',
    show: async (page) => {
      const block = cardTitled(page, 'Key facts');
      await block.getByText('Last changed').waitFor();
      await block.scrollIntoViewIfNeeded();
      return [block];
    },
  },
  {
    name: 'customizing-list-pages-order-columns',
    page: `${DIR}/customizing-pages/customizing-list-pages.mdx`,
    path: '/orders',
    show: async (page) => {
      await page.getByText('Bristol (GB)').waitFor();
      // From the first column to Total Quantity: the columns further right belong to other guides' samples.
      const headers = (await page.locator('thead th').allInnerTexts()).map((text) => text.trim());
      const last = headers.findIndex((text) => /^Total Quantity/i.test(text));
      return [page.locator('thead th').first(), page.locator('tbody tr').last().locator('td').nth(last)];
    },
  },
  {
    name: 'customizing-detail-pages-customer-summary',
    page: `${DIR}/customizing-pages/customizing-detail-pages.mdx`,
    path: '/customers/1',
    show: async (page) => {
      // From the customer's orders to an order and back again: the second visit fetches the order with
      // the extension's fields (the page explains why the first can lack them).
      await page.locator('tbody a').first().click();
      const card = cardTitled(page, 'Customer at a glance');
      await card.waitFor();
      await page.goBack();
      await page.waitForTimeout(2_000);
      await page.goForward();
      await card.getByText('Returning customer').waitFor();
      await card.scrollIntoViewIfNeeded();
      return [card];
    },
  },
  {
    name: 'customizing-detail-pages-phone-input',
    page: `${DIR}/customizing-pages/customizing-detail-pages.mdx`,
    path: '/customers/1',
    show: async (page) => {
      const phone = page.locator('input[name="phoneNumber"]');
      await phone.fill('0044 20 7946 0958');
      await phone.blur();
      await page.waitForFunction(() => (document.querySelector('input[name="phoneNumber"]') as HTMLInputElement | null)?.value === '+442079460958');
      return [page.getByText('Phone number', { exact: true }), phone, page.getByText('Stored in international format, digits only.')];
    },
  },
  {
    name: 'detail-pages-tag-validation',
    page: `${DIR}/creating-pages/detail-pages.mdx`,
    path: '/tags/new',
    show: async (page) => {
      await page.locator('input[name="value"]').fill('Summer Sale');
      await page.getByText('Use lower-case letters, digits and dashes only').waitFor();
      return [page.getByRole('heading', { name: 'New tag' }), page.getByRole('button', { name: 'Create' }), cardWith(page, 'Renaming a tag')];
    },
  },
  {
    name: 'list-pages-tags',
    page: `${DIR}/creating-pages/list-pages.mdx`,
    path: '/tags',
    prepare: (server) => createTags(server, ['summer-sale', 'clearance', 'new-arrival']),
    show: async (page) => {
      await page.getByText('summer-sale').waitFor();
      return [page.getByRole('heading', { name: 'Tags' }), page.getByRole('button', { name: 'New tag' }), page.locator('table')];
    },
  },
  {
    name: 'list-pages-orders-to-ship',
    page: `${DIR}/creating-pages/list-pages.mdx`,
    path: '/orders-to-ship',
    width: 1440,
    prepare: async (server) => {
      await settleOrderPayment(server, '2');
    },
    show: async (page) => {
      await page.getByText('Marques Sawayn').waitFor();
      return [page.getByRole('heading', { name: 'Orders to ship' }), page.locator('table')];
    },
  },
  {
    name: 'theming-products-list',
    page: `${DIR}/theming.mdx`,
    path: '/products',
    app: themingSample,
    show: async (page) => {
      await page.locator('tbody tr').first().waitFor();
      return [page.locator('[data-sidebar="sidebar"]'), page.getByRole('heading', { name: 'Products' }), page.locator('table')];
    },
  },
];
