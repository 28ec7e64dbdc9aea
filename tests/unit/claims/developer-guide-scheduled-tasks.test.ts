import { test } from 'node:test';
import assert from 'node:assert/strict';

process.env.VENDURE_DISABLE_TELEMETRY = 'true';

import CronTime from 'cron-time-generator';
import {
    cleanOrphanedSettingsStoreTask,
    cleanSessionsTask,
    defaultConfig,
    DefaultSchedulerPlugin,
    mergeConfig,
    ScheduledTask,
} from '@vendure/core';
import { DefaultSchedulerStrategy } from '@vendure/core/dist/plugin/default-scheduler-plugin/default-scheduler-strategy';
import { StaleTaskService } from '@vendure/core/dist/plugin/default-scheduler-plugin/stale-task.service';

test('plugin-defaults: defaultTimeout is 60 seconds and manualTriggerCheckInterval 10 seconds', () => {
    const options = (DefaultSchedulerPlugin as any).options;
    assert.equal(options.defaultTimeout, 60_000);
    assert.equal(options.manualTriggerCheckInterval, 10_000);
});

test('cron-helper: the schedule helper produces the expressions the page shows', () => {
    assert.equal(CronTime.everyDayAt(2, 30), '30 2 * * *');
    assert.equal(CronTime.every(7).days(), '0 0 */7 * *');
    assert.equal(CronTime.everyDayAt(0, 0), '0 0 * * *');
    assert.equal(CronTime.every(2).hours(), '0 */2 * * *');
});

test('built-in-tasks: clean-sessions batches 1,000 daily at midnight; the settings store cleanup runs every 7th day', () => {
    assert.equal(cleanSessionsTask.id, 'clean-sessions');
    assert.deepEqual(cleanSessionsTask.options.params, { batchSize: 1000 });
    assert.equal((cleanSessionsTask.options.schedule as any)(CronTime), '0 0 * * *');
    assert.equal(cleanOrphanedSettingsStoreTask.id, 'clean-orphaned-settings-store');
    assert.equal((cleanOrphanedSettingsStoreTask.options.schedule as any)(CronTime), '0 0 */7 * *');
});

test('tasks-array-replaced: setting schedulerOptions.tasks in the config drops the built-in tasks', () => {
    assert.deepEqual(
        defaultConfig.schedulerOptions.tasks.map(t => t.id),
        ['clean-sessions', 'clean-orphaned-settings-store'],
    );
    const myTask = new ScheduledTask({ id: 'mine', schedule: '0 * * * *', execute: async () => 1 });
    const merged = mergeConfig(defaultConfig, { schedulerOptions: { tasks: [myTask] } });
    assert.deepEqual(
        merged.schedulerOptions.tasks.map(t => t.id),
        ['mine'],
    );
});

test('hold-window: a scheduled run is refused for 5 s after the last run, or 80% of a shorter interval', () => {
    const strategy: any = new DefaultSchedulerStrategy();
    strategy.staleTaskService = new StaleTaskService(undefined as any);
    const hourly = new ScheduledTask({ id: 'h', schedule: '0 * * * *', execute: async () => 1 });
    const everyFiveSeconds = new ScheduledTask({ id: 'f', schedule: '*/5 * * * * *', execute: async () => 1 });
    assert.equal(strategy.computeLockHoldMs(hourly), 5000);
    assert.equal(strategy.computeLockHoldMs(everyFiveSeconds), 4000);
});

test('stale-lock: a lock older than one interval of the schedule counts as stale', () => {
    const service = new StaleTaskService(undefined as any);
    const task = new ScheduledTask({ id: 'm', schedule: '* * * * *', execute: async () => 1 });
    const interval = service.getScheduleIntervalMs(task);
    assert.equal(interval, 60_000);
    const now = new Date();
    assert.equal((service as any).isStale({ lockedAt: new Date(now.getTime() - 61_000) } as any, now, interval), true);
    assert.equal((service as any).isStale({ lockedAt: new Date(now.getTime() - 30_000) } as any, now, interval), false);
});

/** A strategy whose database access is replaced by a recorder of the final row update. */
function recordingStrategy() {
    const strategy: any = new DefaultSchedulerStrategy();
    const updates: any[] = [];
    strategy.pluginOptions = { defaultTimeout: 60_000 };
    strategy.staleTaskService = { cleanStaleLocksForTask: async () => undefined };
    strategy.tryAcquireLock = async () => true;
    strategy.connection = {
        rawConnection: { getRepository: () => ({ update: async (_where: unknown, values: unknown) => updates.push(values) }) },
    };
    return { strategy, updates };
}

test('timeout-keeps-running: a timed-out task is recorded as failed and its lock released, but execute keeps running', async () => {
    const { strategy, updates } = recordingStrategy();
    let finished = false;
    const task = {
        id: 'slow',
        options: { timeout: 50 },
        execute: () =>
            new Promise(resolve =>
                setTimeout(() => {
                    finished = true;
                    resolve('done');
                }, 150),
            ),
    };
    await strategy.runTask(task, { skipHoldCheck: false });
    assert.equal(updates.length, 1);
    assert.deepEqual(updates[0].lastResult, { error: 'Task timed out' });
    assert.equal(updates[0].lockedAt, null);
    assert.equal(finished, false);
    await new Promise(resolve => setTimeout(resolve, 200));
    assert.equal(finished, true);
});

test('last-result: the return value is stored as lastResult, a thrown error as { error }', async () => {
    const ok = recordingStrategy();
    await ok.strategy.runTask({ id: 'a', options: {}, execute: async () => ({ updated: 3 }) }, { skipHoldCheck: false });
    assert.deepEqual(ok.updates[0].lastResult, { updated: 3 });
    const failing = recordingStrategy();
    await failing.strategy.runTask(
        {
            id: 'b',
            options: {},
            execute: async () => {
                throw new Error('supplier offline');
            },
        },
        { skipHoldCheck: false },
    );
    assert.deepEqual(failing.updates[0].lastResult, { error: 'supplier offline' });
});
