/**
 * Compiles a generated page with MDX 3 and the Markdown extensions Docusaurus enables (GFM,
 * directives), then renders it to static HTML. This proves the escaping holds (MDX would throw on a
 * stray `{` or `<`) and lets tests assert the HTML readers get, without a full site build.
 * The packages are the ones Docusaurus itself installs and uses to compile our pages.
 */
import { escapeMarkdownHeadingIds } from '@docusaurus/utils';
import { createElement, type ReactElement } from 'react';

interface TreeNode {
  type: string;
  name?: string;
  children?: TreeNode[];
}

/** Docusaurus warns about directives nobody handles; a generated page must not contain any. */
function rejectDirectives() {
  return (tree: TreeNode): void => {
    const visit = (node: TreeNode): void => {
      if (/Directive$/.test(node.type)) throw new Error(`unexpected Markdown directive :${node.name ?? ''}`);
      node.children?.forEach(visit);
    };
    visit(tree);
  };
}

export async function renderMdxPage(content: string): Promise<string> {
  const { evaluate } = await import('@mdx-js/mdx');
  const { default: remarkGfm } = await import('remark-gfm');
  const { default: remarkDirective } = await import('remark-directive');
  const runtime = await import('react/jsx-runtime');
  // react-dom ships no type declarations here (@types/react-dom is not installed), so the module is
  // loaded by a computed name and given the one signature we use.
  const serverModule = 'react-dom/server';
  const { renderToStaticMarkup } = (await import(serverModule)) as { renderToStaticMarkup: (element: ReactElement) => string };
  const body = escapeMarkdownHeadingIds(content.replace(/^---\n[\s\S]*?\n---\n/, ''));
  const { default: Page } = await evaluate(body, {
    Fragment: runtime.Fragment,
    jsx: runtime.jsx,
    jsxs: runtime.jsxs,
    remarkPlugins: [remarkGfm, remarkDirective, rejectDirectives],
  });
  return renderToStaticMarkup(createElement(Page));
}
