// Stands in for `path-to-regexp` as react-router imports it (see ../index.ts): the same exports;
// literal paths get a matcher without a compiled expression (../literal-path.ts). react-router
// only calls `exec` on what it gets back, and keeps it per path and options.
import pathToRegexp from 'path-to-regexp/index.js';
import { literalPathPattern, type PathPatternOptions } from '../literal-path';

type Keys = pathToRegexp.Key[];

function literalFirst(path: pathToRegexp.Path, keysOrOptions?: Keys | PathPatternOptions, maybeOptions?: PathPatternOptions) {
  const options = Array.isArray(keysOrOptions) ? maybeOptions : keysOrOptions;
  const literal = typeof path === 'string' ? literalPathPattern(path, options) : undefined;
  return literal ?? pathToRegexp(path, keysOrOptions as Keys, maybeOptions);
}

export default Object.assign(literalFirst, {
  parse: pathToRegexp.parse,
  compile: pathToRegexp.compile,
  tokensToFunction: pathToRegexp.tokensToFunction,
  tokensToRegExp: pathToRegexp.tokensToRegExp,
});
