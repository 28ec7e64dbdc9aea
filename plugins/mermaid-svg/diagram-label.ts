/**
 * The accessible name of a diagram that does not name itself.
 *
 * In order of preference:
 *  1. the diagram's own `accTitle:` (and `accDescr:`), which Mermaid turns into `<title>` and
 *     `<desc>` referenced by `aria-labelledby`/`aria-describedby`: nothing to add then;
 *  2. `title="..."` in the fence meta (```mermaid title="The order process"), as code blocks take it;
 *  3. the text of the nearest heading before the diagram;
 *  4. the page's title (front matter `title`), else "Diagram".
 * Steps 2-4 become the SVG's `aria-label` (./svg-markup.ts).
 */

interface TextNode {
  type: string;
  value?: unknown;
  children?: TextNode[];
}

/** The fence meta's `title="..."` (or with single quotes), as the theme's code blocks read it. */
export function titleFromMeta(meta: string | null | undefined): string | undefined {
  const title = /(?:^|\s)title=(["'])(.*?)\1/.exec(meta ?? '')?.[2]?.trim();
  return title || undefined;
}

/** `accTitle: ...` or `accTitle { ... }`, Mermaid's own accessible title, on any line. */
export function hasAccTitle(source: string): boolean {
  return /^\s*accTitle\s*[:{]/m.test(source);
}

/** The text of a heading (or any phrasing content), as a reader sees it. */
export function plainText(node: TextNode): string {
  if (typeof node.value === 'string' && node.type !== 'html' && !node.type.startsWith('mdx')) return node.value;
  return (node.children ?? []).map(plainText).join('');
}

export interface LabelSources {
  source: string;
  meta: string | null | undefined;
  /** The text of the nearest heading before the diagram. */
  heading: string | undefined;
  /** The page's title (front matter). */
  pageTitle: string | undefined;
}

/** The `aria-label` a diagram gets, or undefined when its `accTitle` names it. */
export function diagramLabel({ source, meta, heading, pageTitle }: LabelSources): string | undefined {
  if (hasAccTitle(source)) return undefined;
  return titleFromMeta(meta) ?? (heading?.trim() || undefined) ?? (pageTitle?.trim() || undefined) ?? 'Diagram';
}
