/**
 * Start-up work that grows with the number of routes, build side.
 *
 * With 700 routes, four pieces of Docusaurus' client did work per route on every page load, on
 * the main thread, before a phone could respond (measured with 4x CPU slowdown):
 * - the route table created a loadable component for every route;
 * - matching the pathname against the route table compiled the path of every route before it;
 * - the docs plugin matched the pathname against every doc path, several times per render, to
 *   find the active doc for the navbar;
 * - each prefetch scanned every route key with a regular expression and added a prefetch link per
 *   chunk, shared chunks again each time.
 * None of them has an option, and none is a theme component, so this plugin points each import at
 * a stand-in in ./client that keeps its exports and behaviour (see the unit tests) and does the
 * per-route work once, or only for the routes a page uses. Each rule names the exact import the
 * installed packages import; a unit test fails when an upgrade renames one.
 */
import { dirname, join } from 'node:path';
import type { Plugin } from '@docusaurus/types';

/**
 * Each replaced import: the request as the importing file writes it, the installed file it names
 * (by package path, which is also how the stand-in imports it, and which no rule matches), and the
 * stand-in. A relative request is replaced only where the original sits; a package request, such
 * as the generated route table's, wherever it is made.
 */
export const REPLACED_IMPORTS = [
  // The generated route table: `import ComponentCreator from '@docusaurus/ComponentCreator'`.
  {
    request: '@docusaurus/ComponentCreator',
    original: '@docusaurus/core/lib/client/exports/ComponentCreator.js',
    standIn: join(__dirname, 'client', 'lazy-component-creator.ts'),
  },
  // Docusaurus' client entry: `import docusaurus from './docusaurus'`, mounted as `window.docusaurus`.
  {
    request: './docusaurus',
    original: '@docusaurus/core/lib/client/docusaurus.js',
    standIn: join(__dirname, 'client', 'route-prefetch.ts'),
  },
  // The docs plugin's client hooks: `from './docsClientUtils'`.
  {
    request: './docsClientUtils',
    original: '@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js',
    standIn: join(__dirname, 'client', 'docs-client-utils.ts'),
  },
  // react-router's matcher: `import pathToRegexp from "path-to-regexp"` (1.x; no other client code
  // imports it).
  {
    request: 'path-to-regexp',
    original: 'path-to-regexp/index.js',
    standIn: join(__dirname, 'client', 'path-to-regexp.ts'),
  },
] as const;

function isMadeFrom(rule: (typeof REPLACED_IMPORTS)[number], context: string): boolean {
  return !rule.request.startsWith('./') || dirname(require.resolve(rule.original)) === context;
}

/** The stand-in for an import, if it is one of the replaced ones. */
export function standInFor(request: string, context: string): string | undefined {
  return REPLACED_IMPORTS.find((rule) => rule.request === request && isMadeFrom(rule, context))?.standIn;
}

export default function routeScalePlugin(): Plugin {
  return {
    name: 'route-scale-start-up',
    configureWebpack(_config, _isServer, { currentBundler }) {
      const requests = new RegExp(`^(${REPLACED_IMPORTS.map((rule) => rule.request.replace(/[./]/g, '\\$&')).join('|')})$`);
      const replacement = new currentBundler.instance.NormalModuleReplacementPlugin(requests, (resource: { request: string; context: string }) => {
        const standIn = standInFor(resource.request, resource.context);
        if (standIn) resource.request = standIn;
      });
      return { plugins: [replacement] };
    },
  };
}
