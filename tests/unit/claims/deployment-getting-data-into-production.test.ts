import assert from 'node:assert/strict';
import { test } from 'node:test';
import { defaultConfig, RequestContext } from '@vendure/core';
import { InMemoryJobQueueStrategy } from '@vendure/core/dist/job-queue/in-memory-job-queue-strategy';
import { HashedAssetNamingStrategy } from '@vendure/asset-server-plugin';
import { checkSuperadminCredentials } from '@vendure/core/dist/service/helpers/utils/check-superadmin-credentials';
import { assertPublicUrl } from '@vendure/core/dist/config/asset-import-strategy/assert-public-url';

test('default-password-refused: with NODE_ENV=production the password "superadmin" stops the start', () => {
    assert.throws(
        () => checkSuperadminCredentials({ identifier: 'superadmin', password: 'superadmin' }, { nodeEnv: 'production' }),
        /Refusing to start/,
    );
    // Another password, or another environment, passes the check.
    assert.doesNotThrow(() => checkSuperadminCredentials({ identifier: 'superadmin', password: 'a-real-secret' }, { nodeEnv: 'production' }));
    assert.doesNotThrow(() => checkSuperadminCredentials({ identifier: 'superadmin', password: 'superadmin' }, { nodeEnv: 'test' }));
});

test('asset-urls-public-only: URLs that point at private addresses are refused by default', async () => {
    await assert.rejects(() => assertPublicUrl('http://127.0.0.1/shoe.jpg'));
    await assert.rejects(() => assertPublicUrl('http://10.1.2.3/shoe.jpg'));
    await assert.rejects(() => assertPublicUrl('http://192.168.0.5/shoe.jpg'));
});

test('stored-asset-paths: the asset server plugin stores source/xx/name and preview/xx/name__preview paths', () => {
    const strategy = new HashedAssetNamingStrategy();
    const ctx = RequestContext.empty();
    const source = strategy.generateSourceFileName(ctx, 'shoe.jpg');
    const preview = strategy.generatePreviewFileName(ctx, 'shoe.jpg');
    assert.match(source, /^source\/[0-9a-f]{2}\/shoe\.jpg$/);
    assert.match(preview, /^preview\/[0-9a-f]{2}\/shoe__preview\.jpg$/);
});

test('in-memory-queue-lost: the default job queue keeps its jobs in process memory', () => {
    assert.ok(defaultConfig.jobQueueOptions.jobQueueStrategy instanceof InMemoryJobQueueStrategy);
});
