/**
 * Preferences that decide between pages that both match a query well (pure), applied by both
 * backends to the first page of results:
 *  - the current product first: the Dashboard replaced the Angular Admin UI, but the legacy pages
 *    are many and thorough, so "add a menu item to the dashboard" ranked the Admin UI's nav-menu
 *    guide above the Dashboard's navigation guide. Unless the query asks for the Admin UI, Angular or
 *    the ui-devkit, a legacy page moves below every Dashboard page of the same list;
 *  - the user guide first for what a shop's staff do: "create a coupon" or "refund an order" is a
 *    task done in the Dashboard, and the user guide shows how; the developer guide's page of the
 *    same subject explains the code behind it. A query phrased as such a task, without a word that
 *    belongs to code, puts the best user-guide page among the first five in first place.
 */

/** Pages of the legacy Angular Admin UI (guides, its reference, its deployment and plugin pages). */
const LEGACY_PAGES = [
  /^\/guides\/extending-the-admin-ui\//,
  /^\/reference\/admin-ui-api\//,
  /^\/guides\/deployment\/deploying-admin-ui\//,
  /^\/reference\/core-plugins\/admin-ui-plugin\//,
];
/** Pages of the Dashboard that replaces it. */
const CURRENT_PAGES = [/^\/guides\/extending-the-dashboard\//, /^\/reference\/dashboard\//];

/** Whether the query asks for the legacy UI by name. */
export function namesLegacyUi(query: string): boolean {
  return /\badmin[\s-]?ui\b|\badminui\b|\bangular\b|\bui[\s-]?devkit\b|\blegacy\b/i.test(query);
}

const matchesAny = (patterns: RegExp[], path: string) => patterns.some((pattern) => pattern.test(path));

/**
 * `ranked` (best first) with each legacy page placed after the last Dashboard page of the list,
 * keeping the order within each group; unchanged when the query names the legacy UI or the list has
 * no Dashboard page. `path` gives an item's site path.
 */
export function currentProductFirst<T>(query: string, ranked: T[], path: (item: T) => string): T[] {
  if (namesLegacyUi(query)) return ranked;
  const lastCurrent = ranked.reduce((last, item, i) => (matchesAny(CURRENT_PAGES, path(item)) ? i : last), -1);
  if (lastCurrent < 0) return ranked;
  const before = ranked.slice(0, lastCurrent + 1);
  const legacy = before.filter((item) => matchesAny(LEGACY_PAGES, path(item)));
  if (legacy.length === 0) return ranked;
  return [...before.filter((item) => !legacy.includes(item)), ...legacy, ...ranked.slice(lastCurrent + 1)];
}

/** Verbs of what a shop's staff do in the Dashboard, when they open the query. */
const STAFF_VERBS = new Set([
  'add', 'assign', 'cancel', 'change', 'charge', 'create', 'delete', 'disable', 'edit', 'enable', 'filter', 'find',
  'give', 'group', 'refund', 'remove', 'sell', 'set', 'ship', 'translate', 'accept',
]);

/** Words that make a task one for code rather than for the Dashboard's users. */
const CODE_WORDS = new Set([
  'api', 'block', 'button', 'card', 'cli', 'code', 'column', 'component', 'config', 'configuration', 'controller',
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

/** Both preferences, in the order the backends apply them. */
export function preferredOrder<T>(query: string, ranked: T[], path: (item: T) => string): T[] {
  return userGuideFirst(query, currentProductFirst(query, ranked, path), path);
}
