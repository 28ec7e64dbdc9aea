import assert from 'node:assert/strict';
import { test } from 'node:test';

process.env.VENDURE_DISABLE_TELEMETRY = 'true';

import { createSelfRefreshingCache, defaultConfig, JobQueueService, mergeConfig, RedisCachePlugin } from '@vendure/core';
import { SqlJobQueueStrategy } from '@vendure/core/dist/plugin/default-job-queue-plugin/sql-job-queue-strategy';
import { InMemoryCacheStrategy } from '@vendure/core/dist/config/system/in-memory-cache-strategy';
import { HealthController } from '@vendure/core/dist/health-check/health-check.controller';
import {
    DEFAULT_LOCK_HOLD_FRACTION,
    DEFAULT_MANUAL_TRIGGER_CHECK_INTERVAL,
    DEFAULT_MAX_LOCK_HOLD_MS,
    DEFAULT_TIMEOUT,
} from '@vendure/core/dist/plugin/default-scheduler-plugin/constants';
import { createRequire } from 'node:module';

// cookie-session ships no types; it is the middleware Vendure's bootstrap() installs.
const cookieSession: (options: Record<string, unknown>) => unknown = createRequire(import.meta.url)('cookie-session');

test('db-queue-poll-default: the database job queue polls every 200 ms', () => {
    assert.equal(new SqlJobQueueStrategy().pollInterval, 200);
});

test('db-queue-concurrency: the database job queue runs one job per queue at a time by default', () => {
    assert.equal(new SqlJobQueueStrategy().concurrency, 1);
});

test('graceful-shutdown-timings: jobs get 20 s (gracefulShutdownTimeout) to finish on shutdown', () => {
    assert.equal((new SqlJobQueueStrategy() as any).gracefulShutdownTimeout, 20_000);
});

const shouldStart = (activeQueues: string[], name: string): boolean =>
    (JobQueueService.prototype as any).shouldStartQueue.call({ configService: { jobQueueOptions: { activeQueues } } }, name);

test('active-queues: a process starts only the listed queues', () => {
    assert.equal(shouldStart(['send-email'], 'send-email'), true);
    assert.equal(shouldStart(['send-email'], 'update-search-index'), false);
});

test('active-queues-empty: an empty list starts every queue', () => {
    assert.equal(shouldStart([], 'update-search-index'), true);
});

test('cache-default-in-memory: the default cache strategy keeps entries in process memory', () => {
    assert.ok(defaultConfig.systemOptions.cacheStrategy instanceof InMemoryCacheStrategy);
});

test('session-cache-ttl: sessionCacheTTL defaults to 300 seconds', () => {
    assert.equal(defaultConfig.authOptions.sessionCacheTTL, 300);
});

test('redis-options-replace-defaults: RedisCachePlugin.init() replaces the 128 kB default instead of merging', () => {
    const before = { ...(RedisCachePlugin as any).options };
    assert.equal(before.maxItemSizeInBytes, 128_000);
    try {
        RedisCachePlugin.init({ namespace: 'claims-test', redisOptions: {} });
        assert.equal((RedisCachePlugin as any).options.maxItemSizeInBytes, undefined);
    } finally {
        (RedisCachePlugin as any).options = before;
    }
});

test('local-entity-caches: channels, zones and tax rates are cached for 30 s', () => {
    const { channelCacheTtl, zoneCacheTtl, taxRateCacheTtl } = defaultConfig.entityOptions;
    assert.deepEqual([channelCacheTtl, zoneCacheTtl, taxRateCacheTtl], [30_000, 30_000, 30_000]);
});

test('local-entity-caches: the cache reloads when read after its TTL, with no timer of its own', async () => {
    let now = 0;
    let loads = 0;
    const cache = await createSelfRefreshingCache({
        name: 'claims-test',
        ttl: 30_000,
        refresh: { fn: async () => ++loads, defaultArgs: [] },
        getTimeFn: () => now,
    });
    assert.equal(loads, 1);
    now = 29_000;
    assert.equal(await cache.value(), 1);
    now = 31_000;
    assert.equal(loads, 1, 'nothing reloads until the value is read');
    assert.equal(await cache.value(), 2);
});

test('random-cookie-secret: without a secret the default configuration holds a random one', () => {
    const secret = defaultConfig.authOptions.cookieOptions.secret;
    assert.equal(typeof secret, 'string');
    assert.ok((secret as string).length >= 16);
});

const mergedWithoutSecret = () => mergeConfig(defaultConfig, { authOptions: { cookieOptions: { secret: undefined } } });

test('undefined-secret-fails: secret: undefined replaces the random default', () => {
    assert.equal(mergedWithoutSecret().authOptions.cookieOptions.secret, undefined);
});

test('undefined-secret-boot: the cookie middleware then throws ".keys required."', () => {
    const options = mergedWithoutSecret().authOptions.cookieOptions;
    assert.throws(() => cookieSession({ ...options, name: 'session' }), /^Error: \.keys required\.$/);
});

test('scheduler-defaults: tasks run in the worker only by default', () => {
    assert.equal(defaultConfig.schedulerOptions.runTasksInWorkerOnly, true);
});

test('scheduler-lock-hold: the hold period is 80 % of the interval, at most five seconds', () => {
    assert.equal(DEFAULT_LOCK_HOLD_FRACTION, 0.8);
    assert.equal(DEFAULT_MAX_LOCK_HOLD_MS, 5000);
});

test('scheduler-timeout: a task times out after 60 seconds by default', () => {
    assert.equal(DEFAULT_TIMEOUT, 60_000);
});

test('manual-trigger-interval: workers look for manually started tasks every ten seconds', () => {
    assert.equal(DEFAULT_MANUAL_TRIGGER_CHECK_INTERVAL, 10_000);
});

test('health-endpoint: GET /health answers ok without checking anything else', () => {
    assert.deepEqual(new HealthController().check(), { status: 'ok' });
});
