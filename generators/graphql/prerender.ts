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
import { createElement, type ReactElement, type ReactNode } from 'react';

/** One entry of the `toc` export, in the shape Docusaurus' TOC components read. */
export interface TocEntry {
  /** The heading text as HTML. */
  value: string;
  id: string;
  level: number;
}

export interface PrerenderedPage {
  content: string;
  toc: TocEntry[];
}

/** Where the pre-rendered body's component lives (an `@site` import in the generated page). */
export const PRERENDERED_COMPONENT = '@site/src/components/PrerenderedReference';

interface MdastNode {
  type: string;
  value?: string;
  depth?: number;
  children?: MdastNode[];
  data?: { hProperties?: Record<string, unknown> };
}

const escapeHtml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function plainText(node: MdastNode): string {
  return node.value ?? (node.children ?? []).map(plainText).join('');
}

/** `## Name {#id}` → id on the heading, and one TOC entry per level 2–3 heading. */
function headingIds(toc: TocEntry[]) {
  return () => (tree: MdastNode): void => {
    const visit = (node: MdastNode): void => {
      if (node.type === 'heading') {
        const last = node.children?.[node.children.length - 1];
        const parsed = last?.type === 'text' && last.value !== undefined ? parseMarkdownHeadingId(last.value) : undefined;
        if (!last || !parsed?.id) throw new Error(`prerender: heading "${plainText(node)}" has no {#id}`);
        last.value = parsed.text;
        node.data = { ...node.data, hProperties: { ...node.data?.hProperties, id: parsed.id } };
        if (node.depth === 2 || node.depth === 3) toc.push({ value: escapeHtml(plainText(node).trim()), id: parsed.id, level: node.depth });
        return;
      }
      if (/Directive$/.test(node.type)) throw new Error(`prerender: unexpected Markdown directive in a generated page`);
      node.children?.forEach(visit);
    };
    visit(tree);
  };
}

/** The markup of Docusaurus' Heading: an anchor target with a labelled "#" link to itself. */
function heading(level: 'h2' | 'h3' | 'h4') {
  return ({ id, children }: { id?: string; children?: ReactNode }): ReactElement => {
    const label = `Direct link to ${textOf(children)}`;
    return createElement(
      level,
      { id, className: 'anchor' },
      children,
      createElement('a', { href: `#${id}`, className: 'hash-link', 'aria-label': label, title: label }, '\u200B'),
    );
  };
}

function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (node && typeof node === 'object' && 'props' in node) return textOf((node.props as { children?: ReactNode }).children);
  return '';
}

/** MDX body (no front matter) → static HTML and its TOC. The tests read generated pages through it too. */
export async function renderMdxBody(body: string): Promise<{ html: string; toc: TocEntry[] }> {
  const { evaluate } = await import('@mdx-js/mdx');
  const { default: remarkGfm } = await import('remark-gfm');
  const { default: remarkDirective } = await import('remark-directive');
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
  });
  const components = {
    h2: heading('h2'),
    h3: heading('h3'),
    h4: heading('h4'),
    // A code block may scroll sideways: keyboard users must be able to focus it, as they can
    // Docusaurus' own code blocks.
    pre: (props: object) => createElement('pre', { ...props, tabIndex: 0 }),
  };
  return { html: renderToStaticMarkup(createElement(Body, { components })), toc };
}

const FRONT_MATTER = /^---\n[\s\S]*?\n---\n/;

/** A generated MDX page → the same page with its body pre-rendered. */
export async function prerenderPage(content: string): Promise<PrerenderedPage> {
  const frontMatter = FRONT_MATTER.exec(content)?.[0];
  if (!frontMatter) throw new Error('prerender: the page has no front matter');
  const { html, toc } = await renderMdxBody(content.slice(frontMatter.length));
  const page = [
    frontMatter,
    `import PrerenderedReference from '${PRERENDERED_COMPONENT}';`,
    '',
    `export const toc = ${JSON.stringify(toc)};`,
    '',
    `<PrerenderedReference html={${JSON.stringify(html)}} anchors={toc.map((entry) => entry.id)} />`,
    '',
  ].join('\n');
  return { content: page, toc };
}
