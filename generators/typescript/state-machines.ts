/**
 * The order, payment, refund and fulfillment state machines as the release ships them: the
 * `transitions` object of each default process in @vendure/core's compiled JavaScript, read
 * syntactically (the state type alone lists only the core states, the process adds the rest).
 */
import ts from 'typescript';
import type { DocDeclaration, StateMachineInfo, TypeText } from './types';

function propertyName(name: ts.PropertyName): string | undefined {
  if (ts.isIdentifier(name) || ts.isStringLiteral(name)) return name.text;
  return undefined;
}

/**
 * Finds `transitions: { State: { to: [...] } }` inside the declaration of `processName`
 * (a variable or function of that name) and returns it, or an error message.
 */
export function readTransitions(fileName: string, text: string, processName: string): Record<string, string[]> | string {
  const sf = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  let scope: ts.Node | undefined;
  const findScope = (node: ts.Node): void => {
    if (scope) return;
    if (ts.isFunctionDeclaration(node) && node.name?.text === processName) scope = node;
    else if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text === processName) scope = node;
    else if (
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
      ts.isPropertyAccessExpression(node.left) &&
      node.left.name.text === processName &&
      ts.isObjectLiteralExpression(node.right)
    ) {
      scope = node.right; // CommonJS: exports.defaultPaymentProcess = { ... }
    }
    ts.forEachChild(node, findScope);
  };
  findScope(sf);
  if (!scope) return `${processName} not found in ${fileName}`;
  let literal: ts.ObjectLiteralExpression | undefined;
  const findTransitions = (node: ts.Node): void => {
    if (literal) return;
    if (ts.isPropertyAssignment(node) && propertyName(node.name) === 'transitions' && ts.isObjectLiteralExpression(node.initializer)) {
      literal = node.initializer;
      return;
    }
    ts.forEachChild(node, findTransitions);
  };
  findTransitions(scope);
  if (!literal) return `no "transitions" object in ${processName} (${fileName})`;
  const transitions: Record<string, string[]> = {};
  for (const prop of literal.properties) {
    if (!ts.isPropertyAssignment(prop) || !ts.isObjectLiteralExpression(prop.initializer)) continue;
    const from = propertyName(prop.name);
    const to = prop.initializer.properties.find((p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && propertyName(p.name) === 'to');
    if (!from || !to || !ts.isArrayLiteralExpression(to.initializer)) {
      return `unexpected shape of transition ${prop.name.getText(sf)} in ${fileName}`;
    }
    transitions[from] = to.initializer.elements.filter(ts.isStringLiteral).map((e) => e.text);
  }
  return transitions;
}

/** String literal members of a union type text such as `'Created' | 'Draft' | keyof X`. */
export function literalStates(type: TypeText | undefined): string[] {
  if (!type) return [];
  return [...type.text.matchAll(/(['"])([^'"]+)\1/g)].map((m) => m[2]);
}

export function allStates(machine: StateMachineInfo, stateType?: DocDeclaration): string[] {
  const states: string[] = [];
  const add = (s: string): void => {
    if (!states.includes(s)) states.push(s);
  };
  Object.keys(machine.transitions).forEach(add);
  Object.values(machine.transitions).flat().forEach(add);
  literalStates(stateType?.type).forEach(add);
  return states;
}

export function renderStateMachine(machine: StateMachineInfo, stateType: DocDeclaration, anchor: string): string[] {
  const states = allStates(machine, stateType);
  const initial = Object.keys(machine.transitions)[0];
  const rows = states.map((s) => {
    const to = machine.transitions[s];
    const cell = to === undefined ? '(not in the default process)' : to.length ? to.map((t) => `\`${t}\``).join(', ') : '— (final state)';
    return `| \`${s}\` | ${cell} |`;
  });
  const diagram = ['stateDiagram-v2', `    [*] --> ${initial}`];
  for (const [from, tos] of Object.entries(machine.transitions)) {
    for (const to of tos) diagram.push(`    ${from} --> ${to}`);
    if (tos.length === 0) diagram.push(`    ${from} --> [*]`);
  }
  return [
    `### States and transitions {#${anchor}}`,
    '',
    `These are the ${states.length} states of \`${stateType.name}\` in this release and the transitions that \`${machine.processName}\` allows between them (as defined in the published package). A custom process can add states and transitions of its own.`,
    '',
    '| State | Can transition to |',
    '| --- | --- |',
    ...rows,
    '',
    '```mermaid',
    ...diagram,
    '```',
    '',
  ];
}
