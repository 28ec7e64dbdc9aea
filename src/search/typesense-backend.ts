/**
 * The production backend: Typesense's `multi_search` over plain `fetch`.
 *
 * The theme's modal would bring its own Typesense client, but that client is built from the
 * serialized theme config; ours takes the connection from /search-config.json instead (see
 * config/search.ts for why). The behaviour kept from the official client: the search-only key in
 * the `X-TYPESENSE-API-KEY` header, a per-request timeout, and failover to the next node when one
 * cannot be reached or answers 5xx. A 4xx is the request's fault and is not retried.
 */
import type { SearchBackendConfig } from '../../config/search';
import { typesenseResult, type TypesenseSearchResult } from './typesense-hits';
import type { SearchRequest, SearchResult } from './types';

export type TypesenseConfig = Extract<SearchBackendConfig, { backend: 'typesense' }>;
export type Fetch = (url: string, init: RequestInit) => Promise<Response>;

class ClientError extends Error {}

let nextNode = 0;

/** Sends one search and returns its raw result; rotates the starting node between calls. */
export async function typesenseMultiSearch(
  config: TypesenseConfig,
  request: SearchRequest,
  fetchImpl: Fetch = (url, init) => fetch(url, init),
): Promise<TypesenseSearchResult> {
  if (config.nodes.length === 0) throw new Error('The Typesense search config lists no nodes');
  const body = JSON.stringify({ searches: [{ ...request, collection: config.collection }] });
  const first = nextNode++ % config.nodes.length;
  const failures: string[] = [];
  for (let attempt = 0; attempt < config.nodes.length; attempt++) {
    const node = config.nodes[(first + attempt) % config.nodes.length];
    const url = `${node.protocol}://${node.host}:${node.port}/multi_search`;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), config.connectionTimeoutSeconds * 1000);
    try {
      const response = await fetchImpl(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-TYPESENSE-API-KEY': config.apiKey },
        body,
        signal: controller.signal,
      });
      if (response.status >= 400 && response.status < 500) {
        throw new ClientError(`Typesense at ${url} refused the search (${response.status}): ${await response.text()}`);
      }
      if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
      const json = (await response.json()) as { results?: TypesenseSearchResult[] };
      if (!json.results?.[0]) throw new Error('the answer holds no results');
      return json.results[0];
    } catch (error) {
      if (error instanceof ClientError) throw error;
      failures.push(`${url}: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      clearTimeout(timer);
    }
  }
  throw new Error(`No Typesense node answered: ${failures.join('; ')}`);
}

export async function searchTypesense(config: TypesenseConfig, request: SearchRequest, fetchImpl?: Fetch): Promise<SearchResult> {
  const result = await typesenseMultiSearch(config, request, fetchImpl);
  return typesenseResult(result, request.q, request.per_page ?? 10);
}
