import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { test } from 'node:test';

process.env.VENDURE_DISABLE_TELEMETRY = 'true';

import { DefaultLogger, defaultConfig, LogLevel, mergeConfig, UuidIdStrategy } from '@vendure/core';
import { checkSuperadminCredentials } from '@vendure/core/dist/service/helpers/utils/check-superadmin-credentials';
import { getCorsConfigWarning, getCsrfPreventionWarning } from '@vendure/core/dist/get-api-security-warnings';
import { AutoIncrementIdStrategy } from '@vendure/core/dist/config/entity/auto-increment-id-strategy';
import { NodemailerEmailSender } from '@vendure/email-plugin';

const require = createRequire(import.meta.url);
const dotenv: { populate(env: Record<string, string>, parsed: Record<string, string>): void } = require('dotenv');
const Cookies: new (req: unknown, res: unknown, options?: unknown) => { set(name: string, value: string, opts?: unknown): void } =
    require('cookies');

test('superadmin-default-password: refused in production, a warning elsewhere, silent under NODE_ENV=test', () => {
    const credentials = { identifier: 'superadmin', password: 'superadmin' };
    assert.throws(() => checkSuperadminCredentials(credentials, { nodeEnv: 'production' }), /Refusing to start/);
    const warnings: string[] = [];
    const logger = { warn: (message: string) => warnings.push(message) } as any;
    checkSuperadminCredentials(credentials, { nodeEnv: 'development', logger });
    assert.equal(warnings.length, 1);
    checkSuperadminCredentials(credentials, { nodeEnv: 'test', logger });
    assert.equal(warnings.length, 1, 'no warning under NODE_ENV=test');
});

test('dashboard-rate-limit: 500 page requests a minute under NODE_ENV=production, 100,000 otherwise', async () => {
    const { DashboardPlugin } = await import('@vendure/dashboard/plugin');
    const previous = process.env.NODE_ENV;
    try {
        process.env.NODE_ENV = 'production';
        assert.equal((new (DashboardPlugin as any)({}) as any).rateLimitRequests, 500);
        process.env.NODE_ENV = 'development';
        assert.equal((new (DashboardPlugin as any)({}) as any).rateLimitRequests, 100_000);
    } finally {
        if (previous === undefined) delete process.env.NODE_ENV;
        else process.env.NODE_ENV = previous;
    }
});

test('dotenv-no-overwrite: a variable already set is not replaced by the .env value', () => {
    const env: Record<string, string> = { APP_ENV: 'production' };
    dotenv.populate(env, { APP_ENV: 'dev', COOKIE_SECRET: 'from-file' });
    assert.equal(env.APP_ENV, 'production');
    assert.equal(env.COOKIE_SECRET, 'from-file');
});

test('dev-mode-files: in dev mode an email is written to the output folder as a .json file holding the HTML', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'claims-email-'));
    try {
        await new NodemailerEmailSender().send(
            { from: 'shop@example.com', recipient: 'a@example.com', subject: 'Hi', body: '<p>Hello</p>', attachments: [] } as any,
            { type: 'file', raw: false, outputPath: dir } as any,
        );
        const files = fs.readdirSync(dir);
        assert.equal(files.length, 1);
        assert.match(files[0], /\.json$/);
        assert.equal(JSON.parse(fs.readFileSync(path.join(dir, files[0]), 'utf8')).body, '<p>Hello</p>');
    } finally {
        fs.rmSync(dir, { recursive: true, force: true });
    }
});

test('entity-id-precedence: a top-level entityIdStrategy does not replace the one in entityOptions', () => {
    const merged = mergeConfig(defaultConfig, { entityIdStrategy: new UuidIdStrategy() });
    assert.ok(merged.entityOptions.entityIdStrategy instanceof AutoIncrementIdStrategy);
    // bootstrap picks entityOptions.entityIdStrategy first
    const chosen = merged.entityOptions.entityIdStrategy ?? merged.entityIdStrategy;
    assert.ok(chosen instanceof AutoIncrementIdStrategy);
});

test('mysql-timezone: the default configuration sets timezone Z', () => {
    assert.equal((defaultConfig.dbConnectionOptions as any).timezone, 'Z');
});

test('random-cookie-secret: the default secret is generated when the module loads', () => {
    assert.equal(typeof defaultConfig.authOptions.cookieOptions.secret, 'string');
});

test('secure-cookie-over-http: the cookie library refuses a secure cookie on a plain HTTP request', () => {
    const req = { protocol: 'http', headers: {}, connection: {}, socket: {} };
    const res = { getHeader: () => undefined, setHeader: () => undefined };
    const cookies = new Cookies(req, res, { keys: ['k'] });
    assert.throws(() => cookies.set('session', 'x', { secure: true }), /Cannot send secure cookie over unencrypted connection/);
});

test('same-site-default: the session cookie is sameSite lax by default', () => {
    assert.equal(defaultConfig.authOptions.cookieOptions.sameSite, 'lax');
});

test('csrf-warning: csrfPrevention is off by default', () => {
    assert.equal(defaultConfig.apiOptions.csrfPrevention, false);
});

test('playgrounds-off: both API playgrounds are off by default', () => {
    assert.equal(defaultConfig.apiOptions.adminApiPlayground, false);
    assert.equal(defaultConfig.apiOptions.shopApiPlayground, false);
});

test('introspection-default: introspection is on by default', () => {
    assert.equal(defaultConfig.apiOptions.introspection, true);
});

test('cors-warning: origin true with credentials true is warned about', () => {
    const config = mergeConfig(defaultConfig, { apiOptions: { cors: { origin: true, credentials: true } } });
    assert.match(getCorsConfigWarning(config, { nodeEnv: 'production' }) ?? '', /Insecure CORS configuration/);
    const listed = mergeConfig(defaultConfig, { apiOptions: { cors: { origin: ['https://shop.example.com'], credentials: true } } });
    assert.equal(getCorsConfigWarning(listed, { nodeEnv: 'production' }), undefined);
});

test('csrf-warning: with cookies and csrfPrevention off, a login CSRF warning is logged', () => {
    const config = mergeConfig(defaultConfig, { authOptions: { tokenMethod: ['bearer', 'cookie'] } });
    assert.match(getCsrfPreventionWarning(config, { nodeEnv: 'production' }) ?? '', /Login CSRF/);
    const on = mergeConfig(config, { apiOptions: { csrfPrevention: true } });
    assert.equal(getCsrfPreventionWarning(on, { nodeEnv: 'production' }), undefined);
});

test('default-logger-stdout: the DefaultLogger writes to standard output', () => {
    const written: string[] = [];
    const original = process.stdout.write.bind(process.stdout);
    (process.stdout as any).write = (chunk: string) => {
        written.push(String(chunk));
        return true;
    };
    try {
        new DefaultLogger({ level: LogLevel.Info }).info('claims-test message', 'Claims');
    } finally {
        (process.stdout as any).write = original;
    }
    assert.ok(written.some(line => line.includes('claims-test message')));
});
