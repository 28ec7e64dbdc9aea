/**
 * Pre-renders a generated reference page to static HTML at generation time (MDX page in, MDX page
 * out, no file system access).
 *
 * Why: the Admin object-types page alone has some 5,500 elements and 2,000 type links. As MDX, the
 * browser rebuilds all of them as React elements on load (one long task for the page component,
 * then hydration and a Link component per type link), which blocked the main thread for seconds on
 * a mid-range phone. The pre-rendered page keeps its front matter, ships its table of contents as
 * the `toc` export Docusaurus reads, and hands the body to one component as an HTML string (see
 * src/components/PrerenderedReference): the same HTML, without the React work.
 *
 * The body is compiled with MDX 3 and the Markdown extensions Docusaurus enables (GFM, directives,
 * `{#id}` heading ids), so it renders exactly as the MDX page would; headings get the markup of
 * Docusaurus' own Heading component (anchor class, "Direct link to" hash link). Code blocks in
 * schema descriptions stay plain `<pre>` blocks (focusable, styled by CSS): Prism colours them
 * only on the client, per colour mode, and these pages have no client rendering.
 */
import { escapeMarkdownHeadingIds, parseMarkdownHeadingId } from '@docusaurus/utils';
import { createElement, type ReactElement } from 'react';
import { tocExport, type TocEntry } from './toc-export';

export type { TocEntry } from './toc-export';

export interface PrerenderedPage {
  content: string;
  toc: TocEntry[];
}

/** Where the pre-rendered body's component lives (an `@site` import in the generated page). */
export const PRERENDERED_COMPONENT = '@site/src/components/PrerenderedReference';

interface MdastNode {
  type: string;
  value?: string;
  url?: string;
  depth?: number;
  children?: MdastNode[];
  data?: { hProperties?: Record<string, unknown> };
}

const escapeHtml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function plainText(node: MdastNode): string {
  return node.value ?? (node.children ?? []).map(plainText).join('');
}

/**
 * `## Name {#id}` → the markup of Docusaurus' Heading (an anchor target with a labelled "#" link to
 * itself), and one TOC entry per level 2–3 heading.
 */
function headingIds(toc: TocEntry[]) {
  return () => (tree: MdastNode): void => {
    const visit = (node: MdastNode): void => {
      if (node.type === 'heading') {
        const last = node.children?.[node.children.length - 1];
        const parsed = last?.type === 'text' && last.value !== undefined ? parseMarkdownHeadingId(last.value) : undefined;
        if (!last || !parsed?.id) throw new Error(`prerender: heading "${plainText(node)}" has no {#id}`);
        last.value = parsed.text;
        const text = plainText(node).trim();
        const label = `Direct link to ${text}`;
        node.data = { ...node.data, hProperties: { ...node.data?.hProperties, id: parsed.id, className: 'anchor' } };
        node.children?.push({
          type: 'link',
          url: `#${parsed.id}`,
          data: { hProperties: { className: 'hash-link', ariaLabel: label, title: label } },
          children: [{ type: 'text', value: '\u200B' }],
        });
        if (node.depth === 2 || node.depth === 3) toc.push({ value: escapeHtml(text), id: parsed.id, level: node.depth });
        return;
      }
      if (/Directive$/.test(node.type)) throw new Error(`prerender: unexpected Markdown directive in a generated page`);
      node.children?.forEach(visit);
    };
    visit(tree);
  };
}

/** MDX body (no front matter) → static HTML and its TOC. The tests read generated pages through it too. */
export async function renderMdxBody(body: string): Promise<{ html: string; toc: TocEntry[] }> {
  const { evaluate } = await import('@mdx-js/mdx');
  const { default: remarkGfm } = await import('remark-gfm');
  const { default: remarkDirective } = await import('remark-directive');
  const { default: rehypeMinifyWhitespace } = await import('rehype-minify-whitespace');
  const runtime = await import('react/jsx-runtime');
  // react-dom ships no type declarations here (@types/react-dom is not installed), so the module is
  // loaded by a computed name and given the one signature used.
  const serverModule = 'react-dom/server';
  const { renderToStaticMarkup } = (await import(serverModule)) as { renderToStaticMarkup: (element: ReactElement) => string };
  const toc: TocEntry[] = [];
  // As Docusaurus does: `{#id}` would otherwise be read as a JavaScript expression.
  const { default: Body } = await evaluate(escapeMarkdownHeadingIds(body), {
    Fragment: runtime.Fragment,
    jsx: runtime.jsx,
    jsxs: runtime.jsxs,
    remarkPlugins: [remarkGfm, remarkDirective, headingIds(toc)],
    // The line breaks between tags were a third of the Admin object-types page's DOM nodes (4,600
    // whitespace-only text nodes, each a layout object); dropped where they render as nothing.
    rehypePlugins: [rehypeMinifyWhitespace],
  });
  const components = {
    // A code block may scroll sideways: keyboard users must be able to focus it, as they can
    // Docusaurus' own code blocks.
    pre: (props: object) => createElement('pre', { ...props, tabIndex: 0 }),
  };
  return { html: renderToStaticMarkup(createElement(Body, { components })), toc };
}

const FRONT_MATTER = /^---\n[\s\S]*?\n---\n/;

/** A page split into its front matter (with both fences) and its body. */
export function splitFrontMatter(content: string): { frontMatter: string; body: string } {
  const frontMatter = FRONT_MATTER.exec(content)?.[0] ?? '';
  return { frontMatter, body: content.slice(frontMatter.length) };
}

/** A generated MDX page → the same page with its body pre-rendered. */
export async function prerenderPage(content: string): Promise<PrerenderedPage> {
  const { frontMatter, body } = splitFrontMatter(content);
  if (!frontMatter) throw new Error('prerender: the page has no front matter');
  const { html, toc } = await renderMdxBody(body);
  const page = [
    frontMatter,
    `import PrerenderedReference from '${PRERENDERED_COMPONENT}';`,
    '',
    tocExport(toc),
    '',
    `<PrerenderedReference html={${JSON.stringify(html)}} anchors={toc.map((entry) => entry.id)} />`,
    '',
  ].join('\n');
  return { content: page, toc };
}
