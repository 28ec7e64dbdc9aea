import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import {
    AddressBasedTaxZoneStrategy,
    Channel,
    DefaultOrderTaxCalculationStrategy,
    DefaultTaxLineCalculationStrategy,
    DefaultTaxZoneStrategy,
    OrderLevelTaxCalculationStrategy,
    OrderLine,
    ProductVariant,
    RequestContext,
    TaxRate,
    TaxRateService,
} from '@vendure/core';

const require = createRequire(import.meta.url);
const { DefaultProductVariantPriceCalculationStrategy } = require('@vendure/core/dist/config/catalog/default-product-variant-price-calculation-strategy.js');
const { DefaultOrderItemPriceCalculationStrategy } = require('@vendure/core/dist/config/order/default-order-item-price-calculation-strategy.js');

const germany = { id: 'de', name: 'Germany' } as any;
const france = { id: 'fr', name: 'France' } as any;
const elsewhere = { id: 'xx', name: 'Elsewhere' } as any;
const category = { id: 'std' } as any;
const rates: Record<string, TaxRate> = {
    de: new TaxRate({ value: 19, name: 'DE', enabled: true }),
    fr: new TaxRate({ value: 20, name: 'FR', enabled: true }),
};
const noRate = new TaxRate({ value: 0, name: 'No configured tax rate', enabled: true });

async function priceIn(zone: any) {
    const strategy = new DefaultProductVariantPriceCalculationStrategy();
    const fakeTaxRateService = { getApplicableTaxRate: async (_ctx: any, z: any) => rates[z.id] ?? noRate };
    strategy.init({ get: (token: unknown) => (token === TaxRateService ? fakeTaxRateService : undefined) } as any);
    const ctx = { channel: { pricesIncludeTax: true, defaultTaxZone: germany } } as any;
    const result = await strategy.calculate({ inputPrice: 11900, activeTaxZone: zone, ctx, taxCategory: category } as any);
    const variant = new ProductVariant({});
    variant.listPrice = result.price;
    variant.listPriceIncludesTax = result.priceIncludesTax;
    variant.taxRateApplied = rates[zone.id] ?? noRate;
    return { price: variant.price, priceWithTax: variant.priceWithTax, includesTax: result.priceIncludesTax };
}

test('gross-price-example: net stays fixed, gross follows the active zone', async () => {
    assert.deepEqual(await priceIn(germany), { price: 10000, priceWithTax: 11900, includesTax: true });
    assert.deepEqual(await priceIn(france), { price: 10000, priceWithTax: 12000, includesTax: false });
    assert.deepEqual(await priceIn(elsewhere), { price: 10000, priceWithTax: 10000, includesTax: false });
});

test('net-channel: with pricesIncludeTax false the stored price is net in any zone', async () => {
    const strategy = new DefaultProductVariantPriceCalculationStrategy();
    strategy.init({ get: () => ({}) } as any);
    const ctx = { channel: { pricesIncludeTax: false, defaultTaxZone: germany } } as any;
    assert.deepEqual(await strategy.calculate({ inputPrice: 11900, activeTaxZone: france, ctx, taxCategory: category } as any), {
        price: 11900,
        priceIncludesTax: false,
    });
});

test('default-strategies: zone is always the channel default, one tax line with the rate name and value', () => {
    const channel = { defaultTaxZone: germany } as any;
    const order = { shippingAddress: { countryCode: 'FR' } } as any;
    assert.equal(new DefaultTaxZoneStrategy().determineTaxZone({} as any, [france, germany], channel, order), germany);
    const lines = new DefaultTaxLineCalculationStrategy().calculate({
        orderLine: { proratedUnitPrice: 1000 },
        applicableTaxRate: rates.fr,
    } as any);
    assert.deepEqual(lines, [{ description: 'FR', taxRate: 20 }]);
});

test('address-based-zone: the zone holding the shipping country, else the channel default', () => {
    const zones = [
        { id: 'fr', members: [{ code: 'FR' }] },
        { id: 'de', members: [{ code: 'DE' }] },
    ] as any;
    const channel = { defaultTaxZone: germany } as any;
    const strategy = new AddressBasedTaxZoneStrategy();
    assert.equal(strategy.determineTaxZone({} as any, zones, channel, { shippingAddress: { countryCode: 'FR' } } as any).id, 'fr');
    assert.equal(strategy.determineTaxZone({} as any, zones, channel, { code: 'X', shippingAddress: { countryCode: 'US' } } as any), germany);
    assert.equal(strategy.determineTaxZone({} as any, zones, channel, undefined), germany);
});

test('default-item-price: the variant list price is returned unchanged', () => {
    const variant = { listPrice: 44500, listPriceIncludesTax: false } as any;
    assert.deepEqual(new DefaultOrderItemPriceCalculationStrategy().calculateUnitPrice({} as any, variant, {}, {} as any, 1), {
        price: 44500,
        priceIncludesTax: false,
    });
});

test('order-level-rounding: rounding once per rate can differ from the line sum by more than one unit', () => {
    const makeLine = () =>
        new OrderLine({
            listPrice: 3,
            listPriceIncludesTax: false,
            quantity: 1,
            adjustments: [],
            taxLines: [{ description: 'half', taxRate: 50 }],
        });
    const order = { lines: [makeLine(), makeLine(), makeLine(), makeLine()], surcharges: [], shippingLines: [] } as any;
    const perLine = new DefaultOrderTaxCalculationStrategy().calculateOrderTotals(order);
    const perRate = new OrderLevelTaxCalculationStrategy().calculateOrderTotals(order);
    assert.equal(perLine.subTotalWithTax, 20);
    assert.equal(perRate.subTotalWithTax, 18);
});

test('index-job-headers: the serialized context of an index job keeps the triggering request headers', () => {
    const { MutableRequestContext } = require('@vendure/core/dist/plugin/default-search-plugin/indexer/mutable-request-context.js');
    const ctx = new RequestContext({
        apiType: 'shop',
        channel: new Channel({ id: 1, code: 'default' }),
        isAuthorized: false,
        authorizedAsOwnerOnly: false,
        req: { headers: { 'cf-ipcountry': 'FR' } } as any,
    });
    const inJob = MutableRequestContext.deserialize(ctx.serialize());
    assert.equal(inJob.req?.headers?.['cf-ipcountry'], 'FR');
    const withoutRequest = MutableRequestContext.deserialize(
        new RequestContext({ apiType: 'admin', channel: new Channel({ id: 1 }), isAuthorized: true, authorizedAsOwnerOnly: false }).serialize(),
    );
    assert.equal(withoutRequest.req, undefined);
});
