/**
 * Reads a page's MDX source into an mdast tree the way Docusaurus reads it: the same preprocessing
 * (`{#id}` heading ids escaped, `:::note Title` turned into `:::note[Title]`) and the same syntax
 * extensions (MDX, GFM, directives for admonitions, front matter). Parsing through the same rules
 * is what lets the twin say exactly what the HTML page says.
 */
import { admonitionTitleToDirectiveLabel, escapeMarkdownHeadingIds, unwrapMdxCodeBlocks } from '@docusaurus/utils';
import type { Root } from 'mdast';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

/** The admonition keywords of the classic theme (Docusaurus turns these directives into admonitions). */
export const ADMONITION_LABELS: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  caution: 'Caution',
  danger: 'Danger',
};

const parser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkDirective).use(remarkFrontmatter);

/** The tree, and the preprocessed text its positions point into. */
export function parseMdx(source: string): { tree: Root; text: string } {
  const text = escapeMarkdownHeadingIds(admonitionTitleToDirectiveLabel(unwrapMdxCodeBlocks(source), Object.keys(ADMONITION_LABELS)));
  return { tree: parser.parse(text), text };
}
