import { test } from 'node:test';
import assert from 'node:assert/strict';
import { AdminUiPlugin } from '@vendure/admin-ui-plugin';

function pluginWith(tokenMethod: any) {
    const configService = {
        authOptions: { tokenMethod, authTokenHeaderKey: 'vendure-auth-token' },
        apiOptions: { adminApiPath: 'admin-api', channelTokenKey: 'vendure-token' },
    };
    return new AdminUiPlugin(configService as any, { isWorker: false } as any) as any;
}

test('ui-config-defaults: apiHost and apiPort default to auto, adminApiPath and keys follow the server', () => {
    AdminUiPlugin.init({ route: 'admin', port: 3002 });
    const config = pluginWith('cookie').getAdminUiConfig(undefined);
    assert.equal(config.apiHost, 'auto');
    assert.equal(config.apiPort, 'auto');
    assert.equal(config.adminApiPath, 'admin-api');
    assert.equal(config.authTokenHeaderKey, 'vendure-auth-token');
    assert.equal(config.channelTokenKey, 'vendure-token');
});

test('token-method-default: bearer when the server accepts bearer, otherwise cookie', () => {
    AdminUiPlugin.init({ route: 'admin', port: 3002 });
    assert.equal(pluginWith(['cookie', 'bearer']).getAdminUiConfig(undefined).tokenMethod, 'bearer');
    assert.equal(pluginWith('bearer').getAdminUiConfig(undefined).tokenMethod, 'bearer');
    assert.equal(pluginWith('cookie').getAdminUiConfig(undefined).tokenMethod, 'cookie');
});

test('worker-noop: in the worker process the plugin configures nothing', async () => {
    AdminUiPlugin.init({ route: 'admin', port: 3002 });
    const plugin = new AdminUiPlugin({} as any, { isWorker: true } as any);
    let applied = false;
    await plugin.configure({ apply: () => { applied = true; return { forRoutes: () => {} }; } } as any);
    assert.equal(applied, false);
});
