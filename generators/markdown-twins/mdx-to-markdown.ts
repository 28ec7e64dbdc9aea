/**
 * A page's MDX source → its Markdown twin: plain CommonMark + GFM that says what the HTML page says,
 * for readers that want text (AI assistants, `curl`, a pasted page).
 *
 *  - front matter, `import`/`export` lines and `{/* comments *\/}` go; the title becomes the `#` heading;
 *  - admonitions become blockquotes that start with their label (`**Warning**`);
 *  - JSX components get their Markdown form (jsx-elements.ts): tabs become headed sections,
 *    screenshots images, inline HTML its Markdown equivalent;
 *  - links and images become absolute, `{#id}` heading ids are dropped, code fences keep their
 *    language and file name (code-blocks.ts); Mermaid stays a fenced block.
 *
 * Anything with no Markdown form stops the conversion with the file and line, rather than leaving a
 * gap in the twin or JSX in it.
 */
import { parseMarkdownHeadingId } from '@docusaurus/utils';
import type { Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';
import { twinCodeMeta, withoutMagicComments } from './code-blocks';
import { isMultiLineCode, jsxElementToMarkdown, signatureBlock } from './jsx-elements';
import { ADMONITION_LABELS, parseMdx } from './parse-mdx';
import { TwinError, type ConvertContext, type MdNode } from './twin-node';
import { absoluteUrl } from './urls';

export interface TwinPage {
  /** Repo-relative source path, for error messages. */
  file: string;
  /** The page's absolute URL (with its trailing slash): links are resolved against it. */
  url: string;
  /** The site's origin + base URL, e.g. `https://docs.vendure.io/`. */
  siteUrl: string;
  title: string;
  /** The front matter's description, if the page has one. */
  description?: string;
}

const stringifier = unified()
  .use(remarkStringify, {
    bullet: '-',
    emphasis: '_',
    strong: '*',
    fences: true,
    rule: '-',
    listItemIndent: 'one',
    setext: false,
  })
  // Cells are not padded to line up: the reference's wide tables would grow by a third.
  .use(remarkGfm, { tablePipeAlign: false });

// The conversion builds new nodes and leaves the tree it reads untouched: Docusaurus goes on
// compiling the same tree into the HTML page.
const convertAll = (nodes: MdNode[], ctx: ConvertContext): MdNode[] => nodes.flatMap((child) => convertNode(child, ctx));

function withConvertedChildren(node: MdNode, ctx: ConvertContext): MdNode {
  return node.children ? { ...node, children: convertAll(node.children, ctx) } : node;
}

function headingWithoutId(node: MdNode): MdNode {
  const children = [...(node.children ?? [])];
  const last = children[children.length - 1];
  if (last?.type === 'text' && typeof last.value === 'string') {
    children[children.length - 1] = { ...last, value: parseMarkdownHeadingId(last.value).text.replace(/\s+$/, '') };
  }
  return { ...node, children };
}

function admonition(node: MdNode, ctx: ConvertContext): MdNode[] {
  const kind = ADMONITION_LABELS[node.name ?? ''];
  if (!kind) throw ctx.error(node, `":::${node.name}" is not an admonition the site knows`);
  const [first, ...rest] = node.children ?? [];
  const hasLabel = first?.type === 'paragraph' && (first.data as { directiveLabel?: boolean } | undefined)?.directiveLabel;
  const labelChildren: MdNode[] = hasLabel ? [{ type: 'text', value: `${kind}: ` }, ...(first.children ?? [])] : [{ type: 'text', value: kind }];
  const body = convertAll(hasLabel ? rest : node.children ?? [], ctx);
  const label: MdNode = { type: 'paragraph', children: [{ type: 'strong', children: convertAll(labelChildren, ctx) }] };
  return [{ type: 'blockquote', children: [label, ...body] }];
}

function convertNode(node: MdNode, ctx: ConvertContext): MdNode[] {
  switch (node.type) {
    case 'yaml':
    case 'mdxjsEsm':
      return [];
    case 'mdxFlowExpression':
    case 'mdxTextExpression':
      // Comments are the only expressions a twin can do without; anything else is page content.
      if (/^\s*\/\*[\s\S]*\*\/\s*$/.test(node.value ?? '')) return [];
      throw ctx.error(node, `the expression {${(node.value ?? '').trim().slice(0, 40)}} has no Markdown form`);
    case 'heading':
      ctx.headingDepth = node.depth ?? ctx.headingDepth;
      return [headingWithoutId(withConvertedChildren(node, ctx))];
    case 'containerDirective':
      return admonition(node, ctx);
    case 'leafDirective':
    case 'textDirective':
      // Text such as "12:30" reads as a directive to the parser; Docusaurus prints it back as it was
      // written, so the twin does too.
      return [{ type: 'text', value: ctx.sourceOf(node) }];
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement':
      return jsxElementToMarkdown(node, ctx, (children) => convertAll(children, ctx));
    case 'link':
    case 'image':
    case 'definition': {
      const converted = withConvertedChildren(node, ctx);
      return [node.url === undefined ? converted : { ...converted, url: absoluteUrl(node.url, ctx.pageUrl) }];
    }
    case 'paragraph': {
      // A paragraph that is one multi-line signature reads best as a code block.
      const content = (node.children ?? []).filter((child) => !(child.type === 'text' && !child.value?.trim()));
      if (content.length === 1 && isMultiLineCode(content[0])) return [signatureBlock(content[0])];
      return [withConvertedChildren(node, ctx)];
    }
    case 'code':
      return [{ ...node, meta: twinCodeMeta(node.meta), value: withoutMagicComments(node.value ?? '') }];
    default:
      return [withConvertedChildren(node, ctx)];
  }
}

/**
 * The twin of a page from its parsed tree (Docusaurus' own parse, see
 * plugins/markdown-twins/remark-markdown-twin.ts) and the text the tree's positions point into.
 * The tree is only read.
 */
export function treeToMarkdown(tree: Root, text: string, page: TwinPage): string {
  const root = tree as unknown as MdNode;
  const ctx: ConvertContext = {
    pageUrl: page.url,
    siteUrl: page.siteUrl,
    headingDepth: 1,
    error: (node, message) => new TwinError(`${page.file}:${node.position?.start.line ?? '?'}: ${message}`),
    sourceOf: (node) => {
      const { start, end } = node.position ?? {};
      if (start?.offset === undefined || end?.offset === undefined) throw new TwinError(`${page.file}: a node without a position`);
      return text.slice(start.offset, end.offset);
    },
  };
  const body = convertAll(root.children ?? [], ctx);
  const opensWithTitle = body[0]?.type === 'heading' && body[0].depth === 1;
  const header: MdNode[] = opensWithTitle ? [] : [{ type: 'heading', depth: 1, children: [{ type: 'text', value: page.title }] }];
  if (page.description) header.push({ type: 'paragraph', children: [{ type: 'text', value: page.description }] });
  return stringifier.stringify({ type: 'root', children: [...header, ...body] } as unknown as Root);
}

/** The Markdown twin of one page, from its MDX source. */
export function mdxToMarkdown(source: string, page: TwinPage): string {
  const { tree, text } = parseMdx(source);
  return treeToMarkdown(tree, text, page);
}
