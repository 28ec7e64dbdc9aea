/**
 * Search settings derived from the environment at build time.
 *
 * Production sets TYPESENSE_HOSTS (three comma-separated hosts), TYPESENSE_COLLECTION and
 * TYPESENSE_SEARCH_ONLY_API_KEY. Without them the site searches an embedded Pagefind index built from
 * its own HTML. Two outputs come from the same variables:
 *  - `searchThemeConfig`: the `typesense` theme config of docusaurus-theme-search-typesense (what the
 *    theme's UI needs; it holds no connection details);
 *  - `searchBackendConfig`: the backend the browser queries, written by plugins/search to
 *    `/search-config.json` and read on the first search interaction (src/search/client.ts). Keeping
 *    the connection in that file means one built site can be pointed at a stand-in cluster in the
 *    browser tests without a second production build.
 * The key is public either way, so a key that looks like an admin key stops the build.
 */
import { TYPESENSE_RANKING } from './search-ranking';

export interface SearchEnv {
  TYPESENSE_HOSTS?: string;
  TYPESENSE_PORT?: string;
  TYPESENSE_PROTOCOL?: string;
  TYPESENSE_COLLECTION?: string;
  TYPESENSE_SEARCH_ONLY_API_KEY?: string;
  TYPESENSE_ADMIN_API_KEY?: string;
  [key: string]: string | undefined;
}

export interface TypesenseNode {
  host: string;
  port: number;
  protocol: 'http' | 'https';
}

export interface TypesenseThemeConfig {
  typesense: {
    typesenseCollectionName: string;
    typesenseServerConfig: { nodes: TypesenseNode[]; apiKey: string; connectionTimeoutSeconds: number };
    typesenseSearchParameters: Record<string, string | number | boolean>;
    contextualSearch: boolean;
    searchPagePath: string;
  };
}

export const DEFAULT_COLLECTION = 'vendure-docs';
/** Where the build writes the backend config, relative to the site root (and the build dir). */
export const SEARCH_CONFIG_FILE = 'search-config.json';
/** Folder of the Pagefind bundle, relative to the site root. */
export const PAGEFIND_DIR = 'pagefind';

export type SearchBackendConfig =
  | { backend: 'pagefind'; bundlePath: string }
  | {
      backend: 'typesense';
      collection: string;
      nodes: TypesenseNode[];
      apiKey: string;
      connectionTimeoutSeconds: number;
    };

/** True when a Typesense cluster is configured for this build. */
export function hasTypesense(env: SearchEnv): boolean {
  return Boolean(env.TYPESENSE_HOSTS && env.TYPESENSE_SEARCH_ONLY_API_KEY);
}

export function assertSearchOnlyKey(env: SearchEnv): void {
  const key = env.TYPESENSE_SEARCH_ONLY_API_KEY ?? '';
  if (!key) return;
  if (env.TYPESENSE_ADMIN_API_KEY && env.TYPESENSE_ADMIN_API_KEY === key) {
    throw new Error(
      'TYPESENSE_SEARCH_ONLY_API_KEY equals TYPESENSE_ADMIN_API_KEY. The search key is shipped to every ' +
        'browser: create a key limited to the "documents:search" action and use that instead.',
    );
  }
  if (/admin|master|bootstrap/i.test(key)) {
    throw new Error(
      'TYPESENSE_SEARCH_ONLY_API_KEY looks like an admin key (it contains "admin", "master" or "bootstrap"). ' +
        'Only a search-only key may be bundled into the site.',
    );
  }
}

export function typesenseNodes(env: SearchEnv): TypesenseNode[] {
  const protocol = env.TYPESENSE_PROTOCOL === 'http' ? 'http' : 'https';
  const port = env.TYPESENSE_PORT ? Number(env.TYPESENSE_PORT) : 443;
  if (!Number.isInteger(port) || port <= 0) {
    throw new Error(`TYPESENSE_PORT must be a positive integer, got "${env.TYPESENSE_PORT}"`);
  }
  const hosts = (env.TYPESENSE_HOSTS ?? '')
    .split(',')
    .map((h) => h.trim())
    .filter(Boolean);
  return hosts.map((host) => ({ host, port, protocol }));
}

/** Half a cluster configuration is a mistake, not a request for the embedded index. */
function assertCompleteTypesense(env: SearchEnv): void {
  const hosts = Boolean(env.TYPESENSE_HOSTS);
  const key = Boolean(env.TYPESENSE_SEARCH_ONLY_API_KEY);
  if (hosts !== key) {
    const [set, missing] = hosts
      ? ['TYPESENSE_HOSTS', 'TYPESENSE_SEARCH_ONLY_API_KEY']
      : ['TYPESENSE_SEARCH_ONLY_API_KEY', 'TYPESENSE_HOSTS'];
    throw new Error(`${set} is set but ${missing} is not: set both to search Typesense, or neither for the embedded index.`);
  }
}

/** What the browser should query; written to SEARCH_CONFIG_FILE by plugins/search. */
export function searchBackendConfig(env: SearchEnv): SearchBackendConfig {
  assertSearchOnlyKey(env);
  assertCompleteTypesense(env);
  if (!hasTypesense(env)) return { backend: 'pagefind', bundlePath: `${PAGEFIND_DIR}/` };
  return {
    backend: 'typesense',
    collection: env.TYPESENSE_COLLECTION || DEFAULT_COLLECTION,
    nodes: typesenseNodes(env),
    apiKey: env.TYPESENSE_SEARCH_ONLY_API_KEY as string,
    connectionTimeoutSeconds: 2,
  };
}

/**
 * The theme config to spread into `themeConfig`. The theme's modal builds a Typesense client from
 * `typesenseServerConfig` as soon as it opens, but ours replaces it through `transformSearchClient`
 * (src/theme/SearchBar), so the field only has to be valid: the real connection is read from
 * SEARCH_CONFIG_FILE. The collection name still matters to the theme: recent searches are stored
 * under it.
 */
export function searchThemeConfig(env: SearchEnv): TypesenseThemeConfig {
  const backend = searchBackendConfig(env);
  return {
    typesense: {
      typesenseCollectionName: backend.backend === 'typesense' ? backend.collection : DEFAULT_COLLECTION,
      typesenseServerConfig: {
        nodes: [{ host: 'unused.invalid', port: 443, protocol: 'https' }],
        apiKey: 'unused',
        connectionTimeoutSeconds: 2,
      },
      // The modal spreads these over its own request (query_by, sort_by, …): rank as /search does.
      typesenseSearchParameters: { ...TYPESENSE_RANKING },
      contextualSearch: true,
      searchPagePath: 'search',
    },
  };
}
