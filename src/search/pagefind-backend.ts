/**
 * The embedded backend: Pagefind's browser bundle, written next to the site by plugins/search.
 *
 * The bundle is fetched with a native `import()` the bundler leaves alone, only when a search
 * interaction starts (src/search/client.ts decides when). It runs on the main thread (`noWorker`):
 * a query takes a few milliseconds there, and skipping the worker saves its 43 KB download.
 */
import { exactNameWord, nameMatch, placeNamedPages } from './exact-match';
import { parseFilterBy } from './filters';
import { searchedQuery } from './query-words';
import { isShortenedMatch, pagefindHits, type PagefindFragment } from './pagefind-hits';
import type { SearchRequest, SearchResult } from './types';

interface PagefindResult {
  /** The page's id in the index. */
  id: string;
  score: number;
  data: () => Promise<PagefindFragment>;
}

/** The part of a Pagefind instance (`createInstance()` of pagefind.js) this module uses. */
export interface PagefindApi {
  search(term: string, options?: { filters?: Record<string, { any: string[] }> }): Promise<{ results: PagefindResult[] } | null>;
  filters(): Promise<unknown>;
}

/** Documents per page of results when the request does not say (Typesense's default too). */
export const DEFAULT_PER_PAGE = 10;
/** Records per document when the request does not say (the modal sends `group_limit: 3`). */
export const DEFAULT_PER_DOCUMENT = 3;
/** Words in an excerpt: one line in the modal, two on the search page. */
export const EXCERPT_WORDS = 24;

/**
 * Pagefind's ranking knobs, tuned on tests/fixtures/search/relevance.json. `termSimilarity` favours
 * words of the query's own length (exact names over longer names sharing the prefix); a lower
 * `pageLength` penalises long pages less, and reference pages are long.
 *
 * `metaWeights` rank the metadata fields plugins/search/index-html.ts writes. A match in a field
 * adds weight × the matched words' rarity to the score, on top of the body text's score (which
 * saturates after a few mentions, so these decide among pages that all use the words): `topic`
 * (a guide's title and section headings) outweighs `names` (the declarations of a reference page),
 * so a concept in words finds the guide that teaches it; `screens` (the user guide's title and
 * headings) sits between them. Fields that only label a page (`lvl0`, `kind`) do not rank.
 */
export const RANKING = {
  termSimilarity: 4,
  pageLength: 0.3,
  metaWeights: { title: 1, guide_headings: 6, guide_summary: 2, user_guide_headings: 4, user_guide_summary: 1, reference_headings: 3, reference_summary: 1, exact: 0, lvl0: 0, kind: 0, image: 0, image_alt: 0 },
};

/** Pages of the exact-name search looked at (a name is rarely carried by more pages). */
const MAX_NAMED = 10;

/**
 * The results of the query, with the pages it names placed first or second (see
 * src/search/exact-match.ts). The order is the same for every page of results, so no document
 * moves between pages.
 */
async function withNamedPages(query: string, results: PagefindResult[], exact: PagefindResult[]): Promise<PagefindResult[]> {
  if (exact.length === 0) return results;
  const named = await Promise.all(exact.slice(0, MAX_NAMED).map(async (page) => ({ page, match: nameMatch(query, await page.data()) })));
  return placeNamedPages(results, named, (page) => page.id);
}

/**
 * Runs a request against a loaded Pagefind instance. `filter_by` is honoured except for
 * `language`: Pagefind keeps one index per language and always searches the page's own.
 */
export async function searchPagefind(api: PagefindApi, request: SearchRequest, origin: string): Promise<SearchResult> {
  const started = Date.now();
  const query = request.q.trim();
  const perPage = request.per_page ?? DEFAULT_PER_PAGE;
  const page = Math.max(0, (request.page ?? 1) - 1);
  const empty: SearchResult = { hits: [], nbHits: 0, page, nbPages: 0, hitsPerPage: perPage, processingTimeMS: 0, query };
  if (!query) return empty;
  const filters: Record<string, { any: string[] }> = {};
  for (const [field, values] of Object.entries(parseFilterBy(request.filter_by))) {
    if (field !== 'language') filters[field] = { any: values };
  }
  const words = searchedQuery(query);
  const exactWord = exactNameWord(query);
  const [response, exact] = await Promise.all([
    api.search(words, { filters }),
    // Quoted, Pagefind looks the word up as it is: no longer words, no shortened fallback.
    exactWord ? api.search(`"${exactWord}"`, { filters }) : Promise.resolve(null),
  ]);
  if (!response) return empty;
  const results = await withNamedPages(query, response.results, exact?.results ?? []);
  const fragments = await Promise.all(results.slice(page * perPage, (page + 1) * perPage).map((r) => r.data()));
  // Pagefind matches every result on the same words, so the first one tells whether it had to
  // shorten the query to find anything (see isShortenedMatch).
  const first = page === 0 ? fragments[0] : await results[0]?.data();
  if (first && isShortenedMatch(words, first)) return empty;
  const perDocument = request.group_limit ?? DEFAULT_PER_DOCUMENT;
  return {
    hits: fragments.flatMap((fragment) => pagefindHits(fragment, { query: words, origin, perDocument })),
    nbHits: results.length,
    page,
    nbPages: Math.ceil(results.length / perPage),
    hitsPerPage: perPage,
    processingTimeMS: Date.now() - started,
    query,
  };
}

interface PagefindModule {
  createInstance(options: Record<string, unknown>): PagefindApi;
}

let loading: { bundleUrl: string; instance: Promise<PagefindApi> } | null = null;

/**
 * Loads the bundle and waits until its index metadata and WASM are in, so a failure shows up here
 * (Pagefind would otherwise only report it on the first search). A failed load is forgotten, so
 * the next interaction tries again.
 */
export function loadPagefind(bundleUrl: string): Promise<PagefindApi> {
  if (loading?.bundleUrl === bundleUrl) return loading.instance;
  const instance = (async () => {
    const module = (await import(/* webpackIgnore: true */ `${bundleUrl}pagefind.js`)) as PagefindModule;
    // baseUrl "/": result URLs are paths from the site root, the way the theme expects them (it
    // prefixes the site's baseUrl itself when it turns hits into links).
    const api = module.createInstance({
      basePath: bundleUrl,
      baseUrl: '/',
      noWorker: true,
      excerptLength: EXCERPT_WORDS,
      ranking: RANKING,
    });
    await api.filters();
    return api;
  })();
  loading = { bundleUrl, instance };
  instance.catch(() => {
    if (loading?.instance === instance) loading = null;
  });
  return instance;
}
