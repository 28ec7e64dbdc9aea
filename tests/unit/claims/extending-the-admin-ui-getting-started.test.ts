import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';

import { compileUiExtensions } from '@vendure/ui-devkit/compiler';
import { normalizeExtensions } from '@vendure/ui-devkit/compiler/utils';

test('compile-mode-dist: the compile-mode result points the plugin at <outputPath>/dist', () => {
    const app = compileUiExtensions({ outputPath: '/tmp/admin-ui-claims', extensions: [], command: 'npm' });
    assert.ok('path' in app);
    assert.equal(app.path, path.join('/tmp/admin-ui-claims', 'dist'));
    assert.equal(typeof app.compile, 'function');
});

test('watch-port-default: dev mode runs the dev server on port 4200 unless watchPort says otherwise', () => {
    const existing = process.listeners('SIGINT');
    const app = compileUiExtensions({ outputPath: '/tmp/admin-ui-claims', extensions: [], devMode: true, command: 'npm' });
    // the watch-mode set-up registers a SIGINT handler; drop it again
    for (const listener of process.listeners('SIGINT')) {
        if (!existing.includes(listener)) {
            process.removeListener('SIGINT', listener);
        }
    }
    assert.ok('sourcePath' in app);
    assert.equal(app.port, 4200);
    assert.equal(app.route, 'admin');
});

test('extension-id-hash: without an id, the folder name is a hash of the whole extension object', () => {
    const [a] = normalizeExtensions([{ extensionPath: '/x/ui' }]);
    const [b] = normalizeExtensions([{ extensionPath: '/y/ui' }]);
    const [c] = normalizeExtensions([{ id: 'order-desk', extensionPath: '/y/ui' }]);
    assert.match(a.id, /^[0-9a-f]{64}$/);
    assert.notEqual(a.id, b.id);
    assert.equal(c.id, 'order-desk');
});
