/**
 * Reads the documented declarations of one file (a `.d.ts`, or a shipped `.ts`/`.tsx` source plus
 * the checker's type hints) into `DocDeclaration`s. Purely syntactic: `ts.createSourceFile` needs no
 * file system and no program.
 */
import ts from 'typescript';
import { categoryAliases } from '../../config/reference-packages';
import { emptyDocComment, parseDocComment, type DocCommentProblem } from './doc-comment';
import { docCommentOf, hasModifier, isDocumented, isNonPublicMember } from './jsdoc-ranges';
import { importTypeNames, printNode, typeParameterNames, typeParametersText, typeText, typeTextFromString, typeWithImportTypesAsNames } from './type-text';
import type {
  DeclarationKind,
  DocComment,
  DocDeclaration,
  DocMember,
  DocParameter,
  DocSignature,
  GraphqlApi,
  InputFile,
  InputPackage,
  MemberKind,
  TypeText,
  Warning,
} from './types';

const f = ts.factory;

interface FileContext {
  pkg: InputPackage;
  file: InputFile;
  sf: ts.SourceFile;
  warnings: Warning[];
  hints: Record<number, string>;
  isSource: boolean;
}

function lineOf(ctx: FileContext, node: ts.Node): number {
  return ctx.sf.getLineAndCharacterOfPosition(node.getStart(ctx.sf)).line + 1;
}

function warn(ctx: FileContext, node: ts.Node, message: string): void {
  ctx.warnings.push({ file: `${ctx.pkg.name}/${ctx.file.path}`, line: lineOf(ctx, node), message });
}

function readDoc(ctx: FileContext, node: ts.Node, raw: string | undefined): DocComment {
  if (!raw) return emptyDocComment();
  const problems: DocCommentProblem[] = [];
  const doc = parseDocComment(raw, problems);
  for (const p of problems) warn(ctx, node, p.message);
  return doc;
}

/** Category after the alias table (see config/reference-packages.ts). */
export function normalizeCategory(category: string): string {
  const trimmed = category.trim();
  return categoryAliases[trimmed] ?? trimmed;
}

/** The type the checker inferred for a node the source leaves untyped, inline import types as names. */
function hint(ctx: FileContext, node: ts.Node): string | undefined {
  const text = ctx.hints[node.getStart(ctx.sf)];
  return text === undefined ? undefined : typeWithImportTypesAsNames(text);
}

function hintText(ctx: FileContext, node: ts.Node, skip: ReadonlySet<string>): TypeText | undefined {
  const text = hint(ctx, node);
  return text === undefined ? undefined : typeTextFromString(text, skip);
}

/** Type node built from a hint so the printed signature shows the inferred type. */
function hintNode(ctx: FileContext, node: ts.Node): ts.TypeNode | undefined {
  const text = hint(ctx, node);
  return text === undefined ? undefined : f.createTypeReferenceNode(text.replace(/\s*\n\s*/g, ' '));
}

function nameText(name: ts.PropertyName | ts.BindingName, sf: ts.SourceFile): string {
  if (ts.isIdentifier(name) || ts.isPrivateIdentifier(name)) return name.text;
  if (ts.isStringLiteral(name) || ts.isNumericLiteral(name)) return name.text;
  return printNode(name, sf).replace(/\s*\n\s*/g, ' ');
}

function withTypeParams(skip: ReadonlySet<string>, params: ts.NodeArray<ts.TypeParameterDeclaration> | undefined): Set<string> {
  return new Set([...skip, ...typeParameterNames(params)]);
}

function parameters(
  ctx: FileContext,
  params: ts.NodeArray<ts.ParameterDeclaration>,
  doc: DocComment | undefined,
  skip: ReadonlySet<string>,
): DocParameter[] {
  return params
    .filter((p) => !(ts.isIdentifier(p.name) && p.name.text === 'this'))
    .map((p) => {
      const name = nameText(p.name, ctx.sf);
      const type = p.type ? typeText(p.type, ctx.sf, skip) : hintText(ctx, p, skip);
      return {
        name,
        type,
        optional: Boolean(p.questionToken || p.initializer),
        rest: Boolean(p.dotDotDotToken),
        defaultValue: p.initializer ? printNode(p.initializer, ctx.sf) : undefined,
        description: doc?.params.find((d) => d.name === name)?.description,
      };
    });
}

type SignatureNode =
  | ts.FunctionDeclaration
  | ts.MethodDeclaration
  | ts.MethodSignature
  | ts.ConstructorDeclaration
  | ts.ConstructSignatureDeclaration
  | ts.CallSignatureDeclaration
  | ts.ArrowFunction
  | ts.FunctionExpression
  | ts.FunctionTypeNode;

function signature(ctx: FileContext, node: SignatureNode, doc: DocComment | undefined, outerSkip: ReadonlySet<string>): DocSignature {
  const skip = withTypeParams(outerSkip, node.typeParameters);
  const returnType = node.type
    ? typeText(node.type, ctx.sf, skip)
    : ts.isConstructorDeclaration(node) || ts.isConstructSignatureDeclaration(node)
      ? undefined
      : hintText(ctx, node, skip);
  return {
    typeParameters: typeParametersText(node.typeParameters, ctx.sf, outerSkip),
    parameters: parameters(ctx, node.parameters, doc, skip),
    returnType,
    doc,
  };
}

/** Drops `export`, `default`, `declare` and decorators: the page shows the declaration itself. */
function publicModifiers(node: ts.Node): ts.ModifierLike[] | undefined {
  if (!ts.canHaveModifiers(node)) return undefined;
  const kept = (ts.getModifiers(node) ?? []).filter(
    (m) =>
      m.kind !== ts.SyntaxKind.ExportKeyword &&
      m.kind !== ts.SyntaxKind.DefaultKeyword &&
      m.kind !== ts.SyntaxKind.DeclareKeyword,
  );
  return kept.length ? kept : undefined;
}

function isInternal(ctx: FileContext, node: ts.Node): boolean {
  const raw = docCommentOf(node, ctx.sf);
  return raw !== undefined && /(^|\s)@internal\b/.test(raw);
}

/** Parameters as a declaration file shows them: no default values, optional instead. */
function declarationParams(ctx: FileContext, params: ts.NodeArray<ts.ParameterDeclaration>): ts.ParameterDeclaration[] {
  return params.map((p) =>
    f.updateParameterDeclaration(
      p,
      p.modifiers?.filter((m) => !ts.isDecorator(m)),
      p.dotDotDotToken,
      p.name,
      p.initializer && !p.dotDotDotToken ? f.createToken(ts.SyntaxKind.QuestionToken) : p.questionToken,
      p.type ?? hintNode(ctx, p),
      undefined,
    ),
  );
}

/** The class with only its public, non-internal members (and no bodies in `.ts` sources). */
function printableClass(ctx: FileContext, node: ts.ClassDeclaration): ts.ClassDeclaration {
  const members = node.members
    .filter((m) => !isNonPublicMember(m) && !isInternal(ctx, m) && !ts.isClassStaticBlockDeclaration(m) && !ts.isSemicolonClassElement(m))
    .filter((m) => !(ctx.isSource && ts.isMethodDeclaration(m) && m.body && hasOverloads(node.members, m)))
    .map((m): ts.ClassElement => {
      if (!ctx.isSource) return m;
      if (ts.isMethodDeclaration(m)) {
        return f.updateMethodDeclaration(m, publicModifiers(m), m.asteriskToken, m.name, m.questionToken, m.typeParameters, declarationParams(ctx, m.parameters), m.type ?? hintNode(ctx, m), undefined);
      }
      if (ts.isConstructorDeclaration(m)) {
        return f.updateConstructorDeclaration(m, publicModifiers(m), declarationParams(ctx, m.parameters), undefined);
      }
      if (ts.isGetAccessorDeclaration(m)) {
        return f.updateGetAccessorDeclaration(m, publicModifiers(m), m.name, m.parameters, m.type ?? hintNode(ctx, m), undefined);
      }
      if (ts.isSetAccessorDeclaration(m)) {
        return f.updateSetAccessorDeclaration(m, publicModifiers(m), m.name, m.parameters, undefined);
      }
      if (ts.isPropertyDeclaration(m)) {
        const fn = m.initializer && (ts.isArrowFunction(m.initializer) || ts.isFunctionExpression(m.initializer)) ? m.initializer : undefined;
        const type = m.type ?? (fn ? functionTypeNode(ctx, fn) : hintNode(ctx, m));
        return f.updatePropertyDeclaration(m, publicModifiers(m), m.name, m.questionToken ?? m.exclamationToken, type, undefined);
      }
      return m;
    });
  return f.updateClassDeclaration(node, publicModifiers(node), node.name, node.typeParameters, node.heritageClauses, members);
}

function functionTypeNode(ctx: FileContext, fn: ts.ArrowFunction | ts.FunctionExpression): ts.FunctionTypeNode {
  return f.createFunctionTypeNode(
    fn.typeParameters,
    declarationParams(ctx, fn.parameters),
    fn.type ?? hintNode(ctx, fn) ?? f.createKeywordTypeNode(ts.SyntaxKind.UnknownKeyword),
  );
}

function hasOverloads(members: ts.NodeArray<ts.ClassElement>, m: ts.MethodDeclaration): boolean {
  const name = m.name.getText();
  return members.some((o) => o !== m && ts.isMethodDeclaration(o) && !o.body && o.name.getText() === name);
}

function printableInterface(ctx: FileContext, node: ts.InterfaceDeclaration): ts.InterfaceDeclaration {
  const members = node.members.filter((m) => !isInternal(ctx, m));
  return f.updateInterfaceDeclaration(node, publicModifiers(node), node.name, node.typeParameters, node.heritageClauses, members);
}

function printSignatureBlock(ctx: FileContext, node: ts.Node): string {
  return printNode(node, ctx.sf);
}

/**
 * The template bindings of an Angular component or directive, read from the metadata its compiled
 * declaration file carries: `static ɵcmp: ɵɵComponentDeclaration<C, selector, exportAs, inputs,
 * outputs, ...>` (`ɵɵDirectiveDeclaration` alike). The keys of the inputs and outputs object types
 * are the class properties; decorators themselves are gone from a `.d.ts`.
 */
export function angularBindings(nodes: readonly (ts.ClassElement | ts.TypeElement)[]): Map<string, 'input' | 'output'> {
  const bindings = new Map<string, 'input' | 'output'>();
  for (const node of nodes) {
    if (!ts.isPropertyDeclaration(node) || !ts.isIdentifier(node.name) || !/^ɵ(cmp|dir)$/.test(node.name.text)) continue;
    const type = node.type;
    if (!type || !ts.isTypeReferenceNode(type) || !type.typeArguments) continue;
    const [, , , inputs, outputs] = type.typeArguments;
    for (const [literal, kind] of [
      [inputs, 'input'],
      [outputs, 'output'],
    ] as const) {
      if (!literal || !ts.isTypeLiteralNode(literal)) continue;
      for (const member of literal.members) {
        if (member.name && ts.isStringLiteral(member.name)) bindings.set(member.name.text, kind);
      }
    }
  }
  return bindings;
}

/** Members of a class, interface or object type, grouped so overloads and get/set pairs share an entry. */
function members(
  ctx: FileContext,
  nodes: readonly (ts.ClassElement | ts.TypeElement)[],
  skip: ReadonlySet<string>,
  ownerIsSourceClass: boolean,
): DocMember[] {
  const result: DocMember[] = [];
  const byKey = new Map<string, DocMember>();
  const bindings = angularBindings(nodes);
  // A getter without a setter can only be read (`get price(): number;`).
  const setters = new Set(nodes.filter(ts.isSetAccessorDeclaration).map((n) => nameText(n.name, ctx.sf)));
  for (const node of nodes) {
    if (isNonPublicMember(node) || ts.isSemicolonClassElement(node) || ts.isClassStaticBlockDeclaration(node)) continue;
    const raw = docCommentOf(node, ctx.sf);
    const doc = readDoc(ctx, node, raw);
    if (doc.internal) continue;
    const isStatic = hasModifier(node, ts.SyntaxKind.StaticKeyword);
    const readonly = hasModifier(node, ts.SyntaxKind.ReadonlyKeyword);
    let kind: MemberKind;
    let name: string;
    let type: TypeText | undefined;
    let value: TypeText | undefined;
    let sig: DocSignature | undefined;
    let optional = false;
    if (ts.isConstructorDeclaration(node) || ts.isConstructSignatureDeclaration(node)) {
      kind = 'constructor';
      name = 'constructor';
      sig = signature(ctx, node, doc, skip);
    } else if (ts.isMethodDeclaration(node) || ts.isMethodSignature(node)) {
      if (ownerIsSourceClass && ts.isMethodDeclaration(node) && node.body && hasOverloads(nodes as ts.NodeArray<ts.ClassElement>, node)) continue;
      kind = 'method';
      name = nameText(node.name, ctx.sf);
      optional = Boolean(node.questionToken);
      sig = signature(ctx, node, doc, skip);
    } else if (ts.isCallSignatureDeclaration(node)) {
      kind = 'call-signature';
      name = '(call)';
      sig = signature(ctx, node, doc, skip);
    } else if (ts.isIndexSignatureDeclaration(node)) {
      kind = 'index-signature';
      name = '[' + node.parameters.map((p) => printNode(p, ctx.sf)).join(', ') + ']';
      type = typeText(node.type, ctx.sf, skip);
    } else if (ts.isGetAccessorDeclaration(node) || ts.isSetAccessorDeclaration(node)) {
      kind = 'accessor';
      name = nameText(node.name, ctx.sf);
      const t = ts.isGetAccessorDeclaration(node) ? node.type : node.parameters[0]?.type;
      type = t ? typeText(t, ctx.sf, skip) : ts.isGetAccessorDeclaration(node) ? hintText(ctx, node, skip) : undefined;
    } else if (ts.isPropertyDeclaration(node) || ts.isPropertySignature(node)) {
      name = nameText(node.name, ctx.sf);
      optional = Boolean(node.questionToken);
      const init = ts.isPropertyDeclaration(node) ? node.initializer : undefined;
      if (!node.type && init && (ts.isArrowFunction(init) || ts.isFunctionExpression(init))) {
        kind = 'method';
        sig = signature(ctx, init, doc, skip);
      } else if (node.type && ts.isFunctionTypeNode(node.type)) {
        // `foo: (a: A) => B` reads best as a property whose type is shown whole.
        kind = 'property';
        type = typeText(node.type, ctx.sf, skip);
      } else {
        kind = 'property';
        type = node.type ? typeText(node.type, ctx.sf, skip) : hintText(ctx, node, skip);
        // A declaration file keeps `readonly name = "native"` as an initializer instead of a type.
        if (!node.type && init && ctx.sf.isDeclarationFile) value = typeText(init, ctx.sf, skip);
      }
    } else {
      continue;
    }
    const key = `${isStatic ? 'static ' : ''}${kind === 'accessor' ? 'accessor' : kind === 'method' ? 'method' : kind}:${name}`;
    const existing = byKey.get(key);
    if (existing) {
      if (sig) existing.signatures.push(sig);
      if (!existing.type && type) existing.type = type;
      if (!existing.doc.description && doc.description) existing.doc = doc;
      continue;
    }
    const member: DocMember = {
      name,
      kind,
      static: isStatic,
      optional,
      readonly: readonly || (ts.isGetAccessorDeclaration(node) && !setters.has(name)),
      type,
      value,
      signatures: sig ? [sig] : [],
      doc,
      line: lineOf(ctx, node),
      ...(bindings.has(name) && !isStatic ? { angularBinding: bindings.get(name) } : {}),
    };
    byKey.set(key, member);
    result.push(member);
  }
  return result;
}

function heritage(ctx: FileContext, clauses: ts.NodeArray<ts.HeritageClause> | undefined, token: ts.SyntaxKind, skip: ReadonlySet<string>): TypeText[] {
  return (clauses ?? []).filter((c) => c.token === token).flatMap((c) => c.types.map((t) => typeText(t, ctx.sf, skip)));
}

/** The modules that hold the GraphQL schema's types as TypeScript, and the API each describes. */
const generatedGraphqlModules = new Map<string, GraphqlApi>([
  ['@vendure/common/lib/generated-types', 'admin'],
  ['@vendure/common/lib/generated-shop-types', 'shop'],
]);

interface ImportedNames {
  /** Names imported from modules outside the framework (never linked). */
  external: Set<string>;
  /** Names imported from the generated GraphQL types, by API (linked to the GraphQL reference). */
  graphql: Map<string, GraphqlApi>;
}

function isFrameworkModule(spec: string): boolean {
  return spec.startsWith('.') || spec.startsWith('@vendure/') || spec.startsWith('@/');
}

function importedNames(sf: ts.SourceFile): ImportedNames {
  const names: ImportedNames = { external: new Set(), graphql: new Map() };
  for (const statement of sf.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const spec = statement.moduleSpecifier.text;
    const clause = statement.importClause;
    if (!clause) continue;
    const bindings = clause.namedBindings;
    const api = generatedGraphqlModules.get(spec);
    if (api) {
      // `import { GlobalFlag as Flag }`: the schema knows the imported name, the signature shows the local one.
      if (bindings && ts.isNamedImports(bindings)) for (const el of bindings.elements) if (!el.propertyName) names.graphql.set(el.name.text, api);
      continue;
    }
    if (isFrameworkModule(spec)) continue;
    if (clause.name) names.external.add(clause.name.text);
    if (bindings && ts.isNamespaceImport(bindings)) names.external.add(bindings.name.text);
    if (bindings && ts.isNamedImports(bindings)) for (const el of bindings.elements) names.external.add(el.name.text);
  }
  // An inline import type is printed as its name (type-text.ts), which links by the same rules.
  for (const { module, name } of importTypeNames(sf)) {
    const api = generatedGraphqlModules.get(module);
    if (api) names.graphql.set(name, api);
    else if (!isFrameworkModule(module)) names.external.add(name);
  }
  return names;
}

interface Candidate {
  node: ts.Node;
  name: string;
  kind: DeclarationKind;
  raw: string | undefined;
}

/** Groups overloads: consecutive `function f` declarations become one candidate. */
function candidates(ctx: FileContext): { candidate: Candidate; overloads: ts.FunctionDeclaration[] }[] {
  const out: { candidate: Candidate; overloads: ts.FunctionDeclaration[] }[] = [];
  const statements = ctx.sf.statements;
  for (let i = 0; i < statements.length; i++) {
    const s = statements[i];
    const raw = docCommentOf(s, ctx.sf);
    if (ts.isFunctionDeclaration(s) && s.name) {
      const group = [s];
      while (i + 1 < statements.length) {
        const next = statements[i + 1];
        if (!ts.isFunctionDeclaration(next) || next.name?.text !== s.name.text) break;
        group.push(next);
        i++;
      }
      // In a source file the implementation signature of an overloaded function is not public API.
      const overloads = group.length > 1 ? group.filter((g) => !g.body) : group;
      const docRaw = group.map((g) => docCommentOf(g, ctx.sf)).find((r) => r !== undefined);
      out.push({ candidate: { node: s, name: s.name.text, kind: 'function', raw: docRaw ?? raw }, overloads });
    } else if (ts.isClassDeclaration(s) && s.name) {
      out.push({ candidate: { node: s, name: s.name.text, kind: 'class', raw }, overloads: [] });
    } else if (ts.isInterfaceDeclaration(s)) {
      out.push({ candidate: { node: s, name: s.name.text, kind: 'interface', raw }, overloads: [] });
    } else if (ts.isTypeAliasDeclaration(s)) {
      out.push({ candidate: { node: s, name: s.name.text, kind: 'type', raw }, overloads: [] });
    } else if (ts.isEnumDeclaration(s)) {
      out.push({ candidate: { node: s, name: s.name.text, kind: 'enum', raw }, overloads: [] });
    } else if (ts.isVariableStatement(s)) {
      for (const d of s.declarationList.declarations) {
        if (!ts.isIdentifier(d.name)) continue;
        out.push({ candidate: { node: d, name: d.name.text, kind: 'variable', raw }, overloads: [] });
      }
    }
  }
  return out;
}

function variableDeclarationText(ctx: FileContext, d: ts.VariableDeclaration): string {
  const list = d.parent;
  const keyword = list.flags & ts.NodeFlags.Const ? 'const' : list.flags & ts.NodeFlags.Let ? 'let' : 'var';
  const type = d.type ? printNode(d.type, ctx.sf) : hint(ctx, d) ?? 'unknown';
  return `${keyword} ${d.name.getText(ctx.sf)}: ${type}`;
}

function build(ctx: FileContext, c: Candidate, overloads: ts.FunctionDeclaration[], doc: DocComment, imports: ImportedNames): DocDeclaration {
  const node = c.node;
  const base = {
    name: c.name,
    packageName: ctx.pkg.name,
    packageVersion: ctx.pkg.version,
    section: ctx.pkg.section,
    category: normalizeCategory(doc.category ?? ''),
    page: doc.page,
    weight: doc.weight,
    doc,
    file: ctx.file.path,
    repoPath: ctx.file.repoPath,
    line: lineOf(ctx, node),
    externalNames: imports.external,
    graphqlNames: imports.graphql,
    extends: [] as TypeText[],
    implements: [] as TypeText[],
    members: [] as DocMember[],
    signatures: [] as DocSignature[],
  };
  const noSkip = new Set<string>();
  if (ts.isClassDeclaration(node)) {
    const skip = withTypeParams(noSkip, node.typeParameters);
    return {
      ...base,
      kind: 'class',
      signature: printSignatureBlock(ctx, printableClass(ctx, node)),
      typeParameters: typeParametersText(node.typeParameters, ctx.sf),
      extends: heritage(ctx, node.heritageClauses, ts.SyntaxKind.ExtendsKeyword, skip),
      implements: heritage(ctx, node.heritageClauses, ts.SyntaxKind.ImplementsKeyword, skip),
      members: members(ctx, node.members, skip, ctx.isSource),
    };
  }
  if (ts.isInterfaceDeclaration(node)) {
    const skip = withTypeParams(noSkip, node.typeParameters);
    return {
      ...base,
      kind: 'interface',
      signature: printSignatureBlock(ctx, printableInterface(ctx, node)),
      typeParameters: typeParametersText(node.typeParameters, ctx.sf),
      extends: heritage(ctx, node.heritageClauses, ts.SyntaxKind.ExtendsKeyword, skip),
      members: members(ctx, node.members, skip, false),
    };
  }
  if (ts.isTypeAliasDeclaration(node)) {
    const skip = withTypeParams(noSkip, node.typeParameters);
    const literal = ts.isTypeLiteralNode(node.type) ? node.type : undefined;
    return {
      ...base,
      kind: 'type',
      signature: printSignatureBlock(ctx, f.updateTypeAliasDeclaration(node, publicModifiers(node), node.name, node.typeParameters, node.type)),
      typeParameters: typeParametersText(node.typeParameters, ctx.sf),
      type: typeText(node.type, ctx.sf, skip),
      members: literal ? members(ctx, literal.members, skip, false) : [],
    };
  }
  if (ts.isEnumDeclaration(node)) {
    return {
      ...base,
      kind: 'enum',
      signature: printSignatureBlock(ctx, f.updateEnumDeclaration(node, publicModifiers(node), node.name, node.members)),
      members: node.members.map((m) => ({
        name: nameText(m.name, ctx.sf),
        kind: 'enum-member' as const,
        static: false,
        optional: false,
        readonly: true,
        value: m.initializer ? typeText(m.initializer, ctx.sf) : undefined,
        signatures: [],
        doc: readDoc(ctx, m, docCommentOf(m, ctx.sf)),
        line: lineOf(ctx, m),
      })),
    };
  }
  if (ts.isFunctionDeclaration(node)) {
    const printed = overloads.map((o) =>
      printNode(
        f.updateFunctionDeclaration(o, publicModifiers(o), o.asteriskToken, o.name, o.typeParameters, declarationParams(ctx, o.parameters), o.type ?? hintNode(ctx, o), undefined),
        ctx.sf,
      ),
    );
    return {
      ...base,
      kind: 'function',
      signature: printed.join('\n'),
      signatures: overloads.map((o) => {
        const own = docCommentOf(o, ctx.sf);
        return signature(ctx, o, own ? readDoc(ctx, o, own) : doc, noSkip);
      }),
    };
  }
  // Variable: a function-valued const in a source file documents like a function.
  const d = node as ts.VariableDeclaration;
  const init = d.initializer;
  if (!d.type && init && (ts.isArrowFunction(init) || ts.isFunctionExpression(init))) {
    const fnType = functionTypeNode(ctx, init);
    const keyword = d.parent.flags & ts.NodeFlags.Const ? 'const' : 'let';
    return {
      ...base,
      kind: 'function',
      signature: `${keyword} ${c.name}: ${printNode(fnType, ctx.sf)}`,
      signatures: [signature(ctx, init, doc, noSkip)],
    };
  }
  const type = d.type ? typeText(d.type, ctx.sf) : hintText(ctx, d, noSkip);
  const literal = d.type && ts.isTypeLiteralNode(d.type) ? d.type : undefined;
  return {
    ...base,
    kind: 'variable',
    signature: variableDeclarationText(ctx, d),
    type,
    members: literal ? members(ctx, literal.members, noSkip, false) : [],
  };
}

export function parseFile(pkg: InputPackage, file: InputFile, warnings: Warning[]): DocDeclaration[] {
  const isTsx = file.path.endsWith('.tsx');
  // Doc comments are read from the raw text (doc-comment.ts), so the compiler need not parse JSDoc.
  const sf = ts.createSourceFile(
    file.path,
    file.text,
    { languageVersion: ts.ScriptTarget.Latest, jsDocParsingMode: ts.JSDocParsingMode.ParseNone },
    true,
    isTsx ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const ctx: FileContext = {
    pkg,
    file,
    sf,
    warnings,
    hints: pkg.typeHints?.[file.path] ?? {},
    isSource: !sf.isDeclarationFile,
  };
  const imports = importedNames(sf);
  const result: DocDeclaration[] = [];
  for (const { candidate, overloads } of candidates(ctx)) {
    if (!isDocumented(candidate.raw)) continue;
    const doc = readDoc(ctx, candidate.node, candidate.raw);
    if (doc.internal) continue;
    // A declaration without @docsCategory is kept with an empty category: `placeUncategorized`
    // puts it on its @docsPage's page when it can and reports it either way.
    // Not exported but documented (the dashboard's `DataTableProps`): the type is still part of a
    // public signature and its authors asked for a page, so it gets one.
    result.push(build(ctx, candidate, overloads, doc, imports));
  }
  return result;
}

/**
 * Declarations with `@docsPage` but no `@docsCategory` join the page of the same name in their
 * package when one exists (with a warning), otherwise they are reported and left out.
 */
export function placeUncategorized(declarations: DocDeclaration[], warnings: Warning[]): DocDeclaration[] {
  const kept: DocDeclaration[] = [];
  for (const d of declarations) {
    if (d.category) {
      kept.push(d);
      continue;
    }
    const file = `${d.packageName}/${d.file}`;
    const host = d.page
      ? declarations.find((o) => o !== d && o.category && o.packageName === d.packageName && (o.page ?? o.name) === d.page)
      : undefined;
    if (host) {
      d.category = host.category;
      d.section = host.section;
      warnings.push({ file, line: d.line, message: `${d.name} has no @docsCategory; placed on its @docsPage "${d.page}" in category "${host.category}"` });
      kept.push(d);
    } else {
      warnings.push({ file, line: d.line, message: `${d.name} has @docsPage/@docsWeight but no @docsCategory, so it gets no page` });
    }
  }
  return kept;
}
