/**
 * The words of a reader's query that the embedded index searches (pure).
 *
 * Pagefind matches every query word as the start of a word and requires all of them, so in
 * "add a custom field" the "a" matches add, api, and, actions… in every heading and title, and
 * pages with many such words outrank the custom-fields guide. Short function words are therefore
 * left out of the search, unless nothing else is left ("to" alone is still searched). Typesense
 * gets the whole query: it ranks such words by their rarity and drops them when nothing matches.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  'a', 'an', 'and', 'are', 'as', 'at', 'be', 'by', 'can', 'do', 'does', 'for', 'from', 'how', 'i',
  'in', 'into', 'is', 'it', 'its', 'my', 'of', 'on', 'or', 'the', 'to', 'up', 'what', 'when', 'with',
]);

/**
 * The query without its function words (the query as typed when that leaves nothing). Words
 * joined by a hyphen, dot or underscore are searched apart: Pagefind would join them into one word
 * ("job-queue" → "jobqueue") and miss the pages that write them apart ("the job queue"), while
 * pages that write them joined are found by their parts too.
 */
export function searchedQuery(query: string): string {
  const words = query
    .trim()
    .replace(/(?<=[\p{L}\p{N}])[-._](?=[\p{L}\p{N}])/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const kept = words.filter((word) => !STOP_WORDS.has(word.toLowerCase()));
  return (kept.length > 0 ? kept : words).join(' ');
}
