import { test, mock } from 'node:test';
import assert from 'node:assert/strict';
import { ENABLE_INSTRUMENTATION_ENV_VAR, Instrument, JobQueue, ProcessContext } from '@vendure/core';
import { getConfigurationFunction } from '@vendure/core/dist/plugin/plugin-metadata';
import { isCI } from '@vendure/core/dist/telemetry/helpers/ci-detector.helper';
import { isTelemetryDisabled } from '@vendure/core/dist/telemetry/helpers/is-telemetry-disabled.helper';
import { toRangeBucket } from '@vendure/core/dist/telemetry/helpers/range-bucket.helper';
import { TelemetryService } from '@vendure/core/dist/telemetry/telemetry.service';
import {
  defaultMethodHooks,
  OtelInstrumentationStrategy,
  OtelLogger,
  otelLogger,
  TelemetryPlugin,
} from '@vendure/telemetry-plugin';
import { getSdkConfiguration } from '@vendure/telemetry-plugin/preload';
import { convertLegacyHttpOptions } from '@opentelemetry/otlp-exporter-base/node-http';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { BatchSpanProcessor, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import type { RuntimeVendureConfig } from '@vendure/core';

function withEnv(values: Record<string, string | undefined>, fn: () => void) {
  const saved: Record<string, string | undefined> = {};
  for (const [key, value] of Object.entries(values)) {
    saved[key] = process.env[key];
    if (value === undefined) {
      delete process.env[key];
    } else {
      process.env[key] = value;
    }
  }
  try {
    fn();
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) {
        delete process.env[key];
      } else {
        process.env[key] = value;
      }
    }
  }
}

const ciVars = ['CI', 'GITHUB_ACTIONS', 'GITLAB_CI', 'CIRCLECI', 'TRAVIS', 'JENKINS_URL', 'BUILDKITE', 'DRONE', 'TEAMCITY_VERSION', 'BITBUCKET_BUILD_NUMBER', 'TF_BUILD', 'CODEBUILD_BUILD_ID', 'HEROKU_TEST_RUN_ID', 'APPVEYOR', 'NOW_BUILDER'];
const noCi = Object.fromEntries(ciVars.map(name => [name, undefined]));

test('instrument-env-var: without VENDURE_ENABLE_INSTRUMENTATION the class is returned unchanged', () => {
  withEnv({ [ENABLE_INSTRUMENTATION_ENV_VAR]: undefined }, () => {
    class LoyaltyService {}
    assert.equal(Instrument()(LoyaltyService), LoyaltyService);
  });
  withEnv({ [ENABLE_INSTRUMENTATION_ENV_VAR]: 'true' }, () => {
    class LoyaltyService {}
    const wrapped = Instrument()(LoyaltyService);
    assert.notEqual(wrapped, LoyaltyService);
    assert.equal(wrapped?.name, 'LoyaltyService');
  });
});

test('preload-sets-env-var: getSdkConfiguration() sets VENDURE_ENABLE_INSTRUMENTATION', () => {
  withEnv({ [ENABLE_INSTRUMENTATION_ENV_VAR]: undefined }, () => {
    getSdkConfiguration({ config: {} });
    assert.equal(process.env[ENABLE_INSTRUMENTATION_ENV_VAR], 'true');
  });
});

test('sdk-defaults: resource, batch processors and an AsyncLocalStorage context manager', () => {
  withEnv({ [ENABLE_INSTRUMENTATION_ENV_VAR]: undefined, NODE_ENV: 'staging' }, () => {
    const config = getSdkConfiguration({ config: {} });
    assert.deepEqual(config.resource?.attributes, {
      'service.name': 'vendure',
      'service.namespace': 'vendure',
      'service.environment': 'staging',
    });
    assert.ok(config.spanProcessors?.every(p => p instanceof BatchSpanProcessor));
    assert.ok(config.contextManager instanceof AsyncLocalStorageContextManager);
  });
});

test('default-instrumentations: HTTP, Express, NestJS, GraphQL, pg, mysql2, ioredis and the Node.js runtime', () => {
  withEnv({ [ENABLE_INSTRUMENTATION_ENV_VAR]: undefined }, () => {
    const config = getSdkConfiguration({ config: {} });
    assert.deepEqual(
      config.instrumentations?.flat().map(i => ('instrumentationName' in i ? i.instrumentationName : '')),
      [
        '@opentelemetry/instrumentation-http',
        '@opentelemetry/instrumentation-express',
        '@opentelemetry/instrumentation-nestjs-core',
        '@opentelemetry/instrumentation-graphql',
        '@opentelemetry/instrumentation-pg',
        '@opentelemetry/instrumentation-mysql2',
        '@opentelemetry/instrumentation-ioredis',
        '@opentelemetry/instrumentation-runtime-node',
      ],
    );
  });
});

test('sdk-config-override: a property set in config replaces the default, except processors under logToConsole', () => {
  withEnv({ [ENABLE_INSTRUMENTATION_ENV_VAR]: undefined }, () => {
    const mine = new SimpleSpanProcessor({ export: () => undefined, shutdown: async () => undefined });
    const replaced = getSdkConfiguration({ config: { serviceName: 'vendure-worker', instrumentations: [], spanProcessors: [mine] } });
    assert.equal(replaced.serviceName, 'vendure-worker');
    assert.deepEqual(replaced.instrumentations, []);
    assert.deepEqual(replaced.spanProcessors, [mine]);
    const consoleMode = getSdkConfiguration({ logToConsole: true, config: { spanProcessors: [mine] } });
    assert.notDeepEqual(consoleMode.spanProcessors, [mine]);
  });
});

test('plugin-configuration: installs OtelInstrumentationStrategy and replaces config.logger with OtelLogger', async () => {
  const configure = getConfigurationFunction(TelemetryPlugin);
  assert.ok(configure);
  const config = { systemOptions: {}, logger: undefined } as unknown as RuntimeVendureConfig;
  const result = await configure(config);
  assert.ok(result.systemOptions.instrumentationStrategy instanceof OtelInstrumentationStrategy);
  assert.ok(result.logger instanceof OtelLogger);
});

test('otel-logger: every level is emitted, with the context as an attribute', () => {
  const emitted: Array<{ body?: unknown; attributes?: Record<string, unknown> }> = [];
  const restore = mock.method(otelLogger, 'emit', (record: { body?: unknown; attributes?: Record<string, unknown> }) => {
    emitted.push(record);
  });
  try {
    const logger = new OtelLogger({});
    logger.debug('d', 'Ctx');
    logger.verbose('v', 'Ctx');
    logger.info('i', 'Ctx');
    logger.warn('w', 'Ctx');
    logger.error('e', 'Ctx');
  } finally {
    restore.mock.restore();
  }
  assert.deepEqual(
    emitted.map(r => [r.body, r.attributes?.context]),
    [
      ['d', 'Ctx'],
      ['v', 'Ctx'],
      ['i', 'Ctx'],
      ['w', 'Ctx'],
      ['e', 'Ctx'],
    ],
  );
});

test('job-data-attribute: the built-in JobQueue.add hook stores the job data on the span', () => {
  const hook = defaultMethodHooks.find(h => h.target === JobQueue);
  assert.ok(hook);
  const attributes: Record<string, unknown> = {};
  const span = { setAttribute: (key: string, value: unknown) => (attributes[key] = value) };
  const add = Reflect.get(hook.hooks, 'add') as { pre: (args: unknown) => void };
  add.pre({ args: [{ emailAddress: 'ada@example.com' }, {}], span, instance: { name: 'send-email' } });
  assert.equal(attributes['job.queueName'], 'send-email');
  assert.match(String(attributes['job.data']), /ada@example\.com/);
});

test('otlp-endpoint: default http://localhost:4318/v1/traces; the env var is read when the exporter is built', () => {
  withEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: undefined, OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: undefined }, () => {
    assert.equal(convertLegacyHttpOptions({}, 'TRACES', 'v1/traces', {}).url, 'http://localhost:4318/v1/traces');
  });
  withEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: 'https://collector.example.com', OTEL_EXPORTER_OTLP_LOGS_ENDPOINT: undefined }, () => {
    assert.equal(convertLegacyHttpOptions({}, 'LOGS', 'v1/logs', {}).url, 'https://collector.example.com/v1/logs');
  });
});

test('disable-env: VENDURE_DISABLE_TELEMETRY true or 1 switches telemetry off', () => {
  withEnv({ ...noCi, VENDURE_DISABLE_TELEMETRY: undefined }, () => assert.equal(isTelemetryDisabled(), false));
  withEnv({ ...noCi, VENDURE_DISABLE_TELEMETRY: 'true' }, () => assert.equal(isTelemetryDisabled(), true));
  withEnv({ ...noCi, VENDURE_DISABLE_TELEMETRY: '1' }, () => assert.equal(isTelemetryDisabled(), true));
});

test('ci-detection: CI variables count unless empty, false or 0', () => {
  for (const name of ['CI', 'GITHUB_ACTIONS', 'GITLAB_CI', 'CIRCLECI', 'JENKINS_URL', 'BUILDKITE', 'TF_BUILD']) {
    withEnv({ ...noCi, [name]: 'yes' }, () => assert.equal(isCI(), true, name));
  }
  for (const value of ['', 'false', '0']) {
    withEnv({ ...noCi, CI: value }, () => assert.equal(isCI(), false, value));
  }
});

test('range-buckets: counts are reported as ranges such as 1k-10k', () => {
  assert.deepEqual([0, 50, 500, 5000, 50000, 500000].map(toRangeBucket), ['0', '1-100', '101-1k', '1k-10k', '10k-100k', '100k+']);
});

function telemetryService(isWorker: boolean) {
  const processContext = { isWorker } as unknown as ProcessContext;
  const none = null as never;
  const service = new TelemetryService(processContext, none, none, none, none, none, none, none);
  const sent: string[] = [];
  // Record the reports instead of collecting and posting them
  Reflect.set(service, 'sendTelemetry', async (reason: string) => {
    sent.push(reason);
  });
  return { service, sent };
}

test('server-only: a worker process never schedules a report', () => {
  withEnv({ ...noCi, VENDURE_DISABLE_TELEMETRY: undefined }, () => {
    mock.timers.enable({ apis: ['setTimeout'] });
    try {
      const worker = telemetryService(true);
      worker.service.onApplicationBootstrap();
      mock.timers.tick(48 * 60 * 60 * 1000);
      assert.deepEqual(worker.sent, []);
    } finally {
      mock.timers.reset();
    }
  });
});

test('send-schedule: first report after 5 s, then every 24 h plus up to 1 h', () => {
  withEnv({ ...noCi, VENDURE_DISABLE_TELEMETRY: undefined }, () => {
    mock.timers.enable({ apis: ['setTimeout'] });
    const random = mock.method(Math, 'random', () => 0.5);
    try {
      const server = telemetryService(false);
      server.service.onApplicationBootstrap();
      mock.timers.tick(4999);
      assert.deepEqual(server.sent, []);
      mock.timers.tick(1);
      assert.deepEqual(server.sent, ['startup']);
      // 24 h plus half of the one-hour jitter (Math.random() is 0.5 here)
      mock.timers.tick(24 * 60 * 60 * 1000 + 30 * 60 * 1000 - 1);
      assert.deepEqual(server.sent, ['startup']);
      mock.timers.tick(1);
      assert.deepEqual(server.sent, ['startup', 'heartbeat']);
      server.service.onApplicationShutdown();
    } finally {
      random.mock.restore();
      mock.timers.reset();
    }
  });
});
