/**
 * Mermaid diagrams drawn at build time, build side.
 *
 * The diagrams are drawn while the docs compile (./remark-mermaid-svg.ts, registered in the docs
 * options of docusaurus.config.ts, with the renderer made here). This plugin adds the CSS that
 * shows each diagram's SVG for the current colour mode, and after a build reports how many were
 * drawn and drops the cached SVGs no page asked for.
 */
import { join } from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { installedVersion } from '../../scripts/lib/installed-version';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../tests/browser/support/browser';
import { createDiagramRenderer, workerRenderer, type DiagramRenderer } from './diagram-renderer';

export const CACHE_FOLDER = join('.cache', 'mermaid-svg');

/** The build's renderer: Mermaid in the project's Chromium, cached in `.cache/mermaid-svg/`. */
export function siteDiagramRenderer(siteDir: string): DiagramRenderer {
  return createDiagramRenderer({
    cacheDir: join(siteDir, CACHE_FOLDER),
    versions: { mermaid: installedVersion('mermaid', siteDir), mermaidIsomorphic: installedVersion('mermaid-isomorphic', siteDir) },
    chromiumPath: CHROMIUM_PATH,
    createRenderer: () => workerRenderer(CHROMIUM_PATH, CHROMIUM_FLAGS),
  });
}

export interface MermaidSvgPluginOptions {
  /** The renderer the remark plugin was given, for its numbers and its cache. */
  renderer: DiagramRenderer;
}

export default function mermaidSvgPlugin(_context: LoadContext, options: MermaidSvgPluginOptions): Plugin {
  return {
    name: 'mermaid-svg',
    getClientModules() {
      return [join(__dirname, 'mermaid-svg.css')];
    },
    postBuild() {
      const { hits, misses } = options.renderer.stats();
      const pruned = options.renderer.prune();
      console.log(`[mermaid-svg] ${hits + misses} diagram SVGs: ${misses} drawn, ${hits} from ${CACHE_FOLDER}${pruned ? `, ${pruned} unused removed` : ''}`);
    },
  };
}
