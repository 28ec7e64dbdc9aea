/**
 * The production build served over HTTP, as `npm run serve` (the README's serve command), the
 * browser tests and the benchmarks get it. It routes exactly as `docusaurus serve` does for base URL
 * "/" (serve-handler with clean URLs, trailing slashes and no directory listing) with one fix: a
 * trailing-slash redirect keeps the query string. serve-handler builds its redirect `Location` from
 * the path alone, so `/search?q=order` became `/search/` and a shared search link opened an empty
 * search page.
 */
import { createServer, type IncomingMessage, type OutgoingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import compression from 'compression';
import serveHandler from 'serve-handler';

export interface StaticSiteOptions {
  /** The build folder. */
  dir: string;
  /** gzip text responses, as every CDN does (the benchmarks measure what readers download). */
  gzip?: boolean;
  /** URL path → HTML of pages the build does not have (a benchmark's variant of a page). */
  extraPages?: Record<string, string>;
}

/**
 * The redirect target with the request's query string added, when the target has none of its own
 * (`/search/` for `/search?q=order` → `/search/?q=order`).
 */
export function locationWithQuery(location: string, requestUrl: string): string {
  const queryStart = requestUrl.indexOf('?');
  if (queryStart < 0 || location.includes('?')) return location;
  const hashStart = location.indexOf('#');
  const query = requestUrl.slice(queryStart);
  return hashStart < 0 ? location + query : location.slice(0, hashStart) + query + location.slice(hashStart);
}

/** Passes the request's query on to any redirect the response sends. */
function keepQueryOnRedirect(req: IncomingMessage, res: ServerResponse): void {
  const writeHead = res.writeHead.bind(res) as (status: number, headers?: OutgoingHttpHeaders) => ServerResponse;
  res.writeHead = ((status: number, headers?: OutgoingHttpHeaders) => {
    const location = headers?.Location ?? headers?.location;
    if (status >= 300 && status < 400 && typeof location === 'string') {
      const { Location: _upper, location: _lower, ...rest } = headers ?? {};
      return writeHead(status, { ...rest, Location: locationWithQuery(location, req.url ?? '') });
    }
    return writeHead(status, headers);
  }) as ServerResponse['writeHead'];
}

export function staticSiteHandler({ dir, gzip = false, extraPages = {} }: StaticSiteOptions) {
  const compress = gzip ? compression() : undefined;
  const serve = (req: IncomingMessage, res: ServerResponse): void => {
    const extraPage = extraPages[req.url ?? ''];
    if (extraPage !== undefined) {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end(extraPage);
      return;
    }
    keepQueryOnRedirect(req, res);
    void serveHandler(req, res, { public: dir, cleanUrls: true, trailingSlash: true, directoryListing: false });
  };
  return (req: IncomingMessage, res: ServerResponse): void => {
    if (compress) compress(req as never, res as never, () => serve(req, res));
    else serve(req, res);
  };
}

/** Starts serving on `host:port` (port 0: a free one) and resolves with the server and its URL. */
export async function listen(options: StaticSiteOptions, host = '127.0.0.1', port = 0): Promise<{ server: Server; url: string }> {
  const server = createServer(staticSiteHandler(options));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const address = server.address();
  const boundPort = typeof address === 'object' && address ? address.port : port;
  return { server, url: `http://${host}:${boundPort}` };
}
