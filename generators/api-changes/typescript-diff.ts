/**
 * Changes between two releases' documented TypeScript declarations, both parsed by the reference
 * generator's own parser: declarations and members added, removed or newly deprecated, and
 * signatures, member types, values and defaults that changed (before → after).
 */
import type { DocDeclaration, DocMember, DocParameter, DocSignature, TypeText } from '../typescript/types';
import type { ChangedAspect, TsChange } from './types';

/** Links of the newer release's entries into this site's reference. */
export interface TsLinks {
  declaration(d: DocDeclaration): string | undefined;
  member(d: DocDeclaration, m: DocMember): string | undefined;
}

const squash = (text: string): string => text.replace(/\s+/g, ' ').trim();
const typeText = (t: TypeText | undefined): string => (t ? squash(t.text) : '');

function signatureLine(name: string, sig: DocSignature): string {
  const params = sig.parameters.map((p) => `${p.rest ? '...' : ''}${p.name}${p.optional ? '?' : ''}${p.type ? `: ${typeText(p.type)}` : ''}${p.defaultValue ? ` = ${squash(p.defaultValue)}` : ''}`);
  return `${name}${typeText(sig.typeParameters)}(${params.join(', ')})${sig.returnType ? `: ${typeText(sig.returnType)}` : ''}`;
}

export function memberKey(m: DocMember): string {
  return m.static ? `static ${m.name}` : m.name;
}

/** A member as one comparable line (per overload), without its documentation or default. */
export function memberText(m: DocMember): string {
  const name = m.kind === 'constructor' ? 'constructor' : m.name;
  if (m.signatures.length) return m.signatures.map((s) => signatureLine(name, s)).join('\n');
  if (m.kind === 'enum-member') return m.value ? `${m.name} = ${typeText(m.value)}` : m.name;
  if (m.value && !m.type) return `${m.readonly ? 'readonly ' : ''}${m.name} = ${typeText(m.value)}`;
  return `${m.readonly ? 'readonly ' : ''}${m.name}${m.optional ? '?' : ''}: ${typeText(m.type) || 'unknown'}`;
}

/** The declaration without its members: the head of a class, interface or enum, else its whole signature. */
export function declarationText(d: DocDeclaration): string {
  if (d.kind === 'function') return d.signatures.map((s) => signatureLine(d.name, s)).join('\n');
  if (d.members.length || d.kind === 'class' || d.kind === 'interface' || d.kind === 'enum') {
    const body = d.signature.indexOf('{');
    return squash(body < 0 ? d.signature : d.signature.slice(0, body));
  }
  return squash(d.signature);
}

const defaultOf = (m: DocMember): string | undefined => {
  const value = m.doc.default ?? m.initialValue;
  return value === undefined ? undefined : squash(value);
};

/** The first sentence of a deprecation notice, without link syntax. */
export function deprecationNote(text: string | true | undefined): string | undefined {
  if (text === undefined || text === true) return undefined;
  const plain = squash(text.replace(/\{@link\s+([^}|\s]+)(?:[\s|]+([^}]*))?\}/g, (_, target: string, label?: string) => label?.trim() || target));
  // A sentence ends before a capital letter, and not at "e.g." or "i.e.".
  const sentence = /^(.*?(?<!\b(?:e\.g|i\.e))[.!?])(?=\s+[A-Z]|$)/.exec(plain)?.[1] ?? plain;
  return sentence || undefined;
}

const parameterText = (p: DocParameter): string => `${p.rest ? '...' : ''}${p.name}${p.optional ? '?' : ''}${p.type ? `: ${typeText(p.type)}` : ''}`;

/**
 * What a long signature change amounts to, when both sides have one signature: the parameters
 * added and removed (by name), so a reader need not compare two constructor lines by eye.
 */
export function parameterDetail(before: DocSignature[], after: DocSignature[]): TsChange['parameters'] {
  if (before.length !== 1 || after.length !== 1) return undefined;
  const [was, now] = [before[0].parameters, after[0].parameters];
  const added = now.filter((p) => !was.some((q) => q.name === p.name)).map(parameterText);
  const removed = was.filter((p) => !now.some((q) => q.name === p.name)).map(parameterText);
  return added.length || removed.length ? { added, removed } : undefined;
}

function byKey<T>(items: T[], key: (item: T) => string): Map<string, T> {
  const map = new Map<string, T>();
  for (const item of items) if (!map.has(key(item))) map.set(key(item), item);
  return map;
}

const declarationKey = (d: DocDeclaration): string => `${d.packageName}:${d.name}`;

function memberChanges(before: DocDeclaration, after: DocDeclaration, links: TsLinks, base: Omit<TsChange, 'kind'>): TsChange[] {
  const out: TsChange[] = [];
  const old = byKey(before.members, memberKey);
  const now = byKey(after.members, memberKey);
  const entry = (kind: TsChange['kind'], m: DocMember, extra: Partial<TsChange> = {}): TsChange => ({
    ...base,
    kind,
    member: memberKey(m),
    memberKind: m.kind,
    ...extra,
  });
  for (const [key, m] of now) {
    const href = links.member(after, m);
    const was = old.get(key);
    if (!was) {
      out.push(entry('added', m, { after: memberText(m), ...(href ? { href } : {}) }));
      continue;
    }
    const changed = (aspect: ChangedAspect, from: string | undefined, to: string | undefined) =>
      out.push(entry('changed', m, { aspect, ...(from !== undefined ? { before: from } : {}), ...(to !== undefined ? { after: to } : {}), ...(href ? { href } : {}) }));
    const [textBefore, textAfter] = [memberText(was), memberText(m)];
    if (textBefore !== textAfter) {
      changed(m.kind === 'enum-member' ? 'value' : m.signatures.length ? 'signature' : 'type', textBefore, textAfter);
      const parameters = parameterDetail(was.signatures, m.signatures);
      if (parameters) out[out.length - 1].parameters = parameters;
    }
    if (defaultOf(was) !== defaultOf(m)) changed('default', defaultOf(was), defaultOf(m));
    if (m.doc.deprecated !== undefined && was.doc.deprecated === undefined) {
      const note = deprecationNote(m.doc.deprecated);
      out.push(entry('deprecated', m, { ...(note ? { note } : {}), ...(href ? { href } : {}) }));
    }
    if (m.doc.deprecated === undefined && was.doc.deprecated !== undefined) changed('undeprecated', undefined, undefined);
  }
  for (const [key, m] of old) if (!now.has(key)) out.push(entry('removed', m, { before: memberText(m) }));
  return out;
}

/** Every change from `before` to `after` (declarations of all documented packages of each release). */
export function diffDeclarations(before: DocDeclaration[], after: DocDeclaration[], links: TsLinks): TsChange[] {
  const old = byKey(before, declarationKey);
  const now = byKey(after, declarationKey);
  const out: TsChange[] = [];
  const base = (d: DocDeclaration): Omit<TsChange, 'kind'> => ({
    packageName: d.packageName,
    section: d.section,
    category: d.category,
    declaration: d.name,
    declarationKind: d.kind,
  });
  for (const [key, d] of now) {
    const href = links.declaration(d);
    const withHref = href ? { href } : {};
    const was = old.get(key);
    if (!was) {
      out.push({ ...base(d), kind: 'added', after: declarationText(d), ...withHref });
      continue;
    }
    const [textBefore, textAfter] = [declarationText(was), declarationText(d)];
    if (textBefore !== textAfter) out.push({ ...base(d), kind: 'changed', aspect: 'signature', before: textBefore, after: textAfter, ...withHref });
    if (d.doc.deprecated !== undefined && was.doc.deprecated === undefined) {
      const note = deprecationNote(d.doc.deprecated);
      out.push({ ...base(d), kind: 'deprecated', ...(note ? { note } : {}), ...withHref });
    }
    if (d.doc.deprecated === undefined && was.doc.deprecated !== undefined) out.push({ ...base(d), kind: 'changed', aspect: 'undeprecated', ...withHref });
    out.push(...memberChanges(was, d, links, base(d)));
  }
  for (const [key, d] of old) if (!now.has(key)) out.push({ ...base(d), kind: 'removed', before: declarationText(d) });
  return out;
}
