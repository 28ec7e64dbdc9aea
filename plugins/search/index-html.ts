/**
 * The copy of a built page that Pagefind indexes (pure: HTML in, HTML out). The page on disk is not
 * changed; only what the index reads is. What changes, and why:
 *  - words in neighbouring table cells, list items and code lines are kept apart (minified HTML
 *    has no whitespace between `<td>`s, so "Zone" and "Rate" were indexed as "zonerate");
 *  - on reference pages the facts line under a declaration ("class · @vendure/core · source") and
 *    the declaration's "Signature" block are left out: they repeat the names of other types (so
 *    ProductVariantService matched "ProductVariant" more often than the entity page) and the
 *    facts line made excerpts such as "function · @vendure/dashboard · sin";
 *  - the page's kind and one-line description become Pagefind metadata: `kind` (guide, user-guide,
 *    reference) selects the ranking field below, `summary` is the second line of a reference hit;
 *  - the words a page is about become weighted metadata fields, ranked by `metaWeights` in the
 *    client (src/search/pagefind-backend.ts): `names`, the declarations a reference page documents
 *    (its title and level-2 headings), and `topic`, a guide's title and section headings;
 *  - each compound name (OrderService, multi-vendor) is also written as its parts and joined, so a
 *    query in either form finds the other.
 */
import { DomUtils, parseDocument } from 'htmlparser2';
import type { ChildNode, Document, Element } from 'domhandler';
import { exactNameWord } from '../../src/search/exact-match';

export type PageKind = 'guide' | 'user-guide' | 'reference' | 'other';

/** Which part of the site a page belongs to, from its URL. */
export function pageKind(url: string): PageKind {
  if (url.startsWith('/guides/')) return 'guide';
  if (url === '/user-guide/' || url.startsWith('/user-guide/')) return 'user-guide';
  if (url.startsWith('/reference/')) return 'reference';
  return 'other';
}

/** Elements after which Pagefind should see a word boundary even without whitespace in the HTML. */
const WORD_BOUNDARY_AFTER = new Set(['td', 'th', 'li', 'dt', 'dd', 'tr', 'p', 'div', 'pre', 'br', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'summary', 'figcaption', 'caption']);

function textNode(text: string): ChildNode {
  return parseDocument(text).children[0];
}

function elements(root: Document | Element, test: (el: Element) => boolean): Element[] {
  return DomUtils.findAll(test, root.children);
}

function classes(el: Element): string[] {
  return (el.attribs.class ?? '').split(/\s+/).filter(Boolean);
}

function text(node: ChildNode | Element): string {
  return DomUtils.textContent(node).replace(/\u200B/g, '').replace(/\s+/g, ' ').trim();
}

/** The facts line a reference declaration starts with: **kind** · `package` · [source](…). */
function isFactsLine(el: Element): boolean {
  if (el.name !== 'p') return false;
  const tags = el.children.filter((c): c is Element => DomUtils.isTag(c));
  const first = tags[0];
  const last = tags[tags.length - 1];
  return Boolean(first && first.name === 'strong' && last?.name === 'a' && text(last) === 'source' && tags.some((t) => t.name === 'code'));
}

/** A code block titled "Signature" (the declaration's full signature on reference pages). */
function isSignatureBlock(el: Element): boolean {
  if (!classes(el).includes('theme-code-block')) return false;
  const title = el.children.find((c): c is Element => DomUtils.isTag(c));
  return Boolean(title && title.name === 'div' && text(title) === 'Signature');
}

/** The metadata fields that rank a page are named by its kind (weights in the client). */
const FIELD_PREFIX: Record<PageKind, string | null> = { guide: 'guide', 'user-guide': 'user_guide', reference: 'reference', other: null };

/** A reference page with more declarations than this (a GraphQL list) is named by its title only. */
const MAX_NAMED_DECLARATIONS = 12;

function unique(values: string[]): string[] {
  return [...new Set(values.filter(Boolean))];
}

/** Adds `key: value` to the page's Pagefind metadata (a value may hold commas and colons). */
function addMeta(body: Element, key: string, value: string): void {
  if (!value) return;
  const holder = parseDocument('<span></span>').children[0] as Element;
  holder.attribs['data-pagefind-meta'] = `${key}:${value}`;
  DomUtils.prependChild(body, holder);
}

export interface IndexCopy {
  html: string;
  kind: PageKind;
}

/** The HTML Pagefind indexes for the page at `url`. Pages without `data-pagefind-body` pass through. */
export function htmlForIndex(html: string, url: string): IndexCopy {
  const kind = pageKind(url);
  const document = parseDocument(html);
  const body = DomUtils.findOne((el) => el.attribs['data-pagefind-body'] !== undefined, document.children);
  if (!body) return { html, kind };

  for (const el of elements(body, (e) => WORD_BOUNDARY_AFTER.has(e.name))) {
    if (el.name === 'br') DomUtils.appendChild(el.parent as Element, textNode(' '));
    else DomUtils.appendChild(el, textNode(' '));
  }

  const title = text(DomUtils.findOne((el) => el.name === 'h1', body.children) ?? body);
  const h2 = elements(body, (el) => el.name === 'h2').map(text);
  const h3 = elements(body, (el) => el.name === 'h3').map(text);
  const description = DomUtils.findOne((el) => el.name === 'meta' && el.attribs.name === 'description', document.children)?.attribs.content ?? '';

  const named = kind === 'reference' ? [title, ...h2] : [title];
  addMeta(body, 'exact', unique(named.map(exactNameWord).filter((w): w is string => w !== null)).join(' '));
  if (kind === 'reference') {
    for (const el of elements(body, (e) => isFactsLine(e) || isSignatureBlock(e))) el.attribs['data-pagefind-ignore'] = '';
  }
  const field = FIELD_PREFIX[kind];
  if (field) {
    const declarations = kind !== 'reference' || h2.length <= MAX_NAMED_DECLARATIONS ? h2 : [];
    addMeta(body, `${field}_headings`, unique([title, ...declarations]).join(' '));
    addMeta(body, `${field}_summary`, description);
  }
  addMeta(body, 'kind', kind);
  return { html: DomUtils.getOuterHTML(document), kind };
}
