import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';

process.env.VENDURE_DISABLE_TELEMETRY = 'true';
delete process.env.LOG;

import { defaultConfig, DefaultLogger, mergeConfig, NoopLogger } from '@vendure/core';
import {
    ClientError,
    createErrorResultGuard,
    createTestEnvironment,
    getInitializerFor,
    SqljsInitializer,
    TestingLogger,
    testConfig,
    TestServer,
} from '@vendure/testing';
import { TestingAssetPreviewStrategy } from '@vendure/testing/lib/config/testing-asset-preview-strategy';
import { TestingAssetStorageStrategy } from '@vendure/testing/lib/config/testing-asset-storage-strategy';
import { TestingEntityIdStrategy } from '@vendure/testing/lib/config/testing-entity-id-strategy';
import { createUploadPostData } from '@vendure/testing/lib/utils/create-upload-post-data';
import { transformSync } from 'esbuild';
import gql from 'graphql-tag';

const QUERY = gql`
    query Q {
        products {
            totalItems
        }
    }
`;

type SqljsConnectionOptions = Parameters<SqljsInitializer['init']>[1];

type Call = { url: string; init: RequestInit };

/** Replaces the global fetch for the duration of `fn`, answering from `respond`. */
async function withFetch<T>(respond: (call: Call) => Response, fn: (calls: Call[]) => Promise<T>): Promise<T> {
    const original = globalThis.fetch;
    const calls: Call[] = [];
    globalThis.fetch = (async (url: string | URL | Request, init?: RequestInit) => {
        const call = { url: String(url), init: init ?? {} };
        calls.push(call);
        return respond(call);
    }) as typeof fetch;
    try {
        return await fn(calls);
    } finally {
        globalThis.fetch = original;
    }
}

const json = (body: unknown, init: ResponseInit = {}) =>
    new Response(JSON.stringify(body), {
        ...init,
        headers: { 'Content-Type': 'application/json', ...(init.headers ?? {}) },
    });

const header = (call: Call, name: string) => (call.init.headers as Record<string, string>)[name];

test('testconfig-values: the testing config uses the documented settings', () => {
    assert.equal(testConfig.apiOptions.port, 3050);
    assert.equal(testConfig.apiOptions.adminApiPath, 'admin-api');
    assert.equal(testConfig.apiOptions.shopApiPath, 'shop-api');
    assert.equal(testConfig.dbConnectionOptions.type, 'sqljs');
    assert.equal(testConfig.authOptions.tokenMethod, 'bearer');
    assert.equal(testConfig.authOptions.requireVerification, true);
    assert.ok(testConfig.entityOptions.entityIdStrategy instanceof TestingEntityIdStrategy);
    assert.ok(testConfig.assetOptions.assetStorageStrategy instanceof TestingAssetStorageStrategy);
    assert.ok(testConfig.assetOptions.assetPreviewStrategy instanceof TestingAssetPreviewStrategy);
    assert.deepEqual(testConfig.paymentOptions.paymentMethodHandlers, []);
    assert.ok(testConfig.logger instanceof NoopLogger);
    assert.equal(testConfig.defaultChannelToken, 'e2e-default-channel');
    assert.equal(testConfig.authOptions.superadminCredentials?.identifier, 'superadmin');
    assert.equal(testConfig.authOptions.superadminCredentials?.password, 'superadmin');
});

test('raw-ids: responses carry T_ ids, and a bare number is accepted as input too', () => {
    const strategy = new TestingEntityIdStrategy();
    assert.equal(strategy.encodeId(1), 'T_1');
    assert.equal(strategy.decodeId('T_3'), 3);
    assert.equal(strategy.decodeId('3'), 3);
    assert.equal(strategy.decodeId('abc'), -1);
});

test('merge-config-copy: mergeConfig leaves testConfig untouched, replaces arrays and keeps class instances', () => {
    const logger = new DefaultLogger();
    class MyPlugin {}
    const merged = mergeConfig(testConfig, { apiOptions: { port: 3157 }, plugins: [MyPlugin], logger });
    assert.equal(merged.apiOptions.port, 3157);
    assert.equal(testConfig.apiOptions.port, 3050);
    assert.equal(merged.apiOptions.shopApiPath, 'shop-api');
    assert.deepEqual(merged.plugins, [MyPlugin]);
    assert.equal(merged.logger, logger);
});

test('no-plugins: defaultConfig, and so testConfig, contains no plugins', () => {
    assert.deepEqual(defaultConfig.plugins, []);
    assert.deepEqual(testConfig.plugins, []);
});

test('no-initializer: without a registered initializer the lookup fails with the documented message', () => {
    assert.throws(() => getInitializerFor('cockroachdb'), /No initializer has been registered for the database type/);
});

test('sqljs-file-name: the database file is <folder>/<test file name>.sqlite', async () => {
    const initializer = new SqljsInitializer('/tmp/data');
    const options = { type: 'sqljs', location: '' } as SqljsConnectionOptions;
    await initializer.init('/project/dist-e2e/test/shop-products.e2e-spec.js', options);
    assert.equal(options.location, path.join('/tmp/data', 'shop-products.e2e-spec.js.sqlite'));
});

test('sqljs-populate: a missing file is populated with synchronize and autoSave on, an existing one is not', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'sqljs-init-'));
    try {
        const dataDir = path.join(root, '__data__');
        const initializer = new SqljsInitializer(dataDir);
        const options = { type: 'sqljs', location: '' } as SqljsConnectionOptions;
        await initializer.init('a.e2e-spec.ts', options);
        const during: Array<[boolean | undefined, boolean | undefined]> = [];
        await initializer.populate(async () => {
            during.push([options.synchronize, options.autoSave]);
            fs.writeFileSync(options.location ?? '', 'db');
        });
        assert.deepEqual(during, [[true, true]]);
        assert.equal(options.synchronize, false);
        assert.equal(options.autoSave, false);
        assert.ok(fs.existsSync(dataDir));
        let calledAgain = false;
        await initializer.populate(async () => void (calledAgain = true));
        assert.equal(calledAgain, false);
    } finally {
        fs.rmSync(root, { recursive: true, force: true });
    }
});

test('sqljs-parent-must-exist: only the last folder of the data path is created', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'sqljs-parent-'));
    try {
        const initializer = new SqljsInitializer(path.join(root, 'missing', '__data__'));
        await initializer.init('a.e2e-spec.ts', { type: 'sqljs', location: '' } as SqljsConnectionOptions);
        await assert.rejects(initializer.populate(async () => undefined), /ENOENT/);
    } finally {
        fs.rmSync(root, { recursive: true, force: true });
    }
});

test('environment-urls: the clients talk to http://localhost:<port>/<path>, and nothing starts on creation', async () => {
    const config = mergeConfig(testConfig, { apiOptions: { port: 3999 } });
    const { server, adminClient, shopClient } = createTestEnvironment(config);
    assert.ok(server instanceof TestServer);
    assert.equal(server.app, undefined);
    await withFetch(
        () => json({ data: { products: { totalItems: 0 } } }),
        async calls => {
            await adminClient.query(QUERY);
            await shopClient.query(QUERY);
            assert.deepEqual(
                calls.map(c => c.url),
                ['http://localhost:3999/admin-api', 'http://localhost:3999/shop-api'],
            );
        },
    );
});

test('client-token: the token from the auth header is sent back as a bearer token', async () => {
    const { shopClient } = createTestEnvironment(testConfig);
    await withFetch(
        () => json({ data: { products: { totalItems: 0 } } }, { headers: { 'vendure-auth-token': 'abc123' } }),
        async calls => {
            await shopClient.query(QUERY);
            await shopClient.query(QUERY);
            assert.equal(header(calls[0], 'Authorization'), undefined);
            assert.equal(header(calls[1], 'Authorization'), 'Bearer abc123');
        },
    );
});

test('client-error: query() throws a ClientError with the first GraphQL error message, or on a bad status', async () => {
    const { shopClient } = createTestEnvironment(testConfig);
    await withFetch(
        () => json({ errors: [{ message: 'first problem' }, { message: 'second' }], data: null }),
        async () => {
            await assert.rejects(shopClient.query(QUERY), (e: Error) => e instanceof ClientError && e.message === 'first problem');
        },
    );
    await withFetch(
        () => json({ data: { products: { totalItems: 0 } } }, { status: 500 }),
        async () => {
            await assert.rejects(shopClient.query(QUERY), /GraphQL Error \(Code: 500\)/);
        },
    );
});

test('login-no-throw: wrong credentials resolve to the error result instead of throwing', async () => {
    const { shopClient } = createTestEnvironment(testConfig);
    const invalid = { errorCode: 'INVALID_CREDENTIALS_ERROR', message: 'The provided credentials are invalid' };
    await withFetch(
        () => json({ data: { login: invalid } }),
        async () => {
            assert.deepEqual(await shopClient.asUserWithCredentials('x@example.com', 'wrong'), invalid);
        },
    );
});

test('login-one-channel: logging in logs out a held token first and adopts the token of a single channel', async () => {
    const { adminClient } = createTestEnvironment(testConfig);
    await withFetch(
        call => {
            const body = JSON.parse(String(call.init.body)) as { query: string };
            return body.query.includes('logout')
                ? json({ data: { logout: { success: true } } })
                : json(
                      { data: { login: { id: 'T_1', identifier: 'superadmin', channels: [{ token: 'only-channel' }] } } },
                      { headers: { 'vendure-auth-token': 'tok' } },
                  );
        },
        async calls => {
            await adminClient.asSuperAdmin();
            await adminClient.asUserWithCredentials('superadmin', 'superadmin');
            const queries = calls.map(c => (JSON.parse(String(c.init.body)) as { query: string }).query);
            assert.equal(queries.length, 3);
            assert.match(queries[0], /login/);
            assert.match(queries[1], /logout/);
            assert.match(queries[2], /login/);
            const firstVariables = (JSON.parse(String(calls[0].init.body)) as { variables: unknown }).variables;
            assert.deepEqual(firstVariables, { username: 'superadmin', password: 'superadmin' });
            assert.equal(header(calls[1], 'vendure-token'), 'only-channel');
        },
    );
});

test('anonymous-logout: asAnonymousUser() sends the logout mutation', async () => {
    const { shopClient } = createTestEnvironment(testConfig);
    await withFetch(
        () => json({ data: { logout: { success: true } } }),
        async calls => {
            await shopClient.asAnonymousUser();
            assert.match(String(calls[0].init.body), /logout/);
        },
    );
});

test('channel-token-header: setChannelToken() sends the token in the header named by channelTokenKey', async () => {
    const config = mergeConfig(testConfig, { apiOptions: { channelTokenKey: 'x-channel' } });
    const { shopClient } = createTestEnvironment(config);
    shopClient.setChannelToken('second');
    await withFetch(
        () => json({ data: { products: { totalItems: 0 } } }),
        async calls => {
            await shopClient.query(QUERY);
            await shopClient.fetch('http://localhost:3050/my-rest');
            assert.equal(header(calls[0], 'x-channel'), 'second');
            assert.equal(header(calls[1], 'x-channel'), 'second');
            assert.equal(calls[1].url, 'http://localhost:3050/my-rest');
        },
    );
});

test('query-status: queryStatus() returns only the HTTP status', async () => {
    const { shopClient } = createTestEnvironment(testConfig);
    await withFetch(
        () => json({ errors: [{ message: 'nope' }] }, { status: 400 }),
        async () => {
            assert.equal(await shopClient.queryStatus(QUERY), 400);
        },
    );
});

test('upload-map: files are assigned to the null values in order', () => {
    const mutation = gql`
        mutation Up($input: [CreateAssetInput!]!) {
            createAssets(input: $input) {
                __typename
            }
        }
    `;
    const data = createUploadPostData(mutation, ['a.jpg', 'b.png'], () => ({ input: [{ file: null }, { file: null }] }));
    assert.deepEqual(data.map, { 0: 'variables.input.0.file', 1: 'variables.input.1.file' });
    assert.deepEqual(data.filePaths, [
        { name: '0', file: 'a.jpg' },
        { name: '1', file: 'b.png' },
    ]);
});

test('upload-content-type: each part gets the type of its extension; errors throw a plain Error', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'upload-'));
    try {
        const file = path.join(root, 'photo.jpg');
        fs.writeFileSync(file, 'jpeg bytes');
        const { adminClient } = createTestEnvironment(testConfig);
        const mutation = gql`
            mutation Up($input: [CreateAssetInput!]!) {
                createAssets(input: $input) {
                    __typename
                }
            }
        `;
        await withFetch(
            () => json({ data: { createAssets: [{ __typename: 'Asset' }] } }),
            async calls => {
                const data = await adminClient.fileUploadMutation({
                    mutation,
                    filePaths: [file],
                    mapVariables: () => ({ input: [{ file: null }] }),
                });
                assert.deepEqual(data, { createAssets: [{ __typename: 'Asset' }] });
                const part = (calls[0].init.body as FormData).get('0');
                assert.ok(part instanceof Blob);
                assert.equal(part.type, 'image/jpeg');
            },
        );
        await withFetch(
            () => json({ errors: [{ message: 'upload refused' }] }),
            async () => {
                await assert.rejects(
                    adminClient.fileUploadMutation({ mutation, filePaths: [file], mapVariables: () => ({ input: [{ file: null }] }) }),
                    (e: Error) => !(e instanceof ClientError) && e.message === 'upload refused',
                );
            },
        );
    } finally {
        fs.rmSync(root, { recursive: true, force: true });
    }
});

test('testing-storage: the testing storage strategy writes nothing to disk', async () => {
    const strategy = new TestingAssetStorageStrategy();
    const name = `never-written-${Date.now()}.jpg`;
    assert.equal(await strategy.writeFileFromBuffer(name, Buffer.from('x')), `test-assets/${name}`);
    assert.equal(fs.existsSync(path.join(process.cwd(), 'test-assets', name)), false);
    assert.equal(await strategy.fileExists(name), false);
});

test('destroy-grace: destroy() waits half a second before closing the app', async () => {
    const server = new TestServer(testConfig);
    let closedAfter = -1;
    const start = Date.now();
    Object.assign(server, { app: { close: async () => void (closedAfter = Date.now() - start) } });
    await server.destroy();
    assert.ok(closedAfter >= 490, `closed after ${closedAfter} ms`);
});

test('error-result-guard: assertSuccess and assertErrorResult fail through assert.fail()', () => {
    const guard = createErrorResultGuard<{ lines: unknown[] }>(input => !!input.lines);
    const error = { errorCode: 'X', message: 'm' };
    assert.throws(() => guard.assertSuccess(error), (e: Error) => e.name === 'AssertionError');
    assert.throws(() => guard.assertErrorResult({ lines: [] }), (e: Error) => e.name === 'AssertionError');
    assert.doesNotThrow(() => guard.assertSuccess({ lines: [] }));
});

test('testing-logger: TestingLogger builds its spies with the given function', () => {
    const calls: unknown[][] = [];
    const logger = new TestingLogger(() => (...args: unknown[]) => void calls.push(args));
    logger.error('boom', 'ctx');
    logger.info('hello');
    assert.deepEqual(calls, [
        ['boom', 'ctx', undefined],
        ['hello', undefined],
    ]);
});

test('esbuild-no-metadata: esbuild emits decorators but no design:paramtypes metadata', () => {
    const source = `
        class Dep {}
        function Injectable(): ClassDecorator { return () => undefined; }
        @Injectable()
        class Service { constructor(private dep: Dep) {} }
    `;
    const { code } = transformSync(source, {
        loader: 'ts',
        tsconfigRaw: { compilerOptions: { experimentalDecorators: true, emitDecoratorMetadata: true } },
    });
    assert.match(code, /Injectable\(\)/);
    assert.doesNotMatch(code, /design:paramtypes/);
});

test('never-written-back: the test config and a populated initializer leave autoSave off', async () => {
    assert.equal((testConfig.dbConnectionOptions as SqljsConnectionOptions).autoSave, false);
});

test('db-file-js-name: a compiled test file keeps its .js name in the database file name', async () => {
    const initializer = new SqljsInitializer('dist-e2e/test/__data__');
    const options = { type: 'sqljs', location: '' } as SqljsConnectionOptions;
    await initializer.init('/p/dist-e2e/test/shop-products.e2e-spec.js', options);
    assert.equal(options.location, path.join('dist-e2e/test/__data__', 'shop-products.e2e-spec.js.sqlite'));
});

test('log-env: without LOG the test config logs nothing (NoopLogger)', () => {
    assert.ok(testConfig.logger instanceof NoopLogger);
});

test('sqljs-existing-file: an existing file skips population', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'sqljs-existing-'));
    try {
        fs.writeFileSync(path.join(root, 'b.e2e-spec.ts.sqlite'), 'db');
        const initializer = new SqljsInitializer(root);
        const options = { type: 'sqljs', location: '' } as SqljsConnectionOptions;
        await initializer.init('b.e2e-spec.ts', options);
        let populated = false;
        await initializer.populate(async () => void (populated = true));
        assert.equal(populated, false);
        assert.equal(options.autoSave, undefined);
    } finally {
        fs.rmSync(root, { recursive: true, force: true });
    }
});

test('as-super-admin: asSuperAdmin() logs in with the configured superadmin credentials', async () => {
    const config = mergeConfig(testConfig, { authOptions: { superadminCredentials: { identifier: 'boss', password: 'pw' } } });
    const { adminClient } = createTestEnvironment(config);
    await withFetch(
        () => json({ data: { login: { id: 'T_1', identifier: 'boss', channels: [] } } }),
        async calls => {
            await adminClient.asSuperAdmin();
            const body = JSON.parse(String(calls[0].init.body)) as { variables: unknown };
            assert.deepEqual(body.variables, { username: 'boss', password: 'pw' });
        },
    );
});

test('client-fetch: fetch() sends the auth header the client holds', async () => {
    const { shopClient } = createTestEnvironment(testConfig);
    await withFetch(
        () => json({ data: { products: { totalItems: 0 } } }, { headers: { 'vendure-auth-token': 'sess' } }),
        async calls => {
            await shopClient.query(QUERY);
            await shopClient.fetch('http://localhost:3050/rest', { method: 'GET' });
            assert.equal(header(calls[1], 'Authorization'), 'Bearer sess');
            assert.equal(calls[1].init.method, 'GET');
        },
    );
});

test('raw-ids-pitfall: T_3 and a bare 3 decode to the same id; responses show T_3', () => {
    const strategy = new TestingEntityIdStrategy();
    assert.equal(strategy.decodeId('3'), strategy.decodeId('T_3'));
    assert.equal(strategy.encodeId(3), 'T_3');
});
