/**
 * Escaping for text we place into MDX v3.
 *
 * Two kinds of text end up in the pages:
 * - "literal" text we build ourselves (names, default values) inside `<code>` elements. MDX parses
 *   the children of JSX elements as Markdown, so every character Markdown or MDX could read as
 *   syntax is backslash-escaped (CommonMark allows escaping any ASCII punctuation).
 * - "prose" from schema descriptions, which is Markdown on purpose. There we keep the Markdown but
 *   neutralise what MDX adds on top of it: `{…}` expressions, `<…>` JSX, `import`/`export` lines and
 *   `:name` directives (Docusaurus enables remark-directive and warns about unknown ones).
 */

const LITERAL_SPECIALS = new Set(['\\', '`', '*', '_', '{', '}', '[', ']', '<', '>', '~', '&', '|']);

/** A directive starts with `:` followed by a letter (text/leaf/container directive names). */
function startsDirective(text: string, index: number): boolean {
  return text[index] === ':' && /[A-Za-z:]/.test(text[index + 1] ?? '');
}

/** Escapes text so MDX shows it verbatim inside a JSX element such as `<code>`. */
export function escapeLiteral(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (LITERAL_SPECIALS.has(c) || startsDirective(text, i)) out += `\\${c}`;
    else if (c === '\n') out += ' ';
    else out += c;
  }
  return out;
}

const ASCII_PUNCTUATION = /[!-/:-@[-`{-~]/;

/** Only links that cannot break the build survive as links: web/mail addresses. */
function isSafeLinkTarget(url: string): boolean {
  return /^(https?:|mailto:)/i.test(url);
}

/** A Markdown inline link or image without nested brackets: `[text](url "title")`. */
const INLINE_LINK = /^(!?)\[([^\]\n]*)\]\(\s*(<[^>\n]*>|[^\s()]*)(\s+"[^"\n]*")?\s*\)/;

/**
 * Escapes MDX-only syntax in one run of Markdown that contains no fenced code. Code spans and link
 * destinations are copied untouched; `<https://…>` autolinks become ordinary links (MDX would read
 * them as JSX); links to anything but a web address (or one of `trustedTargets`, which the caller
 * made itself) keep only their text, because a relative or site-internal target in a package
 * description cannot be trusted to exist on this site.
 */
export function escapeProseInline(text: string, trustedTargets: ReadonlySet<string> = new Set()): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (c === '\\' && i + 1 < text.length && ASCII_PUNCTUATION.test(text[i + 1])) {
      out += c + text[i + 1];
      i += 2;
      continue;
    }
    if (c === '`') {
      let run = 1;
      while (text[i + run] === '`') run++;
      const fence = '`'.repeat(run);
      let close = text.indexOf(fence, i + run);
      // The closing run must have exactly the same length.
      while (close !== -1 && (text[close + run] === '`' || text[close - 1] === '`')) {
        close = text.indexOf(fence, close + 1);
      }
      if (close === -1) {
        out += '\\`'.repeat(run);
        i += run;
      } else {
        out += text.slice(i, close + run);
        i = close + run;
      }
      continue;
    }
    if (c === '[' || (c === '!' && text[i + 1] === '[')) {
      const match = INLINE_LINK.exec(text.slice(i));
      if (match) {
        const [whole, bang, label, rawUrl, title = ''] = match;
        const url = rawUrl.startsWith('<') ? rawUrl.slice(1, -1) : rawUrl;
        const keep = isSafeLinkTarget(url) || trustedTargets.has(url);
        if (keep) out += `${bang}[${escapeProseInline(label)}](${url}${title})`;
        else out += escapeProseInline(label);
        i += whole.length;
        continue;
      }
    }
    if (c === '<') {
      const autolink = /^<((?:https?|mailto):[^\s<>]+)>/i.exec(text.slice(i));
      if (autolink) {
        out += `[${escapeLiteral(autolink[1])}](${autolink[1]})`;
        i += autolink[0].length;
        continue;
      }
      out += '\\<';
      i++;
      continue;
    }
    if (c === '>') {
      // At the start of a line `>` is a Markdown block quote; anywhere else it is plain text.
      const atLineStart = /^[ \t]*$/.test(out.slice(out.lastIndexOf('\n') + 1));
      out += atLineStart ? c : '\\>';
      i++;
      continue;
    }
    if (c === '{' || c === '}' || startsDirective(text, i)) {
      out += `\\${c}`;
      i++;
      continue;
    }
    out += c;
    i++;
  }
  return out;
}
