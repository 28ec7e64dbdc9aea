import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CUSTOMER_ROLE_CODE, SUPER_ADMIN_ROLE_CODE } from '@vendure/common/lib/shared-constants';
import {
  CrudPermissionDefinition,
  DefaultEntityAccessControlStrategy,
  Permission,
  PermissionDefinition,
  RequestContext,
  RoleService,
  RwPermissionDefinition,
} from '@vendure/core';
import { generatePermissionEnum } from '@vendure/core/dist/api/config/generate-permissions';
import { GlobalSettingsResolver } from '@vendure/core/dist/api/resolvers/admin/global-settings.resolver';
import { buildSchema, type GraphQLEnumType } from 'graphql';

const readSalesReport = new PermissionDefinition({ name: 'ReadSalesReport', description: 'Allows viewing the sales report' });
const hidden = new PermissionDefinition({ name: 'HiddenThing', internal: true });
const notAssignable = new PermissionDefinition({ name: 'NotAssignable', assignable: false });

test('definition-defaults: description, assignable and internal defaults, Permission getter', () => {
  const [meta] = new PermissionDefinition({ name: 'DoThing' }).getMetadata();
  assert.deepEqual(meta, { name: 'DoThing', description: 'Grants permissions on DoThing operations', assignable: true, internal: false });
  assert.equal(readSalesReport.Permission, 'ReadSalesReport');
});

test('crud-definition: four assignable, non-internal permissions with lower-case operations', () => {
  const supplier = new CrudPermissionDefinition('Supplier', op => `Grants permission to ${op} suppliers`);
  const meta = supplier.getMetadata();
  assert.deepEqual(
    meta.map(m => m.name),
    ['CreateSupplier', 'ReadSupplier', 'UpdateSupplier', 'DeleteSupplier'],
  );
  assert.deepEqual(
    meta.map(m => m.description),
    ['create', 'read', 'update', 'delete'].map(op => `Grants permission to ${op} suppliers`),
  );
  assert.ok(meta.every(m => m.assignable === true && m.internal === false));
  assert.equal(supplier.Create, 'CreateSupplier');
  assert.equal(supplier.Delete, 'DeleteSupplier');
});

test('rw-definition: Read<Name> and Write<Name>', () => {
  const rw = new RwPermissionDefinition('Stock');
  assert.deepEqual(rw.getMetadata().map(m => m.name), ['ReadStock', 'WriteStock']);
});

test('permission-enum: built-in values first, then custom ones in order, duplicates collapse into one', () => {
  const duplicate = new PermissionDefinition({ name: 'ReadSalesReport', description: 'second plugin' });
  const schema = generatePermissionEnum(buildSchema('type Query { ok: Boolean }'), [readSalesReport, hidden, duplicate]);
  const values = (schema.getType('Permission') as GraphQLEnumType).getValues().map(v => v.name);
  assert.equal(values[0], 'Authenticated');
  assert.equal(values.filter(v => v === 'ReadSalesReport').length, 1);
  assert.ok(values.indexOf('ReadSalesReport') > values.indexOf('SuperAdmin'));
  assert.ok(values.includes('HiddenThing'));
});

test('default-access-strategy: no permissions or Public is open, otherwise any one permission or owner-only', async () => {
  const strategy = new DefaultEntityAccessControlStrategy();
  const ctx = (has: boolean, owner = false) => ({ userHasPermissions: () => has, authorizedAsOwnerOnly: owner }) as unknown as RequestContext;
  assert.equal(await strategy.canAccess(ctx(false), []), true);
  assert.equal(await strategy.canAccess(ctx(false), [Permission.Public]), true);
  assert.equal(await strategy.canAccess(ctx(true), ['ReadSalesReport' as Permission, Permission.ReadOrder]), true);
  assert.equal(await strategy.canAccess(ctx(false), ['ReadSalesReport' as Permission]), false);
  assert.equal(await strategy.canAccess(ctx(false, true), [Permission.Owner]), true);
});

function contextWith(channelPermissions: Array<{ id: number; permissions: string[] }> | null) {
  return new RequestContext({
    apiType: 'admin',
    channel: { id: 1, defaultLanguageCode: 'en', defaultCurrencyCode: 'USD' } as never,
    session: channelPermissions ? ({ user: { id: 1, channelPermissions } } as never) : undefined,
    isAuthorized: true,
    authorizedAsOwnerOnly: false,
  });
}

test('any-and-all: userHasPermissions needs one, userHasAllPermissions needs every one, per channel, false without a user', () => {
  const ctx = contextWith([
    { id: 1, permissions: ['ReadSalesReport'] },
    { id: 2, permissions: ['ReadSalesReport', 'ReadCustomer'] },
  ]);
  const both = ['ReadSalesReport', 'ReadCustomer'] as Permission[];
  assert.equal(ctx.userHasPermissions(both), true);
  assert.equal(ctx.userHasAllPermissions(both), false);
  assert.equal(ctx.userHasAllPermissions(both, 2), true);
  assert.equal(ctx.userHasPermissions(['ReadSalesReport' as Permission], 3), false);
  const guest = contextWith(null);
  assert.equal(guest.userHasPermissions([Permission.Authenticated]), false);
  assert.equal(guest.userHasAllPermissions([Permission.Authenticated]), false);
});

function fakeRoleService(roles: Array<{ code: string; permissions: string[] }> = []) {
  const saved: unknown[] = [];
  const fake = Object.create(RoleService.prototype) as RoleService & Record<string, unknown>;
  Object.assign(fake, {
    configService: { authOptions: { customPermissions: [readSalesReport, hidden, notAssignable] } },
    connection: { rawConnection: { getRepository: () => ({ find: async () => roles, save: async (r: unknown) => saved.push(r) }) } },
    getSuperAdminRole: async () => roles.find(r => r.code === SUPER_ADMIN_ROLE_CODE),
    findOne: async (_ctx: unknown, id: string) => roles.find(r => r.code === id),
  });
  return { service: fake, saved };
}

test('role-validation: unknown, non-assignable and SuperAdmin permissions are refused', () => {
  const { service } = fakeRoleService();
  const check = (p: string[]) => (service as unknown as { checkPermissionsAreValid(p: string[]): void }).checkPermissionsAreValid(p);
  check(['ReadSalesReport', 'ReadOrder', 'HiddenThing']);
  for (const bad of ['ReadSalseReport', 'NotAssignable', 'SuperAdmin']) {
    assert.throws(() => check([bad]), { message: 'error.permission-invalid' });
  }
});

test('protected-roles: the superadmin and customer roles cannot be updated', async () => {
  const { service } = fakeRoleService([
    { code: SUPER_ADMIN_ROLE_CODE, permissions: [] },
    { code: CUSTOMER_ROLE_CODE, permissions: [] },
  ]);
  for (const id of [SUPER_ADMIN_ROLE_CODE, CUSTOMER_ROLE_CODE]) {
    await assert.rejects(service.update({} as never, { id, permissions: ['ReadSalesReport'] } as never), { message: 'error.cannot-modify-role' });
  }
});

test('startup-roles: the superadmin gets every assignable permission, removed ones are stripped from roles', async () => {
  const superadmin = { code: SUPER_ADMIN_ROLE_CODE, permissions: ['Authenticated'] };
  const viewer = { code: 'report-viewer', permissions: ['Authenticated', 'ReadSalesReport', 'ReadOldReport'] };
  const { service } = fakeRoleService([superadmin, viewer]);
  const internal = service as unknown as { ensureSuperAdminRoleExists(): Promise<void>; ensureRolesHaveValidPermissions(): Promise<void> };
  await internal.ensureSuperAdminRoleExists();
  assert.ok(superadmin.permissions.includes('ReadSalesReport'));
  assert.ok(superadmin.permissions.includes('HiddenThing'));
  assert.ok(!superadmin.permissions.includes('NotAssignable'));
  await internal.ensureRolesHaveValidPermissions();
  assert.deepEqual(viewer.permissions, ['Authenticated', 'ReadSalesReport']);
});

test('internal-hidden: serverConfig.permissions leaves out internal permissions', () => {
  const fake = Object.assign(Object.create(GlobalSettingsResolver.prototype), {
    configService: {
      authOptions: { customPermissions: [readSalesReport, hidden] },
      assetOptions: { permittedFileTypes: [] },
      entityOptions: { moneyStrategy: {} },
    },
    orderService: { getOrderProcessStates: () => [] },
    generateCustomFieldConfig: () => ({}),
    generateEntityCustomFieldConfig: () => [],
  });
  const names = (fake.serverConfig({}) as { permissions: Array<{ name: string }> }).permissions.map(p => p.name);
  assert.ok(names.includes('ReadSalesReport'));
  assert.ok(!names.includes('HiddenThing'));
});

test('enum-value-name: a name that is not a valid GraphQL enum value stops the schema build', () => {
  const bad = new PermissionDefinition({ name: 'Read-Report' });
  assert.throws(() => generatePermissionEnum(buildSchema('type Query { ok: Boolean }'), [bad]), /Names must only contain/);
});
