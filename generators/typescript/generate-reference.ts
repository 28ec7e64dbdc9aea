/**
 * The TypeScript reference generator: package files in, MDX files per reference section out.
 * Pure: everything it needs arrives in `GenerateInput`, nothing touches the file system.
 */
import { generatedSections, type ReferenceSection } from '../../config/reference-packages';
import type { ReleaseMarks } from '../api-changes/types';
import type { OutputFile } from '../output-file';
import { addCompiledFacts } from './compiled-facts';
import { assignAnchors, LinkResolver } from './link-resolver';
import { buildPages, walk, type PageModel } from './pages';
import { parseFile, placeUncategorized } from './parse-declarations';
import type { RenderContext } from './render-declaration';
import { ReleaseDates } from './render-page';
import { sectionFiles } from './section-files';
import { anchorsOfDoc, routeOfDoc, siteRoutesFromDocs, type SiteDoc, type SiteRoutes } from './site-links';
import { sectionRoute } from './slugs';
import { readTransitions } from './state-machines';
import type { DocDeclaration, DocPage, InputPackage, StateMachineInfo, Warning } from './types';

export interface StateMachineSource {
  stateType: string;
  processName: string;
  /** Package-relative path of the compiled process, e.g. `dist/config/order/default-order-process.js`. */
  file: string;
  text: string;
}

export interface HandwrittenCategory {
  section: ReferenceSection;
  /** Folder name under the section, e.g. `stellate-plugin`. */
  category: string;
  label: string;
  /** Files of the folder, paths relative to it (`index.mdx`, …). */
  files: OutputFile[];
}

export interface GenerateInput {
  packages: InputPackage[];
  stateMachines?: StateMachineSource[];
  handwritten?: HandwrittenCategory[];
  /** Fallback `last_update` date (YYYY-MM-DD) for versions without a recorded release date. */
  today: string;
  /** The site's other pages (guides, hand-written reference, other generators' output) for link checks. */
  siteDocs?: SiteDoc[];
  /** Packages already parsed with `parsePackage` (same objects as in `packages`). */
  parsed?: Map<InputPackage, ParsedPackage>;
  /** Marks from the release comparison ("Added in 3.7"), by `tsMarkKey`. */
  marks?: ReleaseMarks['typescript'];
}

export interface GenerateResult {
  /** Output files per section, paths relative to `docs/reference/<section>/`. */
  files: Map<ReferenceSection, OutputFile[]>;
  warnings: Warning[];
  declarations: DocDeclaration[];
  pages: DocPage[];
  collisions: string[];
}

export const sections: ReferenceSection[] = generatedSections;

/** The documented declarations of one package (before uncategorised ones are placed). */
export interface ParsedPackage {
  declarations: DocDeclaration[];
  warnings: Warning[];
}

export function parsePackage(pkg: InputPackage): ParsedPackage {
  const warnings: Warning[] = [];
  const declarations = pkg.files.flatMap((file) => parseFile(pkg, file, warnings));
  addCompiledFacts(pkg, declarations, warnings);
  return { declarations, warnings };
}

/**
 * Declarations of all packages. `parsed` may hold packages parsed earlier (the I/O step parses
 * the `.d.ts` packages while the checker still works on the dashboard's sources).
 */
export function parsePackages(packages: InputPackage[], warnings: Warning[], parsed?: Map<InputPackage, ParsedPackage>): DocDeclaration[] {
  const all = packages.flatMap((pkg) => {
    const result = parsed?.get(pkg) ?? parsePackage(pkg);
    warnings.push(...result.warnings);
    return result.declarations;
  });
  return placeUncategorized(all, warnings);
}

function stateMachineInfos(sources: StateMachineSource[], warnings: Warning[]): Map<string, StateMachineInfo> {
  const result = new Map<string, StateMachineInfo>();
  for (const s of sources) {
    const transitions = readTransitions(s.file, s.text, s.processName);
    if (typeof transitions === 'string') {
      warnings.push({ file: s.file, message: `state diagram of ${s.stateType} skipped: ${transitions}` });
      continue;
    }
    result.set(s.stateType, { stateType: s.stateType, processName: s.processName, transitions, file: s.file });
  }
  return result;
}

/** Every route this generator emits, with the anchors on it, added to the other pages of the site. */
function siteRoutesWithOwnPages(input: GenerateInput, model: PageModel, anchors: ReturnType<typeof assignAnchors>): SiteRoutes {
  const routes = siteRoutesFromDocs(input.siteDocs ?? []);
  for (const section of sections) routes.set(sectionRoute(section), new Map());
  for (const [, roots] of model.categories) walk(roots, (c) => routes.set(c.route, new Map([['more-in-this-category', 'more-in-this-category']])));
  for (const page of model.pages) {
    const own = routes.get(page.route) ?? new Map<string, string>();
    const aliases = new Map<string, string[]>();
    for (const d of page.declarations) {
      const anchor = anchors.declaration.get(d)!;
      own.set(anchor, anchor);
      // Headings inside descriptions keep the ids Docusaurus gives them.
      for (const a of anchorsOfDoc(d.doc.description).keys()) own.set(a, a);
      for (const m of d.members) {
        const memberAnchor = anchors.member.get(m)!;
        own.set(memberAnchor, memberAnchor);
        for (const a of anchorsOfDoc(m.doc.description).keys()) own.set(a, a);
        aliases.set(m.name.toLowerCase(), [...(aliases.get(m.name.toLowerCase()) ?? []), memberAnchor]);
      }
    }
    // Doc comments written for the old site link to members by bare name (`#presets`).
    for (const [alias, targets] of aliases) if (targets.length === 1 && !own.has(alias)) own.set(alias, targets[0]);
    routes.set(page.route, own);
  }
  for (const h of input.handwritten ?? []) {
    for (const f of h.files.filter((file) => /\.mdx?$/.test(file.path))) {
      routes.set(routeOfDoc(`reference/${h.section}/${h.category}/${f.path}`, f.content), anchorsOfDoc(f.content));
    }
  }
  return routes;
}

/** Warns about a state type configured for a diagram whose declaration has no page. */
function checkStateMachinePages(ctx: RenderContext, declarations: DocDeclaration[], model: PageModel): void {
  for (const type of ctx.stateMachines.keys()) {
    if (!declarations.some((d) => d.name === type && d.kind === 'type' && model.pageOf.has(d))) {
      ctx.warnings.push({ file: 'config/reference-packages.ts', message: `state type ${type} has no page to show its diagram on` });
    }
  }
}

/** A name linked twice in one comment is one problem, reported once. */
function uniqueWarnings(warnings: Warning[]): Warning[] {
  const seen = new Set<string>();
  return warnings.filter((w) => {
    const key = `${w.file}:${w.line}:${w.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export function generateReference(input: GenerateInput): GenerateResult {
  const warnings: Warning[] = [];
  const declarations = parsePackages(input.packages, warnings, input.parsed);
  const model = buildPages(declarations, warnings);
  const anchors = assignAnchors(model.pages);
  const siteRoutes = siteRoutesWithOwnPages(input, model, anchors);
  const ctx: RenderContext = {
    resolver: new LinkResolver(model, anchors, siteRoutes),
    anchors,
    warnings,
    stateMachines: stateMachineInfos(input.stateMachines ?? [], warnings),
    siteRoutes,
    ...(input.marks ? { marks: input.marks } : {}),
  };
  checkStateMachinePages(ctx, declarations, model);
  const dates = new ReleaseDates(input.today, warnings);
  const files = new Map<ReferenceSection, OutputFile[]>();
  for (const section of sections) {
    const handwritten = (input.handwritten ?? []).filter((h) => h.section === section);
    files.set(section, sectionFiles({ section, model, declarations, packages: input.packages, handwritten, ctx, dates, today: input.today }));
  }
  return { files, warnings: uniqueWarnings(warnings), declarations, pages: model.pages, collisions: model.collisions };
}
