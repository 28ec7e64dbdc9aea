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

/** What the modal's `transformSearchClient` returns in place of its own Typesense client. */
export function modalSearchClient(siteRoot: string): { search: (requests: SearchRequest[]) => Promise<{ results: SearchResult[] }> } {
  return {
    async search(requests) {
      try {
        return { results: await Promise.all(requests.map((request) => searchDocs(siteRoot, request))) };
      } catch (error) {
        throw asRetryError(error);
      }
    },
  };
}
