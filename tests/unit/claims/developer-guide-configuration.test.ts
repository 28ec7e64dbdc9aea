import assert from 'node:assert/strict';
import { test } from 'node:test';
import { defaultConfig, DefaultLogger, LogLevel, mergeConfig } from '@vendure/core';
import { checkSuperadminCredentials } from '@vendure/core/dist/service/helpers/utils/check-superadmin-credentials';
import { getCorsConfigWarning, getCsrfPreventionWarning } from '@vendure/core/dist/get-api-security-warnings';

test('api-defaults: port, paths, list limits, CORS, playgrounds, debug and introspection', () => {
  const api = defaultConfig.apiOptions;
  assert.equal(api.port, 3000);
  assert.equal(api.adminApiPath, 'admin-api');
  assert.equal(api.shopApiPath, 'shop-api');
  assert.equal(api.shopListQueryLimit, 100);
  assert.equal(api.adminListQueryLimit, 1000);
  assert.deepEqual(api.cors, { origin: true, credentials: true });
  assert.equal(api.adminApiPlayground, false);
  assert.equal(api.shopApiPlayground, false);
  assert.equal(api.adminApiDebug, false);
  assert.equal(api.shopApiDebug, false);
  assert.equal(api.introspection, true);
});

test('auth-defaults: token method, durations, verification, superadmin, session cache TTL', () => {
  const auth = defaultConfig.authOptions;
  assert.equal(auth.tokenMethod, 'cookie');
  assert.equal(auth.sessionDuration, '1y');
  assert.equal(auth.requireVerification, true);
  assert.equal(auth.verificationTokenDuration, '7d');
  assert.deepEqual(auth.superadminCredentials, { identifier: 'superadmin', password: 'superadmin' });
  assert.equal(auth.sessionCacheTTL, 300);
});

test('db-entities-timezone: the default connection options set timezone Z', () => {
  assert.equal((defaultConfig.dbConnectionOptions as { timezone?: string }).timezone, 'Z');
});

test('asset-defaults: 20 MB uploads of images, video, audio and PDF', () => {
  assert.equal(defaultConfig.assetOptions.uploadMaxFileSize, 20 * 1024 * 1024);
  assert.deepEqual(defaultConfig.assetOptions.permittedFileTypes, ['image/*', 'video/*', 'audio/*', '.pdf']);
  assert.equal(defaultConfig.assetOptions.assetStorageStrategy?.constructor.name, 'NoAssetStorageStrategy');
});

test('order-defaults: 999 items per order and per line', () => {
  assert.equal(defaultConfig.orderOptions.orderItemsLimit, 999);
  assert.equal(defaultConfig.orderOptions.orderLineItemsLimit, 999);
});

test('payment-defaults: no payment handlers', () => {
  assert.equal(defaultConfig.paymentOptions.paymentMethodHandlers.length, 0);
});

test('entity-defaults: channel, zone and tax rate caches of 30 seconds', () => {
  assert.equal(defaultConfig.entityOptions.channelCacheTtl, 30000);
  assert.equal(defaultConfig.entityOptions.zoneCacheTtl, 30000);
  assert.equal(defaultConfig.entityOptions.taxRateCacheTtl, 30000);
  assert.equal(defaultConfig.entityOptions.entityIdStrategy?.constructor.name, 'AutoIncrementIdStrategy');
});

test('job-queue-defaults: in-memory queue, every queue active, no prefix', () => {
  assert.equal(defaultConfig.jobQueueOptions.jobQueueStrategy.constructor.name, 'InMemoryJobQueueStrategy');
  assert.deepEqual(defaultConfig.jobQueueOptions.activeQueues, []);
  assert.equal(defaultConfig.jobQueueOptions.prefix, '');
});

test('scheduler-defaults: no-op scheduler, two clean-up tasks, worker only', () => {
  assert.equal(defaultConfig.schedulerOptions.schedulerStrategy.constructor.name, 'NoopSchedulerStrategy');
  assert.equal(defaultConfig.schedulerOptions.tasks.length, 2);
  assert.equal(defaultConfig.schedulerOptions.runTasksInWorkerOnly, true);
});

test('empty-defaults: no custom fields, settings-store fields or plugins', () => {
  assert.ok(Object.values(defaultConfig.customFields).every(list => list.length === 0));
  assert.deepEqual(defaultConfig.settingsStoreFields, {});
  assert.deepEqual(defaultConfig.plugins, []);
});

test('logger-defaults: DefaultLogger at Info, English, no channel token', () => {
  assert.ok(defaultConfig.logger instanceof DefaultLogger);
  assert.equal((defaultConfig.logger as unknown as { level: LogLevel }).level, LogLevel.Info);
  assert.equal(defaultConfig.defaultLanguageCode, 'en');
  assert.equal(defaultConfig.defaultChannelToken, null);
});

test('superadmin-default-password: refused in production, warned otherwise, silent in test', () => {
  const creds = { identifier: 'superadmin', password: 'superadmin' };
  assert.throws(() => checkSuperadminCredentials(creds, { nodeEnv: 'production' }), /Refusing to start/);
  const warnings: string[] = [];
  const logger = { warn: (m: string) => warnings.push(m) } as never;
  checkSuperadminCredentials(creds, { nodeEnv: 'development', logger });
  assert.equal(warnings.length, 1);
  checkSuperadminCredentials(creds, { nodeEnv: 'test', logger });
  assert.equal(warnings.length, 1);
});

test('cors-csrf-warnings: default CORS and cookie sessions warn, except when NODE_ENV is test', () => {
  const config = defaultConfig as never;
  assert.ok(getCorsConfigWarning(config, { nodeEnv: 'production' }));
  assert.ok(getCsrfPreventionWarning(config, { nodeEnv: 'production' }));
  assert.equal(getCorsConfigWarning(config, { nodeEnv: 'test' }), undefined);
  assert.equal(getCsrfPreventionWarning(config, { nodeEnv: 'test' }), undefined);
});

class Strategy {
  constructor(public size = 1) {}
}

function merge<T>(base: T, override: unknown): T {
  return mergeConfig(base as never, override as never) as unknown as T;
}

test('merge-rules: plain objects merge key by key, at any depth', () => {
  const result = merge({ api: { port: 3000, path: 'a', deep: { x: 1, y: 2 } } }, { api: { port: 4000, deep: { y: 3 } } });
  assert.deepEqual(result.api, { port: 4000, path: 'a', deep: { x: 1, y: 3 } });
});

test('merge-arrays-replace: an array replaces the base array', () => {
  assert.deepEqual(merge({ list: [1, 2] }, { list: [3] }).list, [3]);
});

test('merge-class-instances: a class instance replaces the base value as it is', () => {
  const mine = new Strategy(2);
  const result = merge({ strategy: new Strategy(1) as Strategy | { other: number } }, { strategy: mine });
  assert.equal(result.strategy, mine);
});

test('merge-base-untouched: plain objects and arrays of the base stay as they were', () => {
  const base = { api: { port: 3000 }, list: [1] };
  const result = merge(base, { api: { port: 4000 } });
  assert.equal(base.api.port, 3000);
  assert.deepEqual(base.list, [1]);
  assert.notEqual(result.list, base.list);
});

test('merge-details: omitted keys keep the base value, a missing key starts from an empty object', () => {
  const result = merge({ a: { port: 3000, path: 'x' } } as Record<string, unknown>, { a: { port: 1 }, fresh: { z: 1 } });
  assert.deepEqual(result.a, { port: 1, path: 'x' });
  assert.deepEqual(result.fresh, { z: 1 });
});

test('merge-array-not-copied: the result holds the array that was passed', () => {
  const list = [1];
  assert.equal(merge({ list: [0] }, { list }).list, list);
});

test('merge-undefined-wipes: a key present as undefined replaces the base value', () => {
  const result = merge({ a: { port: 3000 } as { port?: number } }, { a: { port: undefined } });
  assert.ok('port' in result.a);
  assert.equal(result.a.port, undefined);
});

test('merge-object-over-truthy: an object over a truthy non-object is dropped', () => {
  assert.equal(merge({ cors: true as unknown }, { cors: { origin: ['x'] } }).cors, true);
});

test('merge-object-over-falsy: an object over a falsy value wins', () => {
  assert.deepEqual(merge({ off: false as unknown }, { off: { y: 1 } }).off, { y: 1 });
});

test('merge-base-instances-shared: a plain object over a strategy changes the shared instance', () => {
  const strategy = new Strategy(1);
  const base = { strategy };
  const result = merge(base, { strategy: { size: 5 } });
  assert.equal(result.strategy, strategy);
  assert.equal(strategy.size, 5);
});
