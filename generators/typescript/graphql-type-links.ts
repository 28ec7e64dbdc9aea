/**
 * Links from TypeScript signatures to the GraphQL reference, for the types the framework generates
 * from its schema (`GlobalFlag`, `CreateProductVariantInput`, `DeletionResponse`): they have no
 * TypeScript page, but the GraphQL pages document them as an enum, input type or object type. Only
 * an anchor that the GraphQL page really has is linked, so a name the schema does not know stays text.
 */
import { anchorOf, DEFAULT_BASE_PATH, type TypePageKind } from '../graphql/locations';
import type { SiteRoutes } from './site-links';
import type { GraphqlApi } from './types';

/** The GraphQL generator's pages that document named types, in the order a name is looked up. */
const typePages: readonly TypePageKind[] = ['enums', 'input-types', 'object-types'];

export function graphqlTypeHref(name: string, api: GraphqlApi, routes: SiteRoutes): string | undefined {
  const anchor = anchorOf(name);
  for (const page of typePages) {
    const route = `${DEFAULT_BASE_PATH}/${api}/${page}/`;
    const target = routes.get(route)?.get(anchor);
    if (target) return `${route}#${target}`;
  }
  return undefined;
}
