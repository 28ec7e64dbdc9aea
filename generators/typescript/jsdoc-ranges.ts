/**
 * Finds the `/** … *\/` comment that documents a node, and the nodes of a `.ts`/`.tsx` source
 * whose type the source leaves to inference (the I/O step asks the checker for exactly these).
 */
import ts from 'typescript';

/** Raw text of the doc comment directly above `node`, if any. */
export function docCommentOf(node: ts.Node, sourceFile: ts.SourceFile): string | undefined {
  const ranges = ts.getLeadingCommentRanges(sourceFile.text, node.pos) ?? [];
  for (let i = ranges.length - 1; i >= 0; i--) {
    const range = ranges[i];
    const text = sourceFile.text.slice(range.pos, range.end);
    if (range.kind === ts.SyntaxKind.MultiLineCommentTrivia && text.startsWith('/**')) return text;
  }
  return undefined;
}

/** True when a doc comment opts the declaration into the reference. */
export function isDocumented(raw: string | undefined): boolean {
  return raw !== undefined && /@docs(Category|Page|Weight)\b/.test(raw);
}

export function hasModifier(node: ts.Node, kind: ts.SyntaxKind): boolean {
  return ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === kind);
}

export function isNonPublicMember(member: ts.Node): boolean {
  if (hasModifier(member, ts.SyntaxKind.PrivateKeyword) || hasModifier(member, ts.SyntaxKind.ProtectedKeyword)) {
    return true;
  }
  const name = (member as { name?: ts.Node }).name;
  if (name && ts.isPrivateIdentifier(name)) return true;
  // Angular's compiled metadata (ɵfac, ɵcmp…) is emitted into every component's .d.ts.
  if (name && ts.isIdentifier(name) && name.text.startsWith('ɵ')) return true;
  return false;
}

type FunctionLikeWithBody = ts.FunctionDeclaration | ts.MethodDeclaration | ts.ArrowFunction | ts.FunctionExpression;

function isFunctionInitializer(node: ts.Node | undefined): node is ts.ArrowFunction | ts.FunctionExpression {
  return node !== undefined && (ts.isArrowFunction(node) || ts.isFunctionExpression(node));
}

/**
 * Nodes whose type the source omits, in documented top-level declarations and their public
 * members. Function-like nodes stand for their return type, the others for their own type.
 * Keyed by `node.getStart()`, which the generator and the checker's program agree on.
 */
export function inferredTypeTargets(sourceFile: ts.SourceFile): ts.Node[] {
  if (sourceFile.isDeclarationFile) return [];
  const targets: ts.Node[] = [];
  const fromFunction = (fn: FunctionLikeWithBody | ts.GetAccessorDeclaration): void => {
    if (!fn.type) targets.push(fn);
    for (const p of fn.parameters) if (!p.type) targets.push(p);
  };
  for (const statement of sourceFile.statements) {
    if (!isDocumented(docCommentOf(statement, sourceFile))) continue;
    if (ts.isFunctionDeclaration(statement)) fromFunction(statement);
    else if (ts.isVariableStatement(statement)) {
      for (const decl of statement.declarationList.declarations) {
        if (decl.type) continue;
        if (isFunctionInitializer(decl.initializer)) fromFunction(decl.initializer);
        else targets.push(decl);
      }
    } else if (ts.isClassDeclaration(statement)) {
      for (const member of statement.members) {
        if (isNonPublicMember(member)) continue;
        if (ts.isMethodDeclaration(member) || ts.isGetAccessorDeclaration(member)) fromFunction(member);
        else if (ts.isConstructorDeclaration(member)) {
          for (const p of member.parameters) if (!p.type) targets.push(p);
        } else if (ts.isPropertyDeclaration(member) && !member.type) {
          if (isFunctionInitializer(member.initializer)) fromFunction(member.initializer);
          else targets.push(member);
        }
      }
    }
  }
  return targets;
}
