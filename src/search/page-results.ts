/**
 * How the /search page lays out records (pure): one entry per document, holding the page record
 * and the section records that follow it, each shown with its place in the hierarchy.
 */
import { TYPESENSE_RANKING } from '../../config/search-ranking';
import { LEVELS, type DocSearchHit, type LevelKey } from './types';

export interface DocumentEntry {
  /** The page URL without anchor: the entry's identity and link. */
  url: string;
  /** The record of the page itself (type lvl1), when the backend returned one. */
  page: DocSearchHit | null;
  /** Records of sections of the page, in the backend's order. */
  sections: DocSearchHit[];
}

export function groupByDocument(hits: DocSearchHit[]): DocumentEntry[] {
  const entries = new Map<string, DocumentEntry>();
  for (const hit of hits) {
    const url = hit.url_without_anchor || hit.url.split('#')[0];
    let entry = entries.get(url);
    if (!entry) {
      entry = { url, page: null, sections: [] };
      entries.set(url, entry);
    }
    if (!hit.anchor && !entry.page) entry.page = hit;
    else entry.sections.push(hit);
  }
  return [...entries.values()];
}

/** Highlight HTML of each hierarchy level the record has, lvl0 first. */
export function hierarchyHtml(hit: DocSearchHit): string[] {
  return LEVELS.map((level) => `hierarchy.lvl${level}` as LevelKey)
    .filter((key) => hit[key])
    .map((key) => hit._highlightResult[key]?.value ?? '');
}

/** Highlight HTML of the content excerpt: the snippet when there is one. */
export function contentHtml(hit: DocSearchHit): string {
  return hit._snippetResult.content?.value ?? hit._highlightResult.content?.value ?? '';
}

/** Site path of a record's URL (the backends return absolute URLs). */
export function sitePath(url: string): string {
  const parsed = new URL(url, 'http://site.invalid');
  return `${parsed.pathname}${parsed.hash}`;
}

/** Documents per page of the /search page. */
export const PAGE_SIZE = 10;

const LEVEL_FIELDS = LEVELS.map((level) => `hierarchy.lvl${level}`).join(',');

/**
 * The request for one page of /search results (`page` zero-based). The Typesense fields mirror
 * the theme's own search page, except that records are grouped per page (`url_without_anchor`)
 * so "N documents found" counts pages on both backends, and that it ranks as the modal does
 * (config/search-ranking.ts).
 */
export function searchPageRequest(query: string, filterBy: string, page: number) {
  return {
    q: query,
    filter_by: filterBy,
    page: page + 1,
    per_page: PAGE_SIZE,
    group_by: 'url_without_anchor',
    group_limit: 3,
    ...TYPESENSE_RANKING,
    include_fields: `${LEVEL_FIELDS},content,anchor,url,url_without_anchor,type,id`,
    highlight_full_fields: `${LEVEL_FIELDS},content`,
    highlight_affix_num_tokens: 12,
  };
}
