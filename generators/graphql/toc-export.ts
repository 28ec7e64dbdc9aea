/**
 * The `toc` export of a pre-rendered page (prerender.ts), written and read in one place: the
 * TypeScript reference reads it to resolve links into those pages, and must not load the MDX
 * toolchain to do so.
 */

/** One entry of the `toc` export, in the shape Docusaurus' TOC components read. */
export interface TocEntry {
  /** The heading text as HTML. */
  value: string;
  id: string;
  level: number;
}

const TOC_EXPORT = /^export const toc = (\[.*\]);$/m;

/** The MDX line that exports `toc` (Docusaurus keeps an explicit export instead of computing one). */
export function tocExport(toc: TocEntry[]): string {
  return `export const toc = ${JSON.stringify(toc)};`;
}

/** The TOC a pre-rendered page exports, or undefined for any other page. */
export function exportedToc(content: string): TocEntry[] | undefined {
  const match = TOC_EXPORT.exec(content);
  return match ? (JSON.parse(match[1]) as TocEntry[]) : undefined;
}
