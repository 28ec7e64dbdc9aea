/**
 * Finds the doc a pathname belongs to with one map lookup instead of one `matchPath` per doc.
 *
 * The docs plugin finds the active doc with `docs.find(doc => matchPath(pathname, {path: doc.path,
 * exact: true, strict: false}))`: path-to-regexp compiles every doc path on first use and tests them
 * in turn. The navbar's sidebar links and version dropdown ask for it several times per render, so
 * with 700 docs this was one of the longest pieces of every page's start-up on a phone.
 *
 * For a path without pattern syntax, that match means: equal, ignoring ASCII case and one trailing
 * slash on either side. Paths that use pattern syntax or non-ASCII letters keep the original
 * one-by-one match, so the answer is always the one `matchPath` gives.
 */
import { foldAsciiCase, isLiteralAscii } from './literal-path';

/** What two paths have in common when a non-strict, case-insensitive exact match accepts them. */
export function docPathKey(path: string): string {
  return foldAsciiCase(path).replace(/\/$/, '');
}

/**
 * A finder equivalent to `docs.find((doc) => matches(doc, pathname))`, where `matches` is the
 * plugin's own `matchPath` test: used as is whenever the fast path could answer differently.
 */
export function docPathFinder<Doc extends { path: string }>(
  docs: readonly Doc[],
  matches: (doc: Doc, pathname: string) => boolean,
): (pathname: string) => Doc | undefined {
  const findOneByOne = (pathname: string) => docs.find((doc) => matches(doc, pathname));
  if (!docs.every((doc) => isLiteralAscii(doc.path))) return findOneByOne;
  const byKey = new Map<string, Doc>();
  for (const doc of docs) {
    const key = docPathKey(doc.path);
    if (!byKey.has(key)) byKey.set(key, doc); // the first doc wins, as with `find`
  }
  return (pathname) => byKey.get(docPathKey(pathname));
}
