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

/** Words before a full stop that do not end a sentence. */
const ABBREVIATIONS = /(?:^|[\s(])(?:e\.g|i\.e|etc|vs|cf|approx|incl)$/i;

/** Where sentences end in `text`: after ".", "!" or "?" (with a closing quote or bracket) and a space. */
function sentenceEnds(text: string): number[] {
  const ends: number[] = [];
  for (const match of text.matchAll(/[.!?](?:&quot;|&#39;|\)|”|’)?(?=\s|$)/g)) {
    const at = match.index ?? 0;
    if (text[at] === '.' && ABBREVIATIONS.test(text.slice(0, at))) continue;
    ends.push(at + match[0].length);
  }
  return ends;
}

/** Most words of an excerpt sentence; a longer sentence is cut around its first match. */
export const SENTENCE_WORDS = 32;

function plainOf(html: string): string {
  return html.replace(/<\/?mark>/g, '');
}

/** A sentence cut to SENTENCE_WORDS words around its first match, marks kept balanced. */
function shorten(sentence: string): string {
  const words = sentence.split(/\s+/);
  if (words.length <= SENTENCE_WORDS) return sentence;
  const first = Math.max(0, words.findIndex((word) => word.includes('<mark>')));
  const from = Math.max(0, Math.min(first - Math.floor(SENTENCE_WORDS / 3), words.length - SENTENCE_WORDS));
  let cut = words.slice(from, from + SENTENCE_WORDS).join(' ');
  // Close a mark the cut left open, drop a close the cut left without its open.
  if (cut.lastIndexOf('<mark>') > cut.lastIndexOf('</mark>')) cut += '</mark>';
  const close = cut.indexOf('</mark>');
  if (close >= 0 && (cut.indexOf('<mark>') < 0 || close < cut.indexOf('<mark>'))) cut = cut.replace('</mark>', '');
  return cut;
}

/**
 * The sentence of a highlighted excerpt that best shows the match (HTML in, HTML out: escaped text
 * and `<mark>` only). Search engines cut excerpts as a window of words, which starts and ends
 * mid-sentence ("…CustomFields. Custom fields let you add"); a reader scans sentences. The
 * sentence chosen holds the most matched words, a whole sentence before one the window cut, the
 * earlier one on a tie; without a match, the first sentence. A sentence longer than
 * SENTENCE_WORDS words is cut around its match; where a cut remains (the text starts in lower
 * case, or ends without a full stop), "…" says so.
 */
export function sentenceAround(html: string): string {
  const ends = sentenceEnds(html);
  const bounds = [0, ...ends.filter((end) => end < html.length), html.length];
  const all = bounds.slice(0, -1).map((start, i) => html.slice(start, bounds[i + 1]).trim());
  const marked = all.filter((sentence) => sentence.includes('<mark>'));
  const sentences = marked.length > 0 ? marked : all.filter(Boolean).slice(0, 1);
  if (sentences.length === 0) return '';
  const score = (sentence: string) => {
    const marked = new Set([...sentence.matchAll(/<mark>(.*?)<\/mark>/g)].map((m) => m[1].toLowerCase()));
    const whole = /^\P{Ll}/u.test(plainOf(sentence)) && /[.!?:](?:&quot;|&#39;|\)|”|’)?$/.test(plainOf(sentence));
    return marked.size * 2 + (whole ? 1 : 0);
  };
  const best = sentences.reduce((a, b) => (score(b) > score(a) ? b : a));
  let sentence = shorten(best);
  const plain = plainOf(sentence);
  if (/^\p{Ll}/u.test(plain)) sentence = `… ${sentence}`;
  if (!/[.!?:](?:&quot;|&#39;|\)|”|’)?$/.test(plain)) sentence = `${sentence} …`;
  return sentence;
}

/**
 * A highlighted excerpt without `text` in front of it (Pagefind's text of a section starts with the
 * section's heading, which the hit already shows). Marks stay balanced; an excerpt that does not
 * start with `text` is returned as it is.
 */
export function withoutLeadingText(html: string, text: string): string {
  const target = escapeHtml(text.replace(/\s+/g, ' ').trim());
  if (!target) return html;
  let i = 0;
  let t = 0;
  let open = false;
  while (i < html.length && t < target.length) {
    if (html.startsWith('<mark>', i) || html.startsWith('</mark>', i)) {
      open = html[i + 1] !== '/';
      i += open ? 6 : 7;
    } else if (/\s/.test(html[i]) && (target[t] === ' ' || t === 0)) {
      i += 1;
      if (target[t] === ' ') t += 1;
    } else if (html[i] === target[t]) {
      i += 1;
      t += 1;
    } else {
      return html;
    }
  }
  if (t < target.length) return html;
  let rest = html.slice(i);
  if (rest.startsWith('</mark>')) {
    rest = rest.slice(7);
    open = false;
  }
  rest = rest.replace(/^[\s.:]+/, '');
  return open ? `<mark>${rest}` : rest;
}
