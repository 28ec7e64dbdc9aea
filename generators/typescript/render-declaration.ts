/**
 * MDX for one declaration: heading, facts line, deprecation, description, examples, the exact
 * signature, linked heritage/type lines, then every public member with its own anchor.
 */
import { frameworkRepository } from '../../config/reference-packages';
import type { Anchors, LinkResolver } from './link-resolver';
import type { SiteRoutes } from './site-links';
import { escapeCodeText, escapeInline, fenceFor } from './mdx-escape';
import { renderMarkdown } from './render-markdown';
import { renderStateMachine } from './state-machines';
import type { DocComment, DocDeclaration, DocMember, DocParameter, DocSignature, StateMachineInfo, TypeText, Warning } from './types';

export interface RenderContext {
  resolver: LinkResolver;
  anchors: Anchors;
  warnings: Warning[];
  stateMachines: Map<string, StateMachineInfo>;
  siteRoutes: SiteRoutes;
}

const kindLabels: Record<DocDeclaration['kind'], string> = {
  class: 'class',
  interface: 'interface',
  type: 'type alias',
  enum: 'enum',
  function: 'function',
  variable: 'constant',
};

export function sourceUrl(d: DocDeclaration): string {
  return `https://github.com/${frameworkRepository}/blob/v${d.packageVersion}/${d.repoPath}`;
}

/** Concatenates strings and type texts into one type text (shifting the reference spans). */
export function joinTypeText(parts: (string | TypeText | undefined)[]): TypeText {
  let text = '';
  const refs: TypeText['refs'] = [];
  for (const part of parts) {
    if (part === undefined) continue;
    if (typeof part === 'string') {
      text += part;
      continue;
    }
    for (const r of part.refs) refs.push({ start: r.start + text.length, end: r.end + text.length, name: r.name });
    text += part.text;
  }
  return { text, refs };
}

/** Inline code in which every type name that has a page is a link. */
export function renderTypeText(t: TypeText, ctx: RenderContext, from: DocDeclaration): string {
  let out = '';
  let last = 0;
  for (const ref of t.refs) {
    if (ref.start < last) continue;
    const href = ctx.resolver.resolveType(ref.name, from);
    if (!href) continue;
    out += escapeCodeText(t.text.slice(last, ref.start)) + `[${escapeCodeText(ref.name)}](${href})`;
    last = ref.end;
  }
  out += escapeCodeText(t.text.slice(last));
  // A break starts a new line; lines between the parentheses are indented as in a formatted file.
  const parts = out.split(SIGNATURE_BREAK);
  if (parts.length === 1) return `<code>${out}</code>`;
  const indent = '&nbsp;'.repeat(4);
  return `<code>${parts.map((part, i) => (i === 0 ? part : i === parts.length - 1 ? `<br />${part}` : `<br />${indent}${part}`)).join('')}</code>`;
}

function paramText(p: DocParameter): TypeText {
  return joinTypeText([p.rest ? '...' : '', p.name, p.optional ? '?' : '', p.type ? ': ' : '', p.type]);
}

/** Marks a line break of a signature in type text; renderTypeText turns it into a visible break. */
export const SIGNATURE_BREAK = '\uE000';
/** More parameters than this and a signature shows one per line (a 23-parameter constructor stays readable). */
const PARAMETERS_ON_ONE_LINE = 3;

export function signatureText(name: string, sig: DocSignature, isConstructor = false): TypeText {
  const multiline = sig.parameters.length > PARAMETERS_ON_ONE_LINE;
  const params: (string | TypeText)[] = [];
  sig.parameters.forEach((p, i) => {
    if (i > 0) params.push(multiline ? `,${SIGNATURE_BREAK}` : ', ');
    params.push(paramText(p));
  });
  return joinTypeText([
    isConstructor ? 'constructor' : name,
    sig.typeParameters,
    multiline ? `(${SIGNATURE_BREAK}` : '(',
    ...params,
    multiline ? `${SIGNATURE_BREAK})` : ')',
    sig.returnType ? ': ' : '',
    sig.returnType,
  ]);
}

function md(text: string, ctx: RenderContext, from: DocDeclaration, headingShift: number): string {
  return renderMarkdown(text, { resolver: ctx.resolver, from, warnings: ctx.warnings, headingShift, siteRoutes: ctx.siteRoutes });
}

function deprecation(doc: DocComment, ctx: RenderContext, from: DocDeclaration, headingShift: number): string[] {
  if (doc.deprecated === undefined) return [];
  const body = doc.deprecated === true ? 'This API is deprecated and may be removed in a future release.' : md(doc.deprecated, ctx, from, headingShift);
  return [':::warning Deprecated', body, ':::', ''];
}

/**
 * A default written as code (`LanguageCode.en`, `new DefaultLogger()`) as a type text: each name
 * outside string literals is a candidate reference, linked like the names of a signature (a
 * qualified name by its first part).
 */
export function defaultValueText(value: string): TypeText {
  const text = value.replace(/\s*\n\s*/g, ' ');
  const refs: TypeText['refs'] = [];
  const literals = [...text.matchAll(/(['"`])(?:\\.|(?!\1).)*\1/g)].map((m) => [m.index, m.index + m[0].length] as const);
  for (const match of text.matchAll(/[A-Za-z_$][\w$]*/g)) {
    const start = match.index;
    if (literals.some(([from, to]) => start >= from && start < to) || text[start - 1] === '.') continue;
    refs.push({ start, end: start + match[0].length, name: match[0] });
  }
  return { text, refs };
}

function defaultValue(value: string, ctx: RenderContext, from: DocDeclaration): string {
  const inline = value.includes('`') || value.includes('{@link') ? md(value, ctx, from, 0).replace(/\n+/g, ' ') : renderTypeText(defaultValueText(value), ctx, from);
  return `Default: ${inline}`;
}

function examples(doc: DocComment, ctx: RenderContext, from: DocDeclaration, headingShift: number): string[] {
  if (doc.examples.length === 0) return [];
  return [`**${doc.examples.length > 1 ? 'Examples' : 'Example'}**`, '', ...doc.examples.flatMap((e) => [md(e, ctx, from, headingShift), ''])];
}

function parameterList(params: DocParameter[], ctx: RenderContext, from: DocDeclaration): string[] {
  return params.map((p) => {
    const parts = [`- \`${p.rest ? '...' : ''}${p.name.replace(/`/g, "'")}\``];
    if (p.type) parts.push(renderTypeText(p.type, ctx, from));
    if (p.optional) parts.push('(optional)');
    let line = parts.join(' ');
    if (p.defaultValue) line += ` · default \`${p.defaultValue.replace(/\s*\n\s*/g, ' ').replace(/`/g, "'")}\``;
    if (p.description) line += ` — ${md(p.description, ctx, from, 0).replace(/\n+/g, ' ')}`;
    return line;
  });
}

/**
 * The linked one-line signature, then the parameters (always for functions; for methods only when
 * one of them has a description or a default worth reading) and the `@returns` text.
 */
function signatureDetails(
  name: string,
  sig: DocSignature,
  isConstructor: boolean,
  listAllParams: boolean,
  ctx: RenderContext,
  from: DocDeclaration,
): string[] {
  const out = [renderTypeText(signatureText(name, sig, isConstructor), ctx, from), ''];
  const worthListing = listAllParams ? sig.parameters.length > 0 : sig.parameters.some((p) => p.description || p.defaultValue);
  if (worthListing) out.push('Parameters:', '', ...parameterList(sig.parameters, ctx, from), '');
  if (sig.doc?.returns) out.push(`Returns: ${md(sig.doc.returns, ctx, from, 0).replace(/\n+/g, ' ')}`, '');
  return out;
}

function memberFlags(m: DocMember): string[] {
  const flags: string[] = [];
  if (m.angularBinding === 'input') flags.push('`@Input()`');
  if (m.angularBinding === 'output') flags.push('`@Output()`');
  if (m.static) flags.push('`static`');
  if (m.readonly && m.kind !== 'enum-member') flags.push('`readonly`');
  if (m.optional) flags.push('`optional`');
  return flags;
}

/** What a reader sees of a doc comment; overloads whose keys differ are documented one by one. */
function docKey(doc: DocComment | undefined): string {
  if (!doc) return '';
  return JSON.stringify([doc.description, doc.deprecated, doc.examples, doc.returns, doc.since]);
}

/** True when the overloads of a method or function carry different documentation. */
export function hasPerSignatureDocs(signatures: DocSignature[]): boolean {
  return signatures.length > 1 && new Set(signatures.map((s) => docKey(s.doc))).size > 1;
}

/** One overload with its own deprecation, description and examples (when they differ from `shared`). */
function overloadBlock(
  name: string,
  sig: DocSignature,
  isConstructor: boolean,
  listAllParams: boolean,
  shared: DocComment | undefined,
  level: number,
  ctx: RenderContext,
  d: DocDeclaration,
): string[] {
  const out = signatureDetails(name, sig, isConstructor, listAllParams, ctx, d);
  const doc = sig.doc;
  if (!doc || docKey(doc) === docKey(shared)) return out;
  if (doc.since && doc.since !== shared?.since) out.push(`Since ${escapeInline(doc.since)}`, '');
  if (doc.deprecated !== shared?.deprecated) out.push(...deprecation(doc, ctx, d, level));
  if (doc.description && doc.description !== shared?.description) out.push(md(doc.description, ctx, d, level), '');
  if (JSON.stringify(doc.examples) !== JSON.stringify(shared?.examples ?? [])) out.push(...examples(doc, ctx, d, level));
  return out;
}

/** An empty target for the published reference's anchor, just above the heading it named there. */
function legacyAnchorLine(legacy: string | undefined): string[] {
  return legacy ? [`<span id="${legacy}"></span>`, ''] : [];
}

function renderMember(m: DocMember, d: DocDeclaration, ctx: RenderContext): string[] {
  const anchor = ctx.anchors.member.get(m)!;
  const out = [...legacyAnchorLine(ctx.anchors.legacy.get(m)), `### ${escapeInline(m.name)} {#${anchor}}`, ''];
  // With differently documented overloads each overload carries its own text, and the member-level
  // text below would wrongly apply one overload's description (or deprecation) to all of them.
  const perSignature = hasPerSignatureDocs(m.signatures);
  if (m.value && !m.type) {
    out.push(renderTypeText(joinTypeText([m.name, ' = ', m.value]), ctx, d), '');
  } else if (m.kind === 'enum-member') {
    out.push(renderTypeText({ text: m.name, refs: [] }, ctx, d), '');
  } else if (m.signatures.length > 0) {
    for (const sig of m.signatures) {
      const withDoc = { ...sig, doc: sig.doc ?? m.doc };
      out.push(...(perSignature ? overloadBlock(m.name, withDoc, m.kind === 'constructor', false, undefined, 3, ctx, d) : signatureDetails(m.name, withDoc, m.kind === 'constructor', false, ctx, d)));
    }
  } else {
    out.push(renderTypeText(joinTypeText([m.name, m.optional ? '?' : '', m.type ? ': ' : '', m.type ?? 'unknown']), ctx, d), '');
  }
  const facts = [...memberFlags(m)];
  if (m.doc.default) facts.push(defaultValue(m.doc.default, ctx, d));
  if (m.doc.since && !perSignature) facts.push(`Since ${escapeInline(m.doc.since)}`);
  if (facts.length) out.push(facts.join(' · '), '');
  if (perSignature) return out;
  out.push(...deprecation(m.doc, ctx, d, 3));
  if (m.doc.description) out.push(md(m.doc.description, ctx, d, 3), '');
  out.push(...examples(m.doc, ctx, d, 3));
  return out;
}

function factsLine(d: DocDeclaration): string {
  const parts = [`**${kindLabels[d.kind]}**`, `\`${d.packageName}\``];
  if (d.doc.since) parts.push(`since ${escapeInline(d.doc.since)}`);
  parts.push(`[source](${sourceUrl(d)})`);
  return parts.join(' · ');
}

export function renderDeclaration(d: DocDeclaration, ctx: RenderContext): string {
  const anchor = ctx.anchors.declaration.get(d)!;
  const out: string[] = [...legacyAnchorLine(ctx.anchors.legacy.get(d)), `## ${escapeInline(d.name)} {#${anchor}}`, '', factsLine(d), ''];
  out.push(...deprecation(d.doc, ctx, d, 2));
  if (d.doc.description) out.push(md(d.doc.description, ctx, d, 2), '');
  out.push(...examples(d.doc, ctx, d, 2));

  const fence = fenceFor(d.signature);
  out.push(`${fence}ts title="Signature"`, d.signature, fence, '');

  const lines: string[] = [];
  const linked = (t: TypeText | undefined): boolean => Boolean(t?.refs.some((r) => ctx.resolver.resolveType(r.name, d)));
  if (linked(d.typeParameters)) lines.push(`- Type parameters: ${renderTypeText(d.typeParameters!, ctx, d)}`);
  if (d.extends.length) lines.push(`- Extends: ${d.extends.map((t) => renderTypeText(t, ctx, d)).join(', ')}`);
  if (d.implements.length) lines.push(`- Implements: ${d.implements.map((t) => renderTypeText(t, ctx, d)).join(', ')}`);
  if (d.type && d.members.length === 0 && linked(d.type)) {
    lines.push(`- Type: ${renderTypeText(d.type, ctx, d)}`);
  }
  if (lines.length) out.push(...lines, '');

  if (d.kind === 'function') {
    const perSignature = hasPerSignatureDocs(d.signatures);
    for (const sig of d.signatures) {
      out.push(...(perSignature ? overloadBlock(d.name, sig, false, true, d.doc, 2, ctx, d) : signatureDetails(d.name, sig, false, true, ctx, d)));
    }
  }

  const machine = d.kind === 'type' ? ctx.stateMachines.get(d.name) : undefined;
  if (machine) out.push(...renderStateMachine(machine, d, ctx.anchors.extra.get(d)!.get('transitions')!));

  for (const m of d.members) out.push(...renderMember(m, d, ctx));
  return out.join('\n');
}
