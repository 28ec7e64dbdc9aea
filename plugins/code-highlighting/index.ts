/**
 * Code highlighting on demand, build side.
 *
 * The classic theme registers a client module (`lib/prism-include-languages.js`) that imports
 * Prism and its extra grammars into the main bundle, so every page evaluated Prism at start-up
 * (about 50 ms of main thread on a fast laptop, 4x that on a mid-range phone), pages without a
 * single code block included. There is no option to drop a theme's client module, so this plugin
 * points that one module at an empty stand-in; the languages are registered instead by the chunk
 * that highlights (src/components/HighlightedCodeBlock), which `@theme/CodeBlock` loads lazily.
 */
import { dirname, join } from 'node:path';
import type { Plugin } from '@docusaurus/types';

/** The theme lists the module as './prism-include-languages' next to its entry file. */
export const THEME_PRISM_CLIENT_MODULE = join(dirname(require.resolve('@docusaurus/theme-classic')), 'prism-include-languages');

const STAND_IN = join(__dirname, 'no-prism-at-start-up.ts');

/** `$`: only these exact requests, as written in the generated client-module list and resolved. */
export function prismClientModuleAlias(): Record<string, string> {
  return {
    [`${THEME_PRISM_CLIENT_MODULE}$`]: STAND_IN,
    [`${require.resolve(THEME_PRISM_CLIENT_MODULE)}$`]: STAND_IN,
  };
}

export default function codeHighlightingPlugin(): Plugin {
  return {
    name: 'code-highlighting-on-demand',
    configureWebpack() {
      return { resolve: { alias: prismClientModuleAlias() } };
    },
  };
}
