/**
 * Verifies that every link the generator wrote into its pages lands on a page and anchor it also
 * wrote. Docusaurus checks links too, but only in a full build; failing here names the exact page
 * and link right after generation (and in unit tests).
 */
export interface CheckedPage {
  /** Output path, for messages. */
  path: string;
  route: string;
  content: string;
  anchors: ReadonlySet<string>;
}

/** Destinations of Markdown links `](…)` that point inside the site (`/…`) or the page (`#…`). */
export function internalLinks(content: string): string[] {
  const found: string[] = [];
  for (const match of content.matchAll(/\]\(([/#][^)\s]*)\)/g)) found.push(match[1]);
  return found;
}

export function assertLinksResolve(pages: CheckedPage[], basePath: string): void {
  const byRoute = new Map(pages.map((page) => [page.route, page]));
  const problems: string[] = [];
  for (const page of pages) {
    for (const link of internalLinks(page.content)) {
      const hashAt = link.indexOf('#');
      const path = hashAt === -1 ? link : link.slice(0, hashAt);
      const anchor = hashAt === -1 ? '' : link.slice(hashAt + 1);
      const target = path === '' ? page : byRoute.get(path);
      if (!target) {
        // Links outside the GraphQL reference are not ours to verify; inside it they must exist.
        if (path.startsWith(basePath)) problems.push(`${page.path}: link ${link} points to no generated page`);
        continue;
      }
      if (anchor && !target.anchors.has(anchor)) problems.push(`${page.path}: link ${link} has no #${anchor} on ${target.route}`);
    }
  }
  if (problems.length) {
    const shown = problems.slice(0, 20).join('\n  ');
    throw new Error(`GraphQL reference: ${problems.length} broken link(s):\n  ${shown}`);
  }
}
