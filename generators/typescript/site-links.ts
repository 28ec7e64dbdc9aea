/**
 * Site-absolute markdown links inside doc comments (`[guide](/developer-guide/custom-fields/)`).
 * The comments were written for older URL layouts, and the pages they point to are written by
 * other people, so every such link is checked against the pages that exist: a known page keeps
 * its link (an unknown anchor is dropped), an unknown page becomes plain text. Never a broken link.
 */
import { legacyDocPathPrefixes } from '../../config/reference-packages';
import { exportedToc } from '../graphql/toc-export';

/**
 * Route → anchors on that page, each mapped to the anchor to link to (an alias such as a bare member
 * name maps to the member's real anchor). `null`: anchors unknown, so links to the page drop theirs.
 */
export type SiteRoutes = Map<string, Map<string, string> | null>;

export interface SiteDoc {
  /** Path relative to `docs/`, e.g. `guides/developer-guide/custom-fields.mdx`. */
  path: string;
  text: string;
}

/** github-slugger's rule, which Docusaurus uses for heading ids. */
export function headingSlug(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function frontMatterSlug(text: string): string | undefined {
  const fm = /^---\n([\s\S]*?)\n---/.exec(text);
  const slug = fm && /^slug:\s*["']?([^"'\n]+)["']?\s*$/m.exec(fm[1]);
  return slug ? slug[1].trim() : undefined;
}

export function routeOfDoc(path: string, text: string): string {
  const slug = frontMatterSlug(text);
  if (slug?.startsWith('/')) return slug.endsWith('/') ? slug : `${slug}/`;
  const withoutExt = path.replace(/\.mdx?$/, '');
  const route = `/${withoutExt.replace(/(^|\/)index$/, '')}`;
  return route.endsWith('/') ? route : `${route}/`;
}

export function anchorsOfDoc(text: string): Map<string, string> {
  const anchors = new Map<string, string>();
  const add = (a: string): void => {
    anchors.set(a, a);
  };
  let inFence = false;
  for (const line of text.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    if (inFence) continue;
    const heading = /^#{1,6}\s+(.*?)\s*$/.exec(line);
    if (!heading) continue;
    const explicit = /\{#([^}]+)\}\s*$/.exec(heading[1]);
    add(explicit ? explicit[1] : headingSlug(heading[1].replace(/`/g, '')));
  }
  for (const m of text.matchAll(/\sid=["']([^"']+)["']/g)) add(m[1]);
  // A pre-rendered page has no Markdown headings: its anchors are the ids of the TOC it exports.
  for (const entry of exportedToc(text) ?? []) add(entry.id);
  return anchors;
}

export function siteRoutesFromDocs(docs: SiteDoc[]): SiteRoutes {
  const routes: SiteRoutes = new Map();
  for (const doc of docs) routes.set(routeOfDoc(doc.path, doc.text), anchorsOfDoc(doc.text));
  return routes;
}

export type SiteLinkResult = { href: string; note?: string } | { href: undefined; note: string };

/** Checks a site-absolute URL, mapping the old guide prefixes (`/developer-guide/…`) to `/guides/…`. */
export function resolveSiteLink(url: string, routes: SiteRoutes): SiteLinkResult {
  const hashAt = url.indexOf('#');
  const rawPath = hashAt >= 0 ? url.slice(0, hashAt) : url;
  const anchor = hashAt >= 0 ? url.slice(hashAt + 1) : undefined;
  let path = rawPath.endsWith('/') ? rawPath : `${rawPath}/`;
  const first = path.split('/')[1];
  if (!routes.has(path) && legacyDocPathPrefixes.includes(first)) path = `/guides${path}`;
  if (!routes.has(path)) return { href: undefined, note: `no page at ${rawPath}${path !== rawPath && path !== `${rawPath}/` ? ` (nor ${path})` : ''}` };
  const anchors = routes.get(path);
  if (anchor === undefined) return { href: path };
  const target = anchors?.get(anchor) ?? anchors?.get(anchor.toLowerCase());
  if (target) return { href: `${path}#${target}` };
  return { href: path, note: anchors ? `no heading #${anchor} on ${path}; linked to the page` : undefined };
}
