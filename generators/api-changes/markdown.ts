/** Small MDX building blocks of the "What changed" pages and the marks. */
import { markLabel, type Mark } from './types';

/** A Markdown code span holding `text` exactly (MDX does not parse JSX inside code spans). */
export function codeSpan(text: string): string {
  const flat = text.replace(/\s*\n\s*/g, '; ');
  const longest = Math.max(0, ...[...flat.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(longest + 1);
  const pad = flat.startsWith('`') || flat.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${flat}${pad}${fence}`;
}

export const link = (text: string, href: string | undefined): string => (href ? `[${text}](${href})` : text);

/** `1 change`, `3 changes`. */
export const countOf = (n: number, singular: string, plural = `${singular}s`): string => `${n} ${n === 1 ? singular : plural}`;

/** Text for a JSX attribute in double quotes (MDX takes it literally up to the closing quote). */
const attribute = (text: string): string => text.replace(/"/g, "'").replace(/\s+/g, ' ');

/**
 * A mark as an inline element: the label shows, the title says where it comes from. When the
 * doc comment's `@since` disagrees, the label says it comes from the release comparison.
 */
export function markHtml(mark: Mark): string {
  const label = `${markLabel(mark)}${mark.sinceDisagrees ? ' (by release comparison)' : ''}`;
  return `<span className="api-mark api-mark--${mark.kind}" title="${attribute(mark.title)}">${label}</span>`;
}

export function marksHtml(marks: Mark[] | undefined): string {
  return (marks ?? []).map(markHtml).join(' ');
}

export interface PageFrontMatter {
  title: string;
  description: string;
  sidebarLabel: string;
  sidebarPosition: number;
  /** YYYY-MM-DD: the pin's date, so Docusaurus does not ask git about an untracked file. */
  date: string;
  pin: string;
}

export function frontMatter(fm: PageFrontMatter): string {
  return [
    '---',
    `title: ${JSON.stringify(fm.title)}`,
    `description: ${JSON.stringify(fm.description)}`,
    `sidebar_label: ${JSON.stringify(fm.sidebarLabel)}`,
    `sidebar_position: ${fm.sidebarPosition}`,
    'custom_edit_url: null',
    'last_update:',
    `  date: ${JSON.stringify(fm.date)}`,
    `  author: ${JSON.stringify(`Generated from the published @vendure/* packages (pin ${fm.pin})`)}`,
    '---',
    '',
  ].join('\n');
}
