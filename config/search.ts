/**
 * Builds the `typesense` theme config of docusaurus-theme-search-typesense from the environment.
 *
 * Production sets TYPESENSE_HOSTS (three comma-separated hosts), TYPESENSE_COLLECTION and
 * TYPESENSE_SEARCH_ONLY_API_KEY at build time. The key ends up in the public bundle, so a key that
 * looks like an admin key stops the build instead of leaking.
 */
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

/**
 * The theme config to spread into `themeConfig`. Without a cluster the modal still needs a
 * syntactically valid config; the embedded index replaces the client (see the search issue).
 */
export function searchThemeConfig(env: SearchEnv): TypesenseThemeConfig {
  assertSearchOnlyKey(env);
  const configured = hasTypesense(env);
  return {
    typesense: {
      typesenseCollectionName: env.TYPESENSE_COLLECTION || DEFAULT_COLLECTION,
      typesenseServerConfig: {
        nodes: configured ? typesenseNodes(env) : [{ host: 'localhost', port: 8108, protocol: 'http' }],
        apiKey: configured ? (env.TYPESENSE_SEARCH_ONLY_API_KEY as string) : 'embedded',
        connectionTimeoutSeconds: 2,
      },
      typesenseSearchParameters: {},
      contextualSearch: true,
      searchPagePath: 'search',
    },
  };
}
