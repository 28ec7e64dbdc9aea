/**
 * The embedded backend: Pagefind's browser bundle, written next to the site by plugins/search.
 *
 * The bundle is fetched with a native `import()` the bundler leaves alone, only when a search
 * interaction starts (src/search/client.ts decides when). It runs on the main thread (`noWorker`):
 * a query takes a few milliseconds there, and skipping the worker saves its 43 KB download.
 */
import { exactNameWord, nameMatch, placeNamedPages } from './exact-match';
import { parseFilterBy } from './filters';
import { metaWeights } from './index-fields';
import { KIND_WEIGHTS } from '../../config/search-ranking';
import { searchedQuery } from './query-words';
import { isMatched, matchedForms, pagefindHits, searchKey, shortestStart, type PagefindFragment } from './pagefind-hits';
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
/**
 * Words in the excerpt Pagefind cuts around a match: long enough to hold the whole sentence the
 * hit shows (src/search/highlight.ts, sentenceAround).
 */
export const EXCERPT_WORDS = 48;

/**
 * Pagefind's ranking knobs, tuned on tests/fixtures/search/relevance.json. `termSimilarity` favours
 * words of the query's own length (exact names over longer names sharing the prefix); a lower
 * `pageLength` penalises long pages less, and reference pages are long.
 *
 * `metaWeights` weigh the fields plugins/search/index-html.ts writes (src/search/index-fields.ts),
 * with the weights of config/search-ranking.ts.
 * A match in a field adds to the score of the page's text, which saturates after a few mentions,
 * so these decide among pages that all use the words. A guide's title and headings outweigh a
 * reference page's names, so a concept in words finds the guide that teaches it; the user guide
 * sits between them. Pagefind's own `title` field is left at a low weight: the kind's title field
 * carries the title.
 */
export const RANKING = {
  termSimilarity: 6,
  pageLength: 0.1,
  metaWeights: metaWeights(KIND_WEIGHTS, 1),
};

/**
 * A result whose data is loaded once, as a copy. Pagefind keeps one object per page and rewrites
 * its excerpts on every `data()` call, with the words of the search that call belongs to; the
 * copy keeps this search's, and a second use costs nothing.
 */
function loadOnce(result: PagefindResult): PagefindResult {
  let loaded: Promise<PagefindFragment> | null = null;
  return { ...result, data: () => (loaded ??= result.data().then((fragment) => ({ ...fragment }))) };
}

/** Pages of the exact-name search looked at (a name is rarely carried by more pages). */
const MAX_NAMED = 10;

/**
 * The results of the query, with the pages it names placed first or second (see
 * src/search/exact-match.ts). The order is the same for every page of results, so no document
 * moves between pages.
 */
async function withNamedPages(query: string, results: PagefindResult[], exact: PagefindResult[]): Promise<PagefindResult[]> {
  if (exact.length === 0) return results;
  // The query's own result for a page carries the excerpts of the query's words; the exact-name
  // search's result only those of the exact-name word.
  // But a page named by a declaration keeps the exact-name result: on a GraphQL list, excerpts of
  // the query's words would be computed for each of its hundreds of sections, tens of milliseconds
  // on every keystroke; its record is the named declaration (namedSection in pagefind-hits.ts).
  const byId = new Map(results.map((result) => [result.id, result]));
  const named = await Promise.all(
    exact.slice(0, MAX_NAMED).map(async (page) => {
      const match = nameMatch(query, await page.data());
      return { page: match === 'declaration' ? page : (byId.get(page.id) ?? page), match };
    }),
  );
  return placeNamedPages(results, named, (page) => page.id);
}

/** Most searches one query may take while looking for the spelling of a word that matches. */
const MAX_SEARCHES = 16;

interface QueryWord {
  /** The word as the reader typed it, as Pagefind searches it. */
  key: string;
  /** What Pagefind is asked for: the word, or a start of it once the word matched nothing. */
  searched: string;
  /** Whether `searched` is a start of the word (then a match must begin with all of it). */
  shortened: boolean;
}

/**
 * Searches the query, forgiving a misspelt word. Pagefind requires every word and matches each as
 * the start of a word; when nothing starts with a word it falls back to the longest word that the
 * query word starts with (see lettersToShare). So while a word matches nothing of its own, it is searched one letter shorter
 * ("ordersevi", "orderse": OrderService), down to half its length; a word that still matches
 * nothing is left out when others remain ("elasticsearch plugn" is searched as "elasticsearch"),
 * and a query of that one word has no results. Null when nothing is found.
 */
async function searchForgiving(
  api: PagefindApi,
  query: string,
  filters: Record<string, { any: string[] }>,
): Promise<{ searched: string; results: PagefindResult[] } | null> {
  let words: QueryWord[] = query
    .split(/\s+/)
    .map((word) => ({ key: searchKey(word), searched: word, shortened: false }))
    .filter((word) => word.key);
  let searches = 0;
  const search = async (text: string) => {
    searches += 1;
    const response = await api.search(text, { filters });
    const results = response?.results.map(loadOnce) ?? [];
    return results[0] ? { results, forms: matchedForms(await results[0].data()) } : null;
  };
  const matches = (word: QueryWord, forms: string[] | null) => !forms || isMatched(word.key, forms, word.shortened ? word.searched : undefined);
  while (words.length > 0 && searches < MAX_SEARCHES) {
    const searched = words.map((word) => word.searched).join(' ');
    const found = await search(searched);
    let miss = found ? words.findIndex((word) => !matches(word, found.forms)) : -1;
    if (found && miss < 0) return { searched, results: found.results };
    if (!found) {
      // No page has all the words: the first that finds nothing of its own on its own is the miss.
      if (words.length === 1) miss = 0;
      for (let i = 0; miss < 0 && i < words.length && searches < MAX_SEARCHES; i++) {
        const alone = await search(words[i].searched);
        if (!alone || !matches(words[i], alone.forms)) miss = i;
      }
      if (miss < 0) miss = words.length - 1;
    }
    const word = words[miss];
    const shorter = searchKey(word.searched).slice(0, -1);
    if (shorter.length >= shortestStart(word.key)) words[miss] = { ...word, searched: shorter, shortened: true };
    else words.splice(miss, 1);
  }
  return null;
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
  const exactWord = exactNameWord(query);
  const [found, exact] = await Promise.all([
    searchForgiving(api, searchedQuery(query), filters),
    // Quoted, Pagefind looks the word up as it is: no longer words, no shortened fallback.
    exactWord ? api.search(`"${exactWord}"`, { filters }) : Promise.resolve(null),
  ]);
  const exactResults = (exact?.results ?? []).map(loadOnce);
  if (!found) return empty;
  const words = found.searched;
  const results = await withNamedPages(query, found.results, exactResults);
  const fragments = await Promise.all(results.slice(page * perPage, (page + 1) * perPage).map((r) => r.data()));
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
