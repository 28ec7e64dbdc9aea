import assert from 'node:assert/strict';
import { test } from 'node:test';
import { currentProductFirst, focusedPagesFirst, isStaffTask, namesLegacyUi, preferredOrder, userGuideFirst } from '../../../src/search/preferences';

const id = (path: string) => path;
const NAV = '/guides/extending-the-admin-ui/nav-menu/';
const DASHBOARD_NAV = '/guides/extending-the-dashboard/navigation/';
const USER_GUIDE = '/user-guide/';

test('a legacy Admin UI page moves below every Dashboard page of the list, the rest keeps its order', () => {
  assert.deepEqual(currentProductFirst('add a menu item to the dashboard', [NAV, USER_GUIDE, DASHBOARD_NAV, '/x/'], id), [
    USER_GUIDE,
    DASHBOARD_NAV,
    NAV,
    '/x/',
  ]);
  assert.deepEqual(
    currentProductFirst('widget', ['/reference/admin-ui-api/a/', '/reference/dashboard/b/', '/guides/deployment/deploying-admin-ui/', '/reference/dashboard/c/'], id),
    ['/reference/dashboard/b/', '/reference/dashboard/c/', '/reference/admin-ui-api/a/', '/guides/deployment/deploying-admin-ui/'],
  );
});

test('nothing moves when the query names the legacy UI, or when no Dashboard page is listed', () => {
  for (const query of ['add a menu item to the admin ui', 'Admin-UI nav', 'angular component', 'ui-devkit compile', 'AdminUi']) {
    assert.ok(namesLegacyUi(query), query);
    assert.deepEqual(currentProductFirst(query, [NAV, DASHBOARD_NAV], id), [NAV, DASHBOARD_NAV]);
  }
  assert.equal(namesLegacyUi('add a menu item to the dashboard'), false);
  assert.deepEqual(currentProductFirst('nav menu', [NAV, USER_GUIDE], id), [NAV, USER_GUIDE]);
});

test('a staff task without code words puts the best user-guide page of the first five first', () => {
  const ranked = ['/guides/core-concepts/promotions/', '/reference/x/', '/user-guide/promotions/', '/user-guide/orders/'];
  assert.deepEqual(userGuideFirst('create a coupon', ranked, id), ['/user-guide/promotions/', '/guides/core-concepts/promotions/', '/reference/x/', '/user-guide/orders/']);
  assert.deepEqual(userGuideFirst('write a custom shipping calculator', ranked, id), ranked, 'not a staff verb');
  assert.deepEqual(userGuideFirst('create a plugin', ranked, id), ranked, 'a code word');
  assert.deepEqual(userGuideFirst('promotions', ranked, id), ranked, 'not a task');
  const far = ['/a/', '/b/', '/c/', '/d/', '/e/', '/user-guide/'];
  assert.deepEqual(userGuideFirst('create a coupon', far, id), far, 'beyond the first five');
  assert.equal(isStaffTask('Refund an order'), true);
  assert.equal(isStaffTask('add a menu item to the dashboard'), false);
});

test('both preferences: the Dashboard before the Admin UI, then the user guide first for a staff task', () => {
  assert.deepEqual(preferredOrder('add a menu item to the dashboard', [NAV, DASHBOARD_NAV], id), [DASHBOARD_NAV, NAV]);
  assert.deepEqual(preferredOrder('refund an order', ['/guides/core-concepts/payment/', '/user-guide/orders/'], id), ['/user-guide/orders/', '/guides/core-concepts/payment/']);
});

test('v1 migration pages move below the current guides unless the query names v1', () => {
  const V1 = '/guides/developer-guide/migrating-from-v1/database-migration/';
  const UPDATING = '/guides/developer-guide/updating/';
  assert.deepEqual(currentProductFirst('upgrade vendure', [V1, UPDATING, '/reference/x/'], id), [UPDATING, V1, '/reference/x/']);
  for (const query of ['move my v1 database to v2', 'upgrade from vendure 1', 'migrate from 1', 'Vendure 1 upgrade']) {
    assert.deepEqual(currentProductFirst(query, [V1, UPDATING], id), [V1, UPDATING], query);
  }
});

test('a tutorial moves one place down unless the query names it', () => {
  const TUTORIAL = '/guides/extending-the-dashboard/cms-tutorial/';
  const PAGES = '/guides/extending-the-dashboard/creating-pages/';
  assert.deepEqual(focusedPagesFirst('add a new page to the dashboard', [TUTORIAL, PAGES, '/x/'], id), [PAGES, TUTORIAL, '/x/']);
  assert.deepEqual(focusedPagesFirst('add a new page to the dashboard', ['/x/', TUTORIAL], id), ['/x/', TUTORIAL], 'last stays last');
  assert.deepEqual(focusedPagesFirst('build a cms plugin with dashboard pages', [TUTORIAL, PAGES], id), [TUTORIAL, PAGES]);
});
