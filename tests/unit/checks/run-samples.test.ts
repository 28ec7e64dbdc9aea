/**
 * The runnable-samples check against a real Vendure server: a page of known-bad samples fails step
 * by step with the page, the line and the server's message; a page's plugin is compiled, booted and
 * queried; and no server outlives the check.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { readMarkdownPage } from '../../../scripts/checks/markdown-code-blocks';
import { checkRunnableSamples } from '../../../scripts/checks/run-samples';
import { formatProblem } from '../../../scripts/checks/outcome';
import { startVendureServer, type VendureServer } from '../../../scripts/lib/vendure-server/server';

const fixtures = 'tests/fixtures/checks/runnable';
const root = process.cwd();
/** Recorded responses of the fixture pages (the check compares live answers with them). */
const responsesFile = `${fixtures}/responses.json`;

async function pageOf(name: string) {
  const file = `${fixtures}/${name}`;
  return readMarkdownPage(file, readFileSync(file, 'utf8'));
}

/** Starts servers as the check does, and keeps them to prove afterwards that they are gone. */
function trackedStart(started: VendureServer[]): typeof startVendureServer {
  return async (options) => {
    const server = await startVendureServer(options);
    started.push(server);
    return server;
  };
}

async function assertStopped(server: VendureServer): Promise<void> {
  await assert.rejects(fetch(server.shopApi, { method: 'POST' }), 'the server still answers after the check');
}

test('known-bad samples fail with the page, the line and what the server said', { timeout: 600_000 }, async () => {
  const started: VendureServer[] = [];
  const outcome = await checkRunnableSamples([await pageOf('bad-samples.mdx')], { root, start: trackedStart(started), responsesFile });
  assert.equal(outcome.passed, 0);
  assert.equal(outcome.failed, 4);
  const messages = outcome.problems.map((p) => `${p.where}: ${p.message}`);
  assert.match(messages[0], /^tests\/fixtures\/checks\/runnable\/bad-samples\.mdx:8: TooMany: addItemToOrder is OrderLimitError, the page says Order \(ORDER_LIMIT_ERROR: /);
  assert.match(messages[1], /^tests\/fixtures\/checks\/runnable\/bad-samples\.mdx:22: MissingProduct returned errors: String cannot represent a non string value: 1/);
  assert.equal(messages[2], 'tests/fixtures/checks/runnable/bad-samples.mdx:37: NoOrder: activeOrder is null');
  assert.equal(messages[3], 'tests/fixtures/checks/runnable/bad-samples.mdx:45: FirstProduct: product is Product, the page says Customer');
  assert.equal(started.length, 1);
  await assertStopped(started[0]);
});

test("a page's plugin is compiled and booted, and its operations run against it", { timeout: 600_000 }, async () => {
  const started: VendureServer[] = [];
  const outcome = await checkRunnableSamples([await pageOf('good-plugin.mdx')], { root, start: trackedStart(started), responsesFile });
  assert.equal(outcome.passed, 1);
  assert.equal(outcome.failed, 1);
  assert.deepEqual(started[0].plugins, ['GreetingPlugin']);
  assert.equal(outcome.problems.length, 1);
  assert.match(outcome.problems[0].message, /^Farewell returned errors: Cannot query field "farewell" on type "Query"/);
  assert.equal(outcome.problems[0].where, 'tests/fixtures/checks/runnable/good-plugin.mdx:39');
  assert.deepEqual(outcome.notes, [
    'responses compared with the recorded ones: 1',
    'samples executed: 2 (storefront course: 0 operations on 0 pages; plugin pages: 2)',
    'plugin pages run: 1',
  ]);
  await assertStopped(started[0]);
});

test('a response that no longer matches the recorded one fails with the page and the line of the operation', { timeout: 600_000 }, async () => {
  const dir = mkdtempSync(join(tmpdir(), 'responses-'));
  const recorded = JSON.parse(readFileSync(responsesFile, 'utf8')) as Record<string, Record<string, unknown>>;
  recorded[`${fixtures}/good-plugin.mdx`].Greeting = { data: { greeting: 'hello from the plugin' } };
  writeFileSync(join(dir, 'responses.json'), JSON.stringify(recorded));
  const outcome = await checkRunnableSamples([await pageOf('good-plugin.mdx')], { root, responsesFile: join(dir, 'responses.json') });
  assert.equal(
    formatProblem(outcome.problems[0]),
    `${fixtures}/good-plugin.mdx:33: Greeting: the response differs from the recorded one at data.greeting: recorded "hello from the plugin", now "hello from a plugin" (if the change is expected, re-record with \`npm run samples:record\`)`,
  );
});

test('a page that shows only a config file runs its operations without asking for a plugin class', { timeout: 600_000 }, async () => {
  const started: VendureServer[] = [];
  const outcome = await checkRunnableSamples([await pageOf('config-only.mdx')], { root, start: trackedStart(started), responsesFile });
  assert.deepEqual(outcome.problems, []);
  assert.equal(outcome.passed, 1);
  assert.deepEqual(started[0].plugins, []);
  await assertStopped(started[0]);
});
