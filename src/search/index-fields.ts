/**
 * The metadata fields the embedded index ranks pages by (pure). plugins/search writes them into
 * the copy of each page Pagefind indexes; the client gives each a weight (`metaWeights`).
 *
 * Pagefind adds, for each field that holds query words, weight × rarity of the words matched ×
 * (share of the query matched)². The square rewards one field holding the whole query over
 * several fields holding a part each, so every heading of a guide is a field of its own: "create
 * an administrator" is one heading of the administrators page ("Adding an administrator" does not
 * count for "create", "Creating a role" does not for "administrator"; together they are weaker than
 * one heading with both), not the title "Creating list views" of a page with "the administrator's
 * filters" in another heading.
 */
import type { KindWeights, PageKind } from '../../config/search-ranking';

export type { KindWeights, PageKind };

/** Which part of the site a page belongs to, from its URL. */
export function pageKind(url: string): PageKind {
  if (url.startsWith('/guides/')) return 'guide';
  if (url === '/user-guide/' || url.startsWith('/user-guide/')) return 'user-guide';
  if (url.startsWith('/reference/')) return 'reference';
  return 'other';
}

/** Headings of a guide or user-guide page that get a field each; later ones share the last. */
export const MAX_HEADING_FIELDS = 40;

export interface KindFields {
  /** The page title. */
  title: string;
  /** Section headings (h2, h3), numbered: `${heading}${n}`. */
  heading: string;
  /** The page's one-line description (front matter `description`). */
  summary: string;
}

const PREFIX: Record<PageKind, string | null> = { guide: 'guide', 'user-guide': 'user_guide', reference: 'reference', other: null };

/** The field names for a kind of page, or null for pages ranked by their text only. */
export function kindFields(kind: PageKind): KindFields | null {
  const prefix = PREFIX[kind];
  return prefix ? { title: `${prefix}_title`, heading: `${prefix}_heading`, summary: `${prefix}_summary` } : null;
}

/** Fields that hold an exact-name word per name on the page (see exact-match.ts); never ranked. */
export const EXACT_FIELD = 'exact';
/** Field naming the page kind, for the client. */
export const KIND_FIELD = 'kind';
/** Field holding the words readers use for the page's subject (config/search-synonyms.ts). */
export const SYNONYM_FIELD = 'synonyms';

/** The summary of a page, whichever kind wrote it. */
export function pageSummary(meta: Record<string, string | undefined>): string {
  for (const kind of ['guide', 'user-guide', 'reference'] as const) {
    const value = meta[kindFields(kind)!.summary];
    if (value) return value;
  }
  return '';
}

/**
 * Pagefind `metaWeights` from one weight per field and kind: every numbered heading field of a
 * kind gets that kind's heading weight. Fields Pagefind fills itself or that only label a page do
 * not rank (Pagefind would weigh them 1).
 */
export function metaWeights(
  weights: Record<'guide' | 'user-guide' | 'reference', KindWeights>,
  title: number,
  synonyms = 0,
): Record<string, number> {
  const out: Record<string, number> = { title, lvl0: 0, image: 0, image_alt: 0, [EXACT_FIELD]: 0, [KIND_FIELD]: 0, [SYNONYM_FIELD]: synonyms };
  for (const [kind, weight] of Object.entries(weights) as [PageKind, KindWeights][]) {
    const fields = kindFields(kind)!;
    out[fields.title] = weight.title;
    out[fields.summary] = weight.summary;
    for (let n = 0; n < MAX_HEADING_FIELDS; n++) out[`${fields.heading}${n}`] = weight.heading;
  }
  return out;
}
