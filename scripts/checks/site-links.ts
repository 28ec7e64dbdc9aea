/**
 * Every internal link and anchor of the built site must resolve: the target file exists (with the
 * same rules as the static host: "/x/" is "/x/index.html", "/x" and "/x.html" reach it too) and a
 * "#fragment" names an element id on the target page. External links are counted, not fetched.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { readHtmlPage, type HtmlPageFacts, type PageLink } from './html-page';
import { emptyOutcome, location, type CheckOutcome, type Problem } from './outcome';

export interface BuiltSite {
  /** Every file of the build as a URL path: "/guides/x/index.html", "/assets/js/main.js". */
  files: Set<string>;
  /** What each HTML file contains, keyed like `files`. */
  pages: Map<string, HtmlPageFacts>;
  /** The page URLs listed in /sitemap.xml, when the build has one; they must resolve too. */
  sitemap?: string[];
}

/** The <loc> URLs of a sitemap. */
export function sitemapUrls(xml: string): string[] {
  return [...xml.matchAll(/<loc>\s*([^<]+?)\s*<\/loc>/g)].map((match) =>
    match[1].replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'"),
  );
}

/** Where a page is read from: "/guides/x/index.html" → "/guides/x/", "/404.html" stays. */
export function routeOfFile(file: string): string {
  return file.endsWith('/index.html') ? file.slice(0, -'index.html'.length) : file;
}

/** The build file a URL path reaches, as the static host serves it; undefined when none does. */
export function resolvePath(pathname: string, files: Set<string>): string | undefined {
  if (pathname.endsWith('/')) return files.has(`${pathname}index.html`) ? `${pathname}index.html` : undefined;
  for (const candidate of [pathname, `${pathname}/index.html`, `${pathname}.html`]) {
    if (files.has(candidate)) return candidate;
  }
  return undefined;
}

export const NOT_FOUND_PAGE = '/404.html';
const NOT_CHECKED = /^(mailto|tel|javascript|data|blob):/i;

export type LinkVerdict =
  | { kind: 'ok' | 'external' | 'not-checked' }
  | { kind: 'broken'; reason: string };

/** Decides one link of the page at `route`; `siteUrl` (the configured url) counts as internal too. */
export function judgeLink(link: string, route: string, site: BuiltSite, siteUrl: string): LinkVerdict {
  if (NOT_CHECKED.test(link)) return { kind: 'not-checked' };
  const local = 'http://site.invalid';
  let url: URL;
  try {
    url = new URL(link, `${local}${route}`);
  } catch {
    return { kind: 'broken', reason: 'is not a valid URL' };
  }
  const siteOrigin = new URL(siteUrl).origin;
  if (url.origin !== local && url.origin !== siteOrigin) return { kind: 'external' };
  let pathname: string;
  let fragment: string;
  try {
    pathname = decodeURIComponent(url.pathname);
    fragment = decodeURIComponent(url.hash.slice(1));
  } catch {
    return { kind: 'broken', reason: 'has malformed percent-encoding' };
  }
  const target = resolvePath(pathname, site.files);
  if (!target) return { kind: 'broken', reason: `no page or file at ${pathname}` };
  const facts = site.pages.get(target);
  if (!facts || fragment === '' || fragment === 'top') return { kind: 'ok' };
  if (!facts.ids.has(fragment)) return { kind: 'broken', reason: `${routeOfFile(target)} has no element with id "${fragment}"` };
  return { kind: 'ok' };
}

/**
 * The doc a page was built from, named by its "Edit this page" link. The link points into the
 * upstream repository, where the site may sit in a subfolder ("…/edit/master/docs/docs/x.mdx"), so
 * the longest tail of its path that `exists` locally wins: "docs/x.mdx".
 */
export function sourceFromEditUrl(editUrl: string | undefined, exists: (file: string) => boolean): string | undefined {
  const match = /\/edit\/[^/]+\/(.+)$/.exec(editUrl ?? '');
  if (!match) return undefined;
  const parts = decodeURIComponent(match[1]).split('/');
  for (let start = 0; start < parts.length; start++) {
    const candidate = parts.slice(start).join('/');
    if (exists(candidate)) return candidate;
  }
  return undefined;
}

/** First line of the doc that mentions the link: the URL itself, or its "#fragment". */
export function lineOfLink(source: string, link: string): number | undefined {
  const hash = link.indexOf('#');
  const candidates = [link, link.replace(/\/(?=#|$)/, ''), hash >= 0 ? link.slice(hash) : ''].filter((c) => c.length > 1);
  const lines = source.split('\n');
  for (const candidate of candidates) {
    const index = lines.findIndex((line) => line.includes(candidate));
    if (index >= 0) return index + 1;
  }
  return undefined;
}

export interface LinkCheckOptions {
  /** The site's configured url (e.g. https://docs.vendure.io): absolute links to it are internal. */
  siteUrl: string;
  /** Text of a repo-relative doc, to point at the line of a broken link; undefined when not there. */
  readSource?: (file: string) => string | undefined;
}

export function checkSiteLinks(site: BuiltSite, { siteUrl, readSource = () => undefined }: LinkCheckOptions): CheckOutcome {
  const outcome = emptyOutcome('links and anchors');
  let internal = 0;
  let external = 0;
  for (const [file, facts] of [...site.pages].sort(([a], [b]) => a.localeCompare(b))) {
    // Docusaurus gives the not-found page canonical, alternate and locale links to routes of its
    // own ("/404.html/", "/404/") that no host serves; its other links are the theme's, checked
    // on every other page.
    if (file === NOT_FOUND_PAGE) continue;
    const route = routeOfFile(file);
    const broken = new Map<string, { link: PageLink; reason: string }>();
    for (const link of facts.links) {
      const verdict = judgeLink(link.url, route, site, siteUrl);
      if (verdict.kind === 'external') external++;
      if (verdict.kind === 'ok' || verdict.kind === 'broken') internal++;
      if (verdict.kind === 'broken' && !broken.has(link.url)) broken.set(link.url, { link, reason: verdict.reason });
    }
    if (broken.size === 0) {
      outcome.passed++;
      continue;
    }
    outcome.failed++;
    const sourceFile = sourceFromEditUrl(facts.editUrl, (candidate) => readSource(candidate) !== undefined);
    const sourceText = sourceFile ? readSource(sourceFile) : undefined;
    for (const { link, reason } of broken.values()) {
      const line = sourceText ? lineOfLink(sourceText, link.url) : undefined;
      const problem: Problem = {
        where: sourceFile && sourceText !== undefined ? `${location(sourceFile, line)} (page ${route})` : route,
        message: `broken link ${link.url} (${link.from}): ${reason}`,
      };
      outcome.problems.push(problem);
    }
  }
  const pagesChecked = outcome.passed + outcome.failed;
  if (site.sitemap) {
    // Search engines only know the site through it: every URL must be a page of this build.
    const wrong = site.sitemap.flatMap((url) => {
      const verdict = judgeLink(url, '/', site, siteUrl);
      if (verdict.kind === 'external') return [`${url}: not on the site's own origin ${new URL(siteUrl).origin}`];
      return verdict.kind === 'broken' ? [`${url}: ${verdict.reason}`] : [];
    });
    for (const message of wrong) outcome.problems.push({ where: '/sitemap.xml', message: `wrong URL ${message}` });
    if (wrong.length > 0) outcome.failed++;
    else outcome.passed++;
    outcome.notes.push(`${site.sitemap.length} sitemap URLs checked`);
  }
  outcome.notes.push(`${internal} internal links and resources checked on ${pagesChecked} pages (all but ${NOT_FOUND_PAGE}), ${external} external links not fetched`);
  return outcome;
}

function listFiles(dir: string, prefix = ''): string[] {
  const found: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    const urlPath = `${prefix}/${name}`;
    if (statSync(path).isDirectory()) found.push(...listFiles(path, urlPath));
    else found.push(urlPath);
  }
  return found;
}

/** Reads every file name and every HTML page of a Docusaurus build folder. */
export function readBuiltSite(buildDir: string): BuiltSite {
  if (!existsSync(join(buildDir, 'index.html'))) throw new Error(`${buildDir} is not a site build: it has no index.html`);
  const files = new Set(listFiles(buildDir));
  const pages = new Map<string, HtmlPageFacts>();
  for (const file of files) {
    if (file.endsWith('.html')) pages.set(file, readHtmlPage(readFileSync(join(buildDir, file), 'utf8')));
  }
  const sitemapPath = join(buildDir, 'sitemap.xml');
  const sitemap = existsSync(sitemapPath) ? sitemapUrls(readFileSync(sitemapPath, 'utf8')) : undefined;
  return { files, pages, sitemap };
}
