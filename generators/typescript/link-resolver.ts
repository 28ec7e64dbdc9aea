/**
 * Anchors for every declaration and member, and resolution of names (from `{@link}` tags and from
 * type references) to `route#anchor`. A name that has no page resolves to nothing, so callers can
 * print plain text instead of a broken link.
 */
import { referencePackages } from '../../config/reference-packages';
import { graphqlTypeHref } from './graphql-type-links';
import type { PageModel } from './pages';
import type { SiteRoutes } from './site-links';
import { toSlug } from './slugs';
import { listsParameters } from './render-declaration';
import type { DocDeclaration, DocMember, DocPage, DocParameter } from './types';

export interface Anchors {
  declaration: Map<DocDeclaration, string>;
  member: Map<DocMember, string>;
  /** Extra anchors a declaration section owns (parameters table, state diagram). */
  extra: Map<DocDeclaration, Map<string, string>>;
  /**
   * The anchor the framework's published reference gave a heading (its name lower-cased:
   * `#orderservice`, `#findone`, a function's parameter `#config`), where it differs from ours and
   * is free on the page; links readers already have keep landing on the right heading.
   */
  legacy: Map<DocDeclaration | DocMember | DocParameter, string>;
}

/** The published reference's anchor for a heading: the name lower-cased, as its slugger made it. */
export function legacyAnchor(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9_-]/g, '');
}

function unique(used: Set<string>, wanted: string): string {
  let anchor = wanted || 'item';
  for (let i = 2; used.has(anchor); i++) anchor = `${wanted}-${i}`;
  used.add(anchor);
  return anchor;
}

export function memberSlug(member: DocMember): string {
  const base = member.kind === 'constructor' ? 'constructor' : toSlug(member.name) || 'member';
  return member.static ? `static-${base}` : base;
}

export function assignAnchors(pages: DocPage[]): Anchors {
  const anchors: Anchors = { declaration: new Map(), member: new Map(), extra: new Map(), legacy: new Map() };
  for (const page of pages) {
    const used = new Set<string>();
    for (const d of page.declarations) anchors.declaration.set(d, unique(used, toSlug(d.name)));
    for (const d of page.declarations) {
      const own = anchors.declaration.get(d)!;
      for (const m of d.members) anchors.member.set(m, unique(used, `${own}-${memberSlug(m)}`));
      const extra = new Map<string, string>();
      extra.set('parameters', unique(used, `${own}-parameters`));
      extra.set('transitions', unique(used, `${own}-transitions`));
      anchors.extra.set(d, extra);
    }
    // After every anchor of our own is taken: the first heading that wants a legacy anchor gets it,
    // then the first listed parameter of that name. The published reference made headings of a
    // function's parameters only, so those come before the parameters of methods.
    const claim = (item: DocDeclaration | DocMember | DocParameter): void => {
      const legacy = legacyAnchor(item.name);
      if (legacy && !used.has(legacy)) {
        used.add(legacy);
        anchors.legacy.set(item, legacy);
      }
    };
    for (const d of page.declarations) [d, ...d.members].forEach(claim);
    for (const d of page.declarations) for (const sig of d.signatures) if (listsParameters(sig, true)) sig.parameters.forEach(claim);
    for (const d of page.declarations) {
      for (const m of d.members) for (const sig of m.signatures) if (listsParameters(sig, false)) sig.parameters.forEach(claim);
    }
  }
  return anchors;
}

export interface LinkTarget {
  href: string;
  declaration: DocDeclaration;
}

const packageOrder = new Map(referencePackages.map((p, i) => [p.name, i]));

export class LinkResolver {
  private byName = new Map<string, DocDeclaration[]>();

  constructor(
    private readonly model: PageModel,
    private readonly anchors: Anchors,
    /** The site's pages and anchors, for names that link to the GraphQL reference. */
    private readonly siteRoutes: SiteRoutes = new Map(),
  ) {
    for (const d of model.pageOf.keys()) {
      const list = this.byName.get(d.name) ?? [];
      list.push(d);
      this.byName.set(d.name, list);
    }
    for (const list of this.byName.values()) {
      list.sort((a, b) => (packageOrder.get(a.packageName) ?? 99) - (packageOrder.get(b.packageName) ?? 99));
    }
  }

  /** The declaration a name means from where it is used: same package first, then same section. */
  declaration(name: string, from?: DocDeclaration): DocDeclaration | undefined {
    const list = this.byName.get(name);
    if (!list || list.length === 0) return undefined;
    if (list.length === 1 || !from) return list[0];
    return (
      list.find((d) => d.packageName === from.packageName) ??
      list.find((d) => d.section === from.section) ??
      list[0]
    );
  }

  href(d: DocDeclaration, member?: DocMember): string {
    const page = this.model.pageOf.get(d)!;
    const anchor = member ? this.anchors.member.get(member) : this.anchors.declaration.get(d);
    return `${page.route}#${anchor}`;
  }

  /**
   * Resolves a `{@link}` target: `Name`, `Name.member` or `Name#member`. A member that cannot be
   * found falls back to its declaration, which still puts the reader in the right place.
   */
  resolveLink(target: string, from?: DocDeclaration): LinkTarget | undefined {
    const [name, memberName] = target.split(/[.#]/, 2);
    const d = this.declaration(name, from);
    if (!d) return undefined;
    const member = memberName ? d.members.find((m) => m.name === memberName.replace(/\(\)$/, '')) : undefined;
    return { href: this.href(d, member), declaration: d };
  }

  /**
   * Link for a type reference in a signature; names imported from third-party modules never link.
   * A GraphQL-generated type without a TypeScript page links to its GraphQL reference entry.
   */
  resolveType(name: string, from?: DocDeclaration): string | undefined {
    if (from?.externalNames.has(name)) return undefined;
    const d = this.declaration(name, from);
    if (d) return this.href(d);
    const api = from?.graphqlNames?.get(name);
    return api ? graphqlTypeHref(name, api, this.siteRoutes) : undefined;
  }
}
