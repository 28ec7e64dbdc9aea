/**
 * Code blocks of a Markdown/MDX page, found with the MDX parser Docusaurus itself compiles pages
 * with (@mdx-js/mdx), so a fence inside JSX (tabs, details) is found exactly when it renders.
 */
import matter from 'gray-matter';
import { location, type Problem } from './outcome';

export type FenceMeta = Map<string, string | true>;

export interface CodeBlock {
  /** Repo-relative path of the page, e.g. "docs/guides/getting-started/installation.mdx". */
  file: string;
  /** 1-based line of the opening fence; line k of `code` is line `line + k` of the page. */
  line: number;
  /** 1-based column of the opening fence (more than 1 inside lists or indented JSX). */
  column: number;
  /** Lower-cased language of the fence ("ts", "graphql", …), "" when none is given. */
  lang: string;
  meta: FenceMeta;
  code: string;
}

export interface MarkdownPage {
  file: string;
  frontMatter: Record<string, unknown>;
  blocks: CodeBlock[];
  /** Front matter or MDX syntax errors; the page's blocks are then incomplete. */
  problems: Problem[];
}

/**
 * Splits fence meta such as `title="src/index.ts" api=admin no-check {1,4-6}` into
 * title → "src/index.ts", api → "admin", no-check → true. Line-highlight ranges are ignored.
 */
export function parseFenceMeta(meta: string | null | undefined): FenceMeta {
  const result: FenceMeta = new Map();
  const token = /([\w-]+)(?:=(?:"([^"]*)"|'([^']*)'|([^\s"']+)))?|\{[^}]*\}|\S+/g;
  for (const match of (meta ?? '').matchAll(token)) {
    const [, key, double, single, bare] = match;
    if (!key) continue;
    const value = double ?? single ?? bare;
    result.set(key, value === undefined ? true : value);
  }
  return result;
}

const FRONT_MATTER = /^---[ \t]*\r?\n[\s\S]*?\r?\n---[ \t]*(?=\r?\n|$)/;

/** The page with its front matter turned into blank lines, so line numbers stay the same. */
function blankFrontMatter(source: string): string {
  return source.replace(FRONT_MATTER, (block) => block.replace(/[^\r\n]/g, ''));
}

/**
 * Docusaurus escapes `{#custom-id}` in headings before MDX sees it (otherwise it is a JS
 * expression); same rewrite here, which adds one character and keeps every line in place.
 */
function escapeHeadingIds(source: string): string {
  return source.replace(/(^|\n)#{1,6}(?!#).*/g, (heading) => heading.replace('{#', '\\{#').replace('\\\\{#', '\\{#'));
}

type MdxParser = (source: string) => MdastNode;

interface MdastNode {
  type: string;
  lang?: string | null;
  meta?: string | null;
  value?: string;
  position?: { start: { line: number; column: number } };
  children?: MdastNode[];
}

let parser: Promise<MdxParser> | undefined;

/** @mdx-js/mdx is ESM-only: load it once with a dynamic import. */
function mdxParser(): Promise<MdxParser> {
  parser ??= import('@mdx-js/mdx').then(({ createProcessor }) => {
    const processor = createProcessor({ format: 'mdx' });
    return (source: string) => processor.parse(source) as unknown as MdastNode;
  });
  return parser;
}

function collectCode(node: MdastNode, found: MdastNode[]): void {
  if (node.type === 'code') found.push(node);
  for (const child of node.children ?? []) collectCode(child, found);
}

export async function readMarkdownPage(file: string, source: string): Promise<MarkdownPage> {
  const problems: Problem[] = [];
  let frontMatter: Record<string, unknown> = {};
  try {
    frontMatter = matter(source).data as Record<string, unknown>;
  } catch (error) {
    const mark = (error as { mark?: { line?: number } }).mark;
    // gray-matter hands js-yaml the text after the opening "---" (from its line break), and js-yaml counts from 0.
    const line = mark?.line === undefined ? 1 : mark.line + 1;
    problems.push({ where: location(file, line), message: `front matter is not valid YAML: ${(error as Error).message.split('\n')[0]}` });
  }
  let tree: MdastNode;
  try {
    tree = (await mdxParser())(escapeHeadingIds(blankFrontMatter(source)));
  } catch (error) {
    const { line, column, reason = (error as Error).message } = error as { line?: number; column?: number; reason?: string };
    // Some messages carry their place only in the text: "Expected a closing tag for `<Tabs>` (5:1-5:7)".
    const place = /\((\d+):(\d+)(?:-\d+:\d+)?\)$/.exec(reason);
    problems.push({
      where: location(file, line ?? (place ? Number(place[1]) : undefined), column ?? (place ? Number(place[2]) : undefined)),
      message: `MDX does not parse, code blocks cannot be checked: ${reason}`,
    });
    return { file, frontMatter, blocks: [], problems };
  }
  const nodes: MdastNode[] = [];
  collectCode(tree, nodes);
  const blocks = nodes.map(
    (node): CodeBlock => ({
      file,
      line: node.position?.start.line ?? 1,
      column: node.position?.start.column ?? 1,
      lang: (node.lang ?? '').toLowerCase(),
      meta: parseFenceMeta(node.meta),
      code: node.value ?? '',
    }),
  );
  return { file, frontMatter, blocks, problems };
}
