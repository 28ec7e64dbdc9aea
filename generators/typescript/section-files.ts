/**
 * The files of one reference section: the sidebar metadata of every category folder, the
 * hand-written folders copied in, a page per declaration page, an index page for each category
 * that has no page of its own, and the section's overview.
 */
import { sectionTitles, type ReferenceSection } from '../../config/reference-packages';
import type { OutputFile } from '../output-file';
import type { HandwrittenCategory } from './generate-reference';
import { walk, type PageModel } from './pages';
import type { RenderContext } from './render-declaration';
import { countPages, renderCategoryIndex, renderDeclarationPage, renderSectionIndex, type ReleaseDates, type SectionEntry } from './render-page';
import { categoryJson, positionsIn } from './sidebar';
import { categoryRoute } from './slugs';
import type { DocCategory, DocDeclaration, DocPage, InputPackage } from './types';

export interface SectionInput {
  section: ReferenceSection;
  model: PageModel;
  declarations: DocDeclaration[];
  packages: InputPackage[];
  handwritten: HandwrittenCategory[];
  ctx: RenderContext;
  dates: ReleaseDates;
  today: string;
}

/** A root entry of the section's sidebar: a generated category or a hand-written folder. */
interface RootEntry {
  label: string;
  category?: DocCategory;
  handwritten?: HandwrittenCategory;
}

/** Dated and attributed like the pages it lists (a category never mixes releases in practice). */
function categoryIndexFile(category: DocCategory, input: SectionInput, fallback: { date: string; author: string }): OutputFile {
  const listed: DocPage[] = [];
  walk([category], (c) => listed.push(...c.pages));
  const packages = [...new Map(listed.flatMap((p) => p.declarations).map((d) => [d.packageName, d.packageVersion])).entries()];
  const [first] = packages;
  return {
    path: `${category.slugs.join('/')}/index.mdx`,
    content: renderCategoryIndex(
      category,
      sectionTitles[input.section],
      first ? input.dates.of(first[0], first[1]) : fallback.date,
      packages.map(([n, v]) => `${n} ${v}`).join(', ') || fallback.author,
    ),
  };
}

function rootEntryFiles(entry: RootEntry, position: number): OutputFile[] {
  const h = entry.handwritten;
  if (!h) return [{ path: `${entry.category!.slugs.join('/')}/_category_.json`, content: categoryJson({ label: entry.label, position }) }];
  return [
    { path: `${h.category}/_category_.json`, content: categoryJson({ label: h.label, position }) },
    ...h.files.map((f) => ({ path: `${h.category}/${f.path}`, content: f.content })),
  ];
}

function sectionEntry(entry: RootEntry, section: ReferenceSection): SectionEntry {
  if (entry.category) return { label: entry.label, route: entry.category.route, pages: countPages(entry.category) };
  const h = entry.handwritten!;
  return { label: `${entry.label} (hand-written)`, route: categoryRoute(section, [h.category]), pages: h.files.filter((f) => f.path.endsWith('.mdx')).length };
}

export function sectionFiles(input: SectionInput): OutputFile[] {
  const { section, model } = input;
  const out: OutputFile[] = [];
  const roots = model.categories.get(section) ?? [];
  const sectionPackages = input.packages.filter((p) =>
    input.declarations.some((d) => d.packageName === p.name && model.pageOf.get(d)?.section === section),
  );
  const primary = sectionPackages[0];
  const fallback = {
    date: primary ? input.dates.of(primary.name, primary.version) : input.today,
    author: sectionPackages.map((p) => `${p.name} ${p.version}`).join(', '),
  };

  // Root categories and hand-written folders share one alphabetical order.
  const rootEntries: RootEntry[] = [
    ...roots.map((category) => ({ label: category.label, category })),
    ...input.handwritten.map((h) => ({ label: h.label, handwritten: h })),
  ].sort((a, b) => a.label.toLowerCase().localeCompare(b.label.toLowerCase()));
  rootEntries.forEach((entry, i) => out.push(...rootEntryFiles(entry, i + 1)));

  walk(roots, (category) => {
    const positions = positionsIn(category);
    for (const [child, position] of positions.children) {
      out.push({ path: `${child.slugs.join('/')}/_category_.json`, content: categoryJson({ label: child.label, position }) });
    }
    if (!category.pages.some((p) => p.isCategoryIndex)) out.push(categoryIndexFile(category, input, fallback));
    for (const page of category.pages) {
      out.push({ path: page.outputPath, content: renderDeclarationPage(page, category, positions.pages.get(page), input.ctx, input.dates) });
    }
  });

  if (rootEntries.length) {
    const entries = rootEntries.map((e) => sectionEntry(e, section));
    out.push({ path: 'index.mdx', content: renderSectionIndex(section, entries, sectionPackages.map((p) => p.name), fallback.date) });
  }
  return out;
}
