/**
 * What the link check needs from one built HTML page, read with a streaming parser (htmlparser2)
 * rather than a browser so that thousands of pages take seconds: the ids a link can jump to, the
 * links and resource URLs it contains, and the source file its "Edit this page" link names.
 */
import { Parser } from 'htmlparser2';

export interface PageLink {
  /** The attribute value as written, e.g. "/guides/x/#setup" or "../y/". */
  url: string;
  /** "a[href]", "img[src]", … for the report. */
  from: string;
}

export interface HtmlPageFacts {
  /** Every `id`, plus `name` of anchors (both are valid fragment targets). */
  ids: Set<string>;
  links: PageLink[];
  /** The href of the theme's edit link, when the page has one. */
  editUrl?: string;
  /** A doc page (the theme marks its <html> with `docs-doc-page`), as opposed to the home or search page. */
  isDocPage?: boolean;
  /** The href of `<link rel="alternate" type="text/markdown">`: the page's Markdown twin. */
  markdownTwin?: string;
}

/** Attributes that point at another page or a file of the site, per element. */
const URL_ATTRIBUTES: Record<string, string[]> = {
  a: ['href'],
  area: ['href'],
  link: ['href'],
  img: ['src', 'srcset'],
  source: ['src', 'srcset'],
  script: ['src'],
  iframe: ['src'],
  video: ['src', 'poster'],
  audio: ['src'],
};

/** Link relations that name an origin to connect to, not a document. */
const ORIGIN_ONLY_RELS = new Set(['preconnect', 'dns-prefetch']);

/** The URLs of a srcset: "a.png 1x, b.png 2x" → a.png, b.png. */
function srcsetUrls(value: string): string[] {
  return value
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/)[0])
    .filter(Boolean);
}

export function readHtmlPage(html: string): HtmlPageFacts {
  const facts: HtmlPageFacts = { ids: new Set(), links: [] };
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (attributes.id !== undefined) facts.ids.add(attributes.id);
        if (name === 'html' && /\bdocs-doc-page\b/.test(attributes.class ?? '')) facts.isDocPage = true;
        if (name === 'link' && attributes.rel === 'alternate' && attributes.type === 'text/markdown') facts.markdownTwin = attributes.href;
        if (name === 'a' && attributes.name !== undefined) facts.ids.add(attributes.name);
        if (name === 'a' && attributes.href !== undefined && /\btheme-edit-this-page\b/.test(attributes.class ?? '')) {
          facts.editUrl = attributes.href;
        }
        if (name === 'link' && (attributes.rel ?? '').split(/\s+/).some((rel) => ORIGIN_ONLY_RELS.has(rel))) return;
        for (const attribute of URL_ATTRIBUTES[name] ?? []) {
          const value = attributes[attribute];
          if (value === undefined) continue;
          const urls = attribute === 'srcset' ? srcsetUrls(value) : [value.trim()];
          for (const url of urls) facts.links.push({ url, from: `${name}[${attribute}]` });
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  return facts;
}
