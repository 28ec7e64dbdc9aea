import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import {
  BcryptPasswordHashingStrategy,
  DefaultEntityAccessControlStrategy,
  DefaultSessionCacheStrategy,
  NativeAuthenticationStrategy,
  PermissionDefinition,
  RequestContext,
  defaultConfig,
} from '@vendure/core';

const require = createRequire(import.meta.url);
const auth = defaultConfig.authOptions;

function ctxWith(permissions: string[] | undefined) {
  return new RequestContext({
    apiType: 'admin',
    channel: { id: 1 } as any,
    session: permissions ? ({ user: { id: 1, channelPermissions: [{ id: 1, permissions }] } } as any) : undefined,
    isAuthorized: true,
    authorizedAsOwnerOnly: false,
  });
}

test('superadmin-default-credentials: identifier and password are both "superadmin"', () => {
  assert.deepEqual(auth.superadminCredentials, { identifier: 'superadmin', password: 'superadmin' });
});

test('superadmin-default-password-check: refuses in production, warns elsewhere, silent in test, accepts any other value', () => {
  const { checkSuperadminCredentials } = require('@vendure/core/dist/service/helpers/utils/check-superadmin-credentials.js');
  const warnings: string[] = [];
  const logger = { warn: (m: string) => warnings.push(m) };
  const defaults = { identifier: 'superadmin', password: 'superadmin' };
  assert.throws(() => checkSuperadminCredentials(defaults, { nodeEnv: 'production', logger }), /Refusing to start/);
  checkSuperadminCredentials(defaults, { nodeEnv: 'development', logger });
  assert.equal(warnings.length, 1);
  checkSuperadminCredentials(defaults, { nodeEnv: 'test', logger });
  assert.equal(warnings.length, 1);
  // an empty password is not the default, so it passes silently even in production
  checkSuperadminCredentials({ identifier: 'superadmin', password: '' }, { nodeEnv: 'production', logger });
  assert.equal(warnings.length, 1);
});

test('empty-superadmin-password-login: an empty password hashes and then matches an empty password', async () => {
  const hashing = new BcryptPasswordHashingStrategy();
  const hash = await hashing.hash('');
  assert.equal(await hashing.check('', hash), true);
});

test('token-method-default: the token travels in a cookie by default', () => {
  assert.equal(auth.tokenMethod, 'cookie');
});

test('auth-token-header-default: the bearer header is vendure-auth-token', () => {
  assert.equal(auth.authTokenHeaderKey, 'vendure-auth-token');
});

test('cookie-options-default: httpOnly, sameSite lax and a random secret', () => {
  assert.equal(auth.cookieOptions?.httpOnly, true);
  assert.equal(auth.cookieOptions?.sameSite, 'lax');
  assert.equal(typeof auth.cookieOptions?.secret, 'string');
  assert.ok((auth.cookieOptions?.secret as string).length >= 16);
});

test('session-duration-default: one year', () => {
  assert.equal(auth.sessionDuration, '1y');
});

test('session-cache-strategy-default: DefaultSessionCacheStrategy', () => {
  assert.ok(auth.sessionCacheStrategy instanceof DefaultSessionCacheStrategy);
});

test('session-cache-ttl-default: 300 seconds', () => {
  assert.equal(auth.sessionCacheTTL, 300);
});

test('require-verification-default: on', () => {
  assert.equal(auth.requireVerification, true);
});

test('native-strategy-default: both APIs use the NativeAuthenticationStrategy', () => {
  assert.equal(auth.shopAuthenticationStrategy?.length, 1);
  assert.ok(auth.shopAuthenticationStrategy?.[0] instanceof NativeAuthenticationStrategy);
  assert.equal(auth.adminAuthenticationStrategy?.length, 1);
  assert.ok(auth.adminAuthenticationStrategy?.[0] instanceof NativeAuthenticationStrategy);
});

test('allow-any-one: one of the listed permissions is enough', async () => {
  const strategy = new DefaultEntityAccessControlStrategy();
  assert.equal(await strategy.canAccess(ctxWith(['ReadOrder']), ['ReadOrderStats' as any, 'ReadOrder' as any]), true);
  assert.equal(await strategy.canAccess(ctxWith(['ReadCatalog']), ['ReadOrderStats' as any, 'ReadOrder' as any]), false);
});

test('no-allow-is-public: a handler without permissions is open like Public', async () => {
  const strategy = new DefaultEntityAccessControlStrategy();
  assert.equal(await strategy.canAccess(ctxWith(undefined), []), true);
  assert.equal(await strategy.canAccess(ctxWith(undefined), ['Public' as any]), true);
  assert.equal(await strategy.canAccess(ctxWith(undefined), ['ReadOrder' as any]), false);
});

test('custom-permissions-assignable: a PermissionDefinition is assignable and not internal', () => {
  const def = new PermissionDefinition({ name: 'ReadOrderStats', description: 'x' });
  assert.deepEqual(def.getMetadata(), [{ name: 'ReadOrderStats', description: 'x', assignable: true, internal: false }]);
});
