/**
 * Whole MDX files: declaration pages, category index pages and the section overview pages, with
 * front matter that gives Docusaurus everything it would otherwise ask git for.
 */
import { releaseDates, sectionTitles, type ReferenceSection } from '../../config/reference-packages';
import { escapeInline, yamlString } from './mdx-escape';
import { renderDeclaration, sourceUrl, type RenderContext } from './render-declaration';
import { SIGNATURE_BLOCK_COMPONENT } from './signature-block';
import { summary } from './render-markdown';
import type { DocCategory, DocDeclaration, DocPage, Warning } from './types';

export interface FrontMatter {
  title: string;
  sidebarLabel?: string;
  sidebarPosition?: number;
  description?: string;
  editUrl?: string | null;
  /** ISO date of the release the page documents. */
  date: string;
  author: string;
}

export function frontMatter(fm: FrontMatter): string {
  const lines = ['---', `title: ${yamlString(fm.title)}`];
  if (fm.sidebarLabel !== undefined) lines.push(`sidebar_label: ${yamlString(fm.sidebarLabel)}`);
  if (fm.sidebarPosition !== undefined) lines.push(`sidebar_position: ${fm.sidebarPosition}`);
  if (fm.description) lines.push(`description: ${yamlString(fm.description)}`);
  if (fm.editUrl !== undefined) lines.push(`custom_edit_url: ${fm.editUrl === null ? 'null' : yamlString(fm.editUrl)}`);
  lines.push('last_update:', `  date: ${fm.date}`, `  author: ${yamlString(fm.author)}`, '---', '');
  return lines.join('\n');
}

/** Release date of a package version; unknown versions are reported and fall back to `today`. */
export class ReleaseDates {
  private reported = new Set<string>();
  constructor(
    private readonly today: string,
    private readonly warnings: Warning[],
  ) {}

  of(packageName: string, version: string): string {
    const date = releaseDates[version];
    if (date) return date;
    if (!this.reported.has(version)) {
      this.reported.add(version);
      this.warnings.push({
        file: 'config/reference-packages.ts',
        message: `no release date recorded for version ${version} (${packageName}); pages use ${this.today} until it is added to releaseDates`,
      });
    }
    return this.today;
  }
}

function plainSummary(d: DocDeclaration | undefined): string {
  return d ? summary(d.doc.description).replace(/`/g, '') : '';
}

function listing(category: DocCategory, exclude?: DocPage): string[] {
  const rows = category.pages
    .filter((p) => p !== exclude && !p.isCategoryIndex)
    .sort((a, b) => a.title.localeCompare(b.title, 'en', { sensitivity: 'base' }))
    .map((p) => `| [${escapeInline(p.title)}](${p.route}) | ${escapeInline(plainSummary(p.declarations[0]))} |`);
  const subRows = category.children.map((c) => `| [${escapeInline(c.label)}](${c.route}) | ${countLabel(c)} |`);
  if (rows.length + subRows.length === 0) return [];
  return ['| Page | Summary |', '| --- | --- |', ...rows, ...subRows, ''];
}

export function countPages(category: DocCategory): number {
  return category.pages.length + category.children.reduce((n, c) => n + countPages(c), 0);
}

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

function countLabel(category: DocCategory): string {
  return plural(countPages(category), 'page');
}

export function renderDeclarationPage(
  page: DocPage,
  category: DocCategory,
  position: number | undefined,
  ctx: RenderContext,
  dates: ReleaseDates,
): string {
  const first = page.declarations[0];
  const fm = frontMatter({
    title: page.title,
    sidebarLabel: page.isCategoryIndex ? undefined : page.title,
    sidebarPosition: page.isCategoryIndex ? undefined : position,
    description: plainSummary(first) || undefined,
    editUrl: sourceUrl(first),
    date: dates.of(first.packageName, first.packageVersion),
    author: `${first.packageName} ${first.packageVersion}`,
  });
  const body: string[] = [];
  if (page.declarations.length > 1) {
    body.push(`This page documents ${page.declarations.map((d) => `\`${d.name}\``).join(', ')}.`, '');
  }
  // A page about one declaration is titled with its name: an h2 of the name would repeat the title.
  const ownPage = page.declarations.length === 1 && page.title === first.name;
  body.push(page.declarations.map((d) => renderDeclaration(d, ctx, ownPage)).join('\n\n'));
  if (page.isCategoryIndex) {
    const rest = listing(category, page);
    if (rest.length) body.push('', `## More in ${escapeInline(category.label)} {#more-in-this-category}`, '', ...rest);
  }
  const text = body.join('\n');
  return fm + componentImports(text) + text + '\n';
}

const components: [name: string, module: string][] = [['SignatureBlock', SIGNATURE_BLOCK_COMPONENT]];

/** Import lines for the components a page body uses (each a flow element on a line of its own). */
function componentImports(body: string): string {
  const used = components.filter(([name]) => new RegExp(`^<${name} `, 'm').test(body));
  return used.length ? used.map(([name, module]) => `import ${name} from '${module}';`).join('\n') + '\n\n' : '';
}

export function renderCategoryIndex(category: DocCategory, sectionLabel: string, date: string, author: string): string {
  const fm = frontMatter({
    title: category.label,
    description: `${category.label}: ${countLabel(category)} of the ${sectionLabel} reference.`,
    editUrl: null,
    date,
    author,
  });
  const intro = `Reference pages in **${escapeInline(category.label)}** (${sectionLabel}), generated from the published packages. Each page lists the exact signatures and every public member.`;
  return fm + [intro, '', ...listing(category)].join('\n') + '\n';
}

const sectionIntros: Record<ReferenceSection, string> = {
  'typescript-api':
    'The server-side API of `@vendure/core`, `@vendure/common` and `@vendure/testing`: the classes, services, strategies, entities, events and configuration objects you use in plugins and in `vendure-config.ts`. Categories group related declarations; each page shows the exact signature from the published type definitions and links every type that has a page of its own.',
  'core-plugins':
    'The plugins the Vendure team publishes alongside the core. Each plugin has a folder whose first page documents the plugin class and its `init()` options, followed by the strategies, services and helper functions it exports.',
  'admin-ui-api':
    'The extension API of the Angular-based Admin UI (`@vendure/admin-ui`) and the `@vendure/ui-devkit` compiler. Use it to add routes, navigation items, action-bar buttons, custom form inputs, list and detail views, and React components to the classic Admin UI.',
  dashboard:
    'The extension API of the React-based Dashboard (`@vendure/dashboard`): the components, hooks and `defineDashboardExtension()` options you use to add pages, widgets, form inputs and actions, plus the Vite plugin that builds it.',
};

export interface SectionEntry {
  label: string;
  route: string;
  pages: number;
}

export function renderSectionIndex(section: ReferenceSection, entries: SectionEntry[], packages: string[], date: string): string {
  const title = sectionTitles[section];
  const fm = frontMatter({
    title,
    sidebarLabel: 'Overview',
    sidebarPosition: 0,
    description: `${title} reference generated from ${packages.join(', ')}.`,
    editUrl: null,
    date,
    author: packages.join(', '),
  });
  const total = entries.reduce((n, e) => n + e.pages, 0);
  const rows = entries.map((e) => `| [${escapeInline(e.label)}](${e.route}) | ${e.pages} |`);
  return (
    fm +
    [
      sectionIntros[section],
      '',
      `Generated from ${packages.map((p) => `\`${p}\``).join(', ')}: ${plural(total, 'page')} in ${plural(entries.length, 'category', 'categories')}.`,
      '',
      '| Category | Pages |',
      '| --- | --- |',
      ...rows,
      '',
    ].join('\n')
  );
}
