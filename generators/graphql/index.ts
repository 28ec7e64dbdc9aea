/**
 * GraphQL API reference generator: final schemas in, MDX pages out (no file system access).
 *
 * For every API it writes `<api>/index.mdx` plus one page per kind (queries, mutations, object
 * types, input types, enums), a `_category_.json` for the sidebar, and one overview `index.mdx`
 * for the whole reference. All paths are relative to the reference folder
 * (`docs/reference/graphql-api`).
 */
import type { GraphQLSchema } from 'graphql';
import type { OutputFile } from '../output-file';
import type { ApiDescription, ApiPageContext } from './api-context';
import type { Release } from './front-matter';
import { apiIndexPage, overviewPage } from './index-pages';
import { countsOf, inventoryOf, type ApiCounts } from './inventory';
import { assertLinksResolve, type CheckedPage } from './link-check';
import { ApiLocations, DEFAULT_BASE_PATH } from './locations';
import { rootFieldsPage } from './root-field-pages';
import type { RenderedPage } from './page';
import { prerenderPage } from './prerender';
import { enumsPage, inputTypesPage, objectTypesPage } from './type-pages';

export type { ApiCounts } from './inventory';
export { describeCounts } from './inventory';
export type { ApiDescription } from './api-context';
export type { Release } from './front-matter';

export interface ApiSchema extends ApiDescription {
  schema: GraphQLSchema;
}

export interface GraphqlReferenceInput {
  apis: ApiSchema[];
  release: Release;
  /** Route of the reference folder, without trailing slash. */
  basePath?: string;
  /** Release-comparison marks ("Added in 3.7") by `graphqlMarkKey`. */
  marks?: ApiPageContext['marks'];
}

export interface GraphqlReference {
  files: OutputFile[];
  counts: ApiCounts[];
  /** Paths of the pages that document elements (one per kind and API), as opposed to index pages. */
  elementPages: string[];
}

export { DEFAULT_BASE_PATH };

/** Reader-facing names and summaries of the two APIs Vendure serves. */
export const VENDURE_APIS: Record<'admin' | 'shop', ApiDescription> = {
  admin: {
    name: 'admin',
    label: 'Admin API',
    summary:
      'The Admin API is what the Dashboard and the classic Admin UI talk to. Use it for back-office ' +
      'work: managing the catalog, orders, customers and settings, importing data, and connecting other ' +
      'systems. Apart from logging in, its operations need an administrator or API key with the ' +
      'matching permissions.',
  },
  shop: {
    name: 'shop',
    label: 'Shop API',
    summary:
      'The Shop API serves storefronts and apps. It lets customers browse the catalog, search, fill an ' +
      'active order, check out and manage their account, and it only exposes what a customer may see.',
  },
};

export function generateGraphqlReference(input: GraphqlReferenceInput): GraphqlReference {
  const basePath = input.basePath ?? DEFAULT_BASE_PATH;
  const overviewRoute = `${basePath}/`;
  const files: OutputFile[] = [];
  const elementPages: string[] = [];
  const checked: CheckedPage[] = [];
  const counts: ApiCounts[] = [];
  const apis: { ctx: ApiPageContext; counts: ApiCounts }[] = [];

  input.apis.forEach((api, apiIndex) => {
    const locations = new ApiLocations(api.schema, `${basePath}/${api.name}/`);
    const inventory = inventoryOf(locations);
    const description: ApiDescription = { name: api.name, label: api.label, summary: api.summary };
    const ctx: ApiPageContext = { api: description, locations, inventory, release: input.release, ...(input.marks ? { marks: input.marks } : {}) };
    const apiCounts = countsOf(api.name, inventory);
    counts.push(apiCounts);
    apis.push({ ctx, counts: apiCounts });

    const pages: RenderedPage[] = [rootFieldsPage(ctx, 'queries', 1), rootFieldsPage(ctx, 'mutations', 2)];
    if (inventory.rootFields.subscriptions.length) pages.push(rootFieldsPage(ctx, 'subscriptions', 3));
    pages.push(objectTypesPage(ctx, 4), inputTypesPage(ctx, 5), enumsPage(ctx, 6));

    for (const page of pages) {
      const path = `${api.name}/${page.kind}.mdx`;
      files.push({ path, content: page.content });
      elementPages.push(path);
      checked.push({ path, route: page.route, content: page.content, anchors: page.anchors });
    }
    const index = apiIndexPage(ctx, apiCounts, overviewRoute);
    files.push({ path: `${api.name}/index.mdx`, content: index.content });
    checked.push({ path: `${api.name}/index.mdx`, ...index });
    files.push({
      path: `${api.name}/_category_.json`,
      content: `${JSON.stringify({ label: api.label, position: apiIndex + 2, collapsed: true }, null, 2)}\n`,
    });
  });

  const overview = overviewPage(overviewRoute, apis, input.release);
  files.push({ path: 'index.mdx', content: overview.content });
  checked.push({ path: 'index.mdx', ...overview });

  assertLinksResolve(checked, basePath);
  return { files, counts, elementPages };
}

/**
 * The reference with its element pages pre-rendered to static HTML (see prerender.ts): what the
 * site ships; the index pages stay Markdown. Kept apart from generateGraphqlReference so the tests
 * can read the Markdown too.
 */
export async function prerenderElementPages(
  reference: GraphqlReference,
  // The generate step passes a cached version; the result must be what prerenderPage returns.
  render: (content: string) => Promise<string> = async (content) => (await prerenderPage(content)).content,
): Promise<GraphqlReference> {
  const elements = new Set(reference.elementPages);
  const files = await Promise.all(
    reference.files.map(async (file) => (elements.has(file.path) ? { ...file, content: await render(file.content) } : file)),
  );
  return { ...reference, files };
}
