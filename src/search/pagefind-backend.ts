/**
 * The embedded backend: Pagefind's browser bundle, written next to the site by plugins/search.
 *
 * The bundle is fetched with a native `import()` the bundler leaves alone, only when a search
 * interaction starts (src/search/client.ts decides when). It runs on the main thread (`noWorker`):
 * a query takes a few milliseconds there, and skipping the worker saves its 43 KB download.
 */
import { preferredOrder } from './preferences';
import { exactNameWord, nameMatch, placeNamedPages } from './exact-match';
import { parseFilterBy } from './filters';
import { metaWeights } from './index-fields';
import { KIND_WEIGHTS, SYNONYM_WEIGHT } from '../../config/search-ranking';
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
  metaWeights: metaWeights(KIND_WEIGHTS, 1, SYNONYM_WEIGHT),
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

/**
 * The first page of results reordered by the preferences (preferences.ts). Pagefind gives a
 * result's URL only with its data, which that page loads anyway; reordering within the page keeps
 * the set of documents on each page as it was, so later pages need nothing of this.
 */
async function preferredOnFirstPage(query: string, results: PagefindResult[], perPage: number): Promise<PagefindResult[]> {
  const top = results.slice(0, perPage);
  const urls = new Map(await Promise.all(top.map(async (result) => [result, (await result.data()).url] as const)));
  return [...preferredOrder(query, top, (result) => urls.get(result) ?? ''), ...results.slice(perPage)];
}

/** Most searches one query may take while looking for the spelling of a word that matches. */
const MAX_SEARCHES = 16;

interface QueryWord {
  /** The word as the reader typed it. */
  typed: string;
  /** The word as Pagefind searches it. */
  key: string;
  /** What Pagefind is asked for: the word, or a start of it once the word matched nothing. */
  searched: string;
  /** Whether `searched` is a start of the word (then a match must begin with all of it). */
  shortened: boolean;
}

/**
 * Searches the query, forgiving a misspelt word and a word no page shares with the others.
 * Pagefind requires every word and matches each as the start of a word; when nothing starts with
 * a word it falls back to the longest word that the query word starts with (see lettersToShare).
 *  - A word that matches nothing of its own is searched one letter shorter ("ordersevi",
 *    "orderse": OrderService), down to half its length, and left out if that fails while other
 *    words remain ("elasticsearch plugn" is searched as "elasticsearch").
 *  - When every word matches pages of its own but no page holds them all ("stop order emails"),
 *    the word with the fewest pages of its own is left out: it is the one that narrows the others
 *    to nothing, and a list for the rest is better than none.
 * The words left out are returned, so the result list can say so. Null when nothing is found.
 */
async function searchForgiving(
  api: PagefindApi,
  query: string,
  filters: Record<string, { any: string[] }>,
): Promise<{ searched: string; results: PagefindResult[]; leftOut: string[] } | null> {
  let words: QueryWord[] = query
    .split(/\s+/)
    .map((word) => ({ typed: word, key: searchKey(word), searched: word, shortened: false }))
    .filter((word) => word.key);
  const leftOut: string[] = [];
  let searches = 0;
  const search = async (text: string) => {
    searches += 1;
    const response = await api.search(text, { filters });
    const results = response?.results.map(loadOnce) ?? [];
    return results[0] ? { results, forms: matchedForms(await results[0].data()) } : null;
  };
  const matches = (word: QueryWord, forms: string[] | null) => !forms || isMatched(word.key, forms, word.shortened ? word.searched : undefined);
  const leaveOut = (index: number) => {
    leftOut.push(words[index].typed);
    words.splice(index, 1);
  };
  while (words.length > 0 && searches < MAX_SEARCHES) {
    const searched = words.map((word) => word.searched).join(' ');
    const found = await search(searched);
    let miss = found ? words.findIndex((word) => !matches(word, found.forms)) : -1;
    if (found && miss < 0) return { searched, results: found.results, leftOut };
    if (!found && words.length > 1) {
      // No page has all the words: the first that finds nothing of its own on its own is the miss;
      // if each finds pages of its own, the one with the fewest is left out.
      let fewest = { index: -1, pages: Infinity };
      for (let i = 0; miss < 0 && i < words.length && searches < MAX_SEARCHES; i++) {
        const alone = await search(words[i].searched);
        if (!alone || !matches(words[i], alone.forms)) miss = i;
        else if (alone.results.length < fewest.pages) fewest = { index: i, pages: alone.results.length };
      }
      if (miss < 0) {
        leaveOut(fewest.index >= 0 ? fewest.index : words.length - 1);
        continue;
      }
    } else if (!found) miss = 0;
    const word = words[miss];
    const shorter = searchKey(word.searched).slice(0, -1);
    if (shorter.length >= shortestStart(word.key)) words[miss] = { ...word, searched: shorter, shortened: true };
    else leaveOut(miss);
  }
  return null;
}

/** Fewer full matches than this, and pages that miss one word of the query are listed after them. */
export const FEW_RESULTS = 5;
/** Most query words left out one at a time to widen a short list. */
const MAX_WIDENING_SEARCHES = 4;

/**
 * A short list widened: Pagefind lists only pages that hold every word, so a task written in a
 * reader's words ("add a chart to the dashboard home") can miss the page that teaches it because that
 * page never says one of them ("home"). When fewer than FEW_RESULTS pages hold them all, the query
 * is searched again without each of its words in turn, and the pages found that way follow the full
 * matches, best score first. The full matches keep their order and their place.
 */
async function widenFewResults(
  api: PagefindApi,
  searched: string,
  results: PagefindResult[],
  filters: Record<string, { any: string[] }>,
): Promise<PagefindResult[]> {
  const words = searched.split(/\s+/).filter(Boolean);
  if (results.length >= FEW_RESULTS || words.length < 2) return results;
  const seen = new Set(results.map((result) => result.id));
  const partial = new Map<string, PagefindResult>();
  // The searches share the index chunks the full query loaded, so they run side by side.
  const responses = await Promise.all(
    words.slice(0, MAX_WIDENING_SEARCHES).map((_, i) => api.search(words.filter((__, j) => j !== i).join(' '), { filters })),
  );
  for (const response of responses) {
    for (const result of response?.results ?? []) {
      const known = partial.get(result.id);
      if (!seen.has(result.id) && (!known || known.score < result.score)) partial.set(result.id, loadOnce(result));
    }
  }
  return [...results, ...[...partial.values()].sort((a, b) => b.score - a.score)];
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
  // A query that names a page (an exact name) needs no widening: the reader knows what they want.
  const widened = exactResults.length > 0 ? found.results : await widenFewResults(api, words, found.results, filters);
  const preferred = page === 0 ? await preferredOnFirstPage(query, widened, perPage) : widened;
  const results = await withNamedPages(query, preferred, exactResults);
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
    ...(found.leftOut.length > 0 ? { leftOut: found.leftOut } : {}),
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
