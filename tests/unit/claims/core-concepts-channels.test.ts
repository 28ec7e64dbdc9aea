import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import {
  Channel,
  ChannelService,
  Customer,
  CustomerChannelAssignmentStrategy,
  DefaultCustomerChannelAssignmentStrategy,
  DefaultProductVariantPriceUpdateStrategy,
  RequestContext,
  RequestContextService,
  defaultConfig,
} from '@vendure/core';

const require = createRequire(import.meta.url);

function channelServiceWith(channels: Array<Partial<Channel>>) {
  const service = Object.create(ChannelService.prototype);
  service.allChannels = { value: async () => channels };
  return service as ChannelService;
}

const defaultChannel = { id: 1, code: '__default_channel__', token: 'default-token' };
const ukChannel = { id: 2, code: 'uk-store', token: 'uk-store-token' };

test('channel-token-key-default: the header and query parameter are called vendure-token', () => {
  assert.equal(defaultConfig.apiOptions.channelTokenKey, 'vendure-token');
});

test('default-channel-token: no token in the config means a generated one', () => {
  assert.equal(defaultConfig.defaultChannelToken, null);
  const a = new Channel({ code: 'a' } as any);
  const b = new Channel({ code: 'b' } as any);
  assert.equal(typeof a.token, 'string');
  assert.ok(a.token.length > 0);
  assert.notEqual(a.token, b.token);
  assert.equal(new Channel({ code: 'c', token: 'fixed' } as any).token, 'fixed');
});

test('unknown-token-single-channel: any token selects the default channel while it is the only one', async () => {
  const single = channelServiceWith([defaultChannel]);
  assert.equal((await single.getChannelFromToken('no-such-token')).code, '__default_channel__');
  const two = channelServiceWith([defaultChannel, ukChannel]);
  await assert.rejects(two.getChannelFromToken('no-such-token'), (e: any) => e.message === 'error.channel-not-found');
  assert.equal((await two.getChannelFromToken('uk-store-token')).code, 'uk-store');
});

test('no-token-default-channel: an empty token selects the default channel', async () => {
  const two = channelServiceWith([defaultChannel, ukChannel]);
  assert.equal((await two.getChannelFromToken('')).code, '__default_channel__');
});

test('channel-not-found-message: the English text names the token', () => {
  const en = require('@vendure/core/dist/i18n/messages/en.json');
  assert.equal(en.error['channel-not-found'], 'No Channel with the token "{ token }" could be found');
});

test('language-currency-fallback: query parameters win, channel defaults otherwise, unknown currency refused', () => {
  const service = Object.create(RequestContextService.prototype) as any;
  service.configService = { defaultLanguageCode: 'en' };
  const channel = { defaultLanguageCode: 'de', defaultCurrencyCode: 'EUR', availableCurrencyCodes: ['EUR', 'GBP'] };
  assert.equal(service.getLanguageCode({ query: {} }, channel), 'de');
  assert.equal(service.getLanguageCode({ query: { languageCode: 'fr' } }, channel), 'fr');
  assert.equal(service.getCurrencyCode({ query: {} }, channel), 'EUR');
  assert.equal(service.getCurrencyCode({ query: { currencyCode: 'GBP' } }, channel), 'GBP');
  assert.throws(() => service.getCurrencyCode({ query: { currencyCode: 'USD' } }, channel), /currency-not-available-in-channel/);
});

const updated = { id: 1, currencyCode: 'USD', price: 900 } as any;
const others = [
  { id: 2, currencyCode: 'USD', price: 1000 },
  { id: 3, currencyCode: 'EUR', price: 1000 },
] as any;

test('prices-independent-default: by default an updated price changes no other channel', () => {
  const byDefault = defaultConfig.catalogOptions.productVariantPriceUpdateStrategy;
  assert.deepEqual(byDefault.onPriceUpdated(RequestContext.empty(), updated, others), []);
});

test('price-sync-default: with syncPricesAcrossChannels the amount goes to same-currency prices only', () => {
  const syncing = new DefaultProductVariantPriceUpdateStrategy({ syncPricesAcrossChannels: true });
  assert.deepEqual(syncing.onPriceUpdated(RequestContext.empty(), updated, others), [{ id: 2, price: 900 }]);
});

test('customer-joins-channel: the default strategy always allows the membership', () => {
  assert.ok(defaultConfig.authOptions.customerChannelAssignmentStrategy instanceof DefaultCustomerChannelAssignmentStrategy);
  assert.equal((new DefaultCustomerChannelAssignmentStrategy() as CustomerChannelAssignmentStrategy).canAssignCustomerToChannel(RequestContext.empty(), {} as Customer, 2), true);
});

test('ctx-copy-channel: the copy uses the channel with its default language and currency', () => {
  const ctx = RequestContext.empty();
  const uk = new Channel({ id: 2, code: 'uk-store', token: 't', defaultLanguageCode: 'en', defaultCurrencyCode: 'GBP' } as any);
  const copy = ctx.copy(uk as any);
  assert.equal(copy.channel, uk);
  assert.equal(copy.channelId, 2);
  assert.equal(copy.languageCode, 'en');
  assert.equal(copy.currencyCode, 'GBP');
});
