/**
 * The Dashboard extensions of the guides that are built into a real Dashboard and checked in a
 * browser (`npm run test:dashboard-samples`), and pictured by `npm run screenshots`. Each entry names
 * a page and the title of its extension's entry file (the file a plugin's `dashboard` points at),
 * or the route definitions it exports when the page shows no entry; the page's path-titled blocks form
 * the extension. All of them go into one build; an extension that changes the whole app (the theming
 * page's vite.config.mts and sign-in logo) is built on its own, from the page's config (app-sample.ts).
 */
export type DashboardSample = SampleWithEntry | SampleWithRoutes;

interface SampleWithEntry {
  /** Repo-relative page. */
  page: string;
  /** Title of the block that is the extension's entry, e.g. src/plugins/x/dashboard/index.tsx. */
  entry: string;
}

/**
 * A page that shows route definitions and tells the reader to register them with
 * `defineDashboardExtension({ routes })`, without showing that call: the stage writes the call.
 */
interface SampleWithRoutes {
  page: string;
  /** Exported route definitions: the title of the block that exports them, and the export's name. */
  routes: { file: string; name: string }[];
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
  { page: `${DIR}/customizing-pages/customizing-detail-pages.mdx`, entry: 'src/plugins/order-insights/dashboard/index.tsx' },
  {
    page: `${DIR}/creating-pages/list-pages.mdx`,
    routes: [
      { file: 'src/plugins/tag-manager/dashboard/tag-list.tsx', name: 'tagListRoute' },
      { file: 'src/plugins/fulfilment/dashboard/orders-to-ship.tsx', name: 'ordersToShipRoute' },
    ],
  },
  // The hand-built tag page (the page's first, generated version has the same path and cannot be registered beside it).
  { page: `${DIR}/creating-pages/detail-pages.mdx`, routes: [{ file: 'src/plugins/tag-manager/dashboard/tag-detail.tsx', name: 'tagDetailRoute' }] },
];
