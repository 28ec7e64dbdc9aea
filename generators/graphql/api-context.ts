/** Everything a page renderer needs to know about the API it documents. */
import { marksHtml } from '../api-changes/markdown';
import { graphqlMarkKey, type ReleaseMarks } from '../api-changes/types';
import type { Release } from './front-matter';
import type { ApiInventory } from './inventory';
import type { ApiLocations } from './locations';

export interface ApiDescription {
  /** Folder and route segment: `admin`, `shop`. */
  name: string;
  /** Reader-facing name: `Admin API`. */
  label: string;
  /** One or two sentences (Markdown, MDX-safe) saying who uses this API and for what. */
  summary: string;
}

export interface ApiPageContext {
  api: ApiDescription;
  locations: ApiLocations;
  inventory: ApiInventory;
  release: Release;
  /** Release-comparison marks ("Added in 3.7") by `graphqlMarkKey`, when the comparison ran. */
  marks?: ReleaseMarks['graphql'];
}

/**
 * The marks of one element (`Product`, `Product.name`, `Query.product`) as inline HTML, a
 * deprecation only while the element is deprecated; '' when it has none.
 */
export function marksOf(ctx: ApiPageContext, coordinate: string, deprecated = false): string {
  const marks = ctx.marks?.[graphqlMarkKey(ctx.api.name, coordinate)] ?? [];
  return marksHtml(marks.filter((m) => m.kind !== 'deprecated' || deprecated));
}
