/**
 * Changes between two releases' final GraphQL schemas of one API. graphql-js decides what is
 * breaking (`findBreakingChanges`) or dangerous (`findDangerousChanges`); our own listing adds what
 * it does not report (new types and fields, deprecations, output type changes that break nothing).
 * Each graphql-js finding is joined to our entry for the same element by its coordinate, and a
 * finding we have no entry for (directives) is listed as it is, so none is lost.
 */
import {
  findBreakingChanges,
  findDangerousChanges,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isIntrospectionType,
  isObjectType,
  isSpecifiedScalarType,
  isUnionType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLNamedType,
  type GraphQLSchema,
} from 'graphql';
import type { GraphqlChange, GraphqlElement, Severity } from './types';

type Entry = Omit<GraphqlChange, 'api' | 'severity'>;

const documented = (type: GraphQLNamedType): boolean => !isIntrospectionType(type) && !isSpecifiedScalarType(type);

function typeKind(type: GraphQLNamedType): string {
  if (isObjectType(type)) return 'type';
  if (isInterfaceType(type)) return 'interface';
  if (isUnionType(type)) return 'union';
  if (isEnumType(type)) return 'enum';
  if (isInputObjectType(type)) return 'input';
  return 'scalar';
}

const defaultText = (value: GraphQLArgument | GraphQLInputField): string =>
  value.defaultValue === undefined ? '' : ` = ${JSON.stringify(value.defaultValue)}`;
const valueText = (value: GraphQLArgument | GraphQLInputField): string => `${String(value.type)}${defaultText(value)}`;

function argumentEntries(typeName: string, before: GraphQLField<unknown, unknown>, after: GraphQLField<unknown, unknown>): Entry[] {
  const out: Entry[] = [];
  const field = `${typeName}.${after.name}`;
  const old = new Map(before.args.map((a) => [a.name, a]));
  const base = (arg: string): Pick<Entry, 'element' | 'coordinate' | 'typeName' | 'markCoordinate'> => ({
    element: 'argument',
    coordinate: `${field}(${arg})`,
    typeName,
    markCoordinate: field,
  });
  for (const arg of after.args) {
    const was = old.get(arg.name);
    if (!was) out.push({ ...base(arg.name), kind: 'added', after: valueText(arg) });
    else if (valueText(was) !== valueText(arg)) out.push({ ...base(arg.name), kind: 'changed', before: valueText(was), after: valueText(arg) });
    else if (arg.deprecationReason != null && was.deprecationReason == null) out.push({ ...base(arg.name), kind: 'deprecated', after: arg.deprecationReason });
  }
  for (const arg of before.args) if (!after.args.some((a) => a.name === arg.name)) out.push({ ...base(arg.name), kind: 'removed', before: valueText(arg) });
  return out;
}

interface Member {
  name: string;
  text: string;
  deprecationReason?: string | null;
  field?: GraphQLField<unknown, unknown>;
}

function membersOf(type: GraphQLNamedType): { element: GraphqlElement; members: Member[] } {
  if (isObjectType(type) || isInterfaceType(type)) {
    const members = Object.values(type.getFields()).map((f) => ({
      name: f.name,
      text: `${f.name}${f.args.length ? `(${f.args.map((a) => `${a.name}: ${valueText(a)}`).join(', ')})` : ''}: ${String(f.type)}`,
      deprecationReason: f.deprecationReason,
      field: f,
    }));
    return { element: 'field', members };
  }
  if (isInputObjectType(type)) {
    const members = Object.values(type.getFields()).map((f) => ({ name: f.name, text: `${f.name}: ${valueText(f)}`, deprecationReason: f.deprecationReason }));
    return { element: 'input-field', members };
  }
  if (isEnumType(type)) return { element: 'enum-value', members: type.getValues().map((v) => ({ name: v.name, text: v.name, deprecationReason: v.deprecationReason })) };
  if (isUnionType(type)) return { element: 'union-member', members: type.getTypes().map((t) => ({ name: t.name, text: t.name })) };
  return { element: 'field', members: [] };
}

/** `Union|Member` and `Type|Interface` keep members of a type apart from its fields. */
const memberCoordinate = (typeName: string, element: GraphqlElement, name: string): string =>
  element === 'union-member' || element === 'interface' ? `${typeName}|${name}` : `${typeName}.${name}`;

function typeEntries(before: GraphQLNamedType, after: GraphQLNamedType): Entry[] {
  const name = after.name;
  if (typeKind(before) !== typeKind(after)) {
    return [{ kind: 'changed', element: 'type', coordinate: name, typeName: name, before: `${typeKind(before)} ${name}`, after: `${typeKind(after)} ${name}`, markCoordinate: name }];
  }
  const out: Entry[] = [];
  if ((isObjectType(after) || isInterfaceType(after)) && (isObjectType(before) || isInterfaceType(before))) {
    const was = new Set(before.getInterfaces().map((i) => i.name));
    const now = new Set(after.getInterfaces().map((i) => i.name));
    for (const i of now) if (!was.has(i)) out.push({ kind: 'added', element: 'interface', coordinate: `${name}|${i}`, typeName: name, after: i, markCoordinate: name });
    for (const i of was) if (!now.has(i)) out.push({ kind: 'removed', element: 'interface', coordinate: `${name}|${i}`, typeName: name, before: i, markCoordinate: name });
  }
  const { element, members } = membersOf(after);
  const old = new Map(membersOf(before).members.map((m) => [m.name, m]));
  // A union member is marked on its union; fields and values carry their own mark.
  const markOf = (member: string) => (element === 'union-member' ? name : `${name}.${member}`);
  for (const m of members) {
    const coordinate = memberCoordinate(name, element, m.name);
    const was = old.get(m.name);
    if (!was) {
      out.push({ kind: 'added', element, coordinate, typeName: name, after: m.text, markCoordinate: markOf(m.name) });
      continue;
    }
    if (m.field && was.field) {
      out.push(...argumentEntries(name, was.field, m.field));
      if (String(was.field.type) !== String(m.field.type)) {
        out.push({ kind: 'changed', element, coordinate, typeName: name, before: String(was.field.type), after: String(m.field.type), markCoordinate: markOf(m.name) });
      }
    } else if (was.text !== m.text) {
      out.push({ kind: 'changed', element, coordinate, typeName: name, before: was.text, after: m.text, markCoordinate: markOf(m.name) });
    }
    if (m.deprecationReason != null && was.deprecationReason == null) {
      out.push({ kind: 'deprecated', element, coordinate, typeName: name, after: m.deprecationReason, markCoordinate: markOf(m.name) });
    }
  }
  for (const [memberName, m] of old) {
    if (!members.some((x) => x.name === memberName)) out.push({ kind: 'removed', element, coordinate: memberCoordinate(name, element, memberName), typeName: name, before: m.text });
  }
  return out;
}

/** Our listing of every change, element by element, in alphabetical order of type. */
export function listChanges(before: GraphQLSchema, after: GraphQLSchema): Entry[] {
  const oldTypes = before.getTypeMap();
  const newTypes = after.getTypeMap();
  const names = [...new Set([...Object.keys(oldTypes), ...Object.keys(newTypes)])].sort();
  const out: Entry[] = [];
  for (const name of names) {
    const [was, now] = [oldTypes[name], newTypes[name]];
    if (now && !documented(now)) continue;
    if (was && !documented(was)) continue;
    if (!was) out.push({ kind: 'added', element: 'type', coordinate: name, typeName: name, after: `${typeKind(now)} ${name}`, markCoordinate: name });
    else if (!now) out.push({ kind: 'removed', element: 'type', coordinate: name, typeName: name, before: `${typeKind(was)} ${name}` });
    else out.push(...typeEntries(was, now));
  }
  return out;
}

/** The coordinate a graphql-js finding is about, in our listing's form (see listChanges). */
export function findingCoordinate(description: string): string | undefined {
  const patterns: [RegExp, (m: RegExpExecArray) => string][] = [
    [/^(\w+)\.(\w+) arg (\w+) /, (m) => `${m[1]}.${m[2]}(${m[3]})`],
    [/^An? (?:required|optional) arg (\w+) on (\w+)\.(\w+) was added\.$/, (m) => `${m[2]}.${m[3]}(${m[1]})`],
    [/^An? (?:required|optional) field (\w+) on input type (\w+) was added\.$/, (m) => `${m[2]}.${m[1]}`],
    [/^(\w+) was (?:added to|removed from) union type (\w+)\.$/, (m) => `${m[2]}|${m[1]}`],
    [/^(\w+) was (?:added to|removed from) enum type (\w+)\.$/, (m) => `${m[2]}.${m[1]}`],
    [/^(\w+) added to interfaces implemented by (\w+)\.$/, (m) => `${m[2]}|${m[1]}`],
    [/^(\w+) no longer implements interface (\w+)\.$/, (m) => `${m[1]}|${m[2]}`],
    [/^(\w+)\.(\w+) (?:was removed|changed type from)/, (m) => `${m[1]}.${m[2]}`],
    [/^(?:Standard scalar )?(\w+) (?:was removed|changed from)/, (m) => m[1]],
  ];
  for (const [pattern, coordinate] of patterns) {
    const m = pattern.exec(description);
    if (m) return coordinate(m);
  }
  return undefined;
}

const RANK: Record<Severity, number> = { safe: 0, dangerous: 1, breaking: 2 };

export function diffSchemas(api: string, before: GraphQLSchema, after: GraphQLSchema): GraphqlChange[] {
  const changes: GraphqlChange[] = listChanges(before, after).map((e) => ({ ...e, api, severity: 'safe' }));
  const byCoordinate = new Map(changes.map((c) => [c.coordinate, c]));
  const findings = [
    ...findBreakingChanges(before, after).map((f) => ({ ...f, severity: 'breaking' as const })),
    ...findDangerousChanges(before, after).map((f) => ({ ...f, severity: 'dangerous' as const })),
  ];
  for (const finding of findings) {
    const coordinate = findingCoordinate(finding.description);
    const entry = coordinate ? byCoordinate.get(coordinate) : undefined;
    if (!entry) {
      changes.push({ api, kind: 'changed', element: 'directive', coordinate: coordinate ?? finding.type, typeName: coordinate ?? '', severity: finding.severity, reason: finding.description });
      continue;
    }
    if (RANK[finding.severity] > RANK[entry.severity]) {
      entry.severity = finding.severity;
      entry.reason = finding.description;
    }
  }
  return changes;
}
