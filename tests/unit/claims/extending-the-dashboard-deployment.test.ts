import { test } from 'node:test';
import assert from 'node:assert/strict';
import { defaultConfig, mergeConfig } from '@vendure/core';
import { getUiConfig } from '../../../node_modules/@vendure/dashboard/dist/vite/utils/ui-config.js';

test('token-method: bearer when the server tokenMethod includes it, else cookie', () => {
  const both = mergeConfig(defaultConfig, { authOptions: { tokenMethod: ['bearer', 'cookie'] } });
  assert.equal(getUiConfig(both, {}).api.tokenMethod, 'bearer');
  const cookieOnly = mergeConfig(defaultConfig, { authOptions: { tokenMethod: 'cookie' } });
  assert.equal(getUiConfig(cookieOnly, {}).api.tokenMethod, 'cookie');
  assert.equal(getUiConfig(both, { api: { tokenMethod: 'cookie' } }).api.tokenMethod, 'cookie');
});

test('api-host-port-auto: host and port default to auto', () => {
  const ui = getUiConfig(defaultConfig, {});
  assert.equal(ui.api.host, 'auto');
  assert.equal(ui.api.port, 'auto');
});

test('admin-api-path: plugin option, else apiOptions.adminApiPath', () => {
  assert.equal(getUiConfig(defaultConfig, {}).api.adminApiPath, 'admin-api');
  const custom = mergeConfig(defaultConfig, { apiOptions: { adminApiPath: 'backoffice' } });
  assert.equal(getUiConfig(custom, {}).api.adminApiPath, 'backoffice');
  assert.equal(getUiConfig(custom, { api: { adminApiPath: 'x' } }).api.adminApiPath, 'x');
});

test('auth-token-header: defaults to vendure-auth-token', () => {
  assert.equal(getUiConfig(defaultConfig, {}).api.authTokenHeaderKey, 'vendure-auth-token');
});

test('channel-token-header: defaults to vendure-token', () => {
  assert.equal(getUiConfig(defaultConfig, {}).api.channelTokenKey, 'vendure-token');
});

test('refund-reasons: five built-in reasons', () => {
  assert.equal(getUiConfig(defaultConfig, {}).orders.refundReasons.length, 5);
});

test('interface-languages: English is the default language', () => {
  const ui = getUiConfig(defaultConfig, {});
  assert.equal(ui.i18n.defaultLanguage, 'en');
  assert.ok(ui.i18n.availableLanguages.length > 1);
});
