import { test } from 'node:test';
import assert from 'node:assert/strict';

process.env.VENDURE_DISABLE_TELEMETRY = 'true';

import { bootstrapWorker, VendurePlugin, VENDURE_VERSION } from '@vendure/core';
import { transformSync } from 'esbuild';
import { createRequire } from 'node:module';
import ts from 'typescript';
import { RecordingLogger } from './support/recording-logger';

const require = createRequire(import.meta.url);
const semver: { satisfies(version: string, range: string, options?: { loose?: boolean; includePrerelease?: boolean }): boolean } =
  require('semver');

@VendurePlugin({ compatibility: '^2.0.0' })
class OldRangePlugin {}

test('out-of-range: startup logs an error and stops with "Plugin … is not compatible with this version of Vendure."', async () => {
  const logger = new RecordingLogger();
  await assert.rejects(
    bootstrapWorker({
      apiOptions: { port: 0 },
      authOptions: {},
      dbConnectionOptions: { type: 'sqljs' },
      logger,
      plugins: [OldRangePlugin],
    }),
    (err: Error) => err.message === 'Plugin "OldRangePlugin" is not compatible with this version of Vendure.',
  );
  const errors = logger.lines.filter(([level]) => level === 'error').map(([, message]) => message);
  assert.ok(errors.some(m => m.includes(`semver range of "^2.0.0" but the current version is "${VENDURE_VERSION}"`)));
});

test('prerelease-in-range: with the options Vendure passes, a pre-release inside the range is accepted', () => {
  assert.equal(semver.satisfies('3.8.0-next.1', '^3.0.0', { loose: true, includePrerelease: true }), true);
  assert.equal(semver.satisfies('3.8.0-next.1', '^3.0.0'), false);
});

test('major-excluded: ^3.0.0 does not admit Vendure 4, not even its pre-releases', () => {
  assert.equal(semver.satisfies('4.0.0', '^3.0.0', { loose: true, includePrerelease: true }), false);
  assert.equal(semver.satisfies('4.0.0-next.0', '^3.0.0', { loose: true, includePrerelease: true }), false);
});

test('esbuild-no-metadata: esbuild drops decorator metadata that tsc emits', () => {
  const source = `
    declare const Injectable: () => ClassDecorator;
    class Dep {}
    @Injectable()
    export class Service { constructor(private dep: Dep) {} }
  `;
  const compilerOptions = { experimentalDecorators: true, emitDecoratorMetadata: true, target: ts.ScriptTarget.ES2019 };
  const fromTsc = ts.transpileModule(source, { compilerOptions }).outputText;
  assert.match(fromTsc, /design:paramtypes/);
  const fromEsbuild = transformSync(source, {
    loader: 'ts',
    tsconfigRaw: { compilerOptions: { experimentalDecorators: true, emitDecoratorMetadata: true } },
  }).code;
  assert.doesNotMatch(fromEsbuild, /design:paramtypes/);
});
