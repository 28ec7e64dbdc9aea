/**
 * The order a reader meets pages in: a sidebar walked top to bottom, a category's own page before
 * its items. llms-full.txt and llms.txt list pages in this order.
 */

/** The parts of Docusaurus' loaded sidebar items read here. */
export interface SidebarEntry {
  type: string;
  id?: string;
  label?: string;
  items?: SidebarEntry[];
  link?: { type: string; id?: string };
}

export interface PlacedDoc {
  id: string;
  /** Labels of the categories above the page, outermost first. */
  trail: string[];
  /** The page is the category's own page (its index). */
  isCategoryPage: boolean;
}

export function docsInReadingOrder(items: SidebarEntry[], trail: string[] = []): PlacedDoc[] {
  const placed: PlacedDoc[] = [];
  for (const item of items) {
    if (item.type === 'doc' || item.type === 'ref') {
      if (item.id) placed.push({ id: item.id, trail, isCategoryPage: false });
    } else if (item.type === 'category') {
      const inner = [...trail, item.label ?? ''];
      if (item.link?.type === 'doc' && item.link.id) placed.push({ id: item.link.id, trail: inner, isCategoryPage: true });
      placed.push(...docsInReadingOrder(item.items ?? [], inner));
    }
  }
  const seen = new Set<string>();
  return placed.filter((doc) => (seen.has(doc.id) ? false : (seen.add(doc.id), true)));
}
