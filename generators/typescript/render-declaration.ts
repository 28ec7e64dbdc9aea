/**
 * MDX for one declaration: heading, facts line, deprecation, description, examples, the exact
 * signature, linked heritage/type lines, then every public member with its own anchor.
 */
import { frameworkRepository } from '../../config/reference-packages';
import type { Anchors, LinkResolver } from './link-resolver';
import type { SiteRoutes } from './site-links';
import { escapeCodeText, escapeInline, fenceFor } from './mdx-escape';
import { renderMarkdown } from './render-markdown';
import { PARAMETERS_ON_ONE_LINE, signatureBlock, signatureStatements } from './signature-block';
import { renderStateMachine } from './state-machines';
import type { DocComment, DocDeclaration, DocMember, DocParameter, DocSignature, StateMachineInfo, TypeText, Warning } from './types';
import { markHtml } from '../api-changes/markdown';
import { withSince } from '../api-changes/marks';
import { memberKey } from '../api-changes/typescript-diff';
import { tsMarkKey, type ReleaseMarks } from '../api-changes/types';

export interface RenderContext {
  resolver: LinkResolver;
  anchors: Anchors;
  warnings: Warning[];
  stateMachines: Map<string, StateMachineInfo>;
  siteRoutes: SiteRoutes;
  /** Release-comparison marks by `tsMarkKey` ("Added in 3.7"), when the comparison ran. */
  marks?: ReleaseMarks['typescript'];
}

/** The marks of a declaration or member, `@since` taken into account; a deprecation only while it lasts. */
function marksOf(ctx: RenderContext, d: DocDeclaration, member: DocMember | undefined): string[] {
  const doc = member ? member.doc : d.doc;
  const marks = ctx.marks?.[tsMarkKey(d.packageName, d.name, member ? memberKey(member) : undefined)] ?? [];
  return marks.filter((m) => m.kind !== 'deprecated' || doc.deprecated !== undefined).map((m) => markHtml(withSince(m, doc.since)));
}

/** How a declaration's kind reads in prose (also in the release comparison, generators/api-changes). */
export const kindLabels: Record<DocDeclaration['kind'], string> = {
  class: 'class',
  interface: 'interface',
  type: 'type alias',
  enum: 'enum',
  function: 'function',
  variable: 'constant',
};

/** The declaration's source file at the release tag, at its line where that is known. */
export function sourceUrl(d: DocDeclaration): string {
  const line = d.sourceLine === undefined ? '' : `#L${d.sourceLine}`;
  return `https://github.com/${frameworkRepository}/blob/v${d.packageVersion}/${d.repoPath}${line}`;
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
    // The published reference's anchor of the parameter (`#config`), where the page has it free.
    const legacy = ctx.anchors.legacy.get(p);
    const target = legacy ? `<span id="${legacy}"></span>` : '';
    const parts = [`- ${target}\`${p.rest ? '...' : ''}${p.name.replace(/`/g, "'")}\``];
    if (p.type) parts.push(renderTypeText(p.type, ctx, from));
    if (p.optional) parts.push('(optional)');
    let line = parts.join(' ');
    if (p.defaultValue) line += ` · default \`${p.defaultValue.replace(/\s*\n\s*/g, ' ').replace(/`/g, "'")}\``;
    if (p.description) line += ` — ${md(p.description, ctx, from, 0).replace(/\n+/g, ' ')}`;
    return line;
  });
}

/**
 * Whether a signature's parameters are listed under it: always a function's; a method's only when
 * one of them has a description or a default worth reading.
 */
export function listsParameters(sig: DocSignature, isFunction: boolean): boolean {
  return isFunction ? sig.parameters.length > 0 : sig.parameters.some((p) => p.description || p.defaultValue);
}

/**
 * The signature (`lead`: a linked line of code, or a function's signature block), then the
 * parameters (see `listsParameters`) and the `@returns` text.
 */
function signatureDetails(lead: string, sig: DocSignature, isFunction: boolean, ctx: RenderContext, from: DocDeclaration): string[] {
  const out = [lead, ''];
  if (listsParameters(sig, isFunction)) out.push('Parameters:', '', ...parameterList(sig.parameters, ctx, from), '');
  if (sig.doc?.returns) out.push(`Returns: ${md(sig.doc.returns, ctx, from, 0).replace(/\n+/g, ' ')}`, '');
  return out;
}

function memberFlags(m: DocMember): string[] {
  const flags: string[] = [];
  if (m.angularBinding === 'input') flags.push('`@Input()`');
  if (m.angularBinding === 'output') flags.push('`@Output()`');
  if (m.calculated) flags.push('`@Calculated()`');
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

/**
 * One overload with its own deprecation, description and examples (when they differ from `shared`);
 * `level` is the heading level of what it belongs to, below which its doc comment's headings go.
 */
function overloadBlock(
  lead: string,
  sig: DocSignature,
  isFunction: boolean,
  shared: DocComment | undefined,
  level: number,
  ctx: RenderContext,
  d: DocDeclaration,
): string[] {
  const out = signatureDetails(lead, sig, isFunction, ctx, d);
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

/** A member's heading (h3, below its declaration's h2), its signature or type, facts, and documentation. */
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
      const lead = renderTypeText(signatureText(m.name, withDoc, m.kind === 'constructor'), ctx, d);
      out.push(...(perSignature ? overloadBlock(lead, withDoc, false, undefined, 3, ctx, d) : signatureDetails(lead, withDoc, false, ctx, d)));
    }
  } else {
    out.push(renderTypeText(joinTypeText([m.name, m.optional ? '?' : '', m.type ? ': ' : '', m.type ?? 'unknown']), ctx, d), '');
  }
  const facts = [...memberFlags(m)];
  // What the doc comment says wins over what the compiled code starts the member with.
  const initial = m.doc.default ?? m.initialValue;
  if (initial) facts.push(defaultValue(initial, ctx, d));
  if (m.doc.since && !perSignature) facts.push(`Since ${escapeInline(m.doc.since)}`);
  facts.push(...marksOf(ctx, d, m));
  if (facts.length) out.push(facts.join(' · '), '');
  if (perSignature) return out;
  out.push(...deprecation(m.doc, ctx, d, 3));
  if (m.doc.description) out.push(md(m.doc.description, ctx, d, 3), '');
  out.push(...examples(m.doc, ctx, d, 3));
  return out;
}

/** `class`, `type alias`… as the heading of a declaration that has a page of its own. */
function kindHeading(d: DocDeclaration): string {
  const label = kindLabels[d.kind];
  return label[0].toUpperCase() + label.slice(1);
}

/** Package, since and source link; the kind too, unless the heading is the kind. */
function factsLine(d: DocDeclaration, kindInHeading: boolean, ctx: RenderContext): string {
  const parts = kindInHeading ? [] : [`**${kindLabels[d.kind]}**`];
  parts.push(`\`${d.packageName}\``);
  if (d.doc.since) parts.push(`since ${escapeInline(d.doc.since)}`);
  parts.push(...marksOf(ctx, d, undefined));
  parts.push(`[source](${sourceUrl(d)})`);
  return parts.join(' · ');
}

/**
 * The h2 that opens a declaration and carries its anchor. Among several declarations it is the
 * name; on a page of its own the page's title already is the name, so the h2 is the kind line
 * instead (`Class`), which keeps the anchor on a heading and the members at h3 below it.
 */
function declarationHeading(d: DocDeclaration, ownPage: boolean, ctx: RenderContext): string[] {
  const anchor = ctx.anchors.declaration.get(d)!;
  const text = ownPage ? kindHeading(d) : escapeInline(d.name);
  return [...legacyAnchorLine(ctx.anchors.legacy.get(d)), `## ${text} {#${anchor}}`, '', factsLine(d, ownPage, ctx), ''];
}

/**
 * The signature of a class, interface or enum as code, with linked lines for what it builds on;
 * of a function, constant or type alias as one signature block with its type names linked (a
 * function's comes per overload, with its parameters, further down).
 */
function signatureSection(d: DocDeclaration, ctx: RenderContext): string[] {
  const hrefOf = (name: string) => ctx.resolver.resolveType(name, d);
  if (d.kind === 'function') return [];
  if (d.kind === 'variable' || d.kind === 'type') return [...signatureStatements(d.signature).map((code) => signatureBlock(code, hrefOf)), ''];
  const fence = fenceFor(d.signature);
  const out = [`${fence}ts title="Signature"`, d.signature, fence, ''];
  const lines: string[] = [];
  if (d.typeParameters?.refs.some((r) => hrefOf(r.name))) lines.push(`- Type parameters: ${renderTypeText(d.typeParameters, ctx, d)}`);
  if (d.extends.length) lines.push(`- Extends: ${d.extends.map((t) => renderTypeText(t, ctx, d)).join(', ')}`);
  if (d.implements.length) lines.push(`- Implements: ${d.implements.map((t) => renderTypeText(t, ctx, d)).join(', ')}`);
  if (lines.length) out.push(...lines, '');
  return out;
}

/** Each overload of a function: its signature block, parameters and what it returns. */
function functionOverloads(d: DocDeclaration, ctx: RenderContext): string[] {
  const hrefOf = (name: string) => ctx.resolver.resolveType(name, d);
  const statements = signatureStatements(d.signature);
  const perSignature = hasPerSignatureDocs(d.signatures);
  return d.signatures.flatMap((sig, i) => {
    // One printed statement per overload; should they ever disagree, the linked line still shows it.
    const lead = statements.length === d.signatures.length ? signatureBlock(statements[i], hrefOf) : renderTypeText(signatureText(d.name, sig), ctx, d);
    return perSignature ? overloadBlock(lead, sig, true, d.doc, 2, ctx, d) : signatureDetails(lead, sig, true, ctx, d);
  });
}

/** @param ownPage the declaration is the page's only one and its title (the h2 is then its kind) */
export function renderDeclaration(d: DocDeclaration, ctx: RenderContext, ownPage = false): string {
  const out: string[] = declarationHeading(d, ownPage, ctx);
  out.push(...deprecation(d.doc, ctx, d, 2));
  if (d.doc.description) out.push(md(d.doc.description, ctx, d, 2), '');
  out.push(...examples(d.doc, ctx, d, 2));
  out.push(...signatureSection(d, ctx));
  if (d.kind === 'function') out.push(...functionOverloads(d, ctx));

  const machine = d.kind === 'type' ? ctx.stateMachines.get(d.name) : undefined;
  if (machine) out.push(...renderStateMachine(machine, d, ctx.anchors.extra.get(d)!.get('transitions')!));

  for (const m of d.members) out.push(...renderMember(m, d, ctx));
  return out.join('\n');
}
