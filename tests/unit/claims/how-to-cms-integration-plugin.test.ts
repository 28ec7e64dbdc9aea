import { test } from 'node:test';
import assert from 'node:assert/strict';
import { JobState } from '@vendure/common/lib/generated-types';
import { Channel, DefaultAssetNamingStrategy, Job, LanguageCode, RequestContext } from '@vendure/core';
import { SqlJobQueueStrategy } from '@vendure/core/dist/plugin/default-job-queue-plugin/sql-job-queue-strategy';
import { HashedAssetNamingStrategy } from '@vendure/asset-server-plugin';

test('job-retry-states: a failed job is RETRYING while retries remain, then FAILED with the message', () => {
  const job = new Job({ queueName: 'cms-sync', data: { action: 'full-resync' }, retries: 1 });
  job.start();
  job.fail(new Error('CMS down'));
  assert.equal(job.state, JobState.RETRYING);
  job.start();
  job.fail(new Error('CMS still down'));
  assert.equal(job.attempts, 2);
  assert.equal(job.state, JobState.FAILED);
  assert.equal(job.error, 'CMS still down');
});

test('add-default-retries: a job without retries gets zero and fails on the first error', () => {
  const job = new Job({ queueName: 'cms-sync', data: {} });
  assert.equal(job.retries, 0);
  job.start();
  job.fail(new Error('timeout'));
  assert.equal(job.state, JobState.FAILED);
});

test('job-result: the value returned by process becomes the result', () => {
  const job = new Job({ queueName: 'cms-sync', data: {} });
  job.start();
  job.complete('upserted');
  assert.equal(job.result, 'upserted');
  assert.equal(job.state, JobState.COMPLETED);
});

test('default-backoff: the DefaultJobQueuePlugin strategy waits one second between attempts by default', () => {
  const strategy = new SqlJobQueueStrategy({});
  const job = new Job({ queueName: 'cms-sync', data: {} });
  assert.equal(strategy.backOffStrategy?.('cms-sync', 1, job), 1000);
  assert.equal(strategy.backOffStrategy?.('cms-sync', 5, job), 1000);
});

test('backoff-eight-retries: with the sample backoff, eight retries wait about four minutes in total', () => {
  const backoff = (attemptsMade: number) => Math.min(2 ** attemptsMade * 1000, 60_000);
  // attemptsMade is the number of attempts already made when a retry is due: 1 to 8
  const total = [1, 2, 3, 4, 5, 6, 7, 8].map(backoff).reduce((a, b) => a + b, 0);
  assert.equal(total, 242_000);
});

test('context-default-language: without a languageCode a context uses the channel default language', () => {
  const channel = new Channel({ id: 1, token: 'default', defaultLanguageCode: LanguageCode.en });
  const ctx = new RequestContext({ apiType: 'admin', channel, isAuthorized: true, authorizedAsOwnerOnly: false });
  assert.equal(ctx.languageCode, LanguageCode.en);
  const german = new RequestContext({
    apiType: 'admin',
    channel,
    languageCode: LanguageCode.de,
    isAuthorized: true,
    authorizedAsOwnerOnly: false,
  });
  assert.equal(german.languageCode, LanguageCode.de);
});

test('preview-identifier: the AssetServerPlugin default strategy puts previews under preview/xx/', () => {
  const ctx = RequestContext.empty();
  const hashed = new HashedAssetNamingStrategy().generatePreviewFileName(ctx, 'laptop.jpg');
  assert.match(hashed, /^preview\/[0-9a-f]{2}\/laptop__preview\.jpg$/);
  assert.equal(new DefaultAssetNamingStrategy().generatePreviewFileName(ctx, 'laptop.jpg'), 'laptop__preview.jpg');
});
