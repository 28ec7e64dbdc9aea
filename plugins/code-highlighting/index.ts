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
import { join } from 'node:path';
import type { Plugin } from '@docusaurus/types';

export const THEME_PRISM_CLIENT_MODULE = require.resolve('@docusaurus/theme-classic/lib/prism-include-languages');

export default function codeHighlightingPlugin(): Plugin {
  return {
    name: 'code-highlighting-on-demand',
    configureWebpack() {
      return {
        resolve: {
          // `$`: only this exact request (the absolute path the theme lists as a client module).
          alias: { [`${THEME_PRISM_CLIENT_MODULE}$`]: join(__dirname, 'no-prism-at-start-up.ts') },
        },
      };
    },
  };
}
