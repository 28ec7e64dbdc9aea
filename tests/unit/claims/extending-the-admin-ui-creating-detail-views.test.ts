import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';

process.env.VENDURE_DISABLE_TELEMETRY = 'true';

import { GlobalFlag } from '@vendure/common/lib/generated-types';
import {
    DefaultStockLocationStrategy,
    ProductVariant,
    ProductVariantService,
    RequestContext,
    StockLevel,
    UserInputError,
} from '@vendure/core';

const SAVE_REACHED = 'reached the save step';

/**
 * A ProductVariantService built by its real constructor, with just enough collaborators for the
 * stock check in updateSingle(): the variant lookup, the global settings, and a saver that stops.
 */
function variantService(variant: ProductVariant, globalThreshold: number) {
    const connection = { getEntityOrThrow: async () => variant };
    const translatableSaver = {
        update: async () => {
            throw new Error(SAVE_REACHED);
        },
    };
    const globalSettingsService = { getSettings: async () => ({ outOfStockThreshold: globalThreshold, trackInventory: true }) };
    const args: unknown[] = new Array(17).fill(undefined);
    args[0] = connection;
    args[5] = translatableSaver;
    args[8] = globalSettingsService;
    const service: ProductVariantService = Reflect.construct(ProductVariantService, args);
    return service;
}

function variant(fields: { useGlobalOutOfStockThreshold: boolean; outOfStockThreshold: number }) {
    return new ProductVariant({ id: 1, trackInventory: GlobalFlag.INHERIT, ...fields });
}

test('stock-threshold-rule: a stockOnHand below the threshold in effect is rejected', async () => {
    const service = variantService(variant({ useGlobalOutOfStockThreshold: false, outOfStockThreshold: 5 }), 0);
    await assert.rejects(service['updateSingle'](RequestContext.empty(), { id: 1, stockOnHand: 3 }), (error: unknown) => {
        assert.ok(error instanceof UserInputError);
        assert.equal(error.message, 'error.stockonhand-cannot-be-negative');
        return true;
    });
});

test('stock-threshold-rule: a stockOnHand of 0 is not checked', async () => {
    const service = variantService(variant({ useGlobalOutOfStockThreshold: false, outOfStockThreshold: 5 }), 0);
    await assert.rejects(service['updateSingle'](RequestContext.empty(), { id: 1, stockOnHand: 0 }), { message: SAVE_REACHED });
});

test('stock-threshold-rule: the check uses the threshold stored before the update', async () => {
    const service = variantService(variant({ useGlobalOutOfStockThreshold: true, outOfStockThreshold: 0 }), 2);
    // the input raises the variant's own threshold to 10, but the stored (global) threshold of 2 decides
    await assert.rejects(
        service['updateSingle'](RequestContext.empty(), {
            id: 1,
            stockOnHand: 5,
            useGlobalOutOfStockThreshold: false,
            outOfStockThreshold: 10,
        }),
        { message: SAVE_REACHED },
    );
    await assert.rejects(service['updateSingle'](RequestContext.empty(), { id: 1, stockOnHand: 1 }), UserInputError);
});

test('stock-threshold-message: the English text of the error', () => {
    const en = JSON.parse(
        readFileSync(path.resolve(__dirname, '../../../node_modules/@vendure/core/dist/i18n/messages/en.json'), 'utf-8'),
    );
    assert.equal(en.error['stockonhand-cannot-be-negative'], 'stockOnHand cannot be a negative value');
});

test('default-location: the stockOnHand read back is the sum over all stock levels', () => {
    const levels = [
        new StockLevel({ stockLocationId: 1, stockOnHand: 7, stockAllocated: 2 }),
        new StockLevel({ stockLocationId: 2, stockOnHand: 5, stockAllocated: 1 }),
    ];
    assert.deepEqual(new DefaultStockLocationStrategy().getAvailableStock(RequestContext.empty(), 1, levels), {
        stockOnHand: 12,
        stockAllocated: 3,
    });
});
