/**
 * Highlight strings: escaped text in which `<mark>` and `</mark>` are the only markup.
 *
 * The modal inserts `_highlightResult` / `_snippetResult` values with innerHTML, so every value we
 * hand it goes through here, whatever the backend sent. Search engines insert `<mark>` into raw
 * text (Typesense) or into text with only `<` and `>` escaped (Pagefind); neither is safe HTML.
 */
import type { HighlightResult } from './types';

const MARK_TAGS = /(<mark>|<\/mark>)/;

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Drops the zero-width spaces Docusaurus puts in heading anchors, and outer whitespace. */
export function cleanText(text: string): string {
  return text.replace(/\u200B/g, '').trim();
}

/**
 * Text with `<mark>` tags inserted by a search engine → safe highlight HTML. `decode` turns the
 * engine's own escaping back into raw text first, so nothing is escaped twice. Stray or unbalanced
 * tags are dropped or closed.
 */
export function sanitizeMarked(marked: string, decode: (text: string) => string = (t) => t): string {
  let open = false;
  let html = '';
  for (const part of marked.split(MARK_TAGS)) {
    if (part === '<mark>') {
      if (!open) html += '<mark>';
      open = true;
    } else if (part === '</mark>') {
      if (open) html += '</mark>';
      open = false;
    } else {
      html += escapeHtml(decode(part));
    }
  }
  return open ? `${html}</mark>` : html;
}

/** Pagefind excerpts escape `<` and `>` only (not `&`), so exactly those two are decoded. */
export function sanitizePagefindExcerpt(excerpt: string): string {
  return sanitizeMarked(cleanText(excerpt), (text) => text.replace(/&lt;/g, '<').replace(/&gt;/g, '>'));
}

/** The words of a query, lower-cased: what titles and headings are highlighted with. */
export function queryTerms(query: string): string[] {
  const words = query.toLowerCase().match(/[\p{L}\p{N}_]+/gu) ?? [];
  return [...new Set(words)];
}

/**
 * Marks the words of `text` that start with one of `terms` (the engines match prefixes as you type,
 * so "orderserv" lights up "OrderService"). Used where the engine gives no highlight: Pagefind
 * only highlights excerpts, not titles and headings.
 */
export function highlightTerms(text: string, terms: string[]): HighlightResult {
  const clean = cleanText(text);
  const matched = new Set<string>();
  const value = clean
    .split(/([\p{L}\p{N}_]+)/u)
    .map((part, i) => {
      // Odd indexes are the words captured by the split.
      if (i % 2 === 0) return escapeHtml(part);
      const term = terms.find((t) => part.toLowerCase().startsWith(t));
      if (!term) return escapeHtml(part);
      matched.add(term);
      return `<mark>${escapeHtml(part)}</mark>`;
    })
    .join('');
  const matchedWords = terms.filter((t) => matched.has(t));
  const matchLevel = matchedWords.length === 0 ? 'none' : matchedWords.length === terms.length ? 'full' : 'partial';
  return { value, matchLevel, matchedWords };
}

/** Whether a highlight value marks anything. */
export function hasMark(html: string): boolean {
  return html.includes('<mark>');
}

export interface HighlightSegment {
  text: string;
  marked: boolean;
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/**
 * Highlight HTML → plain text segments, for rendering as React text (the search page never
 * inserts HTML). Any other tag that slipped in stays visible as text.
 */
export function highlightSegments(html: string): HighlightSegment[] {
  const segments: HighlightSegment[] = [];
  let marked = false;
  for (const part of html.split(MARK_TAGS)) {
    if (part === '<mark>') marked = true;
    else if (part === '</mark>') marked = false;
    else if (part) segments.push({ text: part.replace(/&(amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e]), marked });
  }
  return segments;
}
