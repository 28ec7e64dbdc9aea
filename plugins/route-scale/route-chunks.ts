/**
 * Chunk bookkeeping for route prefetching (see client/route-prefetch.ts).
 *
 * Docusaurus stores each route's chunks under `${routePath}-${hash}` and, on every prefetch, scans
 * all of those keys with a regular expression for each matched route; it then asks webpack for the
 * URL of every chunk, shared ones included, and adds a `<link rel="prefetch">` for each. With 700
 * routes, a phone spent a long task on the handful of links visible after start-up. Here the keys
 * are indexed once and a chunk is prefetched at most once per page load.
 */

/** Route path → chunk names, in the order of the route keys (which is the order Docusaurus uses). */
export function chunkNamesByRoutePath<Chunks>(
  routesChunkNames: Record<string, Chunks>,
  flatten: (chunks: Chunks) => Record<string, string>,
): Map<string, string[]> {
  const byPath = new Map<string, string[]>();
  for (const [routeKey, chunks] of Object.entries(routesChunkNames)) {
    const path = routeKey.replace(/-[^-]+$/, ''); // drop the route hash
    const names = byPath.get(path) ?? [];
    names.push(...Object.values(flatten(chunks)));
    byPath.set(path, names);
  }
  return byPath;
}

/** Keeps the names not returned before, each once. */
export function firstTimeOnly(): (names: readonly string[]) => string[] {
  const seen = new Set<string>();
  return (names) =>
    names.filter((name) => {
      if (seen.has(name)) return false;
      seen.add(name);
      return true;
    });
}
