/**
 * What a declaration file leaves out of a class's members, read from the JavaScript the package
 * ships: the `default` of a TypeORM column and the `@Calculated()` marker, which the compiler keeps
 * as `__decorate([...], Entity.prototype, "name", ...)` calls, and the initial value of a field
 * (`this.invert = false;` in a constructor, or `invert = false;` as a class field).
 *
 * Values are read from the syntax tree, never evaluated: a value is shown only when it is a
 * constant a reader can use as written (a literal, an enum member, a list or object of those).
 */
import ts from 'typescript';

export interface CompiledMember {
  /** The `default` of the member's column, as code (`true`, `GlobalFlag.INHERIT`). */
  columnDefault?: string;
  /** Decorated with `@Calculated()`: derived on read, not stored. */
  calculated?: boolean;
}

/** Members per class name. */
export type CompiledMembers = Map<string, Map<string, CompiledMember>>;

/** Decorators whose options object gives a column its `default` (TypeORM's columns, Vendure's `@Money()`). */
const COLUMN_DECORATOR = /^(Column|PrimaryColumn|Money)$/;

function parseScript(fileName: string, text: string): ts.SourceFile {
  return ts.createSourceFile(fileName, text, { languageVersion: ts.ScriptTarget.Latest, jsDocParsingMode: ts.JSDocParsingMode.ParseNone }, true, ts.ScriptKind.JS);
}

/**
 * Names that stand for a whole module: `const typeorm_1 = require("typeorm")` in CommonJS output,
 * `import * as i0 from '@angular/core'` in an ES module. A value written as `typeorm_1.X.Y` reads
 * `X.Y` in the source.
 */
function moduleBindings(sf: ts.SourceFile): Set<string> {
  const names = new Set<string>();
  for (const statement of sf.statements) {
    if (ts.isImportDeclaration(statement)) {
      const bindings = statement.importClause?.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) names.add(bindings.name.text);
    } else if (ts.isVariableStatement(statement)) {
      for (const d of statement.declarationList.declarations) {
        const init = d.initializer;
        const isRequire = init && ts.isCallExpression(init) && ts.isIdentifier(init.expression) && init.expression.text === 'require';
        const isImportHelper = init && ts.isCallExpression(init) && ts.isIdentifier(init.expression) && /^__import(Star|Default)$/.test(init.expression.text);
        if (ts.isIdentifier(d.name) && (isRequire || isImportHelper)) names.add(d.name.text);
      }
    }
  }
  return names;
}

/** Names declared at the top of a file (imports, classes, functions, variables, enums). */
function topLevelNames(sf: ts.SourceFile): Set<string> {
  const names = new Set<string>();
  for (const statement of sf.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      if (clause?.name) names.add(clause.name.text);
      const bindings = clause?.namedBindings;
      if (bindings && ts.isNamedImports(bindings)) for (const el of bindings.elements) names.add(el.name.text);
    } else if (ts.isVariableStatement(statement)) {
      for (const d of statement.declarationList.declarations) if (ts.isIdentifier(d.name)) names.add(d.name.text);
    } else if ((ts.isClassDeclaration(statement) || ts.isFunctionDeclaration(statement) || ts.isEnumDeclaration(statement)) && statement.name) {
      names.add(statement.name.text);
    }
  }
  return names;
}

/** The names a constant may refer to: module namespaces (dropped when printed) and the file's own top-level names. */
export interface Scope {
  modules: ReadonlySet<string>;
  topLevel: ReadonlySet<string>;
}

export function scopeOf(sf: ts.SourceFile): Scope {
  return { modules: moduleBindings(sf), topLevel: topLevelNames(sf) };
}

/**
 * The source text of a constant value, or undefined for anything else (calls, functions, `this`,
 * parameters, spread): `generated_types_1.GlobalFlag.INHERIT` reads `GlobalFlag.INHERIT`.
 */
export function constantText(node: ts.Expression, sf: ts.SourceFile, scope: Scope): string | undefined {
  const modules = scope.modules;
  if (ts.isParenthesizedExpression(node)) return constantText(node.expression, sf, scope);
  if (
    ts.isStringLiteral(node) ||
    ts.isNumericLiteral(node) ||
    ts.isNoSubstitutionTemplateLiteral(node) ||
    ts.isBigIntLiteral(node) ||
    node.kind === ts.SyntaxKind.TrueKeyword ||
    node.kind === ts.SyntaxKind.FalseKeyword ||
    node.kind === ts.SyntaxKind.NullKeyword
  ) {
    return node.getText(sf);
  }
  if (ts.isPrefixUnaryExpression(node) && (node.operator === ts.SyntaxKind.MinusToken || node.operator === ts.SyntaxKind.PlusToken)) {
    return ts.isNumericLiteral(node.operand) ? node.getText(sf) : undefined;
  }
  // A parameter or local would read as a name the page cannot explain.
  if (ts.isIdentifier(node)) return scope.topLevel.has(node.text) && !modules.has(node.text) ? node.text : undefined;
  if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.name)) {
    if (ts.isIdentifier(node.expression) && modules.has(node.expression.text)) return node.name.text;
    const left = constantText(node.expression, sf, scope);
    return left && /^[\w$.]+$/.test(left) ? `${left}.${node.name.text}` : undefined;
  }
  if (ts.isArrayLiteralExpression(node)) {
    const items = node.elements.map((e) => constantText(e, sf, scope));
    return items.every((i) => i !== undefined) ? `[${items.join(', ')}]` : undefined;
  }
  if (ts.isObjectLiteralExpression(node)) {
    const props = node.properties.map((p) => {
      if (!ts.isPropertyAssignment(p) || ts.isComputedPropertyName(p.name)) return undefined;
      const value = constantText(p.initializer, sf, scope);
      return value === undefined ? undefined : `${p.name.getText(sf)}: ${value}`;
    });
    if (!props.every((p) => p !== undefined)) return undefined;
    return props.length ? `{ ${props.join(', ')} }` : '{}';
  }
  return undefined;
}

/** `Column` for `(0, typeorm_1.Column)`, `typeorm_1.Column` and `Column` alike. */
function calleeName(expression: ts.Expression): string | undefined {
  if (ts.isParenthesizedExpression(expression)) {
    const inner = expression.expression;
    return ts.isBinaryExpression(inner) && inner.operatorToken.kind === ts.SyntaxKind.CommaToken ? calleeName(inner.right) : calleeName(inner);
  }
  if (ts.isPropertyAccessExpression(expression)) return expression.name.text;
  if (ts.isIdentifier(expression)) return expression.text;
  return undefined;
}

function columnDefault(call: ts.CallExpression, sf: ts.SourceFile, scope: Scope): string | undefined {
  for (const arg of call.arguments) {
    if (!ts.isObjectLiteralExpression(arg)) continue;
    const prop = arg.properties.find((p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && p.name.getText(sf) === 'default');
    if (prop) return constantText(prop.initializer, sf, scope);
  }
  return undefined;
}

function member(map: CompiledMembers, className: string, name: string): CompiledMember {
  const members = map.get(className) ?? new Map<string, CompiledMember>();
  map.set(className, members);
  const found = members.get(name) ?? {};
  members.set(name, found);
  return found;
}

/**
 * The column defaults and `@Calculated()` members of the classes in one compiled file, from the
 * compiler's `__decorate([decorators], Class.prototype, "member", ...)` calls.
 */
export function readDecoratedMembers(fileName: string, js: string): CompiledMembers {
  const result: CompiledMembers = new Map();
  if (!js.includes('__decorate')) return result;
  const sf = parseScript(fileName, js);
  const scope = scopeOf(sf);
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === '__decorate' && node.arguments.length >= 3) {
      const [decorators, target, key] = node.arguments;
      const owner = ts.isPropertyAccessExpression(target) && target.name.text === 'prototype' && ts.isIdentifier(target.expression) ? target.expression.text : undefined;
      if (owner && ts.isStringLiteral(key) && ts.isArrayLiteralExpression(decorators)) {
        for (const decorator of decorators.elements) {
          if (!ts.isCallExpression(decorator)) continue;
          const name = calleeName(decorator.expression);
          if (name === 'Calculated') member(result, owner, key.text).calculated = true;
          if (name && COLUMN_DECORATOR.test(name)) {
            const value = columnDefault(decorator, sf, scope);
            if (value !== undefined) member(result, owner, key.text).columnDefault = value;
          }
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return result;
}

function className(node: ts.ClassLikeDeclaration): string | undefined {
  if (node.name) return node.name.text;
  const parent = node.parent;
  return ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name) ? parent.name.text : undefined;
}

/** `this.name = value;` as a statement of its own. */
function thisAssignment(statement: ts.Statement): { name: string; value: ts.Expression } | undefined {
  if (!ts.isExpressionStatement(statement)) return undefined;
  const e = statement.expression;
  if (!ts.isBinaryExpression(e) || e.operatorToken.kind !== ts.SyntaxKind.EqualsToken) return undefined;
  const left = e.left;
  if (!ts.isPropertyAccessExpression(left) || left.expression.kind !== ts.SyntaxKind.ThisKeyword || !ts.isIdentifier(left.name)) return undefined;
  return { name: left.name.text, value: e.right };
}

/**
 * The initial value of each instance field of the classes in a compiled file: class fields with an
 * initializer, and the `this.x = value;` statements a constructor starts with where the compiler
 * moved them. Only constants count (see `constantText`); a class name defined twice in the file
 * with different values is left out, since the declaration it belongs to cannot be told.
 */
export function readFieldInitializers(fileName: string, js: string): Map<string, Map<string, string>> {
  const sf = parseScript(fileName, js);
  const scope = scopeOf(sf);
  const result = new Map<string, Map<string, string>>();
  const ambiguous = new Set<string>();
  const visit = (node: ts.Node): void => {
    if (ts.isClassDeclaration(node) || ts.isClassExpression(node)) {
      const name = className(node);
      if (name) {
        const fields = new Map<string, string>();
        for (const m of node.members) {
          const isStatic = ts.canHaveModifiers(m) && (ts.getModifiers(m) ?? []).some((mod) => mod.kind === ts.SyntaxKind.StaticKeyword);
          if (ts.isPropertyDeclaration(m) && !isStatic && m.initializer && ts.isIdentifier(m.name)) {
            const value = constantText(m.initializer, sf, scope);
            if (value !== undefined && !fields.has(m.name.text)) fields.set(m.name.text, value);
          }
          if (ts.isConstructorDeclaration(m) && m.body) {
            for (const statement of m.body.statements) {
              const assignment = thisAssignment(statement);
              if (!assignment || fields.has(assignment.name)) continue;
              const value = constantText(assignment.value, sf, scope);
              if (value !== undefined) fields.set(assignment.name, value);
            }
          }
        }
        const before = result.get(name);
        if (before && JSON.stringify([...before]) !== JSON.stringify([...fields])) ambiguous.add(name);
        result.set(name, fields);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  for (const name of ambiguous) result.delete(name);
  return result;
}
