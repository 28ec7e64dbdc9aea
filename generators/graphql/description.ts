/**
 * Turns a schema description (Markdown written as a TSDoc-style comment in Vendure's `.graphql`
 * files) into Markdown that is safe to embed in an MDX page.
 *
 * Vendure copies some TypeScript doc comments into the schema verbatim, so descriptions can carry
 * TSDoc tags (`@description`, `@docsCategory`, `@example`), `{@link Name}` references and `\@`
 * escapes. Those are translated here; the rest stays Markdown. Headings inside a description are
 * turned into bold paragraphs: a description lives under a type's own heading, and an `##` inside it
 * would break the page's heading order and flood the table of contents.
 */
import { escapeLiteral, escapeProseInline } from './mdx-escape';

export interface DescriptionLinks {
  /** Page-relative link to a schema type, or undefined when `name` is not a type of this schema. */
  linkToType(name: string): string | undefined;
}

const FENCE_OPEN = /^ {0,3}(`{3,}|~{3,})(.*)$/;
const ATX_HEADING = /^ {0,3}#{1,6}(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/;
const SETEXT_UNDERLINE = /^ {0,3}(=+|-+)[ \t]*$/;
const LIST_OR_BLOCK_START = /^ {0,3}([-*+]\s|\d+[.)]\s|>|#|\||`{3,}|~{3,})/;
/** Tags that only steer Vendure's own docs tooling and mean nothing to a reader. */
const DROPPED_TAG_LINE = /^\s*@docs\w*\b.*$/;

function replaceLinks(text: string, links: DescriptionLinks, made: Set<string>): string {
  return text.replace(/\{@link\s+([^}\s|]+)(?:\s*[|\s]\s*([^}]*))?\}/g, (_all, target: string, label?: string) => {
    const name = target.trim();
    const text = label?.trim() || name;
    const href = links.linkToType(name);
    if (href) made.add(href);
    // A link label is Markdown, so it is escaped like any literal; a non-schema target (usually a
    // TypeScript class) becomes code, which is how the reader would search for it.
    return href ? `[${escapeLiteral(text)}](${href})` : `\`${text.replace(/`/g, '')}\``;
  });
}

/** Handles the line-level constructs of one run of non-code lines, then escapes its inline text. */
function convertTextLines(lines: string[], links: DescriptionLinks): string {
  const out: string[] = [];
  for (const line of lines) {
    if (DROPPED_TAG_LINE.test(line)) continue;
    let current = line.replace(/^(\s*)@description\b\s*/, '$1');
    if (current !== line && current.trim() === '') continue;
    current = current.replace(/^(\s*)@example\b\s*$/, '$1**Example**');

    const heading = ATX_HEADING.exec(current);
    if (heading) {
      if (heading[1]?.trim()) out.push(`**${heading[1].trim()}**`);
      continue;
    }
    const underline = SETEXT_UNDERLINE.exec(current);
    const previous = out[out.length - 1];
    if (underline && previous !== undefined && previous.trim() !== '' && !LIST_OR_BLOCK_START.test(previous)) {
      out[out.length - 1] = `**${previous.trim()}**`;
      continue;
    }
    out.push(current);
  }
  const made = new Set<string>();
  const escaped = escapeProseInline(replaceLinks(out.join('\n'), links, made), made);
  // MDX reads a line starting with `import`/`export` as an ES module statement.
  return escaped.replace(/^(\s*)(i)(mport\s)|^(\s*)(e)(xport\s)/gm, (_m, s1, i, rest1, s2, e, rest2) =>
    s1 !== undefined ? `${s1}&#${i.charCodeAt(0)};${rest1}` : `${s2}&#${e.charCodeAt(0)};${rest2}`,
  );
}

/**
 * MDX-safe Markdown for `description`, or '' when there is nothing to say. The result has no leading
 * or trailing blank lines and never more than one blank line in a row.
 */
export function descriptionToMdx(description: string | null | undefined, links: DescriptionLinks): string {
  if (!description || !description.trim()) return '';
  const lines = description.replace(/\r\n?/g, '\n').replace(/\\@/g, '@').split('\n');
  const blocks: string[] = [];
  let pending: string[] = [];
  const flushText = (): void => {
    if (pending.length) blocks.push(convertTextLines(pending, links));
    pending = [];
  };

  for (let i = 0; i < lines.length; i++) {
    const open = FENCE_OPEN.exec(lines[i]);
    if (!open || (open[1][0] === '`' && open[2].includes('`'))) {
      pending.push(lines[i]);
      continue;
    }
    flushText();
    const marker = open[1];
    const fence = [lines[i]];
    let closed = false;
    for (i++; i < lines.length; i++) {
      fence.push(lines[i]);
      const close = /^ {0,3}(`{3,}|~{3,})[ \t]*$/.exec(lines[i]);
      if (close && close[1][0] === marker[0] && close[1].length >= marker.length) {
        closed = true;
        break;
      }
    }
    // An unclosed fence would swallow the rest of our page, so it is closed where the text ends.
    if (!closed) fence.push(marker);
    blocks.push(fence.join('\n'));
  }
  flushText();

  return blocks
    .join('\n')
    .replace(/[ \t]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .replace(/^\n+|\n+$/g, '');
}

/** True when `mdx` is one paragraph, so it can continue a line that already holds other text. */
export function isSingleParagraph(mdx: string): boolean {
  if (/\n[ \t]*\n/.test(mdx)) return false;
  return !mdx.split('\n').some((line) => LIST_OR_BLOCK_START.test(line));
}

/** True when the last block of `mdx` is a list, which a following list would seem to continue. */
export function endsWithList(mdx: string): boolean {
  const lastBlock = mdx.split(/\n[ \t]*\n/).pop() ?? '';
  return /^ {0,3}([-*+]|\d+[.)])[ \t]/.test(lastBlock);
}
