/**
 * One result of a Typesense `multi_search` → DocSearch records (pure, no browser API).
 *
 * The DocSearch scraper stores each record with flattened `hierarchy.lvlN` fields; Typesense
 * returns them as `document` plus `highlights` (`value` is the whole field with `<mark>` tags when
 * the field is in `highlight_full_fields`, `snippet` a window around the match). Typesense does not
 * escape the text around the tags, so every value is sanitized here before the modal sees it.
 */
import { sitePath } from './page-results';
import { preferredOrder } from './preferences';
import { escapeHtml, sanitizeMarked } from './highlight';
import { LEVELS, type DocSearchHit, type HighlightResult, type HitType, type LevelKey, type SearchResult, type SnippetResult } from './types';

interface TypesenseHighlight {
  field?: string;
  snippet?: string;
  value?: string;
  matched_tokens?: unknown[];
}

export interface TypesenseHit {
  document: Record<string, unknown>;
  highlights?: TypesenseHighlight[];
  highlight?: Record<string, TypesenseHighlight | undefined>;
}

export interface TypesenseSearchResult {
  found?: number;
  page?: number;
  hits?: TypesenseHit[];
  grouped_hits?: { hits: TypesenseHit[] }[];
  request_params?: { per_page?: number; q?: string };
  search_time_ms?: number;
  /** Set instead of the fields above when this one search of the multi_search failed. */
  code?: number;
  error?: string;
}

const HIT_TYPES: readonly string[] = ['content', 'lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

function field(document: Record<string, unknown>, name: string): string | null {
  // Flattened ("hierarchy.lvl1") as the scraper writes it; nested as a fallback.
  if (name in document) return text(document[name]);
  const [head, tail] = name.split('.');
  const nested = document[head];
  return tail && nested && typeof nested === 'object' ? text((nested as Record<string, unknown>)[tail]) : null;
}

function highlightOf(hit: TypesenseHit, name: string): TypesenseHighlight | undefined {
  return hit.highlights?.find((h) => h.field === name) ?? hit.highlight?.[name];
}

function matchLevel(highlight: TypesenseHighlight | undefined, value: string): HighlightResult['matchLevel'] {
  return highlight && value.includes('<mark>') ? 'full' : 'none';
}

export function typesenseHit(hit: TypesenseHit): DocSearchHit {
  const document = hit.document;
  const url = field(document, 'url') ?? '';
  const highlights: Partial<Record<LevelKey | 'content', HighlightResult>> = {};
  const snippets: Partial<Record<LevelKey | 'content', SnippetResult>> = {};
  const levels = {} as Record<LevelKey, string | null>;
  const names: (LevelKey | 'content')[] = [...LEVELS.map((l) => `hierarchy.lvl${l}` as LevelKey), 'content'];
  for (const name of names) {
    const raw = field(document, name);
    if (name !== 'content') levels[name] = raw;
    if (raw === null) continue;
    const highlight = highlightOf(hit, name);
    const value = highlight?.value ? sanitizeMarked(highlight.value) : escapeHtml(raw);
    const matchedWords = (highlight?.matched_tokens ?? []).flat().filter((t): t is string => typeof t === 'string');
    highlights[name] = { value, matchLevel: matchLevel(highlight, value), matchedWords };
    if (highlight?.snippet) {
      const snippet = sanitizeMarked(highlight.snippet);
      snippets[name] = { value: snippet, matchLevel: matchLevel(highlight, snippet) };
    }
  }
  const type = text(document.type);
  return {
    objectID: String(document.id ?? url),
    url,
    url_without_anchor: field(document, 'url_without_anchor') ?? url.split('#')[0],
    anchor: field(document, 'anchor'),
    type: (type && HIT_TYPES.includes(type) ? type : 'content') as HitType,
    content: field(document, 'content'),
    ...levels,
    _highlightResult: highlights,
    _snippetResult: snippets,
  };
}

/** Maps one `multi_search` result; a failed search in the batch becomes an error. */
export function typesenseResult(result: TypesenseSearchResult, query: string, perPage: number): SearchResult {
  if (result.error !== undefined || (result.code !== undefined && result.code >= 400)) {
    throw new Error(`Typesense search failed (${result.code ?? 'no code'}): ${result.error ?? 'no message'}`);
  }
  // Grouped by page (the modal and /search ask for that), in the preferred order (preferences.ts).
  const hits = result.grouped_hits
    ? preferredOrder(query, result.grouped_hits.map((group) => group.hits.map(typesenseHit)), (group) => sitePath(group[0]?.url_without_anchor ?? '')).flat()
    : (result.hits ?? []).map(typesenseHit);
  const found = result.found ?? 0;
  const hitsPerPage = result.request_params?.per_page ?? perPage;
  return {
    hits,
    nbHits: found,
    page: Math.max(0, (result.page ?? 1) - 1),
    nbPages: Math.ceil(found / hitsPerPage),
    hitsPerPage,
    processingTimeMS: result.search_time_ms ?? 0,
    query,
  };
}
