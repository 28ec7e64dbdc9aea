import assert from 'node:assert/strict';
import { test } from 'node:test';

process.env.VENDURE_DISABLE_TELEMETRY = 'true';

import { CurrencyCode, JobState, LanguageCode, Permission } from '@vendure/common/lib/generated-types';
import {
    AutoIncrementIdStrategy,
    Channel,
    defaultConfig,
    isInspectableJobQueueStrategy,
    Job,
    JobQueueStrategy,
    Logger,
    ProcessContext,
    RequestContext,
    VendureLogger,
    Zone,
} from '@vendure/core';
import { InMemoryJobQueueStrategy } from '@vendure/core/dist/job-queue/in-memory-job-queue-strategy';
import { SubscribableJob } from '@vendure/core/dist/job-queue/subscribable-job';
import { SqlJobQueueStrategy } from '@vendure/core/dist/plugin/default-job-queue-plugin/sql-job-queue-strategy';
import { setProcessContext } from '@vendure/core/dist/process-context/process-context';
import { lastValueFrom } from 'rxjs';

const quiet = () => undefined;
const silentLogger: VendureLogger = { error: quiet, warn: quiet, info: quiet, verbose: quiet, debug: quiet };
Logger.useLogger(silentLogger);

/** An in-memory strategy that is ready to run queues, as after ConfigModule has initialised it. */
function inMemory(options?: { pollInterval?: number; backoffStrategy?: () => number }) {
    const strategy = options ? new InMemoryJobQueueStrategy(options) : new InMemoryJobQueueStrategy();
    strategy['processContext'] = new ProcessContext();
    strategy['hasInitialized'] = true;
    return strategy;
}

/**
 * Like the SQL and BullMQ strategies, hands out a fresh Job object on every lookup
 * (the in-memory strategy returns the very object it is running).
 */
class FreshCopyStrategy extends InMemoryJobQueueStrategy {
    async findOne(id: string | number) {
        const job = await super.findOne(id);
        return job
            ? new Job({
                  queueName: job.queueName,
                  data: job.data,
                  id: job.id ?? undefined,
                  state: job.state,
                  progress: job.progress,
                  result: job.result,
                  error: job.error,
                  retries: job.retries,
                  attempts: job.attempts,
              })
            : undefined;
    }
}

function freshCopy(pollInterval: number) {
    const strategy = new FreshCopyStrategy({ pollInterval });
    strategy['processContext'] = new ProcessContext();
    strategy['hasInitialized'] = true;
    return strategy;
}

const sleep = (ms: number) => new Promise(resolve => setTimeout(resolve, ms));

async function until(check: () => boolean, timeoutMs = 1500) {
    const start = Date.now();
    while (!check()) {
        if (Date.now() - start > timeoutMs) throw new Error('condition not reached');
        await sleep(10);
    }
}

test('default-in-memory: the default config uses the in-memory strategy and runs every queue', () => {
    assert.ok(defaultConfig.jobQueueOptions.jobQueueStrategy instanceof InMemoryJobQueueStrategy);
    assert.deepEqual(defaultConfig.jobQueueOptions.activeQueues, []);
});

test('polling-defaults: one job at a time, polled every 200 ms', () => {
    for (const strategy of [new InMemoryJobQueueStrategy(), new SqlJobQueueStrategy({})]) {
        assert.equal(strategy.concurrency, 1);
        assert.equal(strategy.pollInterval, 200);
    }
});

test('backoff-defaults: the SQL strategy waits one second before a retry, the default in-memory one not at all', () => {
    const sql = new SqlJobQueueStrategy({ concurrency: undefined, pollInterval: undefined, backoffStrategy: undefined });
    assert.equal(sql.backOffStrategy?.('any-queue', 1, new Job({ queueName: 'any-queue', data: {} })), 1000);
    assert.equal(new InMemoryJobQueueStrategy().backOffStrategy, undefined);
});

test('inmemory-worker-error: in a worker process the in-memory strategy logs an error and signals the process to stop', async () => {
    const strategy = inMemory();
    const errors: string[] = [];
    Logger.useLogger({ ...silentLogger, error: (message: string) => errors.push(message) });
    const originalKill = process.kill;
    const signals: Array<string | number | undefined> = [];
    process.kill = (pid: number, signal?: string | number) => {
        signals.push(signal);
        return true;
    };
    setProcessContext('worker');
    try {
        await strategy.next('any-queue');
    } finally {
        setProcessContext('server');
        process.kill = originalKill;
        Logger.useLogger(silentLogger);
    }
    assert.deepEqual(errors, ['The InMemoryJobQueueStrategy will not work when running job queues outside the main server process!']);
    assert.deepEqual(signals, ['SIGINT']);
});

test('retries-states: retries 3 means three RETRYING failures and FAILED on the fourth attempt', () => {
    const job = new Job({ queueName: 'q', data: {}, retries: 3 });
    const states: string[] = [];
    for (let i = 0; i < 4; i++) {
        job.start();
        job.fail(new Error('warehouse down'));
        states.push(job.state);
    }
    assert.deepEqual(states, [JobState.RETRYING, JobState.RETRYING, JobState.RETRYING, JobState.FAILED]);
    assert.equal(job.attempts, 4);
    assert.equal(job.error, 'warehouse down');
});

test('set-progress: progress is recorded and capped at 100', () => {
    const job = new Job({ queueName: 'q', data: {} });
    job.setProgress(40);
    assert.equal(job.progress, 40);
    job.setProgress(250);
    assert.equal(job.progress, 100);
});

test('result-and-error: the return value becomes result, a thrown error becomes error and a failed attempt', async () => {
    const strategy = inMemory({ pollInterval: 20, backoffStrategy: () => 0 });
    const ok = await strategy.add(new Job({ queueName: 'q', data: { n: 1 } }));
    const bad = await strategy.add(new Job({ queueName: 'q', data: { n: 2 }, retries: 1 }));
    const process = async (job: Job) => {
        if ((job.data as { n: number }).n === 2) throw new Error('no stock service');
        return { synced: true };
    };
    await strategy.start('q', process);
    try {
        await until(() => ok.state === JobState.COMPLETED && bad.state === JobState.FAILED);
    } finally {
        void strategy.stop('q', process);
    }
    assert.deepEqual(ok.result, { synced: true });
    assert.equal(bad.error, 'no stock service');
    assert.equal(bad.attempts, 2);
});

test('updates-first-update-only: timeoutMs bounds only the wait for the first update', async () => {
    const strategy = freshCopy(20);
    const added = await strategy.add(new Job({ queueName: 'slow', data: {} }));
    const process = async () => {
        await sleep(400);
        return 'done';
    };
    await strategy.start('slow', process);
    try {
        const job = new SubscribableJob(added, strategy);
        const last = await lastValueFrom(job.updates({ pollInterval: 50, timeoutMs: 150 }));
        assert.equal(last.state, JobState.COMPLETED);
        assert.equal(last.result, 'done');
    } finally {
        void strategy.stop('slow', process);
    }
});

test('updates-error-on-fail: by default the observable errors when the job fails', async () => {
    const strategy = freshCopy(20);
    const added = await strategy.add(new Job({ queueName: 'failing', data: {} }));
    const process = async () => {
        throw new Error('supplier API refused');
    };
    await strategy.start('failing', process);
    try {
        const job = new SubscribableJob(added, strategy);
        await assert.rejects(lastValueFrom(job.updates({ pollInterval: 50 })), { message: 'supplier API refused' });
    } finally {
        void strategy.stop('failing', process);
    }
});

test('updates-in-memory: with the in-memory strategy updates() emits once and never settles', async () => {
    const strategy = inMemory({ pollInterval: 20 });
    const added = await strategy.add(new Job({ queueName: 'mem', data: {} }));
    const process = async () => {
        await sleep(150);
        return 'done';
    };
    await strategy.start('mem', process);
    const emitted: string[] = [];
    let completed = false;
    const subscription = new SubscribableJob(added, strategy).updates({ pollInterval: 50 }).subscribe({
        next: update => emitted.push(update.state),
        complete: () => (completed = true),
    });
    try {
        await until(() => added.state === JobState.COMPLETED);
        await sleep(200);
    } finally {
        subscription.unsubscribe();
        void strategy.stop('mem', process);
    }
    assert.equal(emitted.length, 1);
    assert.notEqual(emitted[0], JobState.COMPLETED);
    assert.equal(completed, false);
});

test('not-inspectable: without the lookup methods job queries have nothing to read and updates() throws', () => {
    const bare: JobQueueStrategy = {
        add: async job => job,
        start: async () => undefined,
        stop: async () => undefined,
    };
    assert.equal(isInspectableJobQueueStrategy(bare), false);
    assert.equal(isInspectableJobQueueStrategy(new InMemoryJobQueueStrategy()), true);
    const job = new SubscribableJob(new Job({ queueName: 'q', data: {}, id: 1 }), bare);
    assert.throws(() => job.updates(), /is not inspectable, so Job updates cannot be subscribed to/);
});

test('inmemory-cancel-runs-anyway: a pending in-memory job that was cancelled still runs', async () => {
    const strategy = inMemory({ pollInterval: 20 });
    const added = await strategy.add(new Job({ queueName: 'c1', data: {} }));
    assert.ok(added.id);
    await strategy.cancelJob(added.id);
    let ran = false;
    const process = async () => {
        ran = true;
        return 'ran';
    };
    await strategy.start('c1', process);
    try {
        await until(() => ran);
    } finally {
        void strategy.stop('c1', process);
    }
});

test('inmemory-cancel-by-api-id: with auto-increment ids the decoded id finds no in-memory job', async () => {
    const strategy = inMemory();
    const added = await strategy.add(new Job({ queueName: 'c2', data: {} }));
    assert.equal(typeof added.id, 'string');
    const decoded = new AutoIncrementIdStrategy().decodeId(String(added.id));
    assert.equal(await strategy.findOne(decoded), undefined);
    assert.equal(await strategy.cancelJob(decoded), undefined);
});

test('running-not-stopped: cancelling flips job.state on the running object at once, and the function runs on', async () => {
    const strategy = inMemory({ pollInterval: 20 });
    const added = await strategy.add(new Job({ queueName: 'c3', data: {} }));
    const seen: string[] = [];
    let release: () => void = () => undefined;
    const gate = new Promise<void>(resolve => (release = resolve));
    const process = async (job: Job) => {
        await gate;
        seen.push(job.state);
        return 'finished anyway';
    };
    await strategy.start('c3', process);
    try {
        await until(() => added.state === JobState.RUNNING);
        assert.ok(added.id);
        await strategy.cancelJob(added.id);
        assert.equal(added.state, JobState.CANCELLED);
        release();
        await until(() => seen.length === 1 && added.state !== JobState.CANCELLED);
    } finally {
        void strategy.stop('c3', process);
    }
    assert.deepEqual(seen, [JobState.CANCELLED]);
    // another return value marks it COMPLETED in the in-memory strategy
    assert.equal(added.state, JobState.COMPLETED);
});

test('return-job-keeps-cancelled: returning the cancelled job itself keeps it CANCELLED', async () => {
    const strategy = inMemory({ pollInterval: 20 });
    const added = await strategy.add(new Job({ queueName: 'c4', data: {} }));
    let release: () => void = () => undefined;
    const gate = new Promise<void>(resolve => (release = resolve));
    let returned = false;
    const process = async (job: Job) => {
        await gate;
        returned = true;
        return job.state === JobState.CANCELLED ? job : 'done';
    };
    await strategy.start('c4', process);
    try {
        await until(() => added.state === JobState.RUNNING);
        assert.ok(added.id);
        await strategy.cancelJob(added.id);
        release();
        await until(() => returned);
        await sleep(50);
    } finally {
        void strategy.stop('c4', process);
    }
    assert.equal(added.state, JobState.CANCELLED);
});

test('serialized-context-size: a superadmin context carries its session token and is kilobytes before any request is added', () => {
    const zone = new Zone({ id: 1, name: 'Europe', createdAt: new Date(), updatedAt: new Date() });
    const channel = new Channel({
        id: 1,
        code: '__default_channel__',
        token: 'k3x9w2q7m4z8t6v1b5n0',
        defaultLanguageCode: LanguageCode.en,
        availableLanguageCodes: [LanguageCode.en],
        defaultCurrencyCode: CurrencyCode.USD,
        availableCurrencyCodes: [CurrencyCode.USD],
        pricesIncludeTax: false,
        trackInventory: true,
        outOfStockThreshold: 0,
        defaultTaxZone: zone,
        defaultShippingZone: zone,
        createdAt: new Date(),
        updatedAt: new Date(),
    });
    const token = '7a2c4f1e9b8d3a6c5e0f2b4d8a1c3e5f7b9d0a2c4e6f8b1d3a5c7e9f0b2d4a6c';
    const ctx = new RequestContext({
        apiType: 'admin',
        channel,
        isAuthorized: true,
        authorizedAsOwnerOnly: false,
        session: {
            id: 1,
            token,
            expires: new Date(),
            cacheExpiry: 86400,
            user: {
                id: 1,
                identifier: 'superadmin',
                verified: true,
                channelPermissions: [{ id: 1, token: channel.token, code: channel.code, permissions: Object.values(Permission) }],
            },
        },
    });
    const json = JSON.stringify(ctx.serialize());
    assert.ok(json.length > 2500, `${json.length} characters`);
    assert.ok(json.includes(token));
    const rebuilt = RequestContext.deserialize(ctx.serialize());
    assert.equal(rebuilt.session?.token, token);
    assert.equal(rebuilt.userHasPermissions([Permission.SuperAdmin]), true);
});
