/**
 * The Dashboard extensions of the guides that are built into a real Dashboard and checked in a
 * browser (`npm run test:dashboard-samples`), and pictured by `npm run screenshots`. Each entry names
 * a page and the title of its extension's entry file (the file a plugin's `dashboard` points at);
 * the page's path-titled blocks form the extension. All of them go into one build, so an extension
 * that changes the whole app (a theme in vite.config.mts, a second sign-in logo) is left out.
 */
export interface DashboardSample {
  /** Repo-relative page. */
  page: string;
  /** Title of the block that is the extension's entry, e.g. src/plugins/x/dashboard/index.tsx. */
  entry: string;
}

const DIR = 'docs/guides/extending-the-dashboard';

export const dashboardSamples: readonly DashboardSample[] = [
  { page: `${DIR}/page-blocks.mdx`, entry: 'src/plugins/storefront-tools/dashboard/index.tsx' },
  { page: `${DIR}/action-bar-items.mdx`, entry: 'src/plugins/catalog-actions/dashboard/index.tsx' },
  { page: `${DIR}/navigation.mdx`, entry: 'src/plugins/warehouse/dashboard/index.tsx' },
  { page: `${DIR}/alerts.mdx`, entry: 'src/plugins/ops-alerts/dashboard/index.tsx' },
  { page: `${DIR}/customizing-pages/insights-widgets.mdx`, entry: 'src/plugins/sales-insights/dashboard/index.tsx' },
  { page: `${DIR}/customizing-pages/customizing-login-page.mdx`, entry: 'src/plugins/branding/dashboard/index.tsx' },
  { page: `${DIR}/customizing-pages/history-entries.mdx`, entry: 'src/plugins/order-risk/dashboard/index.tsx' },
  { page: `${DIR}/custom-form-components/input-components.mdx`, entry: 'src/plugins/product-extras/dashboard/index.tsx' },
  { page: `${DIR}/custom-form-components/display-components.mdx`, entry: 'src/plugins/brand-colors/dashboard/index.tsx' },
  { page: `${DIR}/customizing-pages/customizing-list-pages.mdx`, entry: 'src/plugins/catalog-tools/dashboard/index.tsx' },
];
