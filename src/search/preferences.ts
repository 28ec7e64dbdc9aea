/**
 * Preferences that decide between pages that both match a query well (pure), applied by both
 * backends to the first page of results:
 *  - what is current before what it replaced: the Dashboard replaced the Angular Admin UI, but the
 *    legacy pages are many and thorough, so "add a menu item to the dashboard" ranked the Admin UI's
 *    nav-menu guide above the Dashboard's navigation guide; and "upgrade vendure" ranked the v1 → v2
 *    migration above the guide to updating. Unless the query names the old thing, its pages move
 *    below the pages that replace it (SUPERSEDED);
 *  - focused pages before the tutorial: a tutorial walks through a whole project, so its headings
 *    and summary mention most subjects of its section ("a list page, a detail page, a navigation
 *    section…") without being the page that teaches any one of them; unless the query names the
 *    tutorial, it moves below the next page of the list;
 *  - the user guide first for what a shop's staff do: "create a coupon" or "refund an order" is a
 *    task done in the Dashboard, and the user guide shows how; the developer guide's page of the
 *    same subject explains the code behind it. A query phrased as such a task, without a word that
 *    belongs to code, puts the best user-guide page among the first five in first place.
 */

interface Superseded {
  /** Pages of the old thing. */
  old: RegExp[];
  /** Pages that replace it: old pages move below the last of these in the list. */
  current: RegExp[];
  /** A query that names the old thing keeps the order as it is. */
  named: RegExp;
}

const SUPERSEDED: Superseded[] = [
  {
    // The Angular Admin UI (guides, its reference, its deployment and plugin pages) → the Dashboard.
    old: [
      /^\/guides\/extending-the-admin-ui\//,
      /^\/reference\/admin-ui-api\//,
      /^\/guides\/deployment\/deploying-admin-ui\//,
      /^\/reference\/core-plugins\/admin-ui-plugin\//,
    ],
    current: [/^\/guides\/extending-the-dashboard\//, /^\/reference\/dashboard\//],
    named: /\badmin[\s-]?ui\b|\badminui\b|\bangular\b|\bui[\s-]?devkit\b|\blegacy\b/i,
  },
  {
    // Migrating from Vendure 1 → every other guide (updating, migrations).
    old: [/^\/guides\/developer-guide\/migrating-from-v1\//],
    current: [/^\/guides\/(?!developer-guide\/migrating-from-v1\/)/],
    named: /\bv[12]\b|\b(?:vendure|version)\s*[12]\b|\bfrom\s+(?:vendure\s+)?1\b/i,
  },
];

/** Tutorials: pages that teach by building a whole project. */
const TUTORIALS = [/^\/guides\/extending-the-dashboard\/cms-tutorial\//];
const namesTutorial = (query: string) => /\btutorial\b|\bcms\b/i.test(query);

/** Whether the query asks for the legacy Admin UI by name. */
export function namesLegacyUi(query: string): boolean {
  return SUPERSEDED[0].named.test(query);
}

const matchesAny = (patterns: RegExp[], path: string) => patterns.some((pattern) => pattern.test(path));

/** `ranked` with the old pages of `superseded` after the last page that replaces them. */
function afterReplacements<T>(superseded: Superseded, ranked: T[], path: (item: T) => string): T[] {
  const lastCurrent = ranked.reduce((last, item, i) => (matchesAny(superseded.current, path(item)) ? i : last), -1);
  if (lastCurrent < 0) return ranked;
  const before = ranked.slice(0, lastCurrent + 1);
  const old = before.filter((item) => matchesAny(superseded.old, path(item)));
  if (old.length === 0) return ranked;
  return [...before.filter((item) => !old.includes(item)), ...old, ...ranked.slice(lastCurrent + 1)];
}

/**
 * `ranked` (best first) with the pages of each superseded thing placed after the last page that
 * replaces it, keeping the order within each group; unchanged for a thing the query names, or
 * when nothing replacing it is listed. `path` gives an item's site path.
 */
export function currentProductFirst<T>(query: string, ranked: T[], path: (item: T) => string): T[] {
  return SUPERSEDED.reduce((list, superseded) => (superseded.named.test(query) ? list : afterReplacements(superseded, list, path)), ranked);
}

/** `ranked` with each tutorial moved one place down, below the page that followed it. */
export function focusedPagesFirst<T>(query: string, ranked: T[], path: (item: T) => string): T[] {
  if (namesTutorial(query)) return ranked;
  const out = [...ranked];
  for (let i = out.length - 2; i >= 0; i--) {
    if (matchesAny(TUTORIALS, path(out[i]))) [out[i], out[i + 1]] = [out[i + 1], out[i]];
  }
  return out;
}

/** Verbs of what a shop's staff do in the Dashboard, when they open the query. */
const STAFF_VERBS = new Set([
  'add', 'assign', 'cancel', 'change', 'charge', 'create', 'delete', 'disable', 'edit', 'enable', 'filter', 'find',
  'give', 'group', 'refund', 'remove', 'sell', 'set', 'ship', 'translate', 'accept',
]);

/** Words that make a task one for code rather than for the Dashboard's users. */
const CODE_WORDS = new Set([
  'api', 'block', 'button', 'cli', 'column', 'component', 'config', 'configuration', 'controller',
  'custom', 'dashboard', 'database', 'deploy', 'endpoint', 'entity', 'entities', 'event', 'events', 'extension',
  'extend', 'field', 'fields', 'form', 'github', 'google', 'graphql', 'handler', 'input', 'job', 'log', 'login',
  'migration', 'migrations', 'mutation', 'page', 'plugin', 'plugins', 'production', 'query', 'resolver', 'rest',
  'schema', 'script', 'server', 'service', 'storefront', 'strategy', 'table', 'test', 'type', 'types', 'typescript',
  'widget', 'worker',
]);

/** Whether the query reads as a task of a shop's staff: it opens with such a verb and names no code. */
export function isStaffTask(query: string): boolean {
  const words = query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.length >= 2 && STAFF_VERBS.has(words[0] ?? '') && !words.some((word) => CODE_WORDS.has(word));
}

const isUserGuide = (path: string) => path === '/user-guide/' || path.startsWith('/user-guide/');

/** How many results a user-guide page may rise from to the top. */
const USER_GUIDE_REACH = 5;

/** `ranked` with the best user-guide page among the first five placed first, for a staff task. */
export function userGuideFirst<T>(query: string, ranked: T[], path: (item: T) => string): T[] {
  if (!isStaffTask(query)) return ranked;
  const index = ranked.slice(0, USER_GUIDE_REACH).findIndex((item) => isUserGuide(path(item)));
  if (index <= 0) return ranked;
  return [ranked[index], ...ranked.slice(0, index), ...ranked.slice(index + 1)];
}

/** All preferences, in the order the backends apply them. */
export function preferredOrder<T>(query: string, ranked: T[], path: (item: T) => string): T[] {
  return userGuideFirst(query, focusedPagesFirst(query, currentProductFirst(query, ranked, path), path), path);
}
