/**
 * Doc-comment markdown → MDX: resolves `{@link}` tags, escapes what MDX would misread, places
 * headings right below the declaration's own heading level and normalises code-fence languages.
 */
import { escapeInline, escapeProse, guardEsmLine } from './mdx-escape';
import type { LinkResolver } from './link-resolver';
import { resolveSiteLink, type SiteRoutes } from './site-links';
import type { DocDeclaration, Warning } from './types';

export interface MarkdownContext {
  resolver: LinkResolver;
  /** The declaration the text belongs to (for link priority and warnings). */
  from: DocDeclaration;
  warnings: Warning[];
  /**
   * The heading level the text sits under (2 for a declaration, 3 for a member; 0 for inline text,
   * whose headings stay as written). The text's top headings become one level below it, and a
   * deeper heading is at most one level below the heading before it, so none is skipped.
   */
  headingShift: number;
  /** Pages (and their anchors) that site-absolute links in the text may point to. */
  siteRoutes: SiteRoutes;
}

const LINK = /\{@link(?:code|plain)?\s+([^}]*)\}/g;
/** A markdown link to a site-absolute path (the label may contain code spans). */
const SITE_LINK = /\[([^\]\n]*)\]\((\/[^)\s]*)\)/g;

/** Splits `{@link Target text}` / `{@link Target | text}` into target and visible text. */
export function parseLinkTag(body: string): { target: string; text: string } {
  const trimmed = body.trim();
  const pipe = trimmed.indexOf('|');
  if (pipe >= 0) return { target: trimmed.slice(0, pipe).trim(), text: trimmed.slice(pipe + 1).trim() || trimmed.slice(0, pipe).trim() };
  const space = trimmed.search(/\s/);
  if (space < 0) return { target: trimmed, text: trimmed };
  return { target: trimmed.slice(0, space), text: trimmed.slice(space + 1).trim() };
}

function warnUnknown(ctx: MarkdownContext, target: string): void {
  warn(ctx, `{@link ${target}} in ${ctx.from.name} names nothing that has a page; shown as plain text`);
}

function warn(ctx: MarkdownContext, message: string): void {
  ctx.warnings.push({ file: `${ctx.from.packageName}/${ctx.from.file}`, line: ctx.from.line, message });
}

/** Prose without code: `{@link}` tags become markdown links (or plain text), the rest is escaped. */
function renderText(text: string, ctx: MarkdownContext): string {
  let out = '';
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    out += escapeProse(text.slice(last, match.index));
    last = match.index! + match[0].length;
    const { target, text: label } = parseLinkTag(match[1]);
    if (/^(https?:|mailto:)/.test(target)) {
      out += `[${escapeInline(label === target ? target : label)}](${target})`;
      continue;
    }
    const resolved = ctx.resolver.resolveLink(target, ctx.from);
    if (resolved) out += `[${escapeInline(label)}](${resolved.href})`;
    else {
      warnUnknown(ctx, target);
      out += escapeProse(label);
    }
  }
  return out + escapeProse(text.slice(last));
}

/** Start/end offsets of the inline code spans in `text`. */
function codeSpans(text: string): [number, number][] {
  const spans: [number, number][] = [];
  let i = 0;
  while (i < text.length) {
    const tick = text.indexOf('`', i);
    if (tick < 0) break;
    const run = /^`+/.exec(text.slice(tick))![0];
    const close = text.indexOf(run, tick + run.length);
    if (close < 0) break;
    spans.push([tick, close + run.length]);
    i = close + run.length;
  }
  return spans;
}

/**
 * Checks markdown links to site-absolute paths (their labels may hold code, so this runs before
 * the text is split at code spans): a missing page leaves only the label.
 */
function checkSiteLinks(text: string, ctx: MarkdownContext): string {
  const spans = codeSpans(text);
  return text.replace(SITE_LINK, (whole: string, label: string, url: string, offset: number) => {
    if (spans.some(([start, end]) => offset >= start && offset < end)) return whole;
    const site = resolveSiteLink(url, ctx.siteRoutes);
    if (site.note) warn(ctx, `link to ${url} in ${ctx.from.name}: ${site.note}${site.href ? '' : '; shown as plain text'}`);
    return site.href ? `[${label}](${site.href})` : label;
  });
}

/** Prose with inline code spans kept verbatim (MDX does not read braces inside them). */
function renderProse(text: string, ctx: MarkdownContext): string {
  const checked = checkSiteLinks(text, ctx);
  let out = '';
  let i = 0;
  for (const [start, end] of codeSpans(checked)) {
    out += renderText(checked.slice(i, start), ctx) + checked.slice(start, end);
    i = end;
  }
  return out + renderText(checked.slice(i), ctx);
}

/**
 * Maps the heading lines of one text, in order, to levels below `base`: a stack of the written
 * levels of the open sections gives each heading its depth (a `##` after a `###` closes it), so
 * `##`/`###` under an h2 declaration become h3/h4 whatever level the comment started at.
 */
export function headingPlacer(base: number): (line: string) => string {
  const open: number[] = [];
  return (line) =>
    line.replace(/^(#{1,6})(\s)/, (_, hashes: string, sp: string) => {
      if (base === 0) return hashes + sp;
      while (open.length > 0 && open[open.length - 1] >= hashes.length) open.pop();
      open.push(hashes.length);
      return '#'.repeat(Math.min(6, base + open.length)) + sp;
    });
}

export function renderMarkdown(markdown: string, ctx: MarkdownContext): string {
  const lines = markdown.split('\n');
  const placeHeading = headingPlacer(ctx.headingShift);
  const out: string[] = [];
  let prose: string[] = [];
  const flushProse = (): void => {
    if (prose.length === 0) return;
    const rendered = renderProse(prose.map(placeHeading).join('\n'), ctx);
    out.push(...rendered.split('\n').map(guardEsmLine));
    prose = [];
  };
  let fence: string | undefined;
  for (const line of lines) {
    const fenceMatch = /^(\s*)(`{3,}|~{3,})\s*([^\s`]*)(.*)$/.exec(line);
    if (fence === undefined && fenceMatch) {
      flushProse();
      fence = fenceMatch[2];
      out.push(`${fenceMatch[1]}${fence}${fenceMatch[3].toLowerCase()}${fenceMatch[4]}`);
    } else if (fence !== undefined) {
      out.push(line);
      if (fenceMatch && fenceMatch[2].startsWith(fence) && fenceMatch[3] === '' && fenceMatch[4].trim() === '') fence = undefined;
    } else {
      prose.push(line);
    }
  }
  flushProse();
  if (fence !== undefined) {
    warn(ctx, `unclosed code fence in the doc comment of ${ctx.from.name}; closed at the end`);
    out.push(fence);
  }
  return out.join('\n');
}

/** First sentence of a description as plain one-line text, for category listings. */
export function summary(markdown: string): string {
  const withoutFences = markdown.replace(/(```|~~~)[\s\S]*?\1/g, '');
  // A paragraph that is only a bold label ("**Status: Developer Preview**") is not a summary.
  const paragraph = withoutFences.split(/\n\s*\n/).find((p) => p.trim() && !/^\s*#/.test(p) && !/^\s*\*\*[^*]+\*\*\s*$/.test(p)) ?? '';
  const plain = paragraph
    .replace(LINK, (_, body: string) => parseLinkTag(body).text)
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(^|[\s(])[*_]([^*_\s][^*_]*?)[*_](?=[\s.,;:)]|$)/g, '$1$2')
    .replace(/\s+/g, ' ')
    .trim();
  return firstSentence(plain);
}

/** Abbreviations whose dot does not end a sentence (compared lower-cased, without the final dot). */
const ABBREVIATIONS = new Set(['e.g', 'i.e', 'etc', 'vs', 'cf', 'approx', 'incl', 'resp', 'esp', 'no', 'fig']);

/**
 * The first sentence of one line of plain text: up to the first dot that is followed by a space and
 * an upper-case letter (or the end), skipping abbreviations such as "e.g."; a sentence that
 * introduces a list (ends with a colon) ends with a dot instead.
 */
export function firstSentence(plain: string): string {
  for (const match of plain.matchAll(/\.(?=\s|$)/g)) {
    const end = match.index;
    const word = /(\S+)$/.exec(plain.slice(0, end))?.[1].replace(/^[("'`]+/, '').toLowerCase() ?? '';
    if (ABBREVIATIONS.has(word)) continue;
    const next = plain.slice(end + 1).trimStart();
    if (next !== '' && !/^[A-Z0-9"'`(\[]/.test(next)) continue;
    return plain.slice(0, end + 1);
  }
  return plain.replace(/:$/, '.');
}
