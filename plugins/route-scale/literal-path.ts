/**
 * Route paths without pattern syntax, matched the way path-to-regexp 1.x (react-router 5's
 * matcher) matches them, without compiling a regular expression per path.
 *
 * Docusaurus matches the page's pathname against its route table on every load, once to preload
 * the route's chunks and once to render it. Each test compiles the route's path on first use
 * (tokenizing it and building a `RegExp`), and the routes before the match are all compiled: on the
 * Admin API reference, some 300 of them, about 70 ms of the main thread at 4x CPU slowdown. Docs
 * routes are plain paths, for which the compiled expression means something simple: see
 * `literalPathPattern`.
 */

/** Characters path-to-regexp reads as syntax (parameters, groups, modifiers, escapes). */
const PATTERN_SYNTAX = /[:()*?+\\]/;
const NON_ASCII = /[^\x00-\x7f]/;

export function isLiteralAscii(path: string): boolean {
  return !PATTERN_SYNTAX.test(path) && !NON_ASCII.test(path);
}

/** The options react-router passes to path-to-regexp. */
export interface PathPatternOptions {
  end?: boolean;
  strict?: boolean;
  sensitive?: boolean;
  delimiter?: string;
}

/** The part of a compiled path react-router's `matchPath` uses: `exec`, giving the matched URL. */
export interface PathPattern {
  keys: [];
  exec(pathname: string): [url: string] | null;
}

/**
 * Case folding as a case-insensitive expression applies it to an ASCII pattern: such an expression
 * never matches a non-ASCII character to an ASCII one, so folding ASCII letters alone gives the
 * same answers, and keeps every index in place.
 */
export const foldAsciiCase = (text: string) => text.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());

/**
 * For a literal ASCII path, a matcher that answers as `pathToRegexp(path, [], options)` does, or
 * undefined where it might not (pattern syntax, non-ASCII, strict mode, another delimiter).
 *
 * Non-strict, path-to-regexp turns `/a/b/` or `/a/b` into `^\/a\/b(?:\/(?=$))?` followed by `$`
 * (`end`, the default) or `(?=\/|$)` (a prefix of the pathname, as parent routes match).
 */
export function literalPathPattern(path: string, options: PathPatternOptions = {}): PathPattern | undefined {
  if (options.strict || (options.delimiter ?? '/') !== '/' || !isLiteralAscii(path)) return undefined;
  const end = options.end !== false;
  const base = path.endsWith('/') ? path.slice(0, -1) : path;
  const fold = options.sensitive ? (text: string) => text : foldAsciiCase;
  const foldedBase = fold(base);
  return {
    keys: [],
    exec(pathname) {
      if (fold(pathname.slice(0, base.length)) !== foldedBase) return null;
      const rest = pathname.slice(base.length);
      if (rest === '' || rest === '/') return [pathname];
      return !end && rest.startsWith('/') ? [pathname.slice(0, base.length)] : null;
    },
  };
}
