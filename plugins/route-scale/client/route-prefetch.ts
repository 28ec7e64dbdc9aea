// Stands in for Docusaurus' `lib/client/docusaurus.js` (see ../index.ts), the `window.docusaurus`
// object Link uses: the same prefetch and preload, with the chunk index of ../route-chunks.ts, and
// prefetches run in idle slices (../idle-queue.ts) instead of in the link observer's callback.
import { matchRoutes } from 'react-router-config';
import routes from '@generated/routes';
import routesChunkNames from '@generated/routesChunkNames';
import flat from '@docusaurus/core/lib/client/flat.js';
import prefetchHelper from '@docusaurus/core/lib/client/prefetch.js';
import preloadHelper from '@docusaurus/core/lib/client/preload.js';
import { createIdleQueue } from '../idle-queue';
import { chunkNamesByRoutePath, firstTimeOnly } from '../route-chunks';

// Provided by Docusaurus' ChunkAssetPlugin: a chunk's URL from its name.
declare const __webpack_require__: { gca(chunkName: string): string | undefined };

interface NetworkInformation {
  effectiveType?: string;
  saveData?: boolean;
}

let chunksByPath: Map<string, string[]> | undefined;
const notPrefetchedYet = firstTimeOnly();
const fetched = new Set<string>();
const loaded = new Set<string>();
const whenIdle = createIdleQueue({
  schedule: (callback) => (window.requestIdleCallback ? window.requestIdleCallback(callback, { timeout: 2000 }) : window.setTimeout(callback, 50)),
  now: () => performance.now(),
  // A slice of 10 ms stays under the 50 ms of a long task even on a CPU four times slower.
  budgetMs: 10,
});

function isSlowConnection(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return !!(connection?.effectiveType?.includes('2g') || connection?.saveData);
}

function chunkNamesOf(routePath: string): string[] {
  chunksByPath ??= chunkNamesByRoutePath(routesChunkNames, flat);
  return chunksByPath.get(routePath) ?? [];
}

function prefetch(routePath: string): false | Promise<unknown> {
  if (isSlowConnection() || loaded.has(routePath) || fetched.has(routePath)) return false;
  fetched.add(routePath);
  return whenIdle(() => {
    const chunkNames = notPrefetchedYet(matchRoutes(routes, routePath).flatMap((match) => chunkNamesOf(match.route.path as string)));
    return Promise.all(
      chunkNames.map((chunkName) => {
        const url = __webpack_require__.gca(chunkName);
        // A chunk webpack merged into another has no URL of its own.
        return url && !url.includes('undefined') ? prefetchHelper(url) : Promise.resolve();
      }),
    );
  });
}

function preload(routePath: string): false | Promise<unknown> {
  if (isSlowConnection() || loaded.has(routePath)) return false;
  loaded.add(routePath);
  return preloadHelper(routePath);
}

// Mounted on `window`, as Docusaurus does, so it is frozen the same way.
export default Object.freeze({ prefetch, preload });
