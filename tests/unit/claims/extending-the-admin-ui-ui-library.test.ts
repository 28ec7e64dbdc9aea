import { test } from 'node:test';
import assert from 'node:assert/strict';
import 'reflect-metadata';
import {
  CachedSession,
  Channel,
  DefaultEntityAccessControlStrategy,
  PERMISSIONS_METADATA_KEY,
  Permission,
  RequestContext,
} from '@vendure/core';
import { ProductResolver } from '@vendure/core/dist/api/resolvers/admin/product.resolver';

function adminWith(permissions: Permission[]): RequestContext {
  const session: CachedSession = {
    cacheExpiry: 0,
    id: 1,
    token: 'token',
    expires: new Date(Date.now() + 60_000),
    user: {
      id: 1,
      identifier: 'editor',
      verified: true,
      channelPermissions: [{ id: 1, token: 'default', code: '__default_channel__', permissions }],
    },
  };
  return new RequestContext({
    apiType: 'admin',
    channel: new Channel({ id: 1 }),
    session,
    isAuthorized: true,
    authorizedAsOwnerOnly: false,
  });
}

test('update-variants-either-permission: updateProductVariants accepts UpdateCatalog or UpdateProduct alone', async () => {
  const required: Permission[] = Reflect.getMetadata(
    PERMISSIONS_METADATA_KEY,
    ProductResolver.prototype.updateProductVariants,
  );
  assert.deepEqual([...required].sort(), [Permission.UpdateCatalog, Permission.UpdateProduct].sort());
  const strategy = new DefaultEntityAccessControlStrategy();
  assert.equal(await strategy.canAccess(adminWith([Permission.UpdateProduct]), required), true);
  assert.equal(await strategy.canAccess(adminWith([Permission.UpdateCatalog]), required), true);
  assert.equal(await strategy.canAccess(adminWith([Permission.ReadCatalog]), required), false);
});
