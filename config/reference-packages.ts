/**
 * Which published packages feed the generated reference, which reference section each one feeds and
 * where its files come from in the framework repository.
 *
 * Versions are NOT recorded here: the only pin is `package.json` (exact devDependencies). The
 * generation step reads the installed version from `node_modules/<name>/package.json`, and the source
 * links point at the tag `v<installed version>`.
 */

export type ReferenceSection = 'typescript-api' | 'core-plugins' | 'admin-ui-api' | 'dashboard';

/** The sections this generator writes, each to docs/reference/<section>/. */
export const generatedSections: ReferenceSection[] = ['typescript-api', 'core-plugins', 'admin-ui-api', 'dashboard'];

/** The framework repository the "source" links point to (at tag `v<version>`). */
export const frameworkRepository = 'vendure-ecommerce/vendure';

export interface ReferenceSourceDir {
  /** Folder inside the installed package whose files are read, e.g. `dist`. */
  dir: string;
  /**
   * `declarations`: `.d.ts` files emitted by the package build (types are always explicit).
   * `source`: shipped `.ts`/`.tsx` sources (the dashboard); the checker fills in the return types
   * the source leaves to inference, so pages still show complete signatures.
   */
  kind: 'declarations' | 'source';
  /** The matching source folder in the framework repository, e.g. `packages/core/src`. */
  repoDir: string;
}

export interface ReferencePackage {
  /** npm package name. */
  name: string;
  /** The section a category of this package lands in (`core plugins/…` categories always go to core-plugins). */
  section: ReferenceSection;
  sources: ReferenceSourceDir[];
  /** Files skipped on purpose, each with the reason (the coverage test checks nothing else is lost). */
  exclude?: { pattern: RegExp; reason: string }[];
}

const generatedCopy =
  "generated copy of @vendure/common's GraphQL types: the same enums are documented once, from @vendure/common/lib/generated-types";

export const referencePackages: ReferencePackage[] = [
  {
    name: '@vendure/core',
    section: 'typescript-api',
    sources: [{ dir: 'dist', kind: 'declarations', repoDir: 'packages/core/src' }],
  },
  {
    name: '@vendure/common',
    section: 'typescript-api',
    sources: [{ dir: 'lib', kind: 'declarations', repoDir: 'packages/common/src' }],
    exclude: [{ pattern: /\/generated-shop-types\.d\.ts$/, reason: generatedCopy }],
  },
  {
    name: '@vendure/testing',
    section: 'typescript-api',
    sources: [{ dir: 'lib', kind: 'declarations', repoDir: 'packages/testing/src' }],
  },
  ...(
    [
      ['admin-ui-plugin', 'lib/src'],
      ['asset-server-plugin', 'lib/src'],
      ['elasticsearch-plugin', 'lib/src'],
      ['email-plugin', 'lib/src'],
      ['graphiql-plugin', 'dist'],
      ['harden-plugin', 'lib/src'],
      ['job-queue-plugin', 'package'],
      ['payments-plugin', 'package'],
      ['sentry-plugin', 'dist/src'],
      ['telemetry-plugin', 'dist'],
    ] as const
  ).map(
    ([pkg, dir]): ReferencePackage => ({
      name: `@vendure/${pkg}`,
      section: 'core-plugins',
      sources: [{ dir, kind: 'declarations', repoDir: `packages/${pkg}/src` }],
      exclude: [{ pattern: /\/generated-(shop-)?types\.d\.ts$/, reason: generatedCopy }],
    }),
  ),
  {
    name: '@vendure/admin-ui',
    section: 'admin-ui-api',
    sources: [
      { dir: 'core', kind: 'declarations', repoDir: 'packages/admin-ui/src/lib/core/src' },
      { dir: 'react', kind: 'declarations', repoDir: 'packages/admin-ui/src/lib/react/src' },
    ],
    exclude: [{ pattern: /\/generated-types\.d\.ts$/, reason: generatedCopy }],
  },
  {
    name: '@vendure/ui-devkit',
    section: 'admin-ui-api',
    sources: [
      { dir: 'client', kind: 'declarations', repoDir: 'packages/ui-devkit/src/client' },
      { dir: 'compiler', kind: 'declarations', repoDir: 'packages/ui-devkit/src/compiler' },
    ],
  },
  {
    name: '@vendure/dashboard',
    section: 'dashboard',
    sources: [
      { dir: 'src/lib', kind: 'source', repoDir: 'packages/dashboard/src/lib' },
      { dir: 'dist/plugin', kind: 'declarations', repoDir: 'packages/dashboard/plugin' },
      { dir: 'dist/vite', kind: 'declarations', repoDir: 'packages/dashboard/vite' },
    ],
  },
];

/**
 * Module aliases of the dashboard sources (its tsconfig is not shipped), so the checker can infer
 * the return types the sources leave implicit.
 */
export const dashboardPathAliases: Record<string, string[]> = {
  '@/vdb/*': ['src/lib/*'],
  '@/gql': ['src/lib/graphql/graphql.ts'],
};

/**
 * Third-party modules the dashboard's type program replaces with empty modules. Icons, the UI kit,
 * CSS typings and date helpers make up half of the 2,200 files the program would parse, yet no
 * inferred type of a documented declaration mentions them (dashboard 3.7.3: the 50 inferred types
 * are identical with and without them), so leaving them out halves the one-off cost per version.
 */
export const dashboardStubbedModules = /\/node_modules\/(lucide-react|@vendure-io\/ui|csstype|date-fns|@base-ui)\//;

/** Prefix of `@docsCategory` values that place a declaration under /reference/core-plugins/. */
export const corePluginsCategoryPrefix = 'core plugins/';

/**
 * Category values the packages spell inconsistently, mapped to the category they belong with.
 * Keys are compared after trimming; values use the same syntax as `@docsCategory`.
 */
export const categoryAliases: Record<string, string> = {
  // S3AssetStorageStrategy is the only declaration that forgot the "core plugins/" prefix.
  'asset-server-plugin': 'core plugins/AssetServerPlugin',
  // The site's route for the dashboard's extension API is /reference/dashboard/extensions/.
  'extensions-api': 'extensions',
};

/**
 * First path segments of guide URLs from before the guides moved under /guides/. Doc comments still
 * link to e.g. `/developer-guide/custom-fields/`; such links are tried under `/guides/` as well.
 */
export const legacyDocPathPrefixes = [
  'core-concepts',
  'deployment',
  'developer-guide',
  'extending-the-admin-ui',
  'extending-the-dashboard',
  'getting-started',
  'how-to',
  'storefront',
];

/** Sort weight of a page whose declarations carry no `@docsWeight` (explicit weights come first). */
export const defaultDocsWeight = 100;

/**
 * Publication date of each release (from the registry's `time` field), used as the pages'
 * `last_update` so Docusaurus never asks git about thousands of untracked generated files. A version
 * missing here is reported by the generator and falls back to the generation day.
 */
export const releaseDates: Record<string, string> = {
  '3.5.4': '2026-05-18',
  '3.5.6': '2026-06-11',
  '3.7.0': '2026-08-25',
  '3.7.3': '2026-09-03',
};

/** Sidebar labels of the section roots and of categories whose folder name reads badly. */
export const sectionTitles: Record<ReferenceSection, string> = {
  'typescript-api': 'TypeScript API',
  'core-plugins': 'Core Plugins',
  'admin-ui-api': 'Admin UI API',
  dashboard: 'Dashboard API',
};

export const categoryLabelOverrides: Record<string, string> = {
  'typescript-api/products-stock': 'Products & Stock',
  'typescript-api/common/admin-ui': 'Admin UI',
  'admin-ui-api/ui-devkit': 'UI Devkit',
  'core-plugins/admin-ui-plugin': 'AdminUiPlugin',
  'core-plugins/graphiql-plugin': 'GraphiqlPlugin',
};

/** Hand-written pages for packages the registry does not have, copied into the section as they are. */
export const handwrittenReference: { dir: string; section: ReferenceSection; category: string; label: string; reason: string }[] = [
  {
    dir: 'content/reference-handwritten/stellate-plugin',
    section: 'core-plugins',
    category: 'stellate-plugin',
    label: 'StellatePlugin',
    reason: '@vendure/stellate-plugin is not available from the npm registry used to build this site',
  },
];

/**
 * Where the order, payment, refund and fulfillment state machines come from: the `transitions`
 * object of each default process in @vendure/core's compiled JavaScript. The diagram is shown on the
 * page of `stateType`.
 */
export const stateMachineSources: { stateType: string; packageName: string; file: string; processName: string }[] = [
  { stateType: 'OrderState', packageName: '@vendure/core', file: 'dist/config/order/default-order-process.js', processName: 'configureDefaultOrderProcess' },
  { stateType: 'PaymentState', packageName: '@vendure/core', file: 'dist/config/payment/default-payment-process.js', processName: 'defaultPaymentProcess' },
  { stateType: 'RefundState', packageName: '@vendure/core', file: 'dist/config/refund/default-refund-process.js', processName: 'defaultRefundProcess' },
  { stateType: 'FulfillmentState', packageName: '@vendure/core', file: 'dist/config/fulfillment/default-fulfillment-process.js', processName: 'defaultFulfillmentProcess' },
];
