/** The sidebar sections in reading order: the Learn sidebar reads like a course. */
export interface SidebarSection {
  label: string;
  /** Folder under docs/ whose pages the category lists. */
  dir: string;
  /** Doc id shown when the category label is clicked. */
  indexDoc?: string;
}

export const learnSections: SidebarSection[] = [
  { label: 'Getting Started', dir: 'guides/getting-started' },
  { label: 'Core Concepts', dir: 'guides/core-concepts' },
  { label: 'Developer Guide', dir: 'guides/developer-guide' },
  { label: 'How-to', dir: 'guides/how-to' },
  { label: 'Building a Storefront', dir: 'guides/storefront' },
  { label: 'Extending the Dashboard', dir: 'guides/extending-the-dashboard' },
  { label: 'Extending the Admin UI', dir: 'guides/extending-the-admin-ui' },
  { label: 'Deployment', dir: 'guides/deployment' },
];

export const referenceSections: SidebarSection[] = [
  { label: 'TypeScript API', dir: 'reference/typescript-api', indexDoc: 'reference/typescript-api/index' },
  { label: 'GraphQL API', dir: 'reference/graphql-api', indexDoc: 'reference/graphql-api/index' },
  { label: 'Core Plugins', dir: 'reference/core-plugins', indexDoc: 'reference/core-plugins/index' },
  { label: 'Admin UI API', dir: 'reference/admin-ui-api', indexDoc: 'reference/admin-ui-api/index' },
  { label: 'Dashboard API', dir: 'reference/dashboard', indexDoc: 'reference/dashboard/index' },
];

export const userGuideSections: SidebarSection[] = [
  { label: 'Catalog', dir: 'user-guide/catalog' },
  { label: 'Customers', dir: 'user-guide/customers' },
  { label: 'Orders', dir: 'user-guide/orders' },
  { label: 'Promotions', dir: 'user-guide/promotions' },
  { label: 'Settings', dir: 'user-guide/settings' },
];
