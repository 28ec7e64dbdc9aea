/**
 * Groups declarations into pages (one per `@docsPage`, else one per declaration) and pages into
 * the category tree of each section, and reports anything that would make two things share a
 * route or an anchor.
 */
import { categoryLabelOverrides, defaultDocsWeight, type ReferenceSection } from '../../config/reference-packages';
import { categoryLabel, categoryLocation, categoryRoute, toSlug } from './slugs';
import type { DocCategory, DocDeclaration, DocPage, Warning } from './types';

export interface PageModel {
  pages: DocPage[];
  /** Root categories per section. */
  categories: Map<ReferenceSection, DocCategory[]>;
  pageOf: Map<DocDeclaration, DocPage>;
  /** Two declarations of the same name on one page, or a page and a category on one route. */
  collisions: string[];
}

export function declarationLabel(d: DocDeclaration): string {
  return `${d.name} (${d.packageName}/${d.file}:${d.line})`;
}

function compareNames(a: string, b: string): number {
  const la = a.toLowerCase();
  const lb = b.toLowerCase();
  return la < lb ? -1 : la > lb ? 1 : a < b ? -1 : a > b ? 1 : 0;
}

export function comparePages(a: DocPage, b: DocPage): number {
  return a.weight - b.weight || compareNames(a.title, b.title);
}

/** Declarations on a page: by `@docsWeight`, then as they appear in the source. */
function compareOnPage(a: DocDeclaration, b: DocDeclaration): number {
  const wa = a.weight ?? defaultDocsWeight;
  const wb = b.weight ?? defaultDocsWeight;
  return wa - wb || compareNames(a.file, b.file) || a.line - b.line;
}

/** A `@docsPage` written as a slug (`page-blocks`) reads as a title (`Page Blocks`); names stay as written. */
export function pageTitle(docsPage: string): string {
  return /^[a-z0-9]+(-[a-z0-9]+)+$/.test(docsPage) ? docsPage.split('-').map((w) => w[0].toUpperCase() + w.slice(1)).join(' ') : docsPage;
}

/**
 * On a page of equally weighted declarations, the one the others serve comes first, and its
 * description becomes the page's summary. That is the declaration the `@docsPage` is named after
 * (the `OrderCodeStrategy` interface before `DefaultOrderCodeStrategy`, `FulfillmentProcess` before
 * the `defaultFulfillmentProcess` constant); on a page named otherwise, the one that names the
 * page's other declarations in its signature and is named by none (DashboardAlertDefinition before
 * the action and context types it uses). Extending or implementing another declaration does not
 * count as using it: an implementation serves its interface, not the other way round.
 */
export function moveMainDeclarationFirst(declarations: DocDeclaration[]): void {
  if (declarations.length < 2 || new Set(declarations.map((d) => d.weight ?? defaultDocsWeight)).size > 1) return;
  // The declaration named like the page need not carry the `@docsPage` tag itself (FulfillmentProcess does not).
  const pageName = declarations.find((d) => d.page !== undefined)?.page;
  const main = declarations.find((d) => d.name === pageName) ?? mostUsingDeclaration(declarations);
  if (!main) return;
  declarations.splice(declarations.indexOf(main), 1);
  declarations.unshift(main);
}

/** The signature without the `extends`/`implements` clause of its head (the text before the body). */
function signatureWithoutHeritage(signature: string): string {
  const body = signature.search(/[{=]/);
  if (body < 0) return signature;
  return signature.slice(0, body).replace(/\s(?:extends|implements)\s.*$/s, ' ') + signature.slice(body);
}

function mostUsingDeclaration(declarations: DocDeclaration[]): DocDeclaration | undefined {
  const uses = new Map(declarations.map((d) => [d, signatureWithoutHeritage(d.signature)]));
  const mentions = (d: DocDeclaration, other: DocDeclaration) =>
    d !== other && new RegExp(`\\b${other.name.replace(/[$]/g, '\\$&')}\\b`).test(uses.get(d)!);
  const score = (d: DocDeclaration) => declarations.filter((o) => mentions(d, o)).length;
  const roots = declarations.filter((d) => !declarations.some((o) => mentions(o, d)) && score(d) > 0);
  if (roots.length === 0) return undefined;
  return roots.reduce((best, d) => (score(d) > score(best) ? d : best));
}

export function buildPages(declarations: DocDeclaration[], warnings: Warning[]): PageModel {
  const byRoute = new Map<string, DocPage>();
  const pageOf = new Map<DocDeclaration, DocPage>();
  const collisions: string[] = [];
  const rawSegments = new Map<string, string>();

  for (const d of declarations) {
    const loc = categoryLocation(d.category, d.section);
    if (loc.slugs.length === 0) {
      warnings.push({ file: `${d.packageName}/${d.file}`, line: d.line, message: `${d.name} has an empty @docsCategory` });
      continue;
    }
    loc.slugs.forEach((_, i) => {
      const key = `${loc.section}/${loc.slugs.slice(0, i + 1).join('/')}`;
      if (!rawSegments.has(key)) rawSegments.set(key, loc.segments[i]);
    });
    const slug = toSlug(d.page ?? d.name);
    const isIndex = slug === loc.slugs[loc.slugs.length - 1];
    const catRoute = categoryRoute(loc.section, loc.slugs);
    const route = isIndex ? catRoute : `${catRoute}${slug}/`;
    let page = byRoute.get(route);
    if (!page) {
      page = {
        section: loc.section,
        categorySlugs: loc.slugs,
        slug,
        title: d.page ?? d.name,
        route,
        outputPath: `${loc.slugs.join('/')}/${isIndex ? 'index' : slug}.mdx`,
        declarations: [],
        weight: defaultDocsWeight,
        isCategoryIndex: isIndex,
      };
      byRoute.set(route, page);
    }
    const clash = page.declarations.find((other) => other.name === d.name);
    if (clash) {
      collisions.push(`${route}: ${declarationLabel(clash)} and ${declarationLabel(d)}`);
      warnings.push({
        file: `${d.packageName}/${d.file}`,
        line: d.line,
        message: `${d.name} collides with ${declarationLabel(clash)} on ${route}; only the first is shown`,
      });
      continue;
    }
    page.declarations.push(d);
    pageOf.set(d, page);
  }

  const pages = [...byRoute.values()];
  for (const page of pages) {
    page.declarations.sort(compareOnPage);
    moveMainDeclarationFirst(page.declarations);
    const weights = page.declarations.map((d) => d.weight).filter((w): w is number => w !== undefined);
    page.weight = weights.length ? Math.min(...weights) : defaultDocsWeight;
    // A page named after its @docsPage keeps that title; otherwise the first declaration names it.
    const named = page.declarations.find((d) => d.page !== undefined);
    page.title = named?.page !== undefined ? pageTitle(named.page) : page.declarations[0].name;
  }
  pages.sort((a, b) => (a.route < b.route ? -1 : a.route > b.route ? 1 : 0));

  const categories = buildCategoryTree(pages, rawSegments);
  for (const [, roots] of categories) {
    walk(roots, (cat) => {
      const clash = cat.pages.find((p) => !p.isCategoryIndex && p.route === cat.route);
      if (clash) collisions.push(`${cat.route}: category and page ${clash.title}`);
    });
  }
  return { pages, categories, pageOf, collisions };
}

export function walk(categories: DocCategory[], visit: (c: DocCategory) => void): void {
  for (const c of categories) {
    visit(c);
    walk(c.children, visit);
  }
}

function buildCategoryTree(pages: DocPage[], rawSegments: Map<string, string>): Map<ReferenceSection, DocCategory[]> {
  const result = new Map<ReferenceSection, DocCategory[]>();
  const byKey = new Map<string, DocCategory>();
  const ensure = (section: ReferenceSection, slugs: string[]): DocCategory => {
    const key = `${section}/${slugs.join('/')}`;
    const existing = byKey.get(key);
    if (existing) return existing;
    const raw = rawSegments.get(key) ?? slugs[slugs.length - 1];
    const category: DocCategory = {
      section,
      slugs,
      label: categoryLabelOverrides[key] ?? categoryLabel(raw, section === 'core-plugins' && slugs.length === 1),
      route: categoryRoute(section, slugs),
      pages: [],
      children: [],
    };
    byKey.set(key, category);
    if (slugs.length === 1) {
      if (!result.has(section)) result.set(section, []);
      result.get(section)!.push(category);
    } else {
      ensure(section, slugs.slice(0, -1)).children.push(category);
    }
    return category;
  };
  for (const page of pages) ensure(page.section, page.categorySlugs).pages.push(page);
  for (const roots of result.values()) {
    const sortTree = (cats: DocCategory[]): void => {
      cats.sort((a, b) => compareNames(a.label, b.label));
      for (const c of cats) {
        c.pages.sort(comparePages);
        sortTree(c.children);
      }
    };
    sortTree(roots);
  }
  return result;
}
