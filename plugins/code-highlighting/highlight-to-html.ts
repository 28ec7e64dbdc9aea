/**
 * Code to highlighted HTML, at build time: the markup the classic theme's code block renders in the
 * browser (one `span.token-line` per line, one `span.token <types>` per token, a `<br>` closing
 * each line), with the colours left to CSS classes (./token-colour-css.ts) instead of inline styles.
 *
 * Tokens come from the same Prism instance and the same line splitting (`normalizeTokens`) that
 * prism-react-renderer uses in the theme, so a block looks as it did when it was highlighted in the
 * browser. Plain text is left as a text node: a third of the spans on a typical page, for nothing.
 */
import { normalizeTokens, type Prism as PrismLib } from 'prism-react-renderer';

type Prism = typeof PrismLib;

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>]/g, (char) => HTML_ESCAPES[char]!);
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
