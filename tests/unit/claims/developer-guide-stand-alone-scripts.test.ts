import assert from 'node:assert/strict';
import { test } from 'node:test';

process.env.VENDURE_DISABLE_TELEMETRY = 'true';

import {
    Channel,
    ChannelService,
    CurrencyCode,
    defaultConfig,
    DefaultSchedulerPlugin,
    JobQueueService,
    LanguageCode,
    Logger,
    mergeConfig,
    Permission,
    RequestContextService,
    Role,
    User,
} from '@vendure/core';
import { InMemoryJobQueueStrategy } from '@vendure/core/dist/job-queue/in-memory-job-queue-strategy';
import { DataSource, EntitySchema } from 'typeorm';

type ChannelServiceArgs = ConstructorParameters<typeof ChannelService>;
type RequestContextServiceArgs = ConstructorParameters<typeof RequestContextService>;
type JobQueueServiceArgs = ConstructorParameters<typeof JobQueueService>;

const defaultChannel = new Channel({
    id: 1,
    code: '__default_channel__',
    token: 'default-token',
    defaultLanguageCode: LanguageCode.de,
    defaultCurrencyCode: CurrencyCode.EUR,
});
const otherChannel = new Channel({ id: 2, code: 'other', token: 'other-token' });

/** A RequestContextService whose ChannelService answers from a fixed list instead of the database. */
function contextService(channels: Channel[]) {
    const channelService = Object.assign(
        new ChannelService(...(new Array(6).fill(undefined) as unknown as ChannelServiceArgs)),
        { allChannels: { value: async () => channels } },
    );
    return new RequestContextService(channelService, {} as unknown as RequestContextServiceArgs[1]);
}

test('scheduler-init-returns-class: DefaultSchedulerPlugin.init() returns the plugin class itself', () => {
    assert.equal(DefaultSchedulerPlugin.init(), DefaultSchedulerPlugin);
});

test('merge-config-arrays: mergeConfig replaces arrays instead of merging them', () => {
    const merged = mergeConfig(mergeConfig(defaultConfig, { plugins: [class A {}, class B {}] }), { plugins: [] });
    assert.deepEqual(merged.plugins, []);
});

test('create-defaults: without channelOrToken the default channel is used; a Channel or a token selects one', async () => {
    const service = contextService([defaultChannel, otherChannel]);
    assert.equal((await service.create({ apiType: 'admin' })).channelId, 1);
    assert.equal((await service.create({ apiType: 'admin', channelOrToken: otherChannel })).channelId, 2);
    assert.equal((await service.create({ apiType: 'admin', channelOrToken: 'other-token' })).channelId, 2);
});

test('language-currency-defaults: language and currency default to those of the channel', async () => {
    const ctx = await contextService([defaultChannel, otherChannel]).create({ apiType: 'admin' });
    assert.equal(ctx.languageCode, LanguageCode.de);
    assert.equal(ctx.currencyCode, CurrencyCode.EUR);
});

test('anonymous-context: without a user the context is authorized but has no permissions and no active user', async () => {
    const ctx = await contextService([defaultChannel]).create({ apiType: 'admin' });
    assert.equal(ctx.isAuthorized, true);
    assert.equal(ctx.activeUserId, undefined);
    assert.equal(ctx.userHasPermissions([Permission.Authenticated]), false);
    assert.equal(ctx.userHasPermissions([Permission.SuperAdmin]), false);
});

test('user-relations: permissions come from the roles and their channels; a user loaded without them has none', async () => {
    const service = contextService([defaultChannel]);
    const bare = new User({ id: 1, identifier: 'superadmin', verified: true });
    const withoutRelations = await service.create({ apiType: 'admin', user: bare });
    assert.equal(withoutRelations.activeUserId, 1);
    assert.equal(withoutRelations.userHasPermissions([Permission.SuperAdmin]), false);
    const role = new Role({ permissions: [Permission.SuperAdmin], channels: [defaultChannel] });
    const loaded = new User({ id: 1, identifier: 'superadmin', verified: true, roles: [role] });
    const withRelations = await service.create({ apiType: 'admin', user: loaded });
    assert.equal(withRelations.userHasPermissions([Permission.SuperAdmin]), true);
});

test('unknown-token: an unknown token fails with channel-not-found, unless only the default channel exists', async () => {
    await assert.rejects(
        contextService([defaultChannel, otherChannel]).create({ apiType: 'admin', channelOrToken: 'nope' }),
        (e: Error & { code?: string }) => e.message === 'error.channel-not-found',
    );
    const ctx = await contextService([defaultChannel]).create({ apiType: 'admin', channelOrToken: 'nope' });
    assert.equal(ctx.channelId, 1);
});

function fakeQueueService(activeQueues: string[]) {
    const started: string[] = [];
    const strategy = {
        start: async (name: string) => void started.push(name),
        stop: async () => undefined,
        add: async () => undefined,
    };
    const service = new JobQueueService(
        { jobQueueOptions: { jobQueueStrategy: strategy, activeQueues, prefix: '' }, systemOptions: { errorHandlers: [] } } as unknown as JobQueueServiceArgs[0],
        {} as unknown as JobQueueServiceArgs[1],
    );
    return { service, started };
}

test('queue-not-started: queues created in the worker only consume jobs after start()', async () => {
    const { service, started } = fakeQueueService([]);
    await service.createQueue({ name: 'search', process: async () => undefined });
    await service.createQueue({ name: 'email', process: async () => undefined });
    assert.deepEqual(started, []);
    await service.start();
    assert.deepEqual(started, ['search', 'email']);
});

test('active-queues: without activeQueues start() starts every queue; with it, only the listed ones', async () => {
    const all = fakeQueueService([]);
    const some = fakeQueueService(['wanted']);
    for (const { service } of [all, some]) {
        await service.createQueue({ name: 'wanted', process: async () => undefined });
        await service.createQueue({ name: 'other', process: async () => undefined });
        await service.start();
    }
    assert.deepEqual(all.started, ['wanted', 'other']);
    assert.deepEqual(some.started, ['wanted']);
});

test('in-memory-default: without a job queue plugin the default strategy keeps jobs in memory', () => {
    assert.ok(defaultConfig.jobQueueOptions.jobQueueStrategy instanceof InMemoryJobQueueStrategy);
});

test('logger-discards-early: before a logger is installed, the static Logger writes nothing', () => {
    const writes: unknown[] = [];
    const original = { error: console.error, log: console.log, warn: console.warn, info: console.info };
    console.error = console.log = console.warn = console.info = (...args: unknown[]) => void writes.push(args);
    const stdoutWrite = process.stdout.write.bind(process.stdout);
    const stderrWrite = process.stderr.write.bind(process.stderr);
    let streamWrites = 0;
    process.stdout.write = ((...args: Parameters<typeof process.stdout.write>) => (streamWrites++, stdoutWrite(...args))) as typeof process.stdout.write;
    process.stderr.write = ((...args: Parameters<typeof process.stderr.write>) => (streamWrites++, stderrWrite(...args))) as typeof process.stderr.write;
    try {
        Logger.error('lost message');
        Logger.info('lost message');
    } finally {
        Object.assign(console, original);
        process.stdout.write = stdoutWrite;
        process.stderr.write = stderrWrite;
    }
    assert.deepEqual(writes, []);
    assert.equal(streamWrites, 0);
});

test('typeorm-undefined-where: by default an undefined where value is dropped and the first row comes back', async () => {
    const Account = new EntitySchema<{ id: number; identifier: string }>({
        name: 'Account',
        columns: {
            id: { type: Number, primary: true, generated: true },
            identifier: { type: String },
        },
    });
    const ds = await new DataSource({ type: 'sqljs', entities: [Account], synchronize: true, logging: false }).initialize();
    try {
        const repo = ds.getRepository(Account);
        await repo.save([{ identifier: 'first' }, { identifier: 'second' }]);
        const unset: string | undefined = undefined;
        const found = await repo.findOne({ where: { identifier: unset } });
        assert.equal(found?.identifier, 'first');
    } finally {
        await ds.destroy();
    }
});
