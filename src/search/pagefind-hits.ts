/**
 * Pagefind results → DocSearch records (pure, no browser API).
 *
 * Pagefind returns one result per page; its data holds the page title and the section meta
 * (`lvl0`, set by src/theme/DocItem/Content) and `sub_results`: the intro before the first heading,
 * then the sections under headings that have an id, each with its excerpt. DocSearch expects one record per
 * page (type `lvl1`) followed by records for the matching sections, whose hierarchy names every
 * heading above them; Pagefind's `anchors` list (all headings in page order) gives that hierarchy.
 */
import { cleanText, highlightTerms, hasMark, queryTerms, sanitizePagefindExcerpt, sentenceAround, withoutLeadingText } from './highlight';
import { nameKey } from './exact-match';
import { KIND_FIELD, pageSummary } from './index-fields';
import { LEVELS, type DocSearchHit, type HighlightResult, type HitType, type LevelKey } from './types';

export interface PagefindAnchor {
  element: string;
  id: string;
  text?: string;
  location: number;
}

export interface PagefindWordLocation {
  weight: number;
  balanced_score: number;
  location: number;
}

export interface PagefindSubResult {
  title: string;
  url: string;
  excerpt: string;
  anchor?: PagefindAnchor;
  locations?: number[];
  weighted_locations?: PagefindWordLocation[];
}

/** The part of Pagefind's `result.data()` this module reads. */
export interface PagefindFragment {
  url: string;
  /** The page text; `locations` index its whitespace-separated words. */
  content?: string;
  /** The page text with `<` and `>` escaped, as Pagefind cuts excerpts from it. */
  raw_content?: string;
  /** Positions of the words that matched the query. */
  locations?: number[];
  meta: Record<string, string | undefined>;
  anchors: PagefindAnchor[];
  sub_results: PagefindSubResult[];
}

export interface PagefindHitOptions {
  query: string;
  /** Origin the URLs are made absolute with (the theme's modal parses them with `new URL`). */
  origin: string;
  /** Records per page at most: the page itself plus its best sections (Typesense's group_limit). */
  perDocument: number;
}

/** Section label used when a page was indexed without one. */
export const DEFAULT_LVL0 = 'Documentation';

const HEADING = /^h([2-6])$/;

function headingLevel(anchor: PagefindAnchor | undefined): number | null {
  const match = anchor ? HEADING.exec(anchor.element) : null;
  return match ? Number(match[1]) : null;
}

/** Texts of the headings from h2 down to `target`, following the page's heading outline. */
export function headingTrail(anchors: PagefindAnchor[], target: PagefindAnchor): Map<number, string> {
  const current = new Map<number, string>();
  const headings = anchors.filter((a) => headingLevel(a) !== null).sort((a, b) => a.location - b.location);
  for (const heading of headings) {
    const level = headingLevel(heading)!;
    for (const deeper of [...current.keys()]) if (deeper >= level) current.delete(deeper);
    current.set(level, cleanText(heading.text ?? ''));
    if (heading.id === target.id) return current;
  }
  // The target was not among the anchors (should not happen): it stands alone.
  return new Map([[headingLevel(target)!, cleanText(target.text ?? '')]]);
}

function sectionScore(sub: PagefindSubResult): number {
  if (sub.weighted_locations?.length) return sub.weighted_locations.reduce((sum, l) => sum + l.balanced_score, 0);
  return sub.locations?.length ?? 0;
}

/** Excerpt HTML → the plain text DocSearch keeps in `content`. */
function plainText(html: string): string {
  return html
    .replace(/<\/?mark>/g, '')
    .replace(/&(amp|lt|gt|quot|#39);/g, (e) => ({ '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" })[e]!);
}

function record(
  fields: { objectID: string; url: string; urlWithoutAnchor: string; anchor: string | null; type: HitType },
  hierarchy: (string | null)[],
  contentHtml: string,
  terms: string[],
): DocSearchHit {
  const highlights: Partial<Record<LevelKey | 'content', HighlightResult>> = {};
  const levels = {} as Record<LevelKey, string | null>;
  for (const level of LEVELS) {
    const key: LevelKey = `hierarchy.lvl${level}`;
    const text = hierarchy[level] ?? null;
    levels[key] = text;
    if (text) highlights[key] = highlightTerms(text, terms);
  }
  const content = contentHtml ? plainText(contentHtml) : null;
  const contentMatch = hasMark(contentHtml) ? 'partial' : 'none';
  if (content) highlights.content = { value: contentHtml, matchLevel: contentMatch, matchedWords: [] };
  return {
    objectID: fields.objectID,
    url: fields.url,
    url_without_anchor: fields.urlWithoutAnchor,
    anchor: fields.anchor,
    type: fields.type,
    content,
    ...levels,
    _highlightResult: highlights,
    _snippetResult: content ? { content: { value: contentHtml, matchLevel: contentMatch } } : {},
  };
}

/**
 * The section of a page whose level-2 heading is the query, when Pagefind gave no excerpt for it:
 * the page was found by its exact-name word (src/search/exact-match.ts), whose result carries no
 * excerpts, so that Pagefind does not compute one for each of the hundreds of sections a GraphQL
 * list matches. The excerpt is the text that follows the heading.
 */
export function namedSection(fragment: PagefindFragment, query: string): PagefindSubResult | null {
  const key = nameKey(query);
  const anchor = fragment.anchors.find((a) => a.element === 'h2' && key !== '' && nameKey(cleanText(a.text ?? '')) === key);
  if (!anchor || !fragment.content) return null;
  const terms = queryTerms(query);
  const text = fragment.raw_content ?? fragment.content.replace(/</g, '&lt;').replace(/>/g, '&gt;');
  // Marked the way Pagefind marks its excerpts: each word that starts with a query word.
  const excerpt = text
    .split(/\s+/)
    .slice(anchor.location, anchor.location + SECTION_WORDS)
    .map((word) => (terms.some((term) => word.toLowerCase().replace(/^[^\p{L}\p{N}]+/u, '').startsWith(term)) ? `<mark>${word}</mark>` : word))
    .join(' ');
  return { title: anchor.text ?? '', url: `${fragment.url}#${anchor.id}`, anchor, excerpt };
}

/** Words of a section's text read for its record when Pagefind gave none (namedSection). */
const SECTION_WORDS = 48;

/** The DocSearch records for one Pagefind result: the page, then its best-matching sections. */
export function pagefindHits(fragment: PagefindFragment, options: PagefindHitOptions): DocSearchHit[] {
  const terms = queryTerms(options.query);
  const pageUrl = new URL(fragment.url, options.origin).href;
  const lvl0 = cleanText(fragment.meta.lvl0 ?? '') || DEFAULT_LVL0;
  const lvl1 = cleanText(fragment.meta.title ?? '') || fragment.url;
  // The page record's second line: on a reference page the one-line description of what it
  // documents; on other pages the sentence of the intro (before the first heading) that holds the
  // query, else the page's description.
  const intro = fragment.sub_results.find((sub) => !sub.anchor);
  const introHtml = intro ? sentenceAround(sanitizePagefindExcerpt(intro.excerpt)) : '';
  const summary = pageSummary(fragment.meta);
  const summaryHtml = summary ? highlightTerms(summary, terms).value : '';
  const reference = fragment.meta[KIND_FIELD] === 'reference';
  const hits = [
    record(
      { objectID: pageUrl, url: pageUrl, urlWithoutAnchor: pageUrl, anchor: null, type: 'lvl1' },
      [lvl0, lvl1],
      reference || !hasMark(introHtml) ? summaryHtml : introHtml,
      terms,
    ),
  ];
  // The section whose heading is the query (a declaration on a reference page) comes first.
  const named = (sub: PagefindSubResult) => (nameKey(cleanText(sub.anchor?.text ?? '')) === nameKey(options.query) ? 1 : 0);
  const matched = fragment.sub_results.filter((sub) => headingLevel(sub.anchor) !== null);
  const synthesized = matched.some((sub) => named(sub)) ? null : namedSection(fragment, options.query);
  const sections = [...(synthesized ? [synthesized] : []), ...matched]
    .map((sub, index) => ({ sub, index, named: named(sub), score: sectionScore(sub) }))
    .sort((a, b) => b.named - a.named || b.score - a.score || a.index - b.index)
    .slice(0, Math.max(0, options.perDocument - 1));
  for (const { sub } of sections) {
    const anchor = sub.anchor!;
    const level = headingLevel(anchor)!;
    const trail = headingTrail(fragment.anchors, anchor);
    const hierarchy: (string | null)[] = [lvl0, lvl1];
    for (let l = 2; l <= level; l++) hierarchy[l] = trail.get(l) ?? null;
    hierarchy[level] = cleanText(anchor.text ?? sub.title);
    const url = new URL(sub.url, options.origin).href;
    // A section is a heading record when the query hits its heading, otherwise a text record.
    const headingMatched = highlightTerms(hierarchy[level] ?? '', terms).matchLevel !== 'none';
    const text = sentenceAround(withoutLeadingText(sanitizePagefindExcerpt(sub.excerpt), hierarchy[level] ?? ''));
    // A text record needs text: a section whose only words were its heading gives none.
    if (!headingMatched && !text) continue;
    hits.push(
      record(
        { objectID: url, url, urlWithoutAnchor: pageUrl, anchor: anchor.id, type: headingMatched ? `lvl${level}` as HitType : 'content' },
        hierarchy,
        text,
        terms,
      ),
    );
  }
  return hits;
}

/**
 * The forms under which a word of the page is indexed, lower-cased: the word without punctuation
 * and, for a compound, each of its parts, since Pagefind indexes the parts of hyphenated and
 * camel-case words too ("multi-vendor" → multivendor, multi, vendor; "OrderService" →
 * orderservice, order, service).
 */
function indexedForms(word: string): string[] {
  const whole = word.toLowerCase().match(/[\p{L}\p{N}_]+/gu) ?? [];
  const parts =
    word
      .replace(/(\p{Ll}|\p{N})(\p{Lu})/gu, '$1 $2')
      .replace(/(\p{Lu}+)(\p{Lu}\p{Ll})/gu, '$1 $2')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  return parts.length > 1 ? [...new Set([whole.join(''), ...parts])] : whole.length ? [whole.join('')] : [];
}

function commonPrefix(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
}

/**
 * The words of the page that matched, in every form they are indexed under: those at the match
 * locations in its text, and those of its metadata (title, headings), which match without a
 * location in the text. Null for a page without text, which gives nothing to judge by.
 */
export function matchedForms(fragment: PagefindFragment): string[] | null {
  if (!fragment.content) return null;
  const words = fragment.content.split(/\s+/);
  const metaWords = Object.values(fragment.meta).flatMap((value) => (value ?? '').split(/\s+/));
  return [...new Set([...(fragment.locations ?? []).map((location) => words[location] ?? ''), ...metaWords].flatMap(indexedForms))];
}

/** A query word as Pagefind searches it: lower-case, without punctuation ("multi-vendor" → "multivendor"). */
export function searchKey(word: string): string {
  return word.toLowerCase().replace(/[^\p{L}\p{N}_]/gu, '');
}

/** The shortest start of a query word still searched for it: half the word, three letters at least. */
export function shortestStart(key: string): number {
  return Math.min(key.length, Math.max(3, Math.ceil(key.length / 2)));
}

/**
 * The fewest letters a match must share with a query word: all but two, which allows for the
 * endings the stemmer removes ("promotions" finds "promotion", "taxes" finds "tax"), and at least
 * the shortest start.
 * Not enough is Pagefind's own fallback when nothing starts with the word: it then matches the
 * longest word that the query word starts with, so "OrderSevice" found "orders" and "zqxjvkw"
 * every "Z".
 */
export function lettersToShare(key: string): number {
  return Math.max(shortestStart(key), key.length - 2);
}

/** Whether one of `forms` matches `key`: shares enough of its letters, or starts with `prefix`. */
export function isMatched(key: string, forms: string[], prefix?: string): boolean {
  return forms.some((form) => (prefix !== undefined ? form.startsWith(prefix) : commonPrefix(key, form) >= lettersToShare(key)));
}
