/**
 * Search, build side. After `docusaurus build` has written the HTML:
 *  - writes /search-config.json, telling the browser which backend to query (config/search.ts);
 *  - without a Typesense cluster, indexes the built doc pages with Pagefind's Node API and writes
 *    the bundle to /pagefind/. Only elements marked `data-pagefind-body` (the doc content, see
 *    src/theme/DocItem/Content) are indexed, so a build that indexes nothing fails loudly.
 */
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, relative, sep } from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { PAGEFIND_DIR, SEARCH_CONFIG_FILE, searchBackendConfig, type SearchEnv } from '../../config/search';
import { htmlForIndex } from './index-html';
import { SEARCH_SYNONYMS } from '../../config/search-synonyms';
import { missingSynonymPages, synonymWordsByPage } from '../../src/search/synonyms';
import { indexedPageCount, isShippedPagefindFile } from './pagefind-files';

export interface PagefindSummary {
  pages: number;
  files: number;
  bytes: number;
}

export const PAGEFIND_CONFIG = {
  // Without any data-pagefind-body on the site Pagefind would fall back to indexing every whole
  // page (navbar, footer, 404 page included). As the root selector, a missing marker means an
  // empty index instead, which the check below turns into a failed build.
  rootSelector: '[data-pagefind-body]',
  // Inside the doc content, the heading anchors ("#" links holding a zero-width space).
  excludeSelectors: ['.hash-link'],
};

type PagefindNodeApi = typeof import('pagefind');

/**
 * Loads pagefind's Node API. The package is ESM-only and its export map has only an "import"
 * condition; jiti, which Docusaurus uses to load this TypeScript plugin, compiles `import()` into a
 * `require('pagefind')` that the map refuses (and runs code where a native `import()` has no
 * loader). So the entry file named by the map is loaded by path with Node's own `require`, which
 * loads ES modules since Node 20.19.
 */
function loadPagefindNodeApi(fromDir: string): PagefindNodeApi {
  const nodeRequire = createRequire(join(fromDir, 'package.json'));
  for (const dir of nodeRequire.resolve.paths('pagefind') ?? []) {
    const manifest = join(dir, 'pagefind', 'package.json');
    if (!existsSync(manifest)) continue;
    const { exports } = JSON.parse(readFileSync(manifest, 'utf8')) as { exports: { '.': { import: string } } };
    return nodeRequire(join(dir, 'pagefind', exports['.'].import)) as PagefindNodeApi;
  }
  throw new Error(`pagefind is not installed (looked in the node_modules above ${fromDir})`);
}

/** The HTML files of a built site, as paths relative to it (with "/" separators). */
async function htmlFiles(siteDir: string): Promise<string[]> {
  const entries = await readdir(siteDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => relative(siteDir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

/** The URL Pagefind gives a page: its path from the site root, without a trailing index.html. */
export function pageUrl(file: string): string {
  return `/${file.replace(/(^|\/)index\.html$/, '$1')}`;
}

/**
 * Indexes the built pages of `siteDir` and writes the bundle to `outDir`/pagefind. Each page is
 * indexed through htmlForIndex (what the index reads differs from what readers get; see there).
 */
export async function buildPagefindIndex(siteDir: string, outDir = siteDir, synonyms = SEARCH_SYNONYMS): Promise<PagefindSummary> {
  const pagefind = loadPagefindNodeApi(process.cwd());
  try {
    const { index, errors } = await pagefind.createIndex(PAGEFIND_CONFIG);
    if (!index || errors.length) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
    const htmlPages = await htmlFiles(siteDir);
    // A synonym whose page is gone would silently stop working: say which entry to fix.
    const missing = missingSynonymPages(synonyms, htmlPages.map(pageUrl));
    if (missing.length) throw new Error(`config/search-synonyms.ts names pages this build does not have: ${missing.join(', ')}`);
    const wordsByPage = synonymWordsByPage(synonyms);
    for (const file of htmlPages) {
      const url = pageUrl(file);
      const { html } = htmlForIndex(await readFile(join(siteDir, file), 'utf8'), url, wordsByPage.get(url));
      const added = await index.addHTMLFile({ url, content: html });
      if (added.errors.length) throw new Error(`Pagefind failed to index ${file}: ${added.errors.join('; ')}`);
    }
    const { files, errors: fileErrors } = await index.getFiles();
    if (fileErrors.length) throw new Error(`Pagefind could not produce its files: ${fileErrors.join('; ')}`);
    const entry = files.find((file) => file.path === 'pagefind-entry.json');
    const pages = entry ? indexedPageCount(new TextDecoder().decode(entry.content)) : 0;
    if (pages === 0) {
      throw new Error(`Pagefind indexed no page in ${siteDir}: no element carries data-pagefind-body (see src/theme/DocItem/Content)`);
    }
    const shipped = files.filter((file) => isShippedPagefindFile(file.path));
    for (const file of shipped) {
      const target = join(outDir, PAGEFIND_DIR, file.path);
      await mkdir(dirname(target), { recursive: true });
      await writeFile(target, file.content);
    }
    return {
      pages,
      files: shipped.length,
      bytes: shipped.reduce((sum, file) => sum + file.content.length, 0),
    };
  } finally {
    await pagefind.close();
  }
}

/**
 * The postBuild step, separate from the plugin object so a test can run it on any folder (with the
 * synonyms of that folder's pages: the site's own name pages a fixture does not have).
 */
export async function writeSearchFiles(outDir: string, env: SearchEnv, synonyms = SEARCH_SYNONYMS): Promise<string> {
  const backend = searchBackendConfig(env);
  await writeFile(join(outDir, SEARCH_CONFIG_FILE), `${JSON.stringify(backend, null, 2)}\n`);
  if (backend.backend === 'typesense') {
    return `[search] Typesense collection "${backend.collection}" on ${backend.nodes.map((n) => n.host).join(', ')}`;
  }
  const summary = await buildPagefindIndex(outDir, outDir, synonyms);
  return `[search] Pagefind indexed ${summary.pages} pages into ${summary.files} files (${Math.round(summary.bytes / 1024)} KB)`;
}

export default function searchPlugin(): Plugin {
  return {
    name: 'vendure-search',
    async postBuild({ outDir }) {
      console.log(await writeSearchFiles(outDir, process.env));
    },
  };
}
