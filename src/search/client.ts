/**
 * The one search client behind the navbar modal and the /search page.
 *
 * Nothing is fetched when a page loads. The first interaction (hovering or focusing the search
 * button, opening the modal, a query on /search) reads /search-config.json, written by the build
 * (config/search.ts), and then either loads the embedded Pagefind bundle or queries Typesense.
 */
import { SEARCH_CONFIG_FILE, type SearchBackendConfig } from '../../config/search';
import { loadPagefind, searchPagefind } from './pagefind-backend';
import { searchTypesense } from './typesense-backend';
import type { SearchRequest, SearchResult } from './types';

let configLoad: { url: string; promise: Promise<SearchBackendConfig> } | null = null;

/** Reads the backend config once per page life; a failed read is retried on the next call. */
export function loadBackendConfig(siteRoot: string): Promise<SearchBackendConfig> {
  const url = `${siteRoot}${SEARCH_CONFIG_FILE}`;
  if (configLoad?.url === url) return configLoad.promise;
  const promise = fetch(url).then(async (response) => {
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    const config = (await response.json()) as SearchBackendConfig;
    // Lets CSS drop the modal's "Search by Typesense" credit when Typesense is not the backend.
    document.documentElement.dataset.searchBackend = config.backend;
    return config;
  });
  configLoad = { url, promise };
  promise.catch(() => {
    if (configLoad?.promise === promise) configLoad = null;
  });
  return promise;
}

/** `siteRoot` is the site's base URL ("/"); the config and the Pagefind bundle live under it. */
export async function searchDocs(siteRoot: string, request: SearchRequest): Promise<SearchResult> {
  const config = await loadBackendConfig(siteRoot);
  if (config.backend === 'typesense') return searchTypesense(config, request);
  const api = await loadPagefind(`${siteRoot}${config.bundlePath}`);
  return searchPagefind(api, request, window.location.origin);
}

/** Starts loading whatever the first search will need. Failures surface on that search. */
export function preloadSearch(siteRoot: string): void {
  loadBackendConfig(siteRoot)
    .then((config) => (config.backend === 'pagefind' ? loadPagefind(`${siteRoot}${config.bundlePath}`) : undefined))
    .catch(() => undefined);
}

/**
 * typesense-docsearch-react shows its error screen ("Unable to fetch results") only for an error
 * named RetryError, the name the Algolia client gives to "every server failed". Any failure of
 * ours means the same to the reader, so it is renamed; the original stays as `cause`.
 */
export function asRetryError(error: unknown): Error {
  const message = error instanceof Error ? error.message : String(error);
  const retryError = new Error(`Search failed: ${message}`, { cause: error });
  retryError.name = 'RetryError';
  return retryError;
}

/** autocomplete-core's default: the status turns "stalled" this long after a keystroke. */
export const STALL_THRESHOLD_MS = 300;

type ModalSearch = Promise<{ results: SearchResult[] }>;

/**
 * Keeps the modal's error screen on screen. The modal calls `.catch(handler)` on the promise its
 * client returns, and the handler sets the status to "error" for a RetryError and rethrows. But
 * autocomplete-core ends the same chain with `finally(() => setStatus('idle'))`, in the same task,
 * so "Unable to fetch results" would be replaced by "No results for" before it is ever painted
 * (typesense-docsearch-react 3.4.1 with autocomplete-core 1.8.2). So the `catch` of the returned
 * promise runs the handler and then never settles: the chain stops with the status at "error".
 * The handler runs after autocomplete's stall timer (started with the keystroke, not cleared since
 * the chain never ends), which would otherwise switch the status to "stalled" on top of it.
 * The next keystroke starts a new chain as usual; Escape cancels the pending one.
 */
export function holdErrorScreen(search: ModalSearch, startedAt: number, now: () => number = Date.now): ModalSearch {
  const held = search as ModalSearch & { catch: ModalSearch['catch'] };
  held.catch = ((onRejected?: (reason: unknown) => unknown) =>
    search.then(undefined, async (error: unknown) => {
      const wait = startedAt + STALL_THRESHOLD_MS + 50 - now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      try {
        onRejected?.(error);
      } catch {
        // The modal rethrows to end the chain; ending it here is the point.
      }
      return new Promise<never>(() => undefined);
    })) as ModalSearch['catch'];
  return held;
}

/** What the modal's `transformSearchClient` returns in place of its own Typesense client. */
export function modalSearchClient(siteRoot: string): { search: (requests: SearchRequest[]) => ModalSearch } {
  return {
    search(requests) {
      const startedAt = Date.now();
      const search = Promise.all(requests.map((request) => searchDocs(siteRoot, request))).then(
        (results) => ({ results }),
        (error: unknown) => {
          throw asRetryError(error);
        },
      );
      return holdErrorScreen(search, startedAt);
    },
  };
}
