/**
 * "Open in GraphiQL" for the docs' GraphQL samples (pure). Which blocks get it, and for which API,
 * is decided at build time (`graphiqlApi` in plugins/code-highlighting/remark-static-code.ts). A project made by @vendure/create serves
 * GraphiQL with @vendure/graphiql-plugin at `/graphiql/admin` and `/graphiql/shop`, and that page
 * fills its editor from `?query=`. So a sample opens on the reader's own dev server, whose address
 * they can change once (src/graphiql/use-graphiql-server.ts remembers it).
 */

/** The address `@vendure/create` sets up: the server's port 3000 on this machine. */
export const DEFAULT_GRAPHIQL_SERVER = 'http://localhost:3000';

export type GraphqlApi = 'admin' | 'shop';

/**
 * The server address as typed, made usable: a scheme added when it is missing (`localhost:3000`
 * → `http://localhost:3000`), a trailing slash dropped. Null when it is not an http(s) address.
 */
export function normaliseServer(input: string): string | null {
  const trimmed = input.trim();
  // Browsers' URL parsers disagree on spaces in a host name (Chromium encodes them), so they are
  // refused here, as is a host name with anything but letters, digits, dots and hyphens.
  if (!trimmed || /\s/.test(trimmed)) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `http://${trimmed}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (!/^(?:[a-z0-9-]+\.)*[a-z0-9-]+$|^\[[0-9a-f:.]+\]$/i.test(url.hostname)) return null;
    return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
  } catch {
    return null;
  }
}

/** The GraphiQL page of `server` for `api`, with `query` in its editor. */
export function graphiqlUrl(server: string, api: GraphqlApi, query: string): string {
  return `${server}/graphiql/${api}?${new URLSearchParams({ query: query.trim() }).toString()}`;
}
