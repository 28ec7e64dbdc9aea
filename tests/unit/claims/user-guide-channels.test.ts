import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  AddressBasedTaxZoneStrategy,
  Channel,
  Country,
  DefaultTaxZoneStrategy,
  LanguageCode,
  Order,
  Product,
  ProductTranslation,
  ProductVariant,
  RequestContext,
  TaxCategory,
  Zone,
  defaultConfig,
  translateEntity,
} from '@vendure/core';
import { DefaultProductVariantPriceCalculationStrategy } from '@vendure/core/dist/config/catalog/default-product-variant-price-calculation-strategy';

const europe = new Zone({ id: 1, name: 'Europe', members: [new Country({ code: 'DE' })] });
const uk = new Zone({ id: 2, name: 'UK', members: [new Country({ code: 'GB' })] });
const channelWith = (pricesIncludeTax: boolean) =>
  new Channel({ id: 1, code: 'shop', token: 'shop', pricesIncludeTax, defaultTaxZone: europe });
const ctxFor = (channel: Channel) =>
  new RequestContext({ apiType: 'shop', channel, isAuthorized: true, authorizedAsOwnerOnly: false });
const orderTo = (countryCode: string) =>
  new Order({ code: 'X', shippingAddress: { countryCode }, lines: [] });

test('default-tax-zone-standard: with the standard setup every order uses the channel default tax zone', async () => {
  assert.ok(defaultConfig.taxOptions.taxZoneStrategy instanceof DefaultTaxZoneStrategy);
  const channel = channelWith(false);
  const strategy = new DefaultTaxZoneStrategy();
  assert.equal(await strategy.determineTaxZone(ctxFor(channel), [europe, uk], channel, orderTo('GB')), europe);
});

test('address-based-fallback: the address-based rule picks the zone of the shipping country, else the default', async () => {
  const channel = channelWith(false);
  const strategy = new AddressBasedTaxZoneStrategy();
  assert.equal(await strategy.determineTaxZone(ctxFor(channel), [europe, uk], channel, orderTo('GB')), uk);
  assert.equal(await strategy.determineTaxZone(ctxFor(channel), [europe, uk], channel, orderTo('US')), europe);
});

test('prices-include-tax: entered prices are read as net when off and as gross for the default zone when on', async () => {
  const strategy = new DefaultProductVariantPriceCalculationStrategy();
  const args = (channel: Channel) => ({
    inputPrice: 2400,
    productVariant: new ProductVariant({}),
    taxCategory: new TaxCategory({ id: 1 }),
    activeTaxZone: europe,
    ctx: ctxFor(channel),
  });
  assert.deepEqual(await strategy.calculate(args(channelWith(false))), { price: 2400, priceIncludesTax: false });
  assert.deepEqual(await strategy.calculate(args(channelWith(true))), { price: 2400, priceIncludesTax: true });
});

test('default-language-fallback: a missing translation falls back to the channel default language', () => {
  const product = new Product({
    translations: [
      new ProductTranslation({ languageCode: LanguageCode.fr, name: 'Chemise', slug: 'chemise', description: '' }),
      new ProductTranslation({ languageCode: LanguageCode.en, name: 'Shirt', slug: 'shirt', description: '' }),
    ],
  });
  // asked for German, channel default French, server default English
  const translated = translateEntity(product, [LanguageCode.de, LanguageCode.fr, LanguageCode.en]);
  assert.equal(translated.name, 'Chemise');
});
