/**
 * Turns type nodes into printable text plus the spans that name other declarations, so the
 * renderer can link every documented type without re-parsing anything itself.
 */
import ts from 'typescript';
import type { TypeText } from './types';

export const printer = ts.createPrinter({ removeComments: true, newLine: ts.NewLineKind.LineFeed });

/**
 * Prints a node from `sourceFile` without its comments. An inline import type, which a declaration
 * file gets wherever the compiler wrote an inferred type (`import("@angular/core").EnvironmentProviders`),
 * is printed as the name it refers to: that is what a reader looks for, and what can be linked.
 */
export function printNode(node: ts.Node, sourceFile: ts.SourceFile): string {
  const text = printer.printNode(ts.EmitHint.Unspecified, node, sourceFile);
  if (!text.includes('import(')) return text;
  return printer.printNode(ts.EmitHint.Unspecified, withImportTypesAsNames(node), sourceFile);
}

/** `import("m").A.B<T>` as `A.B<T>`, `typeof import("m").a` as `typeof a`; a bare `import("m")` stays. */
function withImportTypesAsNames<T extends ts.Node>(node: T): T {
  const result = ts.transform(node, [
    (context) => {
      const visit = (n: ts.Node): ts.Node => {
        if (ts.isImportTypeNode(n) && n.qualifier) {
          const typeArguments = n.typeArguments && ts.visitNodes(n.typeArguments, visit, ts.isTypeNode);
          return n.isTypeOf ? ts.factory.createTypeQueryNode(n.qualifier, typeArguments) : ts.factory.createTypeReferenceNode(n.qualifier, typeArguments);
        }
        return ts.visitEachChild(n, visit, context);
      };
      return (root) => ts.visitNode(root, visit) as T;
    },
  ]);
  const transformed = result.transformed[0];
  result.dispose();
  return transformed;
}

/** A type written as text (a type the checker inferred) with its inline import types as names, like `printNode`. */
export function typeWithImportTypesAsNames(text: string): string {
  if (!text.includes('import(')) return text;
  const sf = parseSnippet(PREFIX + text + ';');
  const alias = sf.statements[0];
  if (!alias || !ts.isTypeAliasDeclaration(alias)) return text;
  return printNode(alias.type, sf);
}

/** Module and name of each inline import type with a name in `sf` (`import("rxjs").Observable`: rxjs, Observable). */
export function importTypeNames(sf: ts.SourceFile): { module: string; name: string }[] {
  if (!sf.text.includes('import(')) return [];
  const found: { module: string; name: string }[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportTypeNode(node) && node.qualifier && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      found.push({ module: node.argument.literal.text, name: leftmost(node.qualifier).text });
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

const PREFIX = 'type __T = ';

function leftmost(name: ts.EntityName): ts.Identifier {
  return ts.isIdentifier(name) ? name : leftmost(name.left);
}

/**
 * Finds the identifiers that refer to named types in `text` (a type expression): type
 * references, `typeof X`, and heritage expressions. For a qualified name (`StockMovementType.SALE`)
 * the leftmost name is the reference; names in `skip` (type parameters in scope) are not.
 */
const refsCache = new Map<string, TypeText['refs']>();

export function findTypeRefs(text: string, skip: ReadonlySet<string> = new Set()): TypeText['refs'] {
  // The same few hundred types (`RequestContext`, `Promise<void>`, `ID`…) recur thousands of times.
  const key = skip.size ? `${[...skip].join(',')}\0${text}` : text;
  const cached = refsCache.get(key);
  if (cached) return cached.map((r) => ({ ...r }));
  const refs = parseTypeRefs(text, skip);
  refsCache.set(key, refs);
  return refs.map((r) => ({ ...r }));
}

/** The names in a parsed text that refer to named types, at their offsets in `sf`'s text. */
function typeRefsIn(sf: ts.SourceFile, skip: ReadonlySet<string>): TypeText['refs'] {
  const refs: TypeText['refs'] = [];
  const add = (id: ts.Identifier): void => {
    if (skip.has(id.text)) return;
    const start = id.getStart(sf);
    refs.push({ start, end: start + id.text.length, name: id.text });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isTypeReferenceNode(node)) add(leftmost(node.typeName));
    else if (ts.isTypeQueryNode(node)) add(leftmost(node.exprName));
    else if (ts.isExpressionWithTypeArguments(node) && ts.isIdentifier(node.expression)) add(node.expression);
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return refs.sort((a, b) => a.start - b.start);
}

function parseSnippet(text: string): ts.SourceFile {
  return ts.createSourceFile('t.ts', text, { languageVersion: ts.ScriptTarget.Latest, jsDocParsingMode: ts.JSDocParsingMode.ParseNone }, true, ts.ScriptKind.TS);
}

function parseTypeRefs(text: string, skip: ReadonlySet<string>): TypeText['refs'] {
  return typeRefsIn(parseSnippet(PREFIX + text + ';'), skip)
    .map((r) => ({ ...r, start: r.start - PREFIX.length, end: r.end - PREFIX.length }))
    .filter((r) => r.start >= 0 && r.end <= text.length);
}

/**
 * Type names in a whole declaration written as code (`function f<T>(a: A<T>): B;`), skipping the
 * type parameters it declares anywhere (its own, a mapped type's key, an `infer`).
 */
export function codeTypeRefs(code: string): TypeText['refs'] {
  const sf = parseSnippet(code);
  const bound = new Set<string>();
  const collect = (node: ts.Node): void => {
    if (ts.isTypeParameterDeclaration(node)) bound.add(node.name.text);
    ts.forEachChild(node, collect);
  };
  collect(sf);
  return typeRefsIn(sf, bound);
}

/** One-line text of a type written as source, with its references. */
export function typeTextFromString(text: string, skip?: ReadonlySet<string>): TypeText {
  const oneLine = text.replace(/\s*\n\s*/g, ' ').trim();
  return { text: oneLine, refs: findTypeRefs(oneLine, skip) };
}

export function typeText(node: ts.Node, sourceFile: ts.SourceFile, skip?: ReadonlySet<string>): TypeText {
  return typeTextFromString(printNode(node, sourceFile), skip);
}

/** `<T extends Foo = Bar, U>` for a declaration's type parameters, or undefined when it has none. */
export function typeParametersText(
  params: ts.NodeArray<ts.TypeParameterDeclaration> | undefined,
  sourceFile: ts.SourceFile,
  skip?: ReadonlySet<string>,
): TypeText | undefined {
  if (!params || params.length === 0) return undefined;
  const text = '<' + params.map((p) => printNode(p, sourceFile).replace(/\s*\n\s*/g, ' ')).join(', ') + '>';
  // Parse as a generic function type so the refs inside constraints are found.
  const probe = `${text}() => void`;
  const refs = findTypeRefs(probe, skip).filter((r) => r.end <= text.length);
  return { text, refs };
}

export function typeParameterNames(params: ts.NodeArray<ts.TypeParameterDeclaration> | undefined): string[] {
  return params ? params.map((p) => p.name.text) : [];
}
