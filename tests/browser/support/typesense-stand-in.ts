/**
 * A stand-in for a Typesense cluster on 127.0.0.1, for the browser tests of the production search
 * path. It answers `POST /multi_search` the way Typesense does (CORS included, since the site is
 * served from another port), records what each search asked for, and can be told to fail.
 *
 * Its answers are synthetic DocSearch records: `documents` pages (the first one is the real
 * installation page, so a hit can be followed), each with a page record and one section record
 * whose text repeats the query, so a query carrying markup comes back inside a highlight.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { searchBackendConfig, type SearchBackendConfig } from '../../../config/search';

export interface RecordedSearch {
  /** The key header as received. */
  apiKey: string | undefined;
  collection: string;
  q: string;
  filter_by: string | undefined;
  page: number | undefined;
  per_page: number | undefined;
  group_by: string | undefined;
  /** The parameters that rank: query_by, query_by_weights, prioritize_exact_match, sort_by. */
  ranking: Record<string, unknown>;
}

export interface TypesenseStandIn {
  readonly port: number;
  readonly searches: RecordedSearch[];
  /** Answer every search with a 503. */
  failing: boolean;
  /** How many pages match any query that does not start with "zqx". */
  documents: number;
  /** What a build with TYPESENSE_* pointing at this stand-in writes to /search-config.json. */
  backendConfig(): SearchBackendConfig;
  close(): Promise<void>;
}

export const STAND_IN_KEY = 'stand-in-search-key';
export const STAND_IN_COLLECTION = 'vendure-docs-stand-in';
export const SITE = 'https://docs.vendure.io';

function documentRecords(n: number, query: string) {
  const url = n === 1 ? `${SITE}/guides/getting-started/installation/` : `${SITE}/stand-in/result-${n}/`;
  const title = n === 1 ? 'Installation' : `Result ${n}`;
  const base = { 'hierarchy.lvl0': 'Stand-in section', 'hierarchy.lvl1': title, url_without_anchor: url, language: 'en' };
  const text = `Result ${n} talks about ${query} at length`;
  return {
    group_key: [url],
    found: 2,
    hits: [
      {
        document: { ...base, id: `${n}-page`, type: 'lvl1', url, anchor: null, content: null },
        highlights: [{ field: 'hierarchy.lvl1', snippet: title, value: title, matched_tokens: [] }],
      },
      {
        document: { ...base, id: `${n}-section`, type: 'content', url: `${url}#section-${n}`, anchor: `section-${n}`, 'hierarchy.lvl2': `Section ${n}`, content: text },
        highlights: [
          {
            field: 'content',
            snippet: `talks about <mark>${query}</mark> at`,
            value: `Result ${n} talks about <mark>${query}</mark> at length`,
            matched_tokens: [query],
          },
        ],
      },
    ],
  };
}

function answer(search: Record<string, unknown>, documents: number) {
  const q = String(search.q ?? '');
  const perPage = Number(search.per_page ?? 10);
  const page = Number(search.page ?? 1);
  const found = q.startsWith('zqx') ? 0 : documents;
  const first = (page - 1) * perPage + 1;
  const last = Math.min(found, page * perPage);
  const groups = [];
  for (let n = first; n <= last; n++) groups.push(documentRecords(n, q));
  return {
    found,
    out_of: 1000,
    page,
    request_params: { collection_name: search.collection, per_page: perPage, q },
    search_time_ms: 1,
    grouped_hits: groups,
  };
}

function cors(response: ServerResponse): void {
  response.setHeader('Access-Control-Allow-Origin', '*');
  response.setHeader('Access-Control-Allow-Methods', 'POST, OPTIONS');
  response.setHeader('Access-Control-Allow-Headers', 'Content-Type, X-TYPESENSE-API-KEY');
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });
}

export async function startTypesenseStandIn(): Promise<TypesenseStandIn> {
  const searches: RecordedSearch[] = [];
  let server: Server;
  const standIn = {
    port: 0,
    searches,
    failing: false,
    documents: 23,
    backendConfig(): SearchBackendConfig {
      return searchBackendConfig({
        TYPESENSE_HOSTS: '127.0.0.1',
        TYPESENSE_PORT: String(standIn.port),
        TYPESENSE_PROTOCOL: 'http',
        TYPESENSE_COLLECTION: STAND_IN_COLLECTION,
        TYPESENSE_SEARCH_ONLY_API_KEY: STAND_IN_KEY,
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  server = createServer(async (request, response) => {
    cors(response);
    if (request.method === 'OPTIONS') {
      response.writeHead(204).end();
      return;
    }
    if (request.method !== 'POST' || request.url?.split('?')[0] !== '/multi_search') {
      response.writeHead(404, { 'Content-Type': 'application/json' }).end('{"message":"Not Found"}');
      return;
    }
    const body = JSON.parse(await readBody(request)) as { searches: Record<string, unknown>[] };
    for (const search of body.searches) {
      searches.push({
        apiKey: request.headers['x-typesense-api-key'] as string | undefined,
        collection: String(search.collection),
        q: String(search.q),
        filter_by: search.filter_by as string | undefined,
        page: search.page as number | undefined,
        per_page: search.per_page as number | undefined,
        group_by: search.group_by as string | undefined,
        ranking: {
          query_by: search.query_by,
          query_by_weights: search.query_by_weights,
          prioritize_exact_match: search.prioritize_exact_match,
          sort_by: search.sort_by,
        },
      });
    }
    if (standIn.failing) {
      response.writeHead(503, { 'Content-Type': 'application/json' }).end('{"message":"Not Ready or Lagging"}');
      return;
    }
    const results = body.searches.map((search) => answer(search, standIn.documents));
    response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ results }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  standIn.port = (server.address() as AddressInfo).port;
  return standIn;
}
