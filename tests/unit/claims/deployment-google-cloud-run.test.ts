import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { defaultConfig, isInspectableJobQueueStrategy } from '@vendure/core';

const require = createRequire(import.meta.url);

test('sql-queue-shutdown-wait: the SQL job queue waits 20 seconds for running jobs unless configured', () => {
    const { SqlJobQueueStrategy } = require('@vendure/core/dist/plugin/default-job-queue-plugin/sql-job-queue-strategy.js');
    assert.equal(new SqlJobQueueStrategy({}).gracefulShutdownTimeout, 20000);
    assert.equal(new SqlJobQueueStrategy({ gracefulShutdownTimeout: 8000 }).gracefulShutdownTimeout, 8000);
});

test('inspection-optional: a strategy without the find methods is not inspectable', () => {
    const plain = { add: async (j: any) => j, start: async () => {}, stop: async () => {} };
    assert.equal(isInspectableJobQueueStrategy(plain as any), false);
    const inspectable = { ...plain, findOne() {}, findMany() {}, findManyById() {}, removeSettledJobs() {}, cancelJob() {} };
    assert.equal(isInspectableJobQueueStrategy(inspectable as any), true);
});

test('tasks-in-worker: scheduled tasks run only in the worker unless runTasksInWorkerOnly is false', () => {
    assert.equal(defaultConfig.schedulerOptions.runTasksInWorkerOnly, true);
});

test('job-queue-plugin-contents: the job queue package ships the BullMQ strategy only', () => {
    const { readdirSync, statSync } = require('node:fs');
    const { dirname, join } = require('node:path');
    const root = join(dirname(require.resolve('@vendure/job-queue-plugin/package.json')), 'package');
    const dirs = readdirSync(root).filter((name: string) => statSync(join(root, name)).isDirectory());
    assert.deepEqual(dirs, ['bullmq']);
});
