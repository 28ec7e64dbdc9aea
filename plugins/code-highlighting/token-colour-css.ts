/**
 * A prism-react-renderer theme as CSS rules, so that code highlighted at build time
 * (generators/code-highlighting/highlight-to-html.ts) takes its colours from the colour mode in CSS: right from the first
 * paint, and without re-rendering a single block when the reader switches modes.
 *
 * The theme's rules become one rule per token type, merged in theme order as prism-react-renderer
 * merges them; entries limited to some languages follow, scoped to those languages' blocks.
 */
import type { PrismTheme } from 'prism-react-renderer';

type Style = Record<string, string | number | undefined>;

function declarations(style: Style): string {
  return Object.entries(style)
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([property, value]) => `${property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}:${value}`)
    .join(';');
}

function rule(selectors: string[], style: Style): string {
  const body = declarations(style);
  return body ? `${selectors.join(',')}{${body}}` : '';
}

/**
 * @param scope the selector of the blocks the theme applies to, e.g. `[data-theme='dark'] .code`
 */
export function tokenColourCss(theme: PrismTheme, scope: string): string {
  const byType = new Map<string, Style>();
  const scoped: string[] = [];
  for (const { types, style, languages } of theme.styles) {
    if (languages) {
      const selectors = languages.flatMap((language) => types.map((type) => `${scope}.language-${language} .token.${type}`));
      scoped.push(rule(selectors, style as Style));
      continue;
    }
    for (const type of types) byType.set(type, { ...byType.get(type), ...(style as Style) });
  }
  const { color, backgroundColor } = theme.plain;
  return [
    rule([scope], { '--prism-color': color, '--prism-background-color': backgroundColor }),
    ...[...byType].map(([type, style]) => rule([`${scope} .token.${type}`], style)),
    ...scoped,
  ]
    .filter(Boolean)
    .join('\n');
}
