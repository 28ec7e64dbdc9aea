import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Job } from '@vendure/core';
import { InMemoryJobQueueStrategy } from '@vendure/core/dist/job-queue/in-memory-job-queue-strategy';

test('in-memory-count-after-take: the in-memory queue counts the jobs left after take', async () => {
  const strategy = new InMemoryJobQueueStrategy();
  for (let i = 0; i < 3; i++) {
    await strategy.add(new Job({ queueName: 'claims-test', data: { i } }));
  }
  const all = await strategy.findMany();
  assert.equal(all.totalItems, 3);
  const firstOnly = await strategy.findMany({ take: 1 });
  assert.equal(firstOnly.items.length, 1);
  assert.equal(firstOnly.totalItems, 1);
});
