/**
 * Exact names first (pure). Pagefind boosts a page whose title holds the query, but it matches
 * titles by prefix: "ProductVariant" boosts ProductVariantService and
 * ProductVariantPriceCalculationStrategy as much as the ProductVariant entity, and the order among
 * them is then left to body text; "Customer" (stemmed to "custom") is one of hundreds of pages.
 * A reader who types a whole name means that page.
 *
 * So the index gives each page one word per name it carries (its title; on reference pages also
 * each declaration, a level-2 heading): the name's letters and digits followed by EXACT_SUFFIX,
 * e.g. "customerexactname". No other word starts with it, so searching that one word finds exactly
 * the pages with that name, whatever their rank for the query itself. Case and punctuation do not
 * count ("order-service" and "OrderService" are one name). Where those pages go:
 *  - a name written the way the page writes it, as one word ("ProductVariant", "activeOrder") or
 *    in words ("Multi-vendor marketplaces"), comes first: titles, then declarations;
 *  - a name spelled out in words ("order service" for OrderService, "event bus" for EventBus)
 *    comes second, after the best-ranked page: a concept in words is first of all what a guide
 *    teaches ("promotion conditions" is the Promotions guide before the GraphQL query
 *    promotionConditions), but the page of that name is right behind it;
 *  - a word never matches a title in words: "activeOrder" is the GraphQL query, not the guide
 *    "Active order".
 */
import type { PagefindFragment } from './pagefind-hits';

/** A name reduced to its letters and digits, lower-cased. */
export function nameKey(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

/** What follows a name key in the index's exact-name words (written by plugins/search). */
export const EXACT_SUFFIX = 'exactname';

/** The index word of an exact name, or null for text without letters or digits. */
export function exactNameWord(name: string): string | null {
  const key = nameKey(name);
  return key ? `${key}${EXACT_SUFFIX}` : null;
}

export type NameMatch = 'title' | 'declaration' | 'spelled';

const spaced = (text: string) => /\s/.test(text.trim());

function match(query: string, name: string): 'same' | 'spelled' | null {
  if (!name || nameKey(query) !== nameKey(name)) return null;
  if (spaced(query) === spaced(name)) return 'same';
  return spaced(query) ? 'spelled' : null;
}

/** How the page is named by the query, if it is. */
export function nameMatch(query: string, fragment: PagefindFragment): NameMatch | null {
  if (!nameKey(query)) return null;
  const names = [fragment.meta.title ?? '', ...fragment.anchors.filter((a) => a.element === 'h2').map((a) => a.text ?? '')];
  const matches = names.map((name) => match(query, name));
  if (matches[0] === 'same') return 'title';
  if (matches.slice(1).includes('same')) return 'declaration';
  return matches.includes('spelled') ? 'spelled' : null;
}

/**
 * The query's results (`ranked`, best first) with the pages named by it placed as described above.
 * `named` are the pages of the exact-name search with how the query names them, in that search's
 * order; pages the query does not name are ignored. `id` identifies a page in both lists.
 */
export function placeNamedPages<T>(ranked: T[], named: { page: T; match: NameMatch | null }[], id: (page: T) => string): T[] {
  const tiers: NameMatch[] = ['title', 'declaration'];
  const first = tiers.flatMap((tier) => named.filter((n) => n.match === tier).map((n) => n.page));
  const second = named.filter((n) => n.match === 'spelled').map((n) => n.page);
  const placed = new Set([...first, ...second].map(id));
  const rest = ranked.filter((page) => !placed.has(id(page)));
  // A spelled-out name follows the best page that is not itself named.
  const lead = first.length > 0 ? [] : rest.splice(0, 1);
  return [...first, ...lead, ...second, ...rest];
}
