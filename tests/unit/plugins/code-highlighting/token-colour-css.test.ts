import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LoadContext } from '@docusaurus/types';
import test from 'node:test';
import type { PrismTheme } from 'prism-react-renderer';
import codeHighlightingPlugin, { colourModeCss, STATIC_BLOCK_CLASS } from '../../../../plugins/code-highlighting';
import { tokenColourCss } from '../../../../plugins/code-highlighting/token-colour-css';
import { darkCodeTheme, lightCodeTheme } from '../../../../config/prism-themes';

const theme: PrismTheme = {
  plain: { color: '#111', backgroundColor: '#eee' },
  styles: [
    { types: ['comment', 'prolog'], style: { color: '#555', fontStyle: 'italic' } },
    { types: ['keyword'], style: { color: '#00f' } },
    { types: ['comment'], style: { color: '#666' } },
    { types: ['tag'], languages: ['markup', 'jsx'], style: { color: '#f00' } },
  ],
};

test('plain colours become the block variables; each type gets one rule, merged in theme order', () => {
  assert.equal(
    tokenColourCss(theme, '.dark .code'),
    [
      '.dark .code{--prism-color:#111;--prism-background-color:#eee}',
      '.dark .code .token.comment{color:#666;font-style:italic}',
      '.dark .code .token.prolog{color:#555;font-style:italic}',
      '.dark .code .token.keyword{color:#00f}',
      '.dark .code.language-markup .token.tag,.dark .code.language-jsx .token.tag{color:#f00}',
    ].join('\n'),
  );
});

test('the site CSS has the light theme under the light mode and the dark theme under the dark mode', () => {
  const css = colourModeCss({ theme: lightCodeTheme, darkTheme: darkCodeTheme });
  assert.match(css, /\[data-theme='light'\] \.static-code-block\{--prism-color:#393A34;--prism-background-color:#f6f8fa\}/);
  assert.match(css, /\[data-theme='dark'\] \.static-code-block\{--prism-color:#F8F8F2;--prism-background-color:#282A36\}/);
  // The contrast fixes of config/prism-themes.ts reach the CSS: light comments #57606a.
  assert.match(css, /\[data-theme='light'\] \.static-code-block \.token\.comment\{color:#57606a/);
});

test('without a dark theme, both modes use the one theme', () => {
  const css = colourModeCss({ theme });
  assert.match(css, /\[data-theme='dark'\] \.static-code-block \.token\.keyword\{color:#00f\}/);
  assert.match(css, /\[data-theme='light'\] \.static-code-block \.token\.keyword\{color:#00f\}/);
});

test('the colours are scoped to the class the build-time blocks carry', () => {
  const component = readFileSync('src/components/StaticCodeBlock/index.tsx', 'utf8');
  assert.ok(component.includes(`'${STATIC_BLOCK_CLASS}'`), `StaticCodeBlock renders the ${STATIC_BLOCK_CLASS} class`);
});

test('the plugin hands the colours of both modes to the site stylesheet as a client module', () => {
  const generatedFilesDir = mkdtempSync(join(tmpdir(), 'code-colours-'));
  const context = { generatedFilesDir, siteConfig: { themeConfig: { prism: { theme: lightCodeTheme, darkTheme: darkCodeTheme } } } };
  const modules = codeHighlightingPlugin(context as unknown as LoadContext).getClientModules!() as string[];
  assert.equal(modules.length, 1);
  assert.equal(readFileSync(modules[0]!, 'utf8'), colourModeCss({ theme: lightCodeTheme, darkTheme: darkCodeTheme }));
});
