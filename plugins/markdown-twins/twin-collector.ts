/**
 * What the remark plugin (remark-markdown-twin.ts) and the Docusaurus plugin (index.ts) share in one
 * build: the pages to make twins of, known once the docs are loaded, and the twins made while
 * Docusaurus compiles each page. Created in docusaurus.config.ts and passed to both, as the diagram
 * renderer is.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { MARKDOWN_SOURCES_DIR } from '../../config/markdown-twins';
import type { TwinPage } from '../../generators/markdown-twins/mdx-to-markdown';

export interface TwinCollector {
  siteDir: string;
  /** Pages by absolute source path. */
  pages: Map<string, TwinPage>;
  /** Twins by absolute source path. */
  twins: Map<string, string>;
  /** Time spent making twins, for the build log (the budget is a few percent of the build). */
  milliseconds: number;
  /** The Markdown a generator wrote for a page it ships pre-rendered, if there is one. */
  markdownSourceOf: (sourcePath: string) => string | undefined;
}

export function createTwinCollector(siteDir: string): TwinCollector {
  return {
    siteDir,
    pages: new Map(),
    twins: new Map(),
    milliseconds: 0,
    markdownSourceOf: (sourcePath) => {
      const docsRelative = relative(join(siteDir, 'docs'), resolve(sourcePath));
      const candidate = join(siteDir, MARKDOWN_SOURCES_DIR, docsRelative);
      return existsSync(candidate) ? readFileSync(candidate, 'utf8') : undefined;
    },
  };
}
