/**
 * Twins are read outside the site (pasted into a chat, fetched by an agent), so every link in them
 * is absolute: site paths get the site's origin, `#anchor` and relative links are resolved against
 * the page's own URL.
 */

const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** `url` as an absolute URL, read from the page at `pageUrl` (absolute, e.g. https://docs.vendure.io/guides/x/). */
export function absoluteUrl(url: string, pageUrl: string): string {
  if (HAS_SCHEME.test(url) || url.startsWith('//')) return url;
  return new URL(url, pageUrl).href;
}

/** Where a page's twin is served: the page URL with `.md` instead of its trailing slash (`/` → `/index.md`). */
export function twinPath(permalink: string): string {
  if (permalink === '/' || permalink === '') return '/index.md';
  return `${permalink.replace(/\/+$/, '')}.md`;
}

/**
 * The build files that answer for a twin: `guides/x.md`, and `guides/x/index.md` so that the
 * trailing-slash form of the page URL followed by `index.md` answers too. The root page has one.
 */
export function twinFiles(permalink: string): string[] {
  const primary = twinPath(permalink).slice(1);
  if (primary === 'index.md') return [primary];
  return [primary, `${permalink.replace(/^\/+|\/+$/g, '')}/index.md`];
}
