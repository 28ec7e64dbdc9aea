/**
 * Which pages go where in the files for language models: the sections of llms.txt and the pages,
 * in reading order, of each joined file (llms-full.txt for the guides and the user guide,
 * llms-reference.txt for the generated reference).
 */
import type { LlmsSection } from './llms-txt';
import { docsInReadingOrder, type PlacedDoc, type SidebarEntry } from './reading-order';
import { twinPath } from './urls';

export interface TwinDoc {
  id: string;
  permalink: string;
  title: string;
  description?: string;
}

export interface SiteArea {
  /** The navbar label (Learn, Reference, User Guide). */
  label: string;
  sidebar: SidebarEntry[];
  /** llms.txt lists every page, or (for the reference's hundreds of pages) the category pages. */
  listing: 'every page' | 'category pages';
  /** The joined file the area's pages go into. */
  joinedFile: string;
}

export interface SiteFilesPlan {
  sections: LlmsSection[];
  /** Doc ids per joined file (the area files, then one file per section), in reading order. */
  joined: Map<string, string[]>;
  /** The per-section files, for the "Optional" list of llms.txt. */
  sectionFiles: { file: string; title: string }[];
}

const slug = (text: string): string =>
  text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** One file per sidebar section, so a model can take the part it needs: `llms/learn-developer-guide.txt`. */
export const sectionFile = (area: string, section: string): string => `llms/${slug(area)}-${slug(section)}.txt`;

/** How many leading folders two doc ids have in common (`guides/storefront/a`, `guides/storefront/b` → 2). */
function sharedFolders(a: string, b: string): number {
  const [left, right] = [a.split('/').slice(0, -1), b.split('/').slice(0, -1)];
  let shared = 0;
  while (shared < left.length && left[shared] === right[shared]) shared++;
  return shared;
}

function listed(doc: PlacedDoc, all: PlacedDoc[], listing: SiteArea['listing']): boolean {
  if (listing === 'every page' || doc.isCategoryPage || doc.trail.length === 0) return true;
  const category = doc.trail.join('\0');
  return !all.some((other) => other.isCategoryPage && other.trail.join('\0') === category);
}

export function planSiteFiles(areas: SiteArea[], docs: TwinDoc[], siteUrl: string): SiteFilesPlan {
  const byId = new Map(docs.map((doc) => [doc.id, doc]));
  const placedByArea = areas.map((area) => docsInReadingOrder(area.sidebar).filter((placed) => byId.has(placed.id)));
  const inSidebars = new Set(placedByArea.flat().map((placed) => placed.id));
  // A page read without a sidebar joins the pages of its own folder (the area and category of the
  // sidebar page that shares the longest folder path with it).
  for (const doc of docs) {
    if (inSidebars.has(doc.id)) continue;
    let best = { area: 0, trail: [] as string[], shared: -1 };
    placedByArea.forEach((placed, area) => {
      for (const other of placed) {
        const shared = sharedFolders(doc.id, other.id);
        if (shared > best.shared) best = { area, trail: other.trail, shared };
      }
    });
    placedByArea[best.area].push({ id: doc.id, trail: best.trail, isCategoryPage: false });
  }

  const sections: LlmsSection[] = [];
  const joined = new Map<string, string[]>();
  const sectionFiles: SiteFilesPlan['sectionFiles'] = [];
  const join = (file: string, ids: string[]) => joined.set(file, [...(joined.get(file) ?? []), ...ids]);
  areas.forEach((area, index) => join(area.joinedFile, placedByArea[index].map((p) => p.id)));
  areas.forEach((area, index) => {
    const placed = placedByArea[index];
    for (const doc of placed.filter((p) => p.trail.length > 0)) {
      const file = sectionFile(area.label, doc.trail[0]);
      if (!joined.has(file)) sectionFiles.push({ file, title: `${area.label}: ${doc.trail[0]}` });
      join(file, [doc.id]);
    }
    for (const doc of placed.filter((p) => listed(p, placed, area.listing))) {
      const title = doc.trail.length > 0 ? `${area.label}: ${doc.trail[0]}` : area.label;
      let section = sections.find((s) => s.title === title);
      if (!section) sections.push((section = { title, links: [] }));
      const page = byId.get(doc.id)!;
      section.links.push({ title: page.title, url: new URL(twinPath(page.permalink).slice(1), siteUrl).href, description: page.description });
    }
  });
  return { sections, joined, sectionFiles };
}
