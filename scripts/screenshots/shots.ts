/**
 * The screens the user guide shows. Each shot is one Dashboard route, captured in both colour modes at
 * one viewport; a page shows it with <Screenshot name="…" alt="…" /> (src/components/Screenshot),
 * which picks the image of the reader's colour mode. Names are file names: lower-case and dashes.
 */
export interface Shot {
  name: string;
  /** Route inside the Dashboard (after /dashboard). */
  path: string;
  /** Text that is on the screen once its data has loaded. */
  waitForText?: string;
}

export type ScreenshotMode = 'light' | 'dark';
export const SCREENSHOT_MODES: readonly ScreenshotMode[] = ['light', 'dark'];
export const SCREENSHOT_VIEWPORT = { width: 1280, height: 800 };

export function screenshotFile(name: string, mode: ScreenshotMode): string {
  return `${name}-${mode}.webp`;
}

/** Ids are those of the sample shop after prepare-shop.ts: orders 1 and 2 are placed, 3 is a draft. */
export const shots: Shot[] = [
  { name: 'products-list', path: '/products', waitForText: 'Products' },
  { name: 'product-detail', path: '/products/1', waitForText: 'Laptop' },
  { name: 'facets-list', path: '/facets', waitForText: 'Facets' },
  { name: 'facet-detail', path: '/facets/1', waitForText: 'Facet values' },
  { name: 'collections-list', path: '/collections', waitForText: 'Electronics' },
  { name: 'collection-detail', path: '/collections/2', waitForText: 'Electronics' },
  { name: 'customers-list', path: '/customers', waitForText: 'Zieme' },
  { name: 'customer-detail', path: '/customers/1', waitForText: 'Zieme' },
  { name: 'customer-groups-list', path: '/customer-groups', waitForText: 'Customer groups' },
  { name: 'orders-list', path: '/orders', waitForText: 'Orders' },
  { name: 'order-detail', path: '/orders/1', waitForText: 'Laptop' },
  { name: 'draft-order', path: '/orders/draft/3', waitForText: 'Draft' },
  { name: 'promotions-list', path: '/promotions', waitForText: 'Spring sale' },
  { name: 'promotion-detail', path: '/promotions/1', waitForText: 'Spring sale' },
  { name: 'administrators-list', path: '/administrators', waitForText: 'Administrators' },
  { name: 'roles-list', path: '/roles', waitForText: 'Roles' },
  { name: 'role-detail', path: '/roles/3', waitForText: 'Permissions' },
  { name: 'channels-list', path: '/channels', waitForText: 'Channels' },
  { name: 'channel-detail', path: '/channels/1', waitForText: 'Channel' },
  { name: 'countries-list', path: '/countries', waitForText: 'Countries' },
  { name: 'zones-list', path: '/zones', waitForText: 'Europe' },
  { name: 'global-settings', path: '/global-settings', waitForText: 'Global settings' },
  { name: 'payment-methods-list', path: '/payment-methods', waitForText: 'Standard Payment' },
  { name: 'payment-method-detail', path: '/payment-methods/1', waitForText: 'Standard Payment' },
  { name: 'shipping-methods-list', path: '/shipping-methods', waitForText: 'Standard Shipping' },
  { name: 'shipping-method-detail', path: '/shipping-methods/1', waitForText: 'Standard Shipping' },
  { name: 'tax-categories-list', path: '/tax-categories', waitForText: 'Standard Tax' },
  { name: 'tax-rates-list', path: '/tax-rates', waitForText: 'Tax rates' },
];
