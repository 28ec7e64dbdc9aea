/**
 * The anchors a Dashboard sample names must exist: a page block placed before, after or instead of
 * a block id the page does not render is dropped by the Dashboard without a warning (PageLayout only
 * inserts extension blocks next to the page's own blocks), and an action-bar item positioned against an
 * unknown item id ends up at the end of the bar. The ids are read from the Dashboard's shipped sources
 * (src/app/routes): each route file's page ids, and the block and item ids rendered by it and by the
 * local components it imports (`CustomFieldsPageBlock` is the `custom-fields` block and a `ListPage` has
 * `list-table`, as PageLayout and ListPage name them).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import ts from 'typescript';
import type { CodeBlock, MarkdownPage } from '../checks/markdown-code-blocks';
import { location, type Problem } from '../checks/outcome';
import { NO_CHECK, TYPESCRIPT_LANGS } from '../checks/typescript-samples';

export interface PageAnchors {
  blocks: Set<string>;
  items: Set<string>;
}

/** Page id → the block ids and action-bar item ids that page renders. */
export type AnchorIndex = Map<string, PageAnchors>;

const PAGE_ID = /pageId\s*(?:=|:)\s*\{?\s*['"]([\w-]+)['"]/g;
const BLOCK_ID = /blockId\s*(?:=|:)\s*\{?\s*['"]([\w-]+)['"]/g;
const ITEM_ID = /itemId\s*(?:=|:)\s*\{?\s*['"]([\w-]+)['"]/g;
const LOCAL_IMPORT = /from\s+['"](\.{1,2}\/[^'"]+)['"]/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.(spec|test|stories)\.tsx?$/.test(name) ? [path] : [];
  });
}

const matches = (text: string, pattern: RegExp): string[] => [...text.matchAll(pattern)].map((m) => m[1]);

/** The text of a route file and of the local modules it imports (one level deep, as the detail pages split theirs). */
function withLocalImports(file: string, text: string): string {
  const parts = [text];
  for (const specifier of matches(text, LOCAL_IMPORT)) {
    const base = resolve(dirname(file), specifier.replace(/\.js$/, ''));
    const found = ['.tsx', '.ts', '/index.tsx', '/index.ts'].map((ext) => base + ext).find((p) => existsSync(p));
    if (found) parts.push(readFileSync(found, 'utf8'));
  }
  return parts.join('\n');
}

/** JSX attributes only (`<Page pageId="x">`, `<PageBlock blockId="y">`): what a page renders, not where an extension goes. */
const jsxOnly = (pattern: RegExp): RegExp => new RegExp(pattern.source.replace('(?:=|:)', '='), 'g');

/**
 * Adds the pages that `text` renders with their blocks and items. With `rendered` only, object
 * properties are not read, so a sample's own `location: { pageId, position: { blockId } }` does
 * not count as a page that renders that block.
 */
export function addAnchors(index: AnchorIndex, text: string, rendered = false): void {
  const pick = (pattern: RegExp) => matches(text, rendered ? jsxOnly(pattern) : pattern);
  const pageIds = pick(PAGE_ID);
  if (pageIds.length === 0) return;
  const blocks = pick(BLOCK_ID);
  if (text.includes('CustomFieldsPageBlock')) blocks.push('custom-fields');
  if (/<ListPage\b/.test(text)) blocks.push('list-table');
  const items = pick(ITEM_ID);
  for (const pageId of pageIds) {
    const entry = index.get(pageId) ?? { blocks: new Set<string>(), items: new Set<string>() };
    for (const id of blocks) entry.blocks.add(id);
    for (const id of items) entry.items.add(id);
    index.set(pageId, entry);
  }
}

/** The anchors of the pinned Dashboard's own pages. */
export function dashboardAnchors(root: string): AnchorIndex {
  const index: AnchorIndex = new Map();
  const routes = join(root, 'node_modules', '@vendure', 'dashboard', 'src', 'app', 'routes');
  for (const file of sourceFiles(routes)) addAnchors(index, withLocalImports(file, readFileSync(file, 'utf8')));
  return index;
}

interface Anchor {
  kind: 'block' | 'item';
  /** The extension's own id, when it has one. */
  id?: string;
  pageId: string;
  target: string;
  /** Offset of the target's string literal in the block's code. */
  offset: number;
}

function stringProperty(object: ts.ObjectLiteralExpression, name: string): ts.StringLiteralLike | undefined {
  for (const property of object.properties) {
    if (ts.isPropertyAssignment(property) && property.name.getText() === name && ts.isStringLiteralLike(property.initializer)) return property.initializer;
  }
  return undefined;
}

function objectProperty(object: ts.ObjectLiteralExpression, name: string): ts.ObjectLiteralExpression | undefined {
  for (const property of object.properties) {
    if (ts.isPropertyAssignment(property) && property.name.getText() === name && ts.isObjectLiteralExpression(property.initializer)) return property.initializer;
  }
  return undefined;
}

/** Page-block locations (`location: { pageId, position: { blockId } }`) and action-bar positions (`pageId`, `position: { itemId }`) of one block. */
export function anchorsOf(code: string, fileName = 'sample.tsx'): Anchor[] {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: Anchor[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isObjectLiteralExpression(node)) {
      const id = stringProperty(node, 'id')?.text;
      const where = objectProperty(node, 'location');
      const blockPage = where && stringProperty(where, 'pageId');
      const blockTarget = where && objectProperty(where, 'position') && stringProperty(objectProperty(where, 'position')!, 'blockId');
      if (blockPage && blockTarget) found.push({ kind: 'block', id, pageId: blockPage.text, target: blockTarget.text, offset: blockTarget.getStart(source) });
      const itemPage = stringProperty(node, 'pageId');
      const position = objectProperty(node, 'position');
      const itemTarget = position && stringProperty(position, 'itemId');
      if (itemPage && itemTarget) found.push({ kind: 'item', id, pageId: itemPage.text, target: itemTarget.text, offset: itemTarget.getStart(source) });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function lineAndColumn(block: CodeBlock, offset: number): { line: number; column: number } {
  const before = block.code.slice(0, offset).split('\n');
  // Line k of the code is line `block.line + k` of the page.
  return { line: block.line + before.length, column: block.column + before[before.length - 1].length };
}

/**
 * Every anchor of the page's TypeScript blocks must be rendered by the page it names. Pages and
 * blocks that the page's own samples define (a route with `<Page pageId>`) count, and an item may
 * target another extension item of the same page by its `id`.
 */
export function checkAnchors(page: MarkdownPage, dashboard: AnchorIndex, version: string): Problem[] {
  const blocks = page.blocks.filter((b) => TYPESCRIPT_LANGS.has(b.lang) && !b.meta.has(NO_CHECK));
  const index: AnchorIndex = new Map([...dashboard].map(([k, v]) => [k, { blocks: new Set(v.blocks), items: new Set(v.items) }]));
  for (const block of blocks) addAnchors(index, block.code, true);
  const all = blocks.flatMap((block) => anchorsOf(block.code).map((anchor) => ({ block, anchor })));
  for (const { anchor } of all) if (anchor.kind === 'item' && anchor.id) index.get(anchor.pageId)?.items.add(anchor.id);
  const problems: Problem[] = [];
  for (const { block, anchor } of all) {
    const { line, column } = lineAndColumn(block, anchor.offset);
    const where = location(page.file, line, column);
    const what = anchor.kind === 'block' ? `page block${anchor.id ? ` "${anchor.id}"` : ''}` : `action-bar item${anchor.id ? ` "${anchor.id}"` : ''}`;
    const known = index.get(anchor.pageId);
    if (!known) {
      problems.push({ where, message: `${what} names page "${anchor.pageId}", which @vendure/dashboard ${version} does not have` });
      continue;
    }
    const ids = anchor.kind === 'block' ? known.blocks : known.items;
    if (!ids.has(anchor.target)) {
      const list = [...ids].sort().join(', ') || 'none';
      problems.push({
        where,
        message:
          `${what} is placed against ${anchor.kind === 'block' ? 'block' : 'item'} "${anchor.target}", which page "${anchor.pageId}" ` +
          `of @vendure/dashboard ${version} does not render (its ${anchor.kind === 'block' ? 'blocks' : 'items'}: ${list}); ` +
          (anchor.kind === 'block' ? 'the Dashboard would leave the block out without a warning' : 'the Dashboard would put the item at the end of the bar'),
      });
    }
  }
  return problems;
}
