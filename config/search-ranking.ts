/**
 * How search ranks pages, for both backends (pure data, read by the client and the tests).
 *
 * The same intent is written in each backend's terms:
 *  - a whole name (a page title, a declaration) comes first: the embedded index looks exact names
 *    up (src/search/exact-match.ts); Typesense prefers exact matches of a field
 *    (`prioritize_exact_match`) and, since it does not split camel case, a one-word name only
 *    matches a title or heading that is that name;
 *  - titles weigh more than section headings, headings more than text: Pagefind metadata weights
 *    per field (KIND_WEIGHTS), Typesense `query_by_weights` per hierarchy level;
 *  - among pages that match alike, a guide comes before the user guide, and that before the
 *    reference: Pagefind weighs each kind's fields (a guide's title 9, a reference page's 4),
 *    Typesense sorts equal matches by the `page_rank` the scraper gives each part of the site
 *    (config/typesense-docsearch-scraper.json, checked against PAGE_RANK by the unit tests).
 */

/** The parts of the site that search ranks differently (src/search/index-fields.ts tells them apart by URL). */
export type PageKind = 'guide' | 'user-guide' | 'reference' | 'other';

/** Pagefind metadata weights of one kind's fields: its title, its section headings, its description. */
export interface KindWeights {
  title: number;
  heading: number;
  summary: number;
}

/** Pagefind metadata weights of each kind's fields (see src/search/index-fields.ts). */
export const KIND_WEIGHTS: Record<Exclude<PageKind, 'other'>, KindWeights> = {
  guide: { title: 9, heading: 6, summary: 3 },
  'user-guide': { title: 4, heading: 4, summary: 1 },
  reference: { title: 4, heading: 1, summary: 0 },
};

/**
 * Pagefind weight of the words readers use for a page's subject (config/search-synonyms.ts): as
 * much as a guide's title, since they name what the page is about.
 */
export const SYNONYM_WEIGHT = 9;

/** The scraper's `page_rank` per kind of page: the kinds in the order of their title weights. */
export const PAGE_RANK: Record<PageKind, number> = { guide: 3, 'user-guide': 2, reference: 1, other: 0 };

/** The hierarchy levels and text Typesense searches, with their weights (lvl0, the section label, is not searched). */
export const TYPESENSE_FIELDS: [field: string, weight: number][] = [
  ['hierarchy.lvl1', 9],
  ['hierarchy.lvl2', 6],
  ['hierarchy.lvl3', 6],
  ['hierarchy.lvl4', 3],
  ['hierarchy.lvl5', 3],
  ['hierarchy.lvl6', 3],
  ['content', 1],
];

/**
 * The Typesense search parameters that rank, sent by the modal (through the theme's
 * `typesenseSearchParameters`) and by the /search page alike. `item_priority` is what the scraper
 * computes from `page_rank`, then the record's level (title, heading, text), then its position.
 */
export const TYPESENSE_RANKING = {
  query_by: TYPESENSE_FIELDS.map(([field]) => field).join(','),
  query_by_weights: TYPESENSE_FIELDS.map(([, weight]) => weight).join(','),
  prioritize_exact_match: true,
  sort_by: '_text_match:desc,item_priority:desc',
};
