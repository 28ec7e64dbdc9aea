import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { CustomerGroup, TaxCategory, TaxRate, Zone, defaultConfig } from '@vendure/core';

const require = createRequire(import.meta.url);
interface InitialData {
  countries: Array<{ zone: string }>;
  taxRates: Array<{ name: string; percentage: number }>;
}
const initialData = require('@vendure/create/assets/initial-data.json') as InitialData;

test('starter-rates: the sample categories are Standard 20%, Reduced 10% and Zero 0%', () => {
  assert.deepEqual(
    initialData.taxRates.map(r => [r.name, r.percentage]),
    [['Standard Tax', 20], ['Reduced Tax', 10], ['Zero Tax', 0]],
  );
});

test('fifteen-rates: three categories times five zones gives fifteen sample rates', () => {
  const zones = new Set(initialData.countries.map(c => c.zone));
  assert.equal(initialData.taxRates.length * zones.size, 15);
});

test('rate-name-in-summary: a rate labels the tax it applies with its own name and percentage', () => {
  const rate = new TaxRate({ name: 'Standard Tax Europe', value: 20 });
  assert.deepEqual(rate.apply(1000), { description: 'Standard Tax Europe', taxRate: 20 });
});

test('customer-group-ignored: a rate matches on category and zone even when it names a customer group', () => {
  const rate = new TaxRate({ value: 0, zoneId: 1, categoryId: 2, customerGroup: new CustomerGroup({ id: 9, name: 'Trade' }) });
  assert.equal(rate.test(new Zone({ id: 1 }), new TaxCategory({ id: 2 })), true);
});

test('gross-prices-other-zone: 120.00 with 20% included is 100.00 net, and 110.00 in a 10% zone', () => {
  const defaultZoneRate = new TaxRate({ value: 20 });
  const otherZoneRate = new TaxRate({ value: 10 });
  const net = defaultZoneRate.netPriceOf(12000);
  assert.equal(net, 10000);
  assert.equal(otherZoneRate.grossPriceOf(net), 11000);
});

test('switch-no-conversion: the stored 120.00 read as a net price becomes 144.00 at 20%', () => {
  assert.equal(new TaxRate({ value: 20 }).grossPriceOf(12000), 14400);
});

test('cache-half-minute: the active tax rates are cached for 30 seconds per server', () => {
  assert.equal(defaultConfig.entityOptions.taxRateCacheTtl, 30000);
});
