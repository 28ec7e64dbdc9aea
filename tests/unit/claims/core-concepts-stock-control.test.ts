import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import {
    DefaultStockAllocationStrategy,
    DefaultStockDisplayStrategy,
    DefaultStockLocationStrategy,
    GlobalSettings,
    ProductVariant,
} from '@vendure/core';

const require = createRequire(import.meta.url);

function columnDefault(target: Function, property: string) {
    const { getMetadataArgsStorage } = require('typeorm');
    const column = getMetadataArgsStorage().columns.find((c: any) => c.target === target && c.propertyName === property);
    return column?.options.default;
}

test('global-defaults: trackInventory true and outOfStockThreshold 0 on a new installation', () => {
    assert.equal(columnDefault(GlobalSettings, 'trackInventory'), true);
    assert.equal(columnDefault(GlobalSettings, 'outOfStockThreshold'), 0);
});

test('variant-defaults: INHERIT tracking and the global threshold by default', () => {
    assert.equal(columnDefault(ProductVariant, 'trackInventory'), 'INHERIT');
    assert.equal(columnDefault(ProductVariant, 'useGlobalOutOfStockThreshold'), true);
});

test('default-allocation: only ArrangingPayment to PaymentAuthorized or PaymentSettled allocates', () => {
    const strategy = new DefaultStockAllocationStrategy();
    const ctx = {} as any;
    const order = {} as any;
    assert.equal(strategy.shouldAllocateStock(ctx, 'ArrangingPayment', 'PaymentAuthorized', order), true);
    assert.equal(strategy.shouldAllocateStock(ctx, 'ArrangingPayment', 'PaymentSettled', order), true);
    assert.equal(strategy.shouldAllocateStock(ctx, 'AddingItems', 'ArrangingPayment', order), false);
    assert.equal(strategy.shouldAllocateStock(ctx, 'PaymentAuthorized', 'PaymentSettled', order), false);
});

test('display-thresholds: lowStockLevel is a constructor argument defaulting to 2', () => {
    const def = new DefaultStockDisplayStrategy();
    assert.equal(def.getStockLevel({} as any, {} as any, 0), 'OUT_OF_STOCK');
    assert.equal(def.getStockLevel({} as any, {} as any, 2), 'LOW_STOCK');
    assert.equal(def.getStockLevel({} as any, {} as any, 3), 'IN_STOCK');
    const five = new DefaultStockDisplayStrategy(5);
    assert.equal(five.getStockLevel({} as any, {} as any, 5), 'LOW_STOCK');
});

test('legacy-location-strategy: always allocates everything from the first location, totals ignore Channels', async () => {
    const strategy = new DefaultStockLocationStrategy();
    const locations = [{ id: 1 }, { id: 2 }] as any;
    assert.deepEqual(await strategy.forAllocation({} as any, locations, {} as any, 7), [{ location: locations[0], quantity: 7 }]);
    const totals = await strategy.getAvailableStock({} as any, 1, [
        { stockOnHand: 4, stockAllocated: 1 },
        { stockOnHand: 40, stockAllocated: 0 },
    ] as any);
    assert.deepEqual(totals, { stockOnHand: 44, stockAllocated: 1 });
});
