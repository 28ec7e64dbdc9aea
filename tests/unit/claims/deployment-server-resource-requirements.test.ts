import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';

process.env.VENDURE_DISABLE_TELEMETRY = 'true';

import { AssetServerPlugin } from '@vendure/asset-server-plugin';
import { defaultConfig, mergeConfig, RequestContext } from '@vendure/core';
import { BATCH_SIZE } from '@vendure/core/dist/plugin/default-search-plugin/indexer/indexer.controller';
import { PLUGIN_METADATA } from '@vendure/core/dist/plugin/plugin-metadata';

const require = createRequire(import.meta.url);
const sharp: (input?: unknown) => any = require('sharp');

/** Runs the AssetServerPlugin's configuration step with the given init options and returns its preview strategy. */
async function previewStrategyFor(options: Record<string, unknown>) {
    AssetServerPlugin.init({ route: 'assets', assetUploadDir: '/tmp/unused', storageStrategyFactory: () => ({}) as any, ...options } as any);
    const configure = Reflect.getMetadata(PLUGIN_METADATA.CONFIGURATION, AssetServerPlugin);
    const config = await configure(mergeConfig(defaultConfig, {}));
    return config.assetOptions.assetPreviewStrategy;
}

async function previewWidth(options: Record<string, unknown>): Promise<number> {
    const image = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#808080' } }).jpeg().toBuffer();
    const preview = await (await previewStrategyFor(options)).generatePreviewImage(RequestContext.empty(), 'image/jpeg', image);
    return (await sharp(preview).metadata()).width;
}

test('list-limits: Shop API lists are capped at 100 items, Admin API lists at 1,000', () => {
    assert.equal(defaultConfig.apiOptions.shopListQueryLimit, 100);
    assert.equal(defaultConfig.apiOptions.adminListQueryLimit, 1000);
});

test('upload-max-size: uploadMaxFileSize is 20 MB by default', () => {
    assert.equal(defaultConfig.assetOptions.uploadMaxFileSize, 20 * 1024 * 1024);
});

test('preview-size: with no preview options the plugin keeps the uploaded dimensions', async () => {
    assert.equal(await previewWidth({}), 3000);
});

test('preview-size: previewMaxWidth and previewMaxHeight cap the preview', async () => {
    assert.equal(await previewWidth({ previewMaxWidth: 1600, previewMaxHeight: 1600 }), 1600);
});

test('reindex-batches: a full reindex works through the variants 1,000 at a time', () => {
    assert.equal(BATCH_SIZE, 1000);
});
