import { test } from 'node:test';
import assert from 'node:assert/strict';

process.env.VENDURE_DISABLE_TELEMETRY = 'true';

import { DefaultJobQueuePlugin, defaultConfig } from '@vendure/core';
import { InMemoryJobQueueStrategy } from '@vendure/core/dist/job-queue/in-memory-job-queue-strategy';
import { SqlJobQueueStrategy } from '@vendure/core/dist/plugin/default-job-queue-plugin/sql-job-queue-strategy';
import { getConfigurationFunction } from '@vendure/core/dist/plugin/plugin-metadata';
import { coreEntitiesMap } from '@vendure/core/dist/entity/entities';

test('default-port-and-paths: the server listens on 3000 and mounts /shop-api and /admin-api by default', () => {
    assert.equal(defaultConfig.apiOptions.port, 3000);
    assert.equal(defaultConfig.apiOptions.shopApiPath, 'shop-api');
    assert.equal(defaultConfig.apiOptions.adminApiPath, 'admin-api');
});

test('tasks-in-worker: schedulerOptions.runTasksInWorkerOnly defaults to true', () => {
    assert.equal(defaultConfig.schedulerOptions.runTasksInWorkerOnly, true);
});

test('in-memory-default: without a queue plugin the job queue strategy is the in-memory one', () => {
    assert.ok(defaultConfig.jobQueueOptions.jobQueueStrategy instanceof InMemoryJobQueueStrategy);
});

test('sql-queue-defaults: DefaultJobQueuePlugin installs SqlJobQueueStrategy polling every 200 ms, one job at a time', async () => {
    const plugin = DefaultJobQueuePlugin.init({});
    const configure = getConfigurationFunction(plugin as any)!;
    const config: any = {
        jobQueueOptions: { ...defaultConfig.jobQueueOptions },
        schedulerOptions: { ...defaultConfig.schedulerOptions, tasks: [] },
    };
    await configure(config);
    const strategy = config.jobQueueOptions.jobQueueStrategy;
    assert.ok(strategy instanceof SqlJobQueueStrategy);
    assert.equal(strategy.pollInterval, 200);
    assert.equal(strategy.concurrency, 1);
});

test('core-entity-count: the core defines more than seventy entities, counting translation tables', () => {
    const entities = Object.values(coreEntitiesMap) as Array<{ name: string }>;
    assert.ok(entities.length > 70, `found ${entities.length}`);
    assert.ok(entities.some(e => e.name.endsWith('Translation')));
});
