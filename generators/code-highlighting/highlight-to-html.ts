/**
 * Code to highlighted HTML, at build time: the markup the classic theme's code block renders in the
 * browser (one `span.token-line` per line, one `span.token <types>` per token, a `<br>` closing
 * each line), with the colours left to CSS classes (plugins/code-highlighting/token-colour-css.ts) instead of inline styles.
 *
 * Tokens come from the same Prism instance and the same line splitting (`normalizeTokens`) that
 * prism-react-renderer uses in the theme, so a block looks as it did when it was highlighted in the
 * browser. Plain text is left as a text node: a third of the spans on a typical page, for nothing.
 */
import { normalizeTokens, type Prism as PrismLib } from 'prism-react-renderer';

type Prism = typeof PrismLib;

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>]/g, (char) => HTML_ESCAPES[char]!);
}

function escapeAttribute(text: string): string {
  return text.replace(/[&<>"]/g, (char) => HTML_ESCAPES[char]!);
}

interface LineToken {
  types: string[];
  content: string;
  empty?: boolean;
}

function tokenHtml({ types, content, empty }: LineToken): string {
  if (empty) return '';
  const text = escapeHtml(content);
  return types.length === 1 && types[0] === 'plain' ? text : `<span class="token ${types.join(' ')}">${text}</span>`;
}

/**
 * @param code the code without its trailing newline and without magic comments
 * @param language a Prism language id; one Prism does not know is rendered as plain text
 * @param lineClassNames extra classes per zero-based line (highlighted lines)
 * @param numbered whether the block shows line numbers: each line's tokens are then wrapped in a
 *   `span.line-content`, the cell next to the number, as the theme wraps them
 */
export function highlightToHtml(
  prism: Prism,
  code: string,
  language: string,
  lineClassNames: Record<number, string[]> = {},
  numbered = false,
): string {
  const grammar = prism.languages[language];
  const tokens = grammar ? prism.tokenize(code, grammar) : [code];
  return normalizeTokens(tokens)
    .map((line, index) => {
      const classes = ['token-line', ...(lineClassNames[index] ?? [])].join(' ');
      const tokens = (line as LineToken[]).map(tokenHtml).join('');
      return `<span class="${classes}">${numbered ? `<span class="line-content">${tokens}</span>` : tokens}<br></span>`;
    })
    .join('');
}

/** A span of the code (offsets into the whole code, lines joined by `\n`) that links to `href`. */
export interface CodeLink {
  start: number;
  end: number;
  href: string;
}

/**
 * Like `highlightToHtml`, with some spans of the code as links (the type names of a signature): a
 * token that a link covers only in part is split, and the link sits inside the token's span, so it
 * takes the site's link colour instead of the token's.
 */
export function highlightWithLinks(prism: Prism, code: string, language: string, links: CodeLink[]): string {
  const grammar = prism.languages[language];
  const sorted = [...links].sort((a, b) => a.start - b.start);
  let offset = 0;
  const html = normalizeTokens(grammar ? prism.tokenize(code, grammar) : [code]).map((line) => {
    let out = '';
    for (const token of line as LineToken[]) {
      // An empty line's stand-in token holds a `\n` that is not part of the line.
      if (token.empty) continue;
      const start = offset;
      const end = start + token.content.length;
      offset = end;
      // Cut the token where a link starts or ends inside it.
      const cuts = new Set([start, end]);
      for (const link of sorted) {
        if (link.start > start && link.start < end) cuts.add(link.start);
        if (link.end > start && link.end < end) cuts.add(link.end);
      }
      const points = [...cuts].sort((a, b) => a - b);
      for (let i = 0; i < points.length - 1; i++) {
        const [from, to] = [points[i], points[i + 1]];
        const text = code.slice(from, to);
        const link = sorted.find((l) => l.start <= from && l.end >= to);
        const inner = link ? `<a href="${escapeAttribute(link.href)}">${escapeHtml(text)}</a>` : escapeHtml(text);
        out += token.types.length === 1 && token.types[0] === 'plain' ? inner : `<span class="token ${token.types.join(' ')}">${inner}</span>`;
      }
    }
    offset += 1; // the line break
    return `<span class="token-line">${out}<br></span>`;
  });
  return html.join('');
}
