/**
 * The Markdown form of each JSX element our pages use. Pages may only use elements listed here:
 * an element without a Markdown form stops the twin with its name, file and line, so a new
 * component cannot leave a silent gap (or a JSX tag) in the twins.
 */
import { toString } from 'mdast-util-to-string';
import type { ConvertContext, MdNode } from './twin-node';
import { absoluteUrl } from './urls';

type Convert = (children: MdNode[]) => MdNode[];
type Handler = (node: MdNode, ctx: ConvertContext, convert: Convert) => MdNode[];

const text = (value: string): MdNode => ({ type: 'text', value });

/** A string literal in braces, as generators write long strings (`code={"type A = B;"}`). */
function stringLiteral(expression: string): string | undefined {
  try {
    const value: unknown = JSON.parse(expression);
    return typeof value === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}

/** A string attribute (`name="x"`, `name={"x"}`, or `name` alone = ''); other expressions are refused by name. */
function attribute(node: MdNode, name: string, ctx: ConvertContext): string | undefined {
  const found = node.attributes?.find((attr) => attr.type === 'mdxJsxAttribute' && attr.name === name);
  if (!found) return undefined;
  if (found.value === null || found.value === undefined) return '';
  if (typeof found.value === 'string') return found.value;
  const literal = stringLiteral(found.value.value.trim());
  if (literal !== undefined) return literal;
  throw ctx.error(node, `<${node.name}> ${name}={...}: the twin can only read string attributes`);
}

function required(node: MdNode, name: string, ctx: ConvertContext): string {
  const value = attribute(node, name, ctx);
  if (!value) throw ctx.error(node, `<${node.name}> needs a ${name} attribute`);
  return value;
}

const PHRASING = new Set(['text', 'strong', 'emphasis', 'inlineCode', 'link', 'image', 'break', 'delete', 'linkReference', 'imageReference']);

/**
 * The blocks a flow element stands for: runs of inline content are wrapped in paragraphs. MDX makes
 * a paragraph that holds nothing but JSX (`<code>…</code>` on its own line) into flow elements, and
 * a block container that holds a bare inline node would be printed as one run-on line.
 */
function asBlocks(nodes: MdNode[]): MdNode[] {
  const blocks: MdNode[] = [];
  let run: MdNode | undefined; // the paragraph collecting the current run of inline nodes
  for (const node of nodes) {
    if (!PHRASING.has(node.type)) {
      blocks.push(node);
      run = undefined;
    } else if (run) run.children!.push(node);
    else blocks.push((run = { type: 'paragraph', children: [node] }));
  }
  return blocks;
}

/** `<Tabs>` of `<TabItem label>`: one section per tab, headed one level below the heading above it. */
const tabs: Handler = (node, ctx, convert) => {
  const sectionDepth = ctx.headingDepth;
  const depth = Math.min(sectionDepth + 1, 6);
  const out: MdNode[] = [];
  for (const item of node.children ?? []) {
    if (item.type !== 'mdxJsxFlowElement' || item.name !== 'TabItem') {
      throw ctx.error(item, `<Tabs> may only hold <TabItem> elements, found ${item.name ? `<${item.name}>` : item.type}`);
    }
    const label = attribute(item, 'label', ctx) || required(item, 'value', ctx);
    out.push({ type: 'heading', depth, children: [text(label)] }, ...convert(item.children ?? []));
    ctx.headingDepth = sectionDepth;
  }
  return out;
};

/** `<Screenshot name alt caption>`: the light-mode image, its caption below in italics. */
const screenshot: Handler = (node, ctx) => {
  const name = required(node, 'name', ctx);
  const alt = required(node, 'alt', ctx);
  const caption = attribute(node, 'caption', ctx);
  // The folder of the picture's set (src/components/Screenshot), the user guide's by default.
  const set = attribute(node, 'set', ctx) ?? 'user-guide';
  const image: MdNode = { type: 'image', url: absoluteUrl(`/img/${set}/${name}-light.webp`, ctx.siteUrl), alt };
  const out: MdNode[] = [{ type: 'paragraph', children: [image] }];
  if (caption) out.push({ type: 'paragraph', children: [{ type: 'emphasis', children: [text(caption)] }] });
  return out;
};

/**
 * The text of code as the page shows it: type links read as their names, `<br />` as a line break,
 * the non-breaking spaces that indent a parameter list as spaces.
 */
export function codeText(node: MdNode): string {
  if (node.type === 'break' || (node.type === 'mdxJsxTextElement' && node.name === 'br')) return '\n';
  if (typeof node.value === 'string' && !node.type.startsWith('mdx')) return node.value.replace(/\u00a0/g, ' ');
  return (node.children ?? []).map(codeText).join('');
}

/** `<code>` whose text breaks over lines: a reference page's long member signature. */
export function isMultiLineCode(node: MdNode): boolean {
  return (node.type === 'mdxJsxTextElement' || node.type === 'mdxJsxFlowElement') && node.name === 'code' && codeText(node).includes('\n');
}

/** A multi-line signature on its own reads best as a code block. */
export const signatureBlock = (node: MdNode): MdNode => ({ type: 'code', lang: 'ts', meta: null, value: codeText(node) });

/**
 * Inline code, also when the page links the type names inside it (`<code>Promise&lt;<a>Order</a>&gt;</code>`);
 * a multi-line signature standing alone becomes a code block.
 */
const inlineCode: Handler = (node) =>
  node.type === 'mdxJsxFlowElement' && isMultiLineCode(node) ? [signatureBlock(node)] : [{ type: 'inlineCode', value: codeText(node).replace(/\s*\n\s*/g, ' ') }];

/** `<pre>` (a signature with linked type names): a fenced block of its text. */
const preformatted: Handler = (node) => {
  const code = node.children?.find((child) => child.name === 'code');
  const className = code?.attributes?.find((attr) => attr.name === 'className' || attr.name === 'class')?.value;
  const lang = typeof className === 'string' ? /language-(\S+)/.exec(className)?.[1] ?? null : null;
  return [{ type: 'code', lang, meta: null, value: toString(node).replace(/\n$/, '') }];
};

/** A generated reference signature (src/components/SignatureBlock): its plain code, as a ts block. */
const signature: Handler = (node, ctx) => {
  const title = attribute(node, 'title', ctx);
  return [{ type: 'code', lang: 'ts', meta: title ? `title="${title.replace(/"/g, "'")}"` : null, value: required(node, 'code', ctx) }];
};

const link: Handler = (node, ctx, convert) => {
  const href = attribute(node, 'href', ctx);
  const children = convert(node.children ?? []);
  return href ? [{ type: 'link', url: absoluteUrl(href, ctx.pageUrl), children }] : children;
};

const wrap =
  (type: string): Handler =>
  (node, _ctx, convert) =>
    [{ type, children: convert(node.children ?? []) }];

/** Elements that only group or anchor content: their children stand for them. */
const unwrap: Handler = (node, _ctx, convert) => convert(node.children ?? []);

const HANDLERS: Record<string, Handler> = {
  Tabs: tabs,
  Screenshot: screenshot,
  SignatureBlock: signature,
  code: inlineCode,
  kbd: inlineCode,
  pre: preformatted,
  a: link,
  strong: wrap('strong'),
  b: wrap('strong'),
  em: wrap('emphasis'),
  i: wrap('emphasis'),
  p: (node, _ctx, convert) => [{ type: 'paragraph', children: convert(node.children ?? []) }],
  br: () => [{ type: 'break' }],
  span: unwrap,
  div: unwrap,
};

export function jsxElementToMarkdown(node: MdNode, ctx: ConvertContext, convert: Convert): MdNode[] {
  const handler = node.name ? HANDLERS[node.name] : unwrap; // a fragment <>…</> is its children
  if (!handler) {
    const hint =
      node.name === 'PrerenderedReference'
        ? ' (a pre-rendered reference page: its twin is made from the Markdown the generator wrote before pre-rendering; run npm run generate)'
        : '; give it one in generators/markdown-twins/jsx-elements.ts';
    throw ctx.error(node, `<${node.name}> has no Markdown form${hint}`);
  }
  const converted = handler(node, ctx, convert);
  return node.type === 'mdxJsxFlowElement' ? asBlocks(converted) : converted;
}
