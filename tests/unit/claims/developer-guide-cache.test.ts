import assert from 'node:assert/strict';
import { test } from 'node:test';

process.env.VENDURE_DISABLE_TELEMETRY = 'true';

import {
    CacheService,
    createSelfRefreshingCache,
    DefaultSessionCacheStrategy,
    InMemorySessionCacheStrategy,
    RedisCachePlugin,
    RedisCacheStrategy,
    RequestContext,
    RequestContextCacheService,
} from '@vendure/core';
import { InMemoryCacheStrategy } from '@vendure/core/dist/config/system/in-memory-cache-strategy';

/** A clock the strategies read through their ttl provider. */
function clock(start = 1_000_000) {
    let now = start;
    return { getTime: () => now, advance: (ms: number) => (now += ms) };
}

/** Records what RedisCacheStrategy.set() would send to Redis. */
function redisWithFakeClient(options: Record<string, unknown>) {
    const commands: unknown[][] = [];
    const strategy = new RedisCacheStrategy(options as any);
    const multi = {
        set: (...args: unknown[]) => commands.push(['set', ...args]),
        sadd: (...args: unknown[]) => commands.push(['sadd', ...args]),
        exec: async () => [],
    };
    (strategy as any).client = { multi: () => multi };
    return { strategy, commands };
}

const session = (token: string) => ({ token, id: 1, cacheExpiry: 0, expires: new Date(Date.now() + 60_000) }) as any;

test('in-memory-default: room for 10,000 entries, and the oldest write goes when full', async () => {
    assert.equal((new InMemoryCacheStrategy() as any).cacheSize, 10_000);
    const cache = new InMemoryCacheStrategy({ cacheSize: 2 });
    await cache.set('a', 1);
    await cache.set('b', 2);
    await cache.get('a'); // reading does not make "a" recent
    await cache.set('c', 3);
    assert.equal(await cache.get('a'), undefined);
    assert.equal(await cache.get('b'), 2);
    await cache.set('b', 2); // writing it again does
    await cache.set('d', 4);
    assert.equal(await cache.get('c'), undefined);
    assert.equal(await cache.get('b'), 2);
});

test('in-memory-lazy-expiry: an expired entry stays in the map until it is asked for', async () => {
    const time = clock();
    const cache = new InMemoryCacheStrategy({ cacheTtlProvider: time } as any);
    await cache.set('k', 'v', { ttl: 1000 });
    time.advance(2000);
    assert.equal((cache as any).cache.size, 1);
    assert.equal(await cache.get('k'), undefined);
    assert.equal((cache as any).cache.size, 0);
});

test('no-ttl-never-expires: without a ttl an in-memory entry has no expiry', async () => {
    const time = clock();
    const cache = new InMemoryCacheStrategy({ cacheTtlProvider: time } as any);
    await cache.set('k', 'v');
    time.advance(365 * 24 * 3600 * 1000);
    assert.equal(await cache.get('k'), 'v');
});

test('redis-namespace: keys are <namespace>:<key> and tags are sets named <namespace>:tag:<tag>', async () => {
    const { strategy, commands } = redisWithFakeClient({});
    await strategy.set('k', { a: 1 }, { ttl: 60_000, tags: ['t'] });
    assert.deepEqual(commands, [
        ['set', 'vendure-cache:k', '{"a":1}', 'EX', 60],
        ['sadd', 'vendure-cache:tag:t', 'vendure-cache:k'],
    ]);
});

test('redis-ttl-seconds: ttl is rounded to seconds, under 500 ms nothing is stored, no ttl or 0 means 30 days', async () => {
    const thirtyDays = 30 * 24 * 3600;
    for (const [ttl, expected] of [[499, undefined], [500, 1], [undefined, thirtyDays], [0, thirtyDays]] as const) {
        const { strategy, commands } = redisWithFakeClient({ namespace: 'n' });
        await strategy.set('k', 1, ttl === undefined ? undefined : { ttl });
        assert.deepEqual(commands[0]?.[4], expected, `ttl ${ttl}`);
    }
});

test('redis-max-item-size: a value whose JSON is larger than maxItemSizeInBytes is not sent', async () => {
    const { strategy, commands } = redisWithFakeClient({ maxItemSizeInBytes: 10 });
    await strategy.set('k', 'x'.repeat(20), { ttl: 60_000 });
    assert.equal(commands.length, 0);
});

test('redis-init-replaces-defaults: without maxItemSizeInBytes there is no limit, a missing namespace still defaults', async () => {
    const before = { ...(RedisCachePlugin as any).options };
    try {
        RedisCachePlugin.init({ redisOptions: {} } as any);
        const options = (RedisCachePlugin as any).options;
        assert.equal(options.maxItemSizeInBytes, undefined);
        const { strategy, commands } = redisWithFakeClient(options);
        await strategy.set('big', 'x'.repeat(200_000), { ttl: 60_000 });
        assert.equal(commands[0]?.[1], 'vendure-cache:big');
    } finally {
        (RedisCachePlugin as any).options = before;
    }
});

test('session-cache-defaults: DefaultSessionCacheStrategy uses vendure-session-cache:<token>, 24 hours and one tag', async () => {
    const calls: unknown[][] = [];
    const strategy = new DefaultSessionCacheStrategy();
    strategy.init({ get: () => ({ set: async (...args: unknown[]) => calls.push(args) }) } as any);
    await strategy.set(session('abc'));
    const [key, , options] = calls[0] as [string, unknown, { ttl: number; tags: string[] }];
    assert.equal(key, 'vendure-session-cache:abc');
    assert.equal(options.ttl, 24 * 60 * 60 * 1000);
    assert.deepEqual(options.tags, ['DefaultSessionCacheStrategy']);
});

test('in-memory-session-no-eviction: InMemorySessionCacheStrategy keeps every session despite its size limit', async () => {
    const strategy = new InMemorySessionCacheStrategy(2);
    for (const token of ['a', 'b', 'c', 'd']) {
        await strategy.set(session(token));
    }
    for (const token of ['a', 'b', 'c', 'd']) {
        assert.ok(await strategy.get(token), token);
    }
});

test('errors-logged-not-thrown: CacheService catches strategy errors', async () => {
    const failing = {
        get: async () => { throw new Error('down'); },
        set: async () => { throw new Error('down'); },
        delete: async () => { throw new Error('down'); },
        invalidateTags: async () => { throw new Error('down'); },
    };
    const service = new CacheService({ systemOptions: { cacheStrategy: failing } } as any);
    assert.equal(await service.get('k'), undefined);
    await service.set('k', 1);
    await service.delete('k');
    await service.invalidateTags(['t']);
});

test('falsy-values-miss: Cache.get() recomputes when the stored value is falsy', async () => {
    const service = new CacheService({ systemOptions: { cacheStrategy: new InMemoryCacheStrategy() } } as any);
    const cache = service.createCache({ getKey: (id: any) => `Test:${id}` });
    let calls = 0;
    await cache.get(1, async () => { calls++; return 0; });
    await cache.get(1, async () => { calls++; return 0; });
    assert.equal(calls, 2);
    await cache.get(2, async () => { calls++; return { count: 0 }; });
    await cache.get(2, async () => { calls++; return { count: 0 }; });
    assert.equal(calls, 3);
});

test('request-cache: the promise is stored so concurrent callers share it, and falsy values count as missing', async () => {
    const service = new RequestContextCacheService();
    const ctx = RequestContext.empty();
    let loads = 0;
    const load = () => { loads++; return Promise.resolve(10); };
    const [a, b] = await Promise.all([service.get(ctx, 'k', load), service.get(ctx, 'k', load)]);
    assert.deepEqual([a, b, loads], [10, 10, 1]);
    service.set(ctx, 'zero', 0);
    assert.equal(service.get(ctx, 'zero', () => 5), 5);
});

test('self-refreshing-failures: the first load is not caught, a failed reload keeps the old value and is retried', async () => {
    await assert.rejects(() => createSelfRefreshingCache({ name: 'x', ttl: 10, refresh: { fn: async () => { throw new Error('first'); }, defaultArgs: [] } }));
    let now = 0;
    let fail = false;
    let loads = 0;
    const cache = await createSelfRefreshingCache({
        name: 'claims-test',
        ttl: 100,
        getTimeFn: () => now,
        refresh: { fn: async () => { loads++; if (fail) throw new Error('down'); return loads; }, defaultArgs: [] },
    });
    now = 200;
    fail = true;
    assert.equal(await cache.value(), 1, 'old value after a failed reload');
    fail = false;
    assert.equal(await cache.value(), 3, 'the next call tries again');
});

test('self-refreshing-refresh-args: refresh() passes only its own arguments, value() falls back to defaultArgs', async () => {
    const seen: unknown[][] = [];
    let now = 0;
    const cache = await createSelfRefreshingCache<string, [string?]>({
        name: 'claims-test',
        ttl: 100,
        getTimeFn: () => now,
        refresh: { fn: async (...args: [string?]) => { seen.push(args); return 'v'; }, defaultArgs: ['default'] },
    });
    await cache.refresh();
    now = 200;
    await cache.value();
    assert.deepEqual(seen, [['default'], [], ['default']]);
});

test('self-refreshing-memoize: refresh() clears memoized results, a reload started by memoize() keeps the others', async () => {
    let now = 0;
    let version = 0;
    let derived = 0;
    const cache = await createSelfRefreshingCache<number, []>({
        name: 'claims-test',
        ttl: 100,
        getTimeFn: () => now,
        refresh: { fn: async () => ++version, defaultArgs: [] },
    });
    const times = (factor: number) => cache.memoize([factor], [], (v: number, f: number) => { derived++; return v * f; });
    assert.equal(await times(2), 2);
    assert.equal(await times(2), 2);
    assert.equal(derived, 1);
    await cache.refresh();
    assert.equal(await times(2), 4, 'refresh() clears the memoized results');
    assert.equal(derived, 2);

    // "3" is memoized at t=50 and stays valid until t=150
    now = 50;
    assert.equal(await times(3), 6);
    // at t=120 the value is stale; memoize() for "2" reloads it without clearing the memo of "3"
    now = 120;
    assert.equal(await times(2), 6);
    assert.equal(await times(3), 6, 'the memo of "3" survived the reload');
    assert.equal(derived, 4);
});

test('oldest-write-evicted: a full in-memory cache drops the key written longest ago, reads do not count', async () => {
    const cache = new InMemoryCacheStrategy({ cacheSize: 2 });
    await cache.set('first', 1);
    await cache.set('second', 2);
    await cache.get('first');
    await cache.set('third', 3);
    assert.deepEqual([await cache.get('first'), await cache.get('second'), await cache.get('third')], [undefined, 2, 3]);
});

test('redis-thirty-days: no ttl, or ttl 0, is sent to Redis as 30 days', async () => {
    for (const options of [undefined, { ttl: 0 }]) {
        const { strategy, commands } = redisWithFakeClient({});
        await strategy.set('k', 1, options);
        assert.equal(commands[0]?.[4], 30 * 24 * 3600);
    }
});

test('default-session-options: ttl and cachePrefix change the key and the lifetime, the single tag stays', async () => {
    const calls: unknown[][] = [];
    const strategy = new DefaultSessionCacheStrategy({ ttl: 5000, cachePrefix: 'my-sessions' });
    strategy.init({ get: () => ({ set: async (...args: unknown[]) => calls.push(args) }) } as any);
    await strategy.set(session('t1'));
    const [key, , options] = calls[0] as [string, unknown, { ttl: number; tags: string[] }];
    assert.deepEqual([key, options.ttl, options.tags], ['my-sessions:t1', 5000, ['DefaultSessionCacheStrategy']]);
});

test('request-cache-falsy: a stored 0 is replaced by the default on the next get', () => {
    const service = new RequestContextCacheService();
    const ctx = RequestContext.empty();
    service.set(ctx, 'n', 0);
    assert.equal(service.get(ctx, 'n', () => 7), 7);
    assert.equal(service.get(ctx, 'n'), 7);
});

test('failed-reload-keeps-value: after a failed reload the previous value is returned', async () => {
    let now = 0;
    let calls = 0;
    const cache = await createSelfRefreshingCache({
        name: 'claims-test',
        ttl: 10,
        getTimeFn: () => now,
        refresh: { fn: async () => { calls++; if (calls > 1) throw new Error('source down'); return 'first'; }, defaultArgs: [] },
    });
    now = 20;
    assert.equal(await cache.value(), 'first');
    assert.equal(await cache.value(), 'first');
    assert.equal(calls, 3, 'each call after the failure tries again');
});

test('in-memory-not-exported: @vendure/core does not export InMemoryCacheStrategy', async () => {
    const core = await import('@vendure/core');
    assert.equal((core as Record<string, unknown>).InMemoryCacheStrategy, undefined);
});
