import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import ts from 'typescript';
import { defaultConfig, mergeConfig, VendurePlugin } from '@vendure/core';
import { getDefaultTempCompilationDir } from '../../../node_modules/@vendure/dashboard/dist/vite/utils/temp-compilation-dir.js';
import { findConfigExport } from '../../../node_modules/@vendure/dashboard/dist/vite/utils/ast-utils.js';
import { filterActivePluginInfo } from '../../../node_modules/@vendure/dashboard/dist/vite/utils/get-active-plugin-info.js';
import { getUiConfig } from '../../../node_modules/@vendure/dashboard/dist/vite/utils/ui-config.js';

test('temp-compilation-dir: the config is compiled under node_modules/.cache/vendure-dashboard-temp', () => {
  const root = path.join(path.sep, 'project');
  assert.equal(
    getDefaultTempCompilationDir(root),
    path.join(root, 'node_modules', '.cache', 'vendure-dashboard-temp'),
  );
});

test('config-export-annotated: only an exported variable typed VendureConfig is found', () => {
  const parse = (code: string) => ts.createSourceFile('vendure-config.ts', code, ts.ScriptTarget.Latest, true);
  assert.equal(findConfigExport(parse('export const config: VendureConfig = {};')), 'config');
  assert.equal(findConfigExport(parse('export const config = {} as VendureConfig;')), undefined);
  assert.equal(findConfigExport(parse('const config: VendureConfig = {};')), undefined);
});

test('api-options-from-config: adminApiPath, auth and channel token keys come from the Vendure config unless set', () => {
  const config = mergeConfig(defaultConfig, {
    apiOptions: { adminApiPath: 'backoffice', channelTokenKey: 'x-channel' },
    authOptions: { authTokenHeaderKey: 'x-auth' },
  });
  const fromConfig = getUiConfig(config, {}).api;
  assert.equal(fromConfig.adminApiPath, 'backoffice');
  assert.equal(fromConfig.channelTokenKey, 'x-channel');
  assert.equal(fromConfig.authTokenHeaderKey, 'x-auth');
  const overridden = getUiConfig(config, { api: { adminApiPath: 'other', channelTokenKey: 'c', authTokenHeaderKey: 'a' } }).api;
  assert.equal(overridden.adminApiPath, 'other');
  assert.equal(overridden.channelTokenKey, 'c');
  assert.equal(overridden.authTokenHeaderKey, 'a');
});

test('active-plugins-only: discovered plugins not in the plugins array are dropped', () => {
  @VendurePlugin({})
  class ActivePlugin {}
  const discovered = [
    { name: 'ActivePlugin', pluginPath: '/p/active.js', dashboardEntryPath: './dashboard/index.tsx' },
    { name: 'InactivePlugin', pluginPath: '/p/inactive.js', dashboardEntryPath: './dashboard/index.tsx' },
  ];
  const kept = filterActivePluginInfo(discovered, { plugins: [ActivePlugin] });
  assert.deepEqual(kept.map(p => p.name), ['ActivePlugin']);
});
