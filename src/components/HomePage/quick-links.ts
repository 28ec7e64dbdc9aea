/** Quick links on the home page: the guides and references developers open most. */
export interface QuickLink {
  title: string;
  to: string;
  description: string;
}

export const areaLinks: QuickLink[] = [
  {
    title: 'Learn',
    to: '/guides/getting-started/installation/',
    description: 'Install Vendure, learn its core concepts and build plugins, storefronts and deployments.',
  },
  {
    title: 'Reference',
    to: '/reference/',
    description: 'Every TypeScript class, GraphQL type, core plugin and UI extension point of the release.',
  },
  {
    title: 'User Guide',
    to: '/user-guide/',
    description: 'Run a shop from the dashboard: catalog, orders, customers, promotions and settings.',
  },
];

export const popularGuides: QuickLink[] = [
  { title: 'Installation', to: '/guides/getting-started/installation/', description: 'A new project in minutes' },
  { title: 'Introducing GraphQL', to: '/guides/getting-started/graphql-intro/', description: 'Queries, mutations and types' },
  { title: 'Try the API', to: '/guides/getting-started/try-the-api/', description: 'Your first Shop and Admin API calls' },
  { title: 'Products', to: '/guides/core-concepts/products/', description: 'Products, variants and options' },
  { title: 'Orders', to: '/guides/core-concepts/orders/', description: 'The order process from cart to delivery' },
  { title: 'Writing a plugin', to: '/guides/developer-guide/plugins/', description: 'Extend the server the Vendure way' },
  { title: 'Checkout flow', to: '/guides/storefront/checkout-flow/', description: 'From active order to payment' },
];

export const popularReferences: QuickLink[] = [
  { title: 'VendureConfig', to: '/reference/typescript-api/configuration/vendure-config/', description: 'Every configuration option' },
  { title: 'Shop API queries', to: '/reference/graphql-api/shop/queries/', description: 'What a storefront can ask for' },
  { title: 'Admin API mutations', to: '/reference/graphql-api/admin/mutations/', description: 'What the dashboard can change' },
  { title: 'Entities', to: '/reference/typescript-api/entities/', description: 'The data model' },
  { title: 'Core plugins', to: '/reference/core-plugins/', description: 'Assets, email, search, payments' },
  { title: 'Dashboard extensions', to: '/reference/dashboard/extensions/', description: 'Extend the new dashboard' },
];
