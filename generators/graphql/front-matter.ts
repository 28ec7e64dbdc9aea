/**
 * Front matter of the generated pages. `last_update` carries a date tied to the pinned release so
 * Docusaurus neither asks git about these untracked files nor shows the build time as an edit date.
 */
export interface Release {
  /** Installed `@vendure/core` version the schema comes from. */
  coreVersion: string;
  /** ISO date (YYYY-MM-DD) shown as the pages' last update. */
  date: string;
}

export interface PageFrontMatter {
  title: string;
  description: string;
  sidebarLabel?: string;
  sidebarPosition?: number;
}

/** JSON strings are valid YAML double-quoted scalars, so every value is written with JSON.stringify. */
export function frontMatter(page: PageFrontMatter, release: Release): string {
  const lines = ['---', `title: ${JSON.stringify(page.title)}`, `description: ${JSON.stringify(page.description)}`];
  if (page.sidebarLabel !== undefined) lines.push(`sidebar_label: ${JSON.stringify(page.sidebarLabel)}`);
  if (page.sidebarPosition !== undefined) lines.push(`sidebar_position: ${page.sidebarPosition}`);
  lines.push(
    'last_update:',
    `  date: ${JSON.stringify(release.date)}`,
    `  author: ${JSON.stringify(`Generated from @vendure/core ${release.coreVersion}`)}`,
    '---',
  );
  return lines.join('\n');
}
