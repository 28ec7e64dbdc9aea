/**
 * Which files of Pagefind's output the site ships. Pagefind always generates its own UI kits and a
 * highlight script; the site uses only the search API (src/search/pagefind-backend.ts) on the main
 * thread, so the UI files and the web worker are left out of the build.
 */
const NOT_SHIPPED = [/^pagefind-(component-|modular-)?ui\.(js|css)$/, /^pagefind-highlight\.js$/, /^pagefind-worker\.js$/];

export function isShippedPagefindFile(path: string): boolean {
  return !NOT_SHIPPED.some((pattern) => pattern.test(path));
}

/** Pages in the index, read from pagefind-entry.json (counts only pages with data-pagefind-body). */
export function indexedPageCount(entryJson: string): number {
  const entry = JSON.parse(entryJson) as { languages?: Record<string, { page_count?: number }> };
  return Object.values(entry.languages ?? {}).reduce((sum, language) => sum + (language.page_count ?? 0), 0);
}
