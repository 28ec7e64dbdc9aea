import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import {
  AddressBasedTaxZoneStrategy,
  Channel,
  Country,
  Order,
  RequestContext,
  TaxCategory,
  TaxRate,
  Zone,
  defaultConfig,
  defaultShippingEligibilityChecker,
} from '@vendure/core';

const require = createRequire(import.meta.url);

interface InitialData {
  countries: Array<{ name: string; code: string; zone: string }>;
  taxRates: Array<{ name: string; percentage: number }>;
}
const initialData = require('@vendure/create/assets/initial-data.json') as InitialData;

test('starter-data: the starter data lists 248 countries', () => {
  assert.equal(initialData.countries.length, 248);
});

test('starter-zones: the countries fall into five continent zones, with three tax rates each', () => {
  assert.deepEqual([...new Set(initialData.countries.map(c => c.zone))].sort(), ['Africa', 'Americas', 'Asia', 'Europe', 'Oceania']);
  assert.equal(initialData.taxRates.length, 3);
});

test('first-zone-wins: with address-based tax the first zone containing the country is used, rates or not', async () => {
  const germany = new Country({ code: 'DE' });
  const europe = new Zone({ id: 1, name: 'Europe', members: [germany] });
  const eu = new Zone({ id: 2, name: 'EU', members: [germany] });
  const fallback = new Zone({ id: 3, name: 'Home', members: [] });
  const channel = new Channel({ id: 1, code: 'c', token: 't', defaultTaxZone: fallback });
  const ctx = new RequestContext({ apiType: 'shop', channel, isAuthorized: true, authorizedAsOwnerOnly: false });
  const strategy = new AddressBasedTaxZoneStrategy();
  const order = new Order({ code: 'A', shippingAddress: { countryCode: 'DE' }, lines: [] });
  assert.equal(await strategy.determineTaxZone(ctx, [europe, eu], channel, order), europe);
  assert.equal(await strategy.determineTaxZone(ctx, [eu, europe], channel, order), eu);
  const noAddress = new Order({ code: 'B', shippingAddress: {}, lines: [] });
  assert.equal(await strategy.determineTaxZone(ctx, [europe, eu], channel, noAddress), fallback);
});

test('rate-match: a tax rate applies only to its own zone and tax category', () => {
  const rate = new TaxRate({ value: 20, enabled: true, zoneId: 1, categoryId: 10 });
  assert.equal(rate.test(new Zone({ id: 1 }), new TaxCategory({ id: 10 })), true);
  assert.equal(rate.test(new Zone({ id: 2 }), new TaxCategory({ id: 10 })), false);
  assert.equal(rate.test(new Zone({ id: 1 }), new TaxCategory({ id: 11 })), false);
});

test('shipping-checker-total-only: the built-in eligibility check has only a minimum order value', () => {
  assert.deepEqual(defaultConfig.shippingOptions.shippingEligibilityCheckers, [defaultShippingEligibilityChecker]);
  assert.deepEqual(Object.keys(defaultShippingEligibilityChecker.args), ['orderMinimum']);
});
