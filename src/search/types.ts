/**
 * The record shapes shared by both search backends.
 *
 * The modal of typesense-docsearch-react renders DocSearch records: a hierarchy flattened into
 * `hierarchy.lvl0`..`hierarchy.lvl6` keys (the way the DocSearch scraper stores them in Typesense),
 * a `type` saying which level the record stands for, and `_highlightResult` / `_snippetResult`
 * whose `value` is HTML that the modal inserts as is. Every `value` we produce is therefore escaped
 * text in which only `<mark>` and `</mark>` are markup (see highlight.ts).
 */

export const LEVELS = [0, 1, 2, 3, 4, 5, 6] as const;
export type LevelKey = `hierarchy.lvl${(typeof LEVELS)[number]}`;
export type HitType = 'content' | 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6';

export interface HighlightResult {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
}

export interface SnippetResult {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
}

export type DocSearchHit = {
  objectID: string;
  /** Absolute URL (the theme turns it into a site path); carries the heading anchor if any. */
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: HitType;
  content: string | null;
  _highlightResult: Partial<Record<LevelKey | 'content', HighlightResult>>;
  _snippetResult: Partial<Record<LevelKey | 'content', SnippetResult>>;
} & Record<LevelKey, string | null>;

/**
 * What one search returns, in the shape of an Algolia/InstantSearch result: the modal reads `hits`
 * and `nbHits` ("See all {count} results"), the search page also `page` and `nbPages`.
 * `nbHits` counts documents (pages), `hits` may hold several records per document.
 */
export interface SearchResult {
  hits: DocSearchHit[];
  nbHits: number;
  /** Zero-based. */
  page: number;
  nbPages: number;
  hitsPerPage: number;
  processingTimeMS: number;
  query: string;
  /**
   * Words of the query that no listed page holds together with the others, left out so that the
   * rest could find something (embedded index only; the result list says so).
   */
  leftOut?: string[];
}

/**
 * A search request in Typesense's vocabulary, because that is what the modal sends: `q`,
 * `filter_by`, `page` (one-based), `per_page`, `group_limit` and the Typesense-only fields the
 * embedded backend ignores (`query_by`, `highlight_full_fields`, ...).
 */
export interface SearchRequest {
  q: string;
  filter_by?: string;
  page?: number;
  per_page?: number;
  group_limit?: number;
  [param: string]: unknown;
}

/** A result without hits (empty query, or nothing matched). */
export function emptyResult(query: string, hitsPerPage: number): SearchResult {
  return { hits: [], nbHits: 0, page: 0, nbPages: 0, hitsPerPage, processingTimeMS: 0, query };
}
