import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Channel, Permission, Role, defaultConfig, normalizeEmailAddress } from '@vendure/core';
import { getChannelPermissions } from '@vendure/core/dist/service/helpers/utils/get-user-channels-permissions';
import { DEFAULT_PERMISSIONS } from '@vendure/core/dist/common/constants';

const metadata = DEFAULT_PERMISSIONS.flatMap(d => d.getMetadata());

test('identifier-lowercase: an email-like identifier is lower-cased, any other is kept as typed', () => {
  assert.equal(normalizeEmailAddress('Anna.Berg@Example.com'), 'anna.berg@example.com');
  assert.equal(normalizeEmailAddress('AnnaB'), 'AnnaB');
});

test('permission-cache: cached session permissions live for 300 seconds by default', () => {
  assert.equal(defaultConfig.authOptions.sessionCacheTTL, 300);
});

test('grid-rows: the grid rows are the non-internal permissions, four switches per CRUD area', () => {
  const shown = metadata.filter(p => !p.internal).map(p => p.name);
  assert.ok(shown.includes('UpdateGlobalSettings'));
  assert.ok(!shown.includes('SuperAdmin'));
  assert.ok(!shown.includes('Authenticated'));
  const crudAreas = new Set(shown.filter(n => /^(Create|Read|Update|Delete)/.test(n)).map(n => n.replace(/^(Create|Read|Update|Delete)/, '')));
  for (const area of ['Catalog', 'Product', 'Facet', 'Collection', 'Asset', 'Order', 'Customer', 'CustomerGroup', 'Promotion', 'Settings',
    'ShippingMethod', 'PaymentMethod', 'TaxCategory', 'TaxRate', 'Country', 'Zone', 'Administrator', 'Channel', 'StockLocation', 'Seller',
    'System', 'ApiKey', 'Tag']) {
    assert.ok(crudAreas.has(area), area);
    for (const op of ['Create', 'Read', 'Update', 'Delete']) assert.ok(shown.includes(`${op}${area}`), `${op}${area}`);
  }
});

test('superadmin-permission: SuperAdmin and Authenticated are internal permissions, not switches', () => {
  const byName = new Map(metadata.map(p => [p.name, p]));
  assert.equal(byName.get('SuperAdmin')?.internal, true);
  assert.equal(byName.get('Authenticated')?.internal, true);
});

test('rule-and-channels: rights add up per channel', () => {
  const europe = new Channel({ id: 2, code: 'europe', token: 'eu' });
  const wholesale = new Channel({ id: 3, code: 'wholesale', token: 'ws' });
  const orders = new Role({ permissions: [Permission.ReadOrder, Permission.UpdateOrder], channels: [europe] });
  const readOnly = new Role({ permissions: [Permission.ReadOrder], channels: [wholesale] });
  const catalog = new Role({ permissions: [Permission.ReadCatalog], channels: [europe] });
  const noChannel = new Role({ permissions: [Permission.ReadCustomer], channels: [] });
  const result = getChannelPermissions([orders, readOnly, catalog, noChannel]);
  assert.deepEqual(
    result.map(c => ({ code: c.code, permissions: [...c.permissions].sort() })),
    [
      { code: 'europe', permissions: ['ReadCatalog', 'ReadOrder', 'UpdateOrder'] },
      { code: 'wholesale', permissions: ['ReadOrder'] },
    ],
  );
});

test('no-channel-no-rights: a role that covers no channel yields no permissions anywhere', () => {
  const noChannel = new Role({ permissions: [Permission.ReadCustomer, Permission.UpdateCustomer], channels: [] });
  assert.deepEqual(getChannelPermissions([noChannel]), []);
});
