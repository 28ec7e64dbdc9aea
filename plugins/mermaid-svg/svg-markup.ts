/**
 * The markup of a diagram drawn at build time: Mermaid's SVG for each colour mode, side by side in
 * one element, with CSS (./mermaid-svg.css) showing the one that matches `data-theme` on <html>.
 *
 * Mermaid names the SVG's element by the id it is rendered under, and everything inside that refers
 * to it: the scoped `<style>` (`#id .node`), arrow markers (`id_flowchart-v2-pointEnd`), the title
 * and description (`chart-title-id`). So an SVG can be given another id by replacing that one
 * string, which is how a diagram gets an id unique in its page (see `renameId`).
 */

/** The class of the element holding both SVGs of a diagram. */
export const DIAGRAM_CLASS = 'mermaid-svg';

export type ColourMode = 'light' | 'dark';

export const COLOUR_MODES: readonly ColourMode[] = ['light', 'dark'];

const ATTRIBUTE_ESCAPES: Record<string, string> = { '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' };

export function escapeAttribute(value: string): string {
  return value.replace(/[&"<>]/g, (char) => ATTRIBUTE_ESCAPES[char]!);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Every occurrence of the id `from` becomes `to`; a longer name that merely starts with `from`
 * (`mermaid-1` in `mermaid-12`) is left alone, while `from` followed by `_`, `-` or a quote is the
 * id itself as Mermaid composes it.
 */
export function renameId(svg: string, from: string, to: string): string {
  return svg.replace(new RegExp(`${escapeRegExp(from)}(?![0-9A-Za-z])`, 'g'), to);
}

/**
 * Some diagram types name elements without the diagram's id (a sequence diagram's `actor0`,
 * `root-0`): those ids, and the references to them (`url(#x)`, `href="#x"`), gain the root id as a
 * prefix, so that two diagrams on a page, or the two colour modes of one, share no id.
 */
export function prefixForeignIds(svg: string): string {
  const rootId = svgId(svg);
  const foreign = new Set<string>();
  // Mermaid's own: the root, `<root>-...` and `<root>_...` (elements, markers), `chart-title-<root>`.
  const own = (id: string) => id === rootId || id.startsWith(`${rootId}-`) || id.startsWith(`${rootId}_`) || id.endsWith(`-${rootId}`);
  for (const [, id] of svg.matchAll(/\sid="([^"]+)"/g)) if (!own(id!)) foreign.add(id!);
  if (foreign.size === 0) return svg;
  return svg.replace(/(\sid="|url\(#|href="#)([^")]+)/g, (whole, before: string, id: string) =>
    foreign.has(id) ? `${before}${rootId}-${id}` : whole,
  );
}

/**
 * The SVG with less to download, drawn the same: without `data-points` (each edge's points again,
 * base64-encoded, for Mermaid's editors and animations) and with numbers in tags and styles
 * rounded to two decimals (Mermaid writes `784.3670654296875`). Text between tags is left as it is.
 */
export function compactSvg(svg: string): string {
  // Only whole numbers are cut: in compact path data ("l.256.004.255") a digit run after a dot
  // belongs to the number before it, and cutting across that boundary would drop a coordinate.
  const round = (markup: string) => markup.replace(/(?<![\d.])(\d+\.\d{2})\d+/g, (_, kept: string) => String(Number(kept)));
  return svg
    .replace(/ data-points="[^"]*"/g, '')
    .replace(/<style>[^<]*<\/style>|<[^>]+>/g, round);
}

/** The id of Mermaid's root `<svg>` element. */
export function svgId(svg: string): string {
  const id = /^<svg\b[^>]*?\sid="([^"]+)"/.exec(svg)?.[1];
  if (!id) throw new Error(`Not a Mermaid SVG (no id on its root element): ${svg.slice(0, 80)}`);
  return id;
}

export interface SvgForMode {
  mode: ColourMode;
  /** The accessible name, used when the diagram has no `accTitle` of its own. */
  label?: string;
  /** false: left out of the search indexes (the copy of the other colour mode). */
  indexed: boolean;
}

/**
 * Mermaid's SVG with the attributes the page needs on its root element: the colour mode it is
 * drawn for, an `aria-label` unless Mermaid already names it from the diagram's `accTitle`
 * (`aria-labelledby`), and `data-pagefind-ignore` on the copy that search should skip.
 */
export function svgForMode(svg: string, { mode, label, indexed }: SvgForMode): string {
  const openTag = /^<svg\b[^>]*>/.exec(svg)?.[0];
  if (!openTag) throw new Error(`Not an SVG: ${svg.slice(0, 80)}`);
  const attributes = [`data-mode="${mode}"`];
  if (label && !/\saria-labelledby="/.test(openTag)) attributes.push(`aria-label="${escapeAttribute(label)}"`);
  if (!indexed) attributes.push('data-pagefind-ignore="all"');
  const selfClosing = openTag.endsWith('/>');
  const head = openTag.slice(0, selfClosing ? -2 : -1);
  return `${head} ${attributes.join(' ')}${selfClosing ? '/>' : '>'}${svg.slice(openTag.length)}`;
}

/**
 * Gives `svg` an id not yet in `used` (adding it there): its own when free, else its own with
 * `-2`, `-3`, ... as when a page shows the same diagram twice.
 */
export function withUniqueId(svg: string, used: Set<string>): string {
  const id = svgId(svg);
  let unique = id;
  for (let n = 2; used.has(unique); n++) unique = `${id}-${n}`;
  used.add(unique);
  return unique === id ? svg : renameId(svg, id, unique);
}

/** The inner HTML of a diagram's element: the light SVG, searched, then the dark one, not. */
export function diagramInnerHtml(svgs: Record<ColourMode, string>, label: string | undefined): string {
  return COLOUR_MODES.map((mode) => svgForMode(compactSvg(svgs[mode]), { mode, label, indexed: mode === 'light' })).join('');
}
