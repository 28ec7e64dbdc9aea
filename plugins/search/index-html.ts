/**
 * The copy of a built page that Pagefind indexes (pure: HTML in, HTML out). The page on disk is not
 * changed; only what the index reads is. What changes, and why:
 *  - words in neighbouring table cells, list items and code lines are kept apart (minified HTML
 *    has no whitespace between `<td>`s, so "Zone" and "Rate" were indexed as "zonerate");
 *  - code blocks are left out, as the Typesense scraper leaves them out (it reads paragraphs, list
 *    items and table cells): samples, and on reference pages each declaration's "Signature" and
 *    each member's signature line. They repeat the names of other types (ProductVariantService
 *    matched "ProductVariant" more often than the entity page), made excerpts of code, and were
 *    a fifth of the index;
 *  - on reference pages the facts line under a declaration ("class · @vendure/core · source") is
 *    left out: it made excerpts such as "function · @vendure/dashboard · sin";
 *  - the page title is left out of the text (it is a field of its own, and excerpts no longer open
 *    with it), and stays the page's `title`;
 *  - what a page is about becomes metadata fields named by its kind, which the client weighs
 *    (src/search/index-fields.ts): the title, each section heading, the one-line description;
 *    a guide's headings in words, a reference page's declarations as whole names;
 *  - each name the page carries becomes an exact-name word (src/search/exact-match.ts).
 */
import { DomUtils, parseDocument } from 'htmlparser2';
import { exactNameWord, nameKey } from '../../src/search/exact-match';
import { EXACT_FIELD, KIND_FIELD, MAX_HEADING_FIELDS, SYNONYM_FIELD, kindFields, pageKind, type PageKind } from '../../src/search/index-fields';

// The DOM types of htmlparser2 (its own dependency domhandler defines them).
type Document = ReturnType<typeof parseDocument>;
type ChildNode = Document['children'][number];
type Element = Extract<ChildNode, { attribs: Record<string, string> }>;

/** Elements after which Pagefind should see a word boundary even without whitespace in the HTML. */
const WORD_BOUNDARY_AFTER = new Set(['td', 'th', 'li', 'dt', 'dd', 'tr', 'p', 'div', 'pre', 'br', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'summary', 'figcaption', 'caption']);

/** A reference page with more declarations than this (a GraphQL list) is ranked by its title only. */
export const MAX_RANKED_DECLARATIONS = 12;

function textNode(value: string): ChildNode {
  return parseDocument(value).children[0];
}

function elements(root: Document | Element, test: (el: Element) => boolean): Element[] {
  return DomUtils.findAll(test, root.children);
}

function text(node: ChildNode): string {
  return DomUtils.textContent(node).replace(/\u200B/g, '').replace(/\s+/g, ' ').trim();
}

function unique(values: string[]): string[] {
  return [...new Set(values.filter(Boolean))];
}

/**
 * The facts line a reference declaration starts with: **kind** · `package` · [source](…), or
 * without the kind on a declaration's own page, where the heading above it is the kind.
 */
function isFactsLine(el: Element): boolean {
  if (el.name !== 'p') return false;
  const tags = el.children.filter((c): c is Element => DomUtils.isTag(c));
  const last = tags[tags.length - 1];
  return last?.name === 'a' && text(last) === 'source' && tags.some((t) => t.name === 'code');
}

/**
 * On a declaration's own page the h2 is its kind ("Class", "Type alias"; the title is the name):
 * the facts line under it then names no kind. Such a heading is no declaration name to rank by.
 */
function isKindHeading(h2: Element): boolean {
  const next = DomUtils.nextElementSibling(h2);
  if (!next || !isFactsLine(next)) return false;
  const first = next.children.find((c): c is Element => DomUtils.isTag(c));
  return first?.name !== 'strong';
}

function hasClass(el: Element | null, name: string): boolean {
  return (el?.attribs.class ?? '').split(/\s+/).includes(name);
}

/**
 * A code block: a fenced sample, a declaration's "Signature", or the signature line a reference
 * page shows under a member or GraphQL field heading (a `<code>` standing on its own in the
 * page's markdown, not inside a paragraph or list).
 */
function isCodeBlock(el: Element): boolean {
  if (el.name === 'pre' || hasClass(el, 'theme-code-block')) return true;
  return el.name === 'code' && hasClass(el.parent as Element | null, 'markdown');
}

/**
 * A declaration name as one word ("StockAllocationStrategy" → "stockallocationstrategy"), so that
 * it ranks for the whole name and not for its parts: "stock allocation" is the concept the
 * Stock control guide teaches, not a reference page whose name contains it. Titles in words
 * ("Promotion Condition", "Shop API mutations") stay words.
 */
export function wholeName(name: string): string {
  return /\s/.test(name.trim()) ? name : nameKey(name);
}

/**
 * A heading with its camel-case names written as words ("Uploading assets with createAssets" →
 * "Uploading assets with create Assets"). A guide's headings rank it for words; the whole name
 * belongs to the reference page, and a compound would also count twice for a query word that starts
 * both the name and its first part ("create" in createAssets). Hyphenated words stay: they are words
 * ("multi-vendor" is found as multivendor, multi and vendor).
 */
export function inWords(heading: string): string {
  return heading.replace(/(\p{Ll}|\p{N})(\p{Lu})/gu, '$1 $2').replace(/(\p{Lu}+)(\p{Lu}\p{Ll})/gu, '$1 $2');
}

/** Adds `key: value` to the page's Pagefind metadata (a value may hold commas and colons). */
function addMeta(body: Element, key: string, value: string): void {
  if (!value) return;
  const holder = parseDocument('<span></span>').children[0] as Element;
  holder.attribs['data-pagefind-meta'] = `${key}:${value}`;
  DomUtils.prependChild(body, holder);
}

/** The ranking fields of a page (see src/search/index-fields.ts), by field name. */
export function rankingFields(kind: PageKind, page: { title: string; h2: string[]; h3: string[]; description: string }): Record<string, string> {
  const fields = kindFields(kind);
  if (!fields) return {};
  const reference = kind === 'reference';
  const headings = reference
    ? (page.h2.length <= MAX_RANKED_DECLARATIONS ? page.h2 : []).map(wholeName)
    : [...page.h2, ...page.h3].map(inWords);
  const out: Record<string, string> = {
    [fields.title]: reference ? wholeName(page.title) : inWords(page.title),
    [fields.summary]: page.description,
  };
  unique(headings).forEach((heading, n) => {
    const key = `${fields.heading}${Math.min(n, MAX_HEADING_FIELDS - 1)}`;
    out[key] = out[key] ? `${out[key]} ${heading}` : heading;
  });
  return out;
}

export interface IndexCopy {
  html: string;
  kind: PageKind;
}

/**
 * The HTML Pagefind indexes for the page at `url`. Pages without `data-pagefind-body` pass through.
 * `synonyms`: words readers use for the page's subject (config/search-synonyms.ts), ranked as a
 * field of their own.
 */
export function htmlForIndex(html: string, url: string, synonyms: string[] = []): IndexCopy {
  const kind = pageKind(url);
  const document = parseDocument(html);
  const body = DomUtils.findOne((el) => el.attribs['data-pagefind-body'] !== undefined, document.children);
  if (!body) return { html, kind };

  for (const el of elements(body, (e) => WORD_BOUNDARY_AFTER.has(e.name))) {
    DomUtils.appendChild(el.name === 'br' ? (el.parent as Element) : el, textNode(' '));
  }

  const h1 = DomUtils.findOne((el) => el.name === 'h1', body.children);
  const title = h1 ? text(h1) : '';
  const h2 = elements(body, (el) => el.name === 'h2' && !(kind === 'reference' && isKindHeading(el))).map(text);
  const h3 = elements(body, (el) => el.name === 'h3').map(text);
  const description = DomUtils.findOne((el) => el.name === 'meta' && el.attribs.name === 'description', document.children)?.attribs.content ?? '';

  if (h1) {
    h1.attribs['data-pagefind-ignore'] = '';
    h1.attribs['data-pagefind-meta'] = 'title';
  }
  for (const el of elements(body, (e) => isCodeBlock(e) || (kind === 'reference' && isFactsLine(e)))) el.attribs['data-pagefind-ignore'] = '';
  for (const [key, value] of Object.entries(rankingFields(kind, { title, h2, h3, description }))) addMeta(body, key, value);
  const names = kind === 'reference' ? [title, ...h2] : [title];
  addMeta(body, EXACT_FIELD, unique(names.map(exactNameWord).filter((w): w is string => w !== null)).join(' '));
  addMeta(body, KIND_FIELD, kind);
  addMeta(body, SYNONYM_FIELD, unique(synonyms).join(' '));
  return { html: DomUtils.getOuterHTML(document), kind };
}
