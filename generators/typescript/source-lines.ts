/**
 * The line of a declaration in its source file in the framework repository, for the `#L<line>` of
 * the source link. A declaration file's own lines do not match the source (imports, bodies,
 * decorators and blank lines are gone), so lines come only from what maps back to the source:
 *  - the source itself, where a package ships it (the Dashboard's `.tsx`), or a bundle's source map
 *    carries it (`sourcesContent`, as the Admin UI's bundles do): every kind of declaration;
 *  - the source map next to a compiled `.js` (`sources` only): the declarations the compiler
 *    emits (classes, functions, constants, enums), by mapping the position of their name back.
 *    Interfaces and type aliases leave no JavaScript, so they get no line this way.
 */
import { SourceMap, type SourceMapPayload } from 'node:module';
import ts from 'typescript';
import type { CompiledFile } from './types';

function isAssignment(e: ts.Expression): e is ts.BinaryExpression {
  return ts.isBinaryExpression(e) && e.operatorToken.kind === ts.SyntaxKind.EqualsToken;
}

function isExportsProperty(e: ts.Expression): e is ts.PropertyAccessExpression {
  return ts.isPropertyAccessExpression(e) && ts.isIdentifier(e.expression) && e.expression.text === 'exports';
}

/** `require("typeorm")` or `__importDefault(require("x"))`: CommonJS output's imports declare nothing documented. */
function isModuleImport(e: ts.Expression | undefined): boolean {
  if (!e || !ts.isCallExpression(e) || !ts.isIdentifier(e.expression)) return false;
  return e.expression.text === 'require' || /^__import(Star|Default)$/.test(e.expression.text);
}

/** `exports.a = exports.b = void 0;`, which CommonJS output opens with: it declares nothing. */
function isExportsPreamble(e: ts.Expression): boolean {
  let value = e;
  while (isAssignment(value)) value = value.right;
  return value !== e && ts.isVoidExpression(value);
}

/** The node naming each declaration at the top of a file; the first one wins (overloads, `exports.X = X`). */
function topLevelNames(sf: ts.SourceFile): Map<string, ts.Node> {
  const names = new Map<string, ts.Node>();
  const add = (name: ts.Node | undefined): void => {
    if (name && ts.isIdentifier(name) && !names.has(name.text)) names.set(name.text, name);
  };
  for (const statement of sf.statements) {
    if (
      ts.isClassDeclaration(statement) ||
      ts.isFunctionDeclaration(statement) ||
      ts.isInterfaceDeclaration(statement) ||
      ts.isTypeAliasDeclaration(statement) ||
      ts.isEnumDeclaration(statement)
    ) {
      add(statement.name);
    } else if (ts.isVariableStatement(statement)) {
      for (const d of statement.declarationList.declarations) if (!isModuleImport(d.initializer)) add(d.name);
    } else if (ts.isExpressionStatement(statement) && !isExportsPreamble(statement.expression)) {
      // CommonJS output of `export const x = …`: `exports.x = …;`.
      const e = statement.expression;
      if (isAssignment(e) && isExportsProperty(e.left)) add(e.left.name);
    }
  }
  return names;
}

function parse(fileName: string, text: string): ts.SourceFile {
  const kind = /\.tsx$/.test(fileName) ? ts.ScriptKind.TSX : /\.[mc]?js$/.test(fileName) ? ts.ScriptKind.JS : ts.ScriptKind.TS;
  return ts.createSourceFile(fileName, text, { languageVersion: ts.ScriptTarget.Latest, jsDocParsingMode: ts.JSDocParsingMode.ParseNone }, true, kind);
}

/** Line (1-based) of each top-level declaration of a source file, at its name. */
export function declarationLines(fileName: string, text: string): Map<string, number> {
  const sf = parse(fileName, text);
  return new Map([...topLevelNames(sf)].map(([name, node]) => [name, sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1]));
}

/** A source map's path without the `../` that climbs out of the build folder: `src/entity/x.ts`. */
export function mapSourcePath(source: string): string {
  return source.replace(/^(\.{1,2}\/)+/, '').replace(/^webpack:\/\/\/?/, '');
}

/** True when a source-map path names the repository file `repoPath` (`packages/core/src/x.ts`). */
export function isSameSource(source: string, repoPath: string): boolean {
  const path = mapSourcePath(source);
  return path !== '' && (repoPath === path || repoPath.endsWith(`/${path}`));
}

/** The source map of a compiled file, or what is wrong with it. */
export function readSourceMap(text: string): SourceMap | string {
  try {
    return new SourceMap(JSON.parse(text) as SourceMapPayload);
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/**
 * Source lines of the declarations a compiled file emits, for the source file `repoPath`: the
 * position of each declared name in the JavaScript, mapped back through `map`. A name whose
 * mapping lies on another line of the JavaScript, or in another source file, gives no line rather
 * than a wrong one.
 */
export function compiledDeclarationLines(file: CompiledFile, map: SourceMap, repoPath: string): Map<string, number> {
  const lines = new Map<string, number>();
  const sf = parse(file.path, file.text);
  for (const [name, node] of topLevelNames(sf)) {
    const at = sf.getLineAndCharacterOfPosition(node.getStart(sf));
    const entry = map.findEntry(at.line, at.character) as Partial<{ generatedLine: number; originalSource: string; originalLine: number }>;
    if (entry.generatedLine !== at.line || entry.originalLine === undefined || !entry.originalSource) continue;
    if (!isSameSource(entry.originalSource, repoPath)) continue;
    lines.set(name, entry.originalLine + 1);
  }
  return lines;
}

/** The sources a bundle's source map carries in full (`sourcesContent`), by `mapSourcePath`. */
export function bundledSources(map: SourceMap): Map<string, string> {
  const sources = new Map<string, string>();
  const payload = map.payload as { sources?: string[]; sourcesContent?: (string | null)[] };
  (payload.sources ?? []).forEach((source, i) => {
    const content = payload.sourcesContent?.[i];
    if (typeof content === 'string') sources.set(mapSourcePath(source), content);
  });
  return sources;
}
