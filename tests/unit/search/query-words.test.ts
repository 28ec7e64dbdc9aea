import assert from 'node:assert/strict';
import { test } from 'node:test';
import { searchedQuery } from '../../../src/search/query-words';

test('function words and task verbs are left out of the search, unless nothing else is left', () => {
  assert.equal(searchedQuery('add a custom field'), 'custom field');
  assert.equal(searchedQuery('How do I send an email to the customer'), 'send email customer');
  assert.equal(searchedQuery('why does my cron job run twice'), 'cron job twice');
  assert.equal(searchedQuery('how much memory does the server need'), 'memory server');
  assert.equal(searchedQuery('change the dashboard colours'), 'dashboard colours');
  assert.equal(searchedQuery('add a new page to the dashboard'), 'page dashboard');
  assert.equal(searchedQuery('create'), 'create', 'a verb alone is searched');
  assert.equal(searchedQuery('what can I do in the dashboard'), 'dashboard');
  assert.equal(searchedQuery('to'), 'to');
  assert.equal(searchedQuery('  the   OrderService '), 'OrderService');
});

test('words joined by a hyphen, dot or underscore are searched apart', () => {
  assert.equal(searchedQuery('job-queue'), 'job queue');
  assert.equal(searchedQuery('multi-vendor marketplace'), 'multi vendor marketplace');
  assert.equal(searchedQuery('vite.config.mts'), 'vite config mts');
  assert.equal(searchedQuery('end-to-end test'), 'end end test');
  assert.equal(searchedQuery('- x'), '- x', 'a lone hyphen is not a joint');
});
