import assert from 'node:assert/strict';
import fs from 'node:fs';
import net from 'node:net';
import { createRequire } from 'node:module';
import { test } from 'node:test';

process.env.VENDURE_DISABLE_TELEMETRY = 'true';

import { HealthController } from '@vendure/core/dist/health-check/health-check.controller';

const require = createRequire(import.meta.url);
// A variable that Kubernetes adds for a Service called vendure-server
const serviceLinkPort = 'tcp://10.96.12.34:80';

test('health-route: /health answers {"status":"ok"} without looking at anything else', () => {
    assert.deepEqual(new HealthController().check(), { status: 'ok' });
});

test('health-no-db-check: the controller takes no dependencies, so the database state cannot change its answer', () => {
    assert.equal(HealthController.length, 0);
    assert.deepEqual(new HealthController().check(), new HealthController().check());
});

test('service-link-port: a tcp:// value read as the port becomes NaN and listening fails with ERR_SOCKET_BAD_PORT', () => {
    const env: Record<string, string | undefined> = { VENDURE_SERVER_PORT: serviceLinkPort };
    // The line of the production configuration: PORT is unset, the Service link variable is not
    const port = Number(env.PORT || env.VENDURE_SERVER_PORT || 3000);
    assert.ok(Number.isNaN(port));
    const server = net.createServer();
    assert.throws(() => server.listen(port), (err: NodeJS.ErrnoException) => err.code === 'ERR_SOCKET_BAD_PORT');
});

test('service-link-port: the generated configuration falls back to 3000 for such a value', () => {
    const template = fs.readFileSync(require.resolve('@vendure/create/assets/vendure-config.hbs'), 'utf8');
    const expression = /const serverPort = (.+);/.exec(template)?.[1];
    assert.ok(expression, 'the template defines serverPort');
    const serverPort = new Function('process', `return ${expression};`)({ env: { VENDURE_SERVER_PORT: serviceLinkPort } });
    assert.equal(serverPort, 3000);
});
