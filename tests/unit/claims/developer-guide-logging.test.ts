import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { DefaultLogger, defaultConfig, Job, Logger, LogLevel, NoopLogger, VendureLogger } from '@vendure/core';

const require = createRequire(import.meta.url);
const { TypeOrmLogger } = require('@vendure/core/dist/config/logger/typeorm-logger.js');
const { ConnectionModule } = require('@vendure/core/dist/connection/connection.module.js');

/** Runs fn while capturing what is written to stdout and stderr. */
function capture(fn: () => void): { out: string; err: string } {
  const out: string[] = [];
  const err: string[] = [];
  const o = process.stdout.write;
  const e = process.stderr.write;
  (process.stdout as any).write = (chunk: string) => (out.push(String(chunk)), true);
  (process.stderr as any).write = (chunk: string) => (err.push(String(chunk)), true);
  try {
    fn();
  } finally {
    process.stdout.write = o;
    process.stderr.write = e;
  }
  // picocolors colours the output when the CI variable is set or stdout is a terminal; compare plain text.
  // eslint-disable-next-line no-control-regex
  const plain = (chunks: string[]) => chunks.join('').replace(/\x1b\[[0-9;]*m/g, '');
  return { out: plain(out), err: plain(err) };
}

type Call = [string, ...unknown[]];
function spyLogger(): VendureLogger & { calls: Call[] } {
  const calls: Call[] = [];
  return {
    calls,
    error: (...a: unknown[]) => void calls.push(['error', ...a]),
    warn: (...a: unknown[]) => void calls.push(['warn', ...a]),
    info: (...a: unknown[]) => void calls.push(['info', ...a]),
    verbose: (...a: unknown[]) => void calls.push(['verbose', ...a]),
    debug: (...a: unknown[]) => void calls.push(['debug', ...a]),
  };
}
function withLogger(logger: VendureLogger | undefined, fn: () => void) {
  (Logger as any).useLogger(logger);
  try {
    fn();
  } finally {
    (Logger as any).useLogger(undefined);
  }
}

test('pre-bootstrap-discarded: before a logger is handed over, Logger writes nothing', () => {
  const { out, err } = capture(() => Logger.error('lost', 'Early'));
  assert.equal(out + err, '');
});

test('level-order: LogLevel runs from Error (0) to Debug (4); a level shows itself and the lower values', () => {
  assert.deepEqual([LogLevel.Error, LogLevel.Warn, LogLevel.Info, LogLevel.Verbose, LogLevel.Debug], [0, 1, 2, 3, 4]);
  const logger = new DefaultLogger({ level: LogLevel.Warn, timestamp: false });
  const { out } = capture(() => {
    logger.error('e');
    logger.warn('w');
    logger.info('i');
  });
  assert.match(out, /\] e \n/);
  assert.match(out, /\] w \n/);
  assert.doesNotMatch(out, /\] i \n/);
});

test('info-default: the default config logs through a DefaultLogger at Info', () => {
  assert.ok(defaultConfig.logger instanceof DefaultLogger);
  assert.equal((defaultConfig.logger as any).level, LogLevel.Info);
});

test('default-logger-line: level, timestamp, context in brackets, then the message', () => {
  const { out } = capture(() => new DefaultLogger().info('hello', 'Ctx'));
  assert.match(out, /^info \S+ \S+( [AP]M)? - \[Ctx\] hello \n$/);
});

test('default-logger-options: level Info and timestamps by default', () => {
  const logger = new DefaultLogger() as any;
  assert.equal(logger.level, LogLevel.Info);
  assert.equal(logger.timestamp, true);
  const { out } = capture(() => {
    logger.verbose('hidden');
    logger.info('shown');
  });
  assert.doesNotMatch(out, /hidden/);
  assert.match(out, /shown/);
});

test('stdout-only: errors go to stdout too, with the stack trace after the message', () => {
  const logger = new DefaultLogger({ timestamp: false });
  const { out, err } = capture(() => logger.error('broken', 'Ctx', 'at somewhere'));
  assert.equal(err, '');
  assert.match(out, /\[Ctx\].*broken\n.*at somewhere/s);
});

test('default-context: without a context the default context is printed, and setDefaultContext changes it', () => {
  const logger = new DefaultLogger({ timestamp: false });
  assert.match(capture(() => logger.info('a')).out, /\[Vendure Server\]/);
  logger.setDefaultContext('Vendure Worker');
  assert.match(capture(() => logger.info('b')).out, /\[Vendure Worker\]/);
});

test('exceptions-handler-filtered: ExceptionsHandler messages only appear at Verbose or Debug', () => {
  const info = new DefaultLogger({ level: LogLevel.Info, timestamp: false });
  const verbose = new DefaultLogger({ level: LogLevel.Verbose, timestamp: false });
  assert.equal(capture(() => info.error('noise', 'ExceptionsHandler')).out, '');
  assert.match(capture(() => verbose.error('noise', 'ExceptionsHandler')).out, /noise/);
});

test('objects-indented: a message that is not a string is printed as indented JSON', () => {
  const logger = new DefaultLogger({ timestamp: false });
  const { out } = capture(() => logger.info({ a: 1 } as any));
  assert.match(out, /\{\n  "a": 1\n\}/);
});

test('noop-logger: NoopLogger discards everything', () => {
  const { out, err } = capture(() => new NoopLogger().error('x'));
  assert.equal(out + err, '');
});

test('failed-job-warn: a failed job attempt is logged as a warning', () => {
  const spy = spyLogger();
  withLogger(spy, () => new Job({ queueName: 'q', data: {}, retries: 0 } as any).fail(new Error('boom')));
  assert.equal(spy.calls.length, 1);
  assert.equal(spy.calls[0][0], 'warn');
  assert.match(String(spy.calls[0][1]), /\[q\] failed/);
});

test('logging-not-set: errors, warnings, schema and migration messages, no queries', () => {
  const spy = spyLogger();
  withLogger(spy, () => {
    const adapter = new TypeOrmLogger(undefined);
    adapter.logQuery('SELECT 1', []);
    adapter.logSchemaBuild('creating table');
    adapter.log('warn', 'careful');
    adapter.logMigration('migrated');
    adapter.logQueryError('bad', 'SELECT x', []);
  });
  assert.deepEqual(
    spy.calls.map(c => c[0]),
    ['info', 'warn', 'info', 'error', 'verbose'],
  );
});

test('logging-false: only migration messages and slow queries', () => {
  const spy = spyLogger();
  withLogger(spy, () => {
    const adapter = new TypeOrmLogger(false);
    adapter.logQuery('SELECT 1', []);
    adapter.logSchemaBuild('creating table');
    adapter.logQueryError('bad', 'SELECT x', []);
    adapter.logMigration('migrated');
    adapter.logQuerySlow(900, 'SELECT pg_sleep(1)', []);
  });
  assert.deepEqual(
    spy.calls.map(c => [c[0], c[2]]),
    [['info', 'TypeORM'], ['warn', undefined], ['warn', undefined]],
  );
});

test('query-debug-format: each query is a Debug message with its parameters', () => {
  const spy = spyLogger();
  withLogger(spy, () => new TypeOrmLogger(['query']).logQuery('SELECT * FROM "product" WHERE "id" = $1', [5]));
  assert.deepEqual(spy.calls, [['debug', 'Query: SELECT * FROM "product" WHERE "id" = $1 -- PARAMETERS: [5]', 'TypeORM']]);
});

test('own-typeorm-logger: a logger in dbConnectionOptions.logger replaces the adapter', () => {
  const own = { logQuery() {} };
  assert.equal(ConnectionModule.getTypeOrmLogger({ logger: own, logging: true }), own);
  assert.ok(ConnectionModule.getTypeOrmLogger({ logging: true }) instanceof TypeOrmLogger);
});

test('create-logging-false: the config generated by @vendure/create sets logging: false', () => {
  const dir = dirname(require.resolve('@vendure/create/package.json'));
  assert.match(readFileSync(join(dir, 'assets/vendure-config.hbs'), 'utf8'), /logging: false/);
});
