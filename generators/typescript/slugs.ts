/**
 * Slugs for routes and anchors. The rule splits only where a lower-case letter meets an upper-case
 * one, so `SimpleGraphQLClient` becomes `simple-graph-qlclient` and `S3AssetStorageStrategy`
 * becomes `s3asset-storage-strategy`: the routes the framework's documentation has always used.
 */
import { corePluginsCategoryPrefix, type ReferenceSection } from '../../config/reference-packages';

export function toSlug(value: string): string {
  return value
    .replace(/([a-z])([A-Z])/g, '$1-$2')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase();
}

export interface CategoryLocation {
  section: ReferenceSection;
  /** The category's own segments as written (without the `core plugins/` prefix). */
  segments: string[];
  slugs: string[];
}

/** Where a category lives: `core plugins/…` always under core-plugins, the rest in the package's section. */
export function categoryLocation(category: string, packageSection: ReferenceSection): CategoryLocation {
  const isCorePlugin = category.toLowerCase().startsWith(corePluginsCategoryPrefix);
  const rest = isCorePlugin ? category.slice(corePluginsCategoryPrefix.length) : category;
  const segments = rest
    .split('/')
    .map((s) => s.trim())
    .filter(Boolean);
  return {
    section: isCorePlugin ? 'core-plugins' : packageSection,
    segments,
    slugs: segments.map(toSlug),
  };
}

export function sectionRoute(section: ReferenceSection): string {
  return `/reference/${section}/`;
}

export function categoryRoute(section: ReferenceSection, slugs: string[]): string {
  return sectionRoute(section) + slugs.map((s) => `${s}/`).join('');
}

/**
 * "custom-fields" → "Custom Fields". Plugin folders keep the class name as written
 * (`PaymentsPlugin`), which is how readers search for them.
 */
export function categoryLabel(segment: string, keepPascalCase: boolean): string {
  if (keepPascalCase && /^[A-Z][A-Za-z0-9]*$/.test(segment)) return segment;
  return toSlug(segment)
    .split('-')
    .filter(Boolean)
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join(' ');
}
