/**
 * Where every named type of one API is documented, and how to link to it.
 *
 * Each API gets one page per kind. Scalars, interfaces and unions live on the object-types page:
 * they are output types like objects, so readers following a field's type land on the page they
 * are already reading, and the routes stay the five the site promises per API.
 */
import {
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isIntrospectionType,
  isObjectType,
  isScalarType,
  isUnionType,
  type GraphQLNamedType,
  type GraphQLSchema,
} from 'graphql';

/** Route of the GraphQL reference folder, without trailing slash; each API has its folder below it. */
export const DEFAULT_BASE_PATH = '/reference/graphql-api';

export type RootKind = 'queries' | 'mutations' | 'subscriptions';
export type TypePageKind = 'object-types' | 'input-types' | 'enums';
export type PageKind = RootKind | TypePageKind;
/** The page a link is written on: a kind page, or an index page (which documents no element). */
export type LinkOrigin = PageKind | 'index';

/** Anchor of a type or root field: its name in lower case (GraphQL names are ASCII). */
export function anchorOf(name: string): string {
  return name.toLowerCase();
}

/** Alphabetical by name, ignoring case, with a stable tie-break; independent of the machine locale. */
export function byName<T extends { name: string }>(a: T, b: T): number {
  const x = a.name.toLowerCase();
  const y = b.name.toLowerCase();
  if (x !== y) return x < y ? -1 : 1;
  return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
}

export class ApiLocations {
  private readonly roots = new Map<string, RootKind>();

  constructor(
    readonly schema: GraphQLSchema,
    /** Route of the API's index page, with a trailing slash, e.g. `/reference/graphql-api/admin/`. */
    readonly apiRoute: string,
  ) {
    const add = (type: GraphQLNamedType | null | undefined, kind: RootKind): void => {
      if (type) this.roots.set(type.name, kind);
    };
    add(schema.getQueryType(), 'queries');
    add(schema.getMutationType(), 'mutations');
    add(schema.getSubscriptionType(), 'subscriptions');
  }

  route(kind: PageKind): string {
    return `${this.apiRoute}${kind}/`;
  }

  /** The root kind when `type` is the Query, Mutation or Subscription type. */
  rootKindOf(type: GraphQLNamedType): RootKind | undefined {
    return this.roots.get(type.name);
  }

  /** The page that documents `type`, or undefined for introspection types (never documented). */
  pageOf(type: GraphQLNamedType): PageKind | undefined {
    if (isIntrospectionType(type)) return undefined;
    const root = this.rootKindOf(type);
    if (root) return root;
    if (isInputObjectType(type)) return 'input-types';
    if (isEnumType(type)) return 'enums';
    if (isObjectType(type) || isInterfaceType(type) || isUnionType(type) || isScalarType(type)) return 'object-types';
    return undefined;
  }

  /**
   * Link from page `from` to `type`: a bare `#anchor` on the same page (a plain HTML link, cheaper
   * than a router link on huge pages), otherwise the absolute route plus anchor. A root type links
   * to its page as a whole.
   */
  href(type: GraphQLNamedType, from: LinkOrigin): string {
    const page = this.pageOf(type);
    if (!page) throw new Error(`GraphQL reference: ${type.name} is an introspection type and has no page`);
    if (this.rootKindOf(type)) return this.route(page);
    const anchor = anchorOf(type.name);
    return page === from ? `#${anchor}` : `${this.route(page)}#${anchor}`;
  }

  /** Link to the type called `name` from page `from`, when the schema has such a documented type. */
  hrefByName(name: string, from: LinkOrigin): string | undefined {
    const type = this.schema.getType(name);
    return type && this.pageOf(type) ? this.href(type, from) : undefined;
  }
}
