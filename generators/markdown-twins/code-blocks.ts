/**
 * Code fences in a twin carry what a reader needs — the language and the file name — and nothing
 * of the site's own machinery: the meta words our sample checks read (`run`, `api=admin`,
 * `no-check`, ...) and the highlight comments the theme strips from the rendered code.
 */

const TITLE = /(?:^|\s)title=("[^"]*"|'[^']*')/;

/** Keeps only `title="..."` from a fence's meta string. */
export function twinCodeMeta(meta: string | null | undefined): string | null {
  const title = meta ? TITLE.exec(meta) : null;
  return title ? `title=${title[1]}` : null;
}

// The magic comments configured in docusaurus.config.ts, in the comment styles the theme knows.
const MAGIC_COMMENT = /^\s*(?:\/\/|#|--|\/\*|\{\/\*|<!--)\s*highlight-(?:next-line|start|end)\s*(?:\*\/\}?|-->)?\s*$/;

/** The code as the page shows it: lines holding only a highlight comment removed. */
export function withoutMagicComments(code: string): string {
  return code
    .split('\n')
    .filter((line) => !MAGIC_COMMENT.test(line))
    .join('\n');
}
