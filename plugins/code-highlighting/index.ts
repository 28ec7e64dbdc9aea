/**
 * Code highlighting, build side.
 *
 * Fenced code blocks in docs are highlighted while the docs compile (./remark-static-code.ts,
 * registered in the docs options of docusaurus.config.ts). This plugin adds the token colours of
 * both colour modes to the site's stylesheet (./token-colour-css.ts), taken from
 * `themeConfig.prism`, the same themes the theme's own blocks use.
 *
 * The classic theme registers a client module (`lib/prism-include-languages.js`) that imports
 * Prism and its extra grammars into the main bundle, so every page evaluated Prism at start-up
 * (about 50 ms of main thread on a fast laptop, 4x that on a mid-range phone), pages without a
 * single code block included. There is no option to drop a theme's client module, so this plugin
 * points that one module at an empty stand-in; the languages are registered instead by the chunk
 * that highlights (src/components/HighlightedCodeBlock), which `@theme/CodeBlock` loads lazily.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { PrismTheme } from 'prism-react-renderer';
import { tokenColourCss } from './token-colour-css';

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

/** The class of the blocks highlighted at build time (src/components/StaticCodeBlock). */
export const STATIC_BLOCK_CLASS = 'static-code-block';

/** The part of `themeConfig.prism` the colours come from. */
export interface PrismThemes {
  theme: PrismTheme;
  darkTheme?: PrismTheme;
}

export function colourModeCss(prism: PrismThemes): string {
  return [
    tokenColourCss(prism.theme, `[data-theme='light'] .${STATIC_BLOCK_CLASS}`),
    tokenColourCss(prism.darkTheme ?? prism.theme, `[data-theme='dark'] .${STATIC_BLOCK_CLASS}`),
  ].join('\n');
}

export default function codeHighlightingPlugin(context: LoadContext): Plugin {
  const { prism } = context.siteConfig.themeConfig as { prism: PrismThemes };
  // A client module, so the colours go into the site's one cached stylesheet instead of every page.
  const cssFile = join(context.generatedFilesDir, 'code-highlighting', 'token-colours.css');
  mkdirSync(dirname(cssFile), { recursive: true });
  writeFileSync(cssFile, colourModeCss(prism));
  return {
    name: 'code-highlighting',
    configureWebpack() {
      return { resolve: { alias: prismClientModuleAlias() } };
    },
    getClientModules() {
      return [cssFile];
    },
  };
}
