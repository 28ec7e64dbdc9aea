/**
 * The section a doc page is filed under in search results (`hierarchy.lvl0`): the modal groups
 * hits by it. It is the outermost sidebar category above the page ("Getting Started",
 * "TypeScript API"); a page at the top of a sidebar gets the sidebar's navbar label ("Reference");
 * a page shown without a sidebar gets the label of the sidebar its folder belongs to.
 */
export interface SectionInput {
  /** Labels of the sidebar categories above the doc, outermost first. */
  categories: string[];
  /** The doc's own sidebar id, if it is in one. */
  sidebar: string | null;
  docId: string;
  /** The docs of the version with their sidebar. */
  docs: { id: string; sidebar?: string | null }[];
  /** Navbar label of each sidebar ("learnSidebar" → "Learn"). */
  sidebarLabels: Record<string, string>;
}

export const FALLBACK_SECTION = 'Documentation';

export function searchSection(input: SectionInput): string {
  if (input.categories.length > 0) return input.categories[0];
  const folder = input.docId.includes('/') ? `${input.docId.split('/')[0]}/` : null;
  const sidebar =
    input.sidebar ?? (folder ? input.docs.find((doc) => doc.id.startsWith(folder) && doc.sidebar)?.sidebar : null) ?? null;
  return (sidebar && input.sidebarLabels[sidebar]) || FALLBACK_SECTION;
}
