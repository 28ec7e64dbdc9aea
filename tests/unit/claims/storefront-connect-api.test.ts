import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { Channel, ChannelService, defaultConfig } from '@vendure/core';

const require = createRequire(import.meta.url);
const en: { error: Record<string, string> } = require('@vendure/core/dist/i18n/messages/en.json');

function channelServiceWith(channels: Array<Partial<Channel>>): ChannelService {
  const service = Object.create(ChannelService.prototype);
  service.allChannels = { value: async () => channels };
  return service;
}

const defaultChannel = { id: 1, code: '__default_channel__', token: 'default-token' };
const otherChannel = { id: 2, code: 'other', token: 'other-token' };

test('default-endpoint: port 3000 and path shop-api by default', () => {
  assert.equal(defaultConfig.apiOptions.port, 3000);
  assert.equal(defaultConfig.apiOptions.shopApiPath, 'shop-api');
});

test('shop-list-limit: the Shop API list limit is 100 by default', () => {
  assert.equal(defaultConfig.apiOptions.shopListQueryLimit, 100);
  assert.equal(en.error['list-query-limit-exceeded'], 'Cannot take more than { limit } results from a list query');
});

test('cors-default: origin true and credentials true', () => {
  assert.deepEqual(defaultConfig.apiOptions.cors, { origin: true, credentials: true });
});

test('cookie-default: the token travels in a cookie unless configured otherwise', () => {
  assert.equal(defaultConfig.authOptions.tokenMethod, 'cookie');
  assert.equal(defaultConfig.authOptions.cookieOptions?.name, undefined);
});

test('bearer-header: the response header is vendure-auth-token', () => {
  assert.equal(defaultConfig.authOptions.authTokenHeaderKey, 'vendure-auth-token');
});

test('channel-token-header: the channel token key is vendure-token', () => {
  assert.equal(defaultConfig.apiOptions.channelTokenKey, 'vendure-token');
});

test('no-token-default-channel: an empty token selects the default channel', async () => {
  const service = channelServiceWith([defaultChannel, otherChannel]);
  assert.equal((await service.getChannelFromToken('')).code, '__default_channel__');
});

test('single-channel-any-token: with one channel any token is accepted', async () => {
  const service = channelServiceWith([defaultChannel]);
  assert.equal((await service.getChannelFromToken('made-up')).code, '__default_channel__');
});

test('unknown-token-error: with two channels an unknown token is refused', async () => {
  const service = channelServiceWith([defaultChannel, otherChannel]);
  await assert.rejects(service.getChannelFromToken('made-up'), (error: Error) => error.message === 'error.channel-not-found');
  assert.equal(en.error['channel-not-found'], 'No Channel with the token "{ token }" could be found');
  assert.equal((await service.getChannelFromToken('other-token')).code, 'other');
});

test('csrf-prevention: off by default', () => {
  assert.equal(defaultConfig.apiOptions.csrfPrevention, false);
});
