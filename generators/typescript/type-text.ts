/**
 * Turns type nodes into printable text plus the spans that name other declarations, so the
 * renderer can link every documented type without re-parsing anything itself.
 */
import ts from 'typescript';
import type { TypeText } from './types';

export const printer = ts.createPrinter({ removeComments: true, newLine: ts.NewLineKind.LineFeed });

/** Prints a node from `sourceFile` without its comments. */
export function printNode(node: ts.Node, sourceFile: ts.SourceFile): string {
  return printer.printNode(ts.EmitHint.Unspecified, node, sourceFile);
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

function parseTypeRefs(text: string, skip: ReadonlySet<string>): TypeText['refs'] {
  const sf = ts.createSourceFile(
    't.ts',
    PREFIX + text + ';',
    { languageVersion: ts.ScriptTarget.Latest, jsDocParsingMode: ts.JSDocParsingMode.ParseNone },
    false,
    ts.ScriptKind.TS,
  );
  const refs: TypeText['refs'] = [];
  const add = (id: ts.Identifier): void => {
    if (skip.has(id.text)) return;
    const start = id.getStart(sf) - PREFIX.length;
    refs.push({ start, end: start + id.text.length, name: id.text });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isTypeReferenceNode(node)) add(leftmost(node.typeName));
    else if (ts.isTypeQueryNode(node)) add(leftmost(node.exprName));
    else if (ts.isExpressionWithTypeArguments(node) && ts.isIdentifier(node.expression)) add(node.expression);
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return refs.filter((r) => r.start >= 0 && r.end <= text.length).sort((a, b) => a.start - b.start);
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
