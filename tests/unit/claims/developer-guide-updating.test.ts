import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';

process.env.VENDURE_DISABLE_TELEMETRY = 'true';

import { bootstrap, defaultConfig, mergeConfig, runMigrations, VENDURE_VERSION, VendureLogger, VendurePlugin } from '@vendure/core';
import { MigrationInterface } from 'typeorm';

/** semver ships no types; this is the one function bootstrap() calls. */
const semver: { satisfies(version: string, range: string, options?: { loose?: boolean; includePrerelease?: boolean }): boolean } =
    require('semver');
const nodeModules = path.resolve(__dirname, '../../../node_modules');

function versionOf(pkg: string): string {
    const json: { version: string } = JSON.parse(readFileSync(path.join(nodeModules, pkg, 'package.json'), 'utf-8'));
    return json.version;
}

function captureLogger() {
    const lines: Array<{ level: string; message: string }> = [];
    const push = (level: string) => (message: string) => {
        lines.push({ level, message });
    };
    const logger: VendureLogger = { error: push('error'), warn: push('warn'), info: push('info'), verbose: push('verbose'), debug: push('debug') };
    return { lines, logger };
}

test('same-version-packages: the core packages and first-party plugins installed here all carry one version', () => {
    const packages = [
        '@vendure/core',
        '@vendure/common',
        '@vendure/dashboard',
        '@vendure/create',
        '@vendure/testing',
        '@vendure/email-plugin',
        '@vendure/asset-server-plugin',
        '@vendure/graphiql-plugin',
        '@vendure/job-queue-plugin',
        '@vendure/harden-plugin',
        '@vendure/admin-ui-plugin',
        '@vendure/ui-devkit',
    ];
    for (const pkg of packages) {
        assert.equal(versionOf(pkg), '3.7.3', pkg);
    }
});

test('own-release-line: the payments, Elasticsearch and Sentry plugins are on a different version than core', () => {
    for (const pkg of ['@vendure/payments-plugin', '@vendure/elasticsearch-plugin', '@vendure/sentry-plugin']) {
        assert.notEqual(versionOf(pkg), versionOf('@vendure/core'), pkg);
    }
});

test('core-pins-common: @vendure/core depends on exactly its own version of @vendure/common', () => {
    const json: { dependencies: Record<string, string> } = JSON.parse(readFileSync(path.join(nodeModules, '@vendure/core/package.json'), 'utf-8'));
    assert.equal(json.dependencies['@vendure/common'], '3.7.3');
});

test('vendure-version: VENDURE_VERSION is the installed core version', () => {
    assert.equal(VENDURE_VERSION, '3.7.3');
});

test('compatibility-outcomes: no range logs info, a satisfied range is silent, a mismatch logs an error and bootstrap fails', async () => {
    @VendurePlugin({})
    class NoRangePlugin {}
    @VendurePlugin({ compatibility: '^3.0.0' })
    class SatisfiedPlugin {}
    @VendurePlugin({ compatibility: '~3.5.0' })
    class IgnoredPlugin {}
    @VendurePlugin({ compatibility: '~3.5.0' })
    class ReportingPlugin {}
    const { lines, logger } = captureLogger();
    const config = mergeConfig(defaultConfig, {
        logger,
        dbConnectionOptions: { type: 'sqljs', synchronize: false },
        plugins: [NoRangePlugin, SatisfiedPlugin, IgnoredPlugin, ReportingPlugin],
    });
    await assert.rejects(bootstrap(config, { ignoreCompatibilityErrorsForPlugins: [IgnoredPlugin] }), {
        message: 'Plugin "ReportingPlugin" is not compatible with this version of Vendure.',
    });
    const about = (name: string) => lines.filter(l => l.message.includes(`"${name}"`));
    assert.deepEqual(about('NoRangePlugin').map(l => l.level), ['info']);
    assert.match(about('NoRangePlugin')[0].message, /not guaranteed to be compatible/);
    assert.deepEqual(about('SatisfiedPlugin'), []);
    assert.deepEqual(about('IgnoredPlugin').map(l => l.level), ['warn']);
    assert.deepEqual(about('ReportingPlugin'), [
        {
            level: 'error',
            message:
                'Plugin "ReportingPlugin" is not compatible with this version of Vendure. It specifies a semver range of "~3.5.0" but the current version is "3.7.3".',
        },
    ]);
});

test('prerelease-accepted: with the options bootstrap uses, ^3.0.0 accepts a 3.8.0 pre-release', () => {
    assert.equal(semver.satisfies('3.8.0-next.1', '^3.0.0', { loose: true, includePrerelease: true }), true);
    assert.equal(semver.satisfies('3.8.0-next.1', '^3.0.0'), false);
});

test('runmigrations-no-reject: a failing migration is logged, sets process.exitCode to 1 and the promise resolves', async () => {
    class Broken1700000000000 implements MigrationInterface {
        name = 'Broken1700000000000';
        async up() {
            throw new Error('column already exists');
        }
        async down() {}
    }
    const printed: string[] = [];
    const original = console.log;
    const previousExitCode = process.exitCode;
    console.log = (...args: unknown[]) => {
        printed.push(args.map(String).join(' '));
    };
    try {
        const ran = await runMigrations(
            mergeConfig(defaultConfig, {
                dbConnectionOptions: { type: 'sqljs', synchronize: false, logging: false, migrations: [Broken1700000000000] },
            }),
        );
        assert.deepEqual(ran, []);
        assert.equal(process.exitCode, 1);
    } finally {
        console.log = original;
        process.exitCode = previousExitCode;
    }
    const at = printed.findIndex(l => l.includes('An error occurred when running migrations:'));
    assert.ok(at >= 0, 'the failure is logged');
    assert.match(printed[at + 1], /column already exists/);
});
