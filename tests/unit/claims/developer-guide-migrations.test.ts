import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

process.env.VENDURE_DISABLE_TELEMETRY = 'true';

import { defaultConfig, generateMigration, mergeConfig, runMigrations, VendureConfig } from '@vendure/core';

function sqljsConfig(extra: Partial<VendureConfig['dbConnectionOptions']> = {}): VendureConfig {
    return mergeConfig(defaultConfig, {
        dbConnectionOptions: { type: 'sqljs', synchronize: false, logging: false, ...extra } as any,
    });
}

async function quietly<T>(work: () => Promise<T>): Promise<T> {
    const log = console.log;
    console.log = () => undefined;
    try {
        return await work();
    } finally {
        console.log = log;
    }
}

test('generate-filename: generateMigration writes <timestamp>-<name>.ts into outputDir and returns its path', async () => {
    const outputDir = fs.mkdtempSync(path.join(os.tmpdir(), 'claims-migrations-'));
    try {
        // an empty in-memory database differs from the config, so there is something to write
        const file = await quietly(() => generateMigration(sqljsConfig(), { name: 'first-step', outputDir }));
        assert.ok(file);
        assert.equal(path.dirname(file), outputDir);
        assert.match(path.basename(file), /^\d{13}-first-step\.ts$/);
        const text = fs.readFileSync(file, 'utf8');
        assert.match(text, /public async up\(queryRunner: QueryRunner\)/);
        assert.match(text, /public async down\(queryRunner: QueryRunner\)/);
    } finally {
        fs.rmSync(outputDir, { recursive: true, force: true });
    }
});

test('run-no-throw: a failing migration makes runMigrations resolve and set process.exitCode = 1', async () => {
    class FailingStep1700000000000 {
        async up() {
            throw new Error('deliberate failure');
        }
        async down() {}
    }
    const before = process.exitCode;
    try {
        const ran = await quietly(() => runMigrations(sqljsConfig({ migrations: [FailingStep1700000000000] })));
        assert.deepEqual(ran, []);
        assert.equal(process.exitCode, 1);
    } finally {
        process.exitCode = before;
    }
});

test('run-returns-names: runMigrations resolves to the names of the migrations it applied', async () => {
    class FirstStep1700000000001 {
        async up() {}
        async down() {}
    }
    class SecondStep1700000000002 {
        async up() {}
        async down() {}
    }
    const ran = await quietly(() =>
        runMigrations(sqljsConfig({ migrations: [SecondStep1700000000002, FirstStep1700000000001] })),
    );
    assert.deepEqual(ran, ['FirstStep1700000000001', 'SecondStep1700000000002']);
});
