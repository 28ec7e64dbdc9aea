/**
 * The synonym list (config/search-synonyms.ts) in each backend's terms (pure): the words the
 * embedded index adds to each page, and the one-way synonyms Typesense is given.
 */
import type { SearchSynonym } from '../../config/search-synonyms';

/** Site path → the reader words the embedded index adds to that page's synonym field. */
export function synonymWordsByPage(entries: SearchSynonym[]): Map<string, string[]> {
  const byPage = new Map<string, string[]>();
  for (const entry of entries) {
    for (const page of entry.pages) byPage.set(page, [...new Set([...(byPage.get(page) ?? []), ...entry.words])]);
  }
  return byPage;
}

/** Pages the entries name that are not among `pages` (site paths of the build). */
export function missingSynonymPages(entries: SearchSynonym[], pages: string[]): string[] {
  const have = new Set(pages);
  return [...new Set(entries.flatMap((entry) => entry.pages))].filter((page) => !have.has(page));
}

/** A Typesense one-way synonym: a query holding `root` also matches each of `synonyms`. */
export interface TypesenseSynonym {
  id: string;
  root: string;
  synonyms: string[];
}

/**
 * One Typesense one-way synonym per reader word: the word also matches the term the pages use
 * ("colours" → "theming"), not the other way round. The id is derived from the word, so running the
 * upload again replaces each synonym instead of adding a copy.
 */
export function typesenseSynonyms(entries: SearchSynonym[]): TypesenseSynonym[] {
  return entries.flatMap((entry) =>
    entry.words.map((word) => ({ id: `docs-${word.replace(/[^a-z0-9]+/g, '-')}`, root: word, synonyms: [entry.term] })),
  );
}
