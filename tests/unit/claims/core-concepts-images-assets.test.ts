import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import sharp from 'sharp';
import { DefaultAssetNamingStrategy, RequestContext, defaultConfig, getAssetType } from '@vendure/core';
import { HashedAssetNamingStrategy, PresetOnlyStrategy, SharpAssetPreviewStrategy } from '@vendure/asset-server-plugin';

const require = createRequire(import.meta.url);
const { imageSize } = require('image-size');
const ctx = RequestContext.empty();

function assetServer(presets: any[] = [], strategies: any[] = []) {
  const { AssetServer } = require('@vendure/asset-server-plugin/lib/src/asset-server.js');
  const server = Object.create(AssetServer.prototype);
  server.presets = presets;
  server.imageTransformStrategies = strategies;
  server.cacheDir = 'cache';
  server.assetStorageStrategy = {};
  return server;
}

const builtInPresets = [
  { name: 'tiny', width: 50, height: 50, mode: 'crop' },
  { name: 'thumb', width: 150, height: 150, mode: 'crop' },
  { name: 'small', width: 300, height: 300, mode: 'resize' },
  { name: 'medium', width: 500, height: 500, mode: 'resize' },
  { name: 'large', width: 800, height: 800, mode: 'resize' },
];

test('asset-type-from-mime: IMAGE, VIDEO or BINARY', () => {
  assert.equal(getAssetType('image/png'), 'IMAGE');
  assert.equal(getAssetType('video/mp4'), 'VIDEO');
  assert.equal(getAssetType('application/pdf'), 'BINARY');
});

test('non-image-dimensions: a PDF preview is an 800 x 800 icon, which becomes the asset size', async () => {
  const preview = await new SharpAssetPreviewStrategy().generatePreviewImage(ctx, 'application/pdf', Buffer.from('%PDF-1.4'));
  const { width, height } = imageSize(preview);
  assert.deepEqual({ width, height }, { width: 800, height: 800 });
});

test('preview-strategy-limits: 1600 px cap without options, none with the limits the plugin passes', async () => {
  const big = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#c00' } }).png().toBuffer();
  const capped = await new SharpAssetPreviewStrategy().generatePreviewImage(ctx, 'image/png', big);
  assert.equal((await sharp(capped).metadata()).width, 1600);
  // what AssetServerPlugin's configuration builds when no previewStrategy is given
  const asPlugin = new SharpAssetPreviewStrategy({ maxWidth: undefined, maxHeight: undefined });
  const uncapped = await asPlugin.generatePreviewImage(ctx, 'image/png', big);
  assert.equal((await sharp(uncapped).metadata()).width, 2000);
});

test('asset-options-defaults: strategies, permitted types and upload size', () => {
  const { assetOptions } = defaultConfig;
  assert.equal(assetOptions.assetStorageStrategy.constructor.name, 'NoAssetStorageStrategy');
  assert.equal(assetOptions.assetPreviewStrategy.constructor.name, 'NoAssetPreviewStrategy');
  assert.ok(assetOptions.assetNamingStrategy instanceof DefaultAssetNamingStrategy);
  assert.deepEqual(assetOptions.permittedFileTypes, ['image/*', 'video/*', 'audio/*', '.pdf']);
  assert.equal(assetOptions.uploadMaxFileSize, 20971520);
});

test('no-strategies-throw: the No… defaults throw when used', () => {
  const { assetStorageStrategy, assetPreviewStrategy } = defaultConfig.assetOptions;
  assert.throws(() => assetStorageStrategy.writeFileFromBuffer('a', Buffer.from('')), /no-asset-storage-strategy-configured/);
  assert.throws(() => assetPreviewStrategy.generatePreviewImage(ctx, 'image/png', Buffer.from('')), /no-asset-preview-strategy-configured/);
});

test('default-naming-suffix: normalised names, then __02, __03 on conflicts', () => {
  const naming = new DefaultAssetNamingStrategy();
  assert.equal(naming.generateSourceFileName(ctx, 'Trail Shoe.JPG'), 'trail-shoe.jpg');
  assert.equal(naming.generateSourceFileName(ctx, 'Trail Shoe.JPG', 'trail-shoe.jpg'), 'trail-shoe__02.jpg');
  assert.equal(naming.generateSourceFileName(ctx, 'Trail Shoe.JPG', 'trail-shoe__02.jpg'), 'trail-shoe__03.jpg');
});

test('hashed-naming-subfolders: two-character subfolders under source and preview', () => {
  const name = new HashedAssetNamingStrategy().generateSourceFileName(ctx, 'shoe.jpg');
  assert.match(name, /^source\/[0-9a-f]{2}\/shoe\.jpg$/);
});

test('query-parameters: crop by default (mode-always-filled), q clamped to 1-100, only known formats', () => {
  const server = assetServer();
  assert.deepEqual(server.getInitialImageTransformParameters({ w: '150', h: '150' }), {
    width: 150,
    height: 150,
    quality: undefined,
    format: undefined,
    mode: 'crop',
    fpx: undefined,
    fpy: undefined,
    preset: undefined,
  });
  assert.equal(server.getInitialImageTransformParameters({ mode: 'resize' }).mode, 'resize');
  assert.equal(server.getInitialImageTransformParameters({ q: '500' }).quality, 100);
  assert.equal(server.getInitialImageTransformParameters({ q: '0' }).quality, 1);
  for (const format of ['jpg', 'jpeg', 'png', 'webp', 'avif']) {
    assert.equal(server.getInitialImageTransformParameters({ format }).format, format);
  }
  assert.equal(server.getInitialImageTransformParameters({ format: 'gif' }).format, undefined);
});

test('preset-param: ?preset=thumb and ?w=150&h=150&mode=crop resolve to the same transform', async () => {
  const server = assetServer(builtInPresets);
  const viaPreset = await server.getImageTransformParameters({ query: { preset: 'thumb' } });
  const viaParams = await server.getImageTransformParameters({ query: { w: '150', h: '150', mode: 'crop' } });
  assert.deepEqual([viaPreset.width, viaPreset.height, viaPreset.mode], [viaParams.width, viaParams.height, viaParams.mode]);
});

test('cleared-params-stored-file: without transform parameters the stored path itself is read', () => {
  const server = assetServer(builtInPresets);
  const params = server.getInitialImageTransformParameters({});
  assert.equal(server.getFileNameFromParameters('/preview/71/shoe__preview.jpg', params), '/preview/71/shoe__preview.jpg');
  assert.match(server.getFileNameFromParameters('/preview/71/shoe__preview.jpg', { ...params, width: 100 }), /^cache\//);
});

const presetOnlyInput = { width: 300, height: 300, mode: 'crop', quality: 60, format: 'png', fpx: undefined, fpy: undefined, preset: undefined } as any;

test('setup-results: a URL with w and h but no preset gets the default preset', async () => {
  const strategy = new PresetOnlyStrategy({ defaultPreset: 'medium' });
  const out = await strategy.getImageTransformParameters({ req: {} as any, input: presetOnlyInput, availablePresets: builtInPresets as any });
  assert.deepEqual([out.width, out.height, out.mode], [500, 500, 'resize']);
  assert.throws(
    () => strategy.getImageTransformParameters({ req: {} as any, input: { ...presetOnlyInput, preset: 'poster' }, availablePresets: builtInPresets as any }),
    /Preset "poster" not found/,
  );
});

test('preset-only-drops: q outside the permitted list and formats outside permittedFormats are dropped', async () => {
  const strategy = new PresetOnlyStrategy({ defaultPreset: 'medium' });
  const out = await strategy.getImageTransformParameters({ req: {} as any, input: presetOnlyInput, availablePresets: builtInPresets as any });
  assert.deepEqual([out.quality, out.format], [undefined, undefined]);
  const kept = await strategy.getImageTransformParameters({ req: {} as any, input: { ...presetOnlyInput, quality: 75, format: 'webp' }, availablePresets: builtInPresets as any });
  assert.deepEqual([kept.quality, kept.format], [75, 'webp']);
});

test('no-default-preset-400: without a usable default every URL without preset throws', () => {
  for (const defaultPreset of ['', 'poster']) {
    const strategy = new PresetOnlyStrategy({ defaultPreset });
    assert.throws(() => strategy.getImageTransformParameters({ req: {} as any, input: presetOnlyInput, availablePresets: builtInPresets as any }), /not found/);
  }
});

test('cache-header-default: about six months', () => {
  const { DEFAULT_CACHE_HEADER } = require('@vendure/asset-server-plugin/lib/src/constants.js');
  assert.equal(DEFAULT_CACHE_HEADER, 'public, max-age=15552000');
  assert.ok(Math.abs(15552000 / 86400 - 180) < 1);
});
