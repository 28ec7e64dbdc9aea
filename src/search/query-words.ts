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
  // Words of a question asked in full ("why does my cron job run twice", "how much memory does the
  // server need"): they say what the reader wants, not what the page holds.
  'why', 'where', 'which', 'who', 'not', 'there', 'much', 'many', 'need', 'needs', 'want', 'something',
  'some', 'me', 'you', 'your', 'we', 'our', 'this', 'that', 'these', 'should', 'will', 'would', 'could',
  'than', 'own', 'just', 'if', 'has', 'have', 'am', 'new',
]);

/**
 * Verbs that start almost any task ("add a menu item", "create a coupon", "make a custom input"):
 * Pagefind would require the page to contain them, and a page titled "Navigation" or "Promotions"
 * may never say "add" or "make", while pages that merely mention the subject do. They are left out
 * while another word remains; the exact-name lookup still sees the query as typed. "Write" stays:
 * it is what code pages say ("write a custom shipping calculator") and keeps them ahead.
 */
export const TASK_VERBS: ReadonlySet<string> = new Set([
  'add', 'adding', 'create', 'creating', 'make', 'making', 'build', 'building',
  'change', 'changing', 'set', 'setting', 'show', 'showing', 'run', 'running', 'use', 'using', 'get',
  'fix', 'stop', 'let', 'put', 'give', 'do', 'understand', 'see',
]);

/**
 * The query without its function words and task verbs (without the function words only when that
 * leaves nothing, and as typed when even that leaves nothing). Words
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
  const content = words.filter((word) => !STOP_WORDS.has(word.toLowerCase()));
  const subject = content.filter((word) => !TASK_VERBS.has(word.toLowerCase()));
  return (subject.length > 0 ? subject : content.length > 0 ? content : words).join(' ');
}
