import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import {
    buyXGetYFreeAction,
    buyXGetYFreeCondition,
    defaultConfig,
    defaultPromotionActions,
    defaultPromotionConditions,
    LanguageCode,
    mergeConfig,
    minimumOrderAmount,
    orderFixedDiscount,
    Promotion,
    PromotionCondition,
} from '@vendure/core';

const require = createRequire(import.meta.url);
const ctx = { channel: { pricesIncludeTax: false } } as any;

test('built-in-codes: the default lists hold the documented codes', () => {
    assert.deepEqual(defaultPromotionConditions.map(c => c.code).sort(), [
        'at_least_n_with_facets',
        'buy_x_get_y_free',
        'contains_products',
        'customer_group',
        'minimum_order_amount',
    ]);
    assert.deepEqual(defaultPromotionActions.map(a => a.code).sort(), [
        'buy_x_get_y_free',
        'facet_based_discount',
        'free_shipping',
        'order_fixed_discount',
        'order_line_fixed_discount',
        'order_percentage_discount',
        'products_percentage_discount',
    ]);
});

test('order-fixed-discount-cap: never more than the subtotal, argument given as a string', async () => {
    const order = { subTotal: 3000, subTotalWithTax: 3600 } as any;
    const amount = await orderFixedDiscount.execute(ctx, order, [{ name: 'discount', value: '5000' }], {}, {} as any);
    assert.equal(amount, -3000);
});

test('argument-strings: numbers, booleans and JSON lists are parsed from strings', () => {
    const probe = new PromotionCondition({
        code: 'probe',
        description: [{ languageCode: LanguageCode.en, value: 'probe' }],
        args: {
            n: { type: 'int', defaultValue: 3 },
            flag: { type: 'boolean' },
            ids: { type: 'ID', list: true },
        },
        check: () => true,
    });
    const parsed = (probe as any).argsArrayToHash([
        { name: 'n', value: '5000' },
        { name: 'flag', value: 'true' },
        { name: 'ids', value: '["3","4"]' },
    ]);
    assert.deepEqual(parsed, { n: 5000, flag: true, ids: ['3', '4'] });
});

test('missing-argument-undefined: a left-out argument is undefined, an empty one NaN, never the defaultValue', () => {
    const probe = new PromotionCondition({
        code: 'probe2',
        description: [{ languageCode: LanguageCode.en, value: 'probe' }],
        args: { minimumOrders: { type: 'int', defaultValue: 3 } },
        check: () => true,
    });
    assert.equal((probe as any).argsArrayToHash([]).minimumOrders, undefined);
    assert.ok(Number.isNaN((probe as any).argsArrayToHash([{ name: 'minimumOrders', value: '' }]).minimumOrders));
});

test('coupon-case-insensitive: codes match regardless of case', () => {
    const { couponCodesMatch } = require('@vendure/core/dist/service/helpers/utils/coupon-codes-match.js');
    assert.equal(couponCodesMatch('summer10', 'SUMMER10'), true);
});

test('buy-x-get-y-cheapest: the cheapest Y units are made free', async () => {
    const lines = [
        { id: 'a', productVariant: { id: '1' }, quantity: 2, unitPrice: 1000, unitPriceWithTax: 1200 },
        { id: 'b', productVariant: { id: '2' }, quantity: 1, unitPrice: 900, unitPriceWithTax: 1080 },
        { id: 'c', productVariant: { id: '3' }, quantity: 1, unitPrice: 500, unitPriceWithTax: 600 },
    ];
    const args = [
        { name: 'amountX', value: '2' },
        { name: 'variantIdsX', value: '["1"]' },
        { name: 'amountY', value: '1' },
        { name: 'variantIdsY', value: '["2","3"]' },
    ];
    const state = await buyXGetYFreeCondition.check(ctx, { lines } as any, args, {} as any);
    assert.deepEqual(state, { freeItemsPerLine: { c: 1 } });
    const onC = await buyXGetYFreeAction.execute(ctx, lines[2] as any, [], { buy_x_get_y_free: state } as any, {} as any);
    const onB = await buyXGetYFreeAction.execute(ctx, lines[1] as any, [], { buy_x_get_y_free: state } as any, {} as any);
    assert.equal(onC, -500);
    assert.equal(onB, 0);
    assert.equal(buyXGetYFreeAction.conditions?.[0].code, 'buy_x_get_y_free');
});

test('priority-values: minimumOrderAmount has 10, a block without one has 0', () => {
    assert.equal(minimumOrderAmount.priorityValue, 10);
    const plain = new PromotionCondition({
        code: 'plain',
        description: [{ languageCode: LanguageCode.en, value: 'plain' }],
        args: {},
        check: () => true,
    });
    assert.equal(plain.priorityValue, 0);
});

test('config-arrays-replaced: promotionConditions given alone replace the defaults', () => {
    const own = new PromotionCondition({
        code: 'own',
        description: [{ languageCode: LanguageCode.en, value: 'own' }],
        args: {},
        check: () => true,
    });
    const merged = mergeConfig(defaultConfig, { promotionOptions: { promotionConditions: [own] } });
    assert.deepEqual(merged.promotionOptions.promotionConditions!.map(c => c.code), ['own']);
});

test('unknown-code-stops-applying: a promotion whose condition code is not configured does not apply', async () => {
    const promotion = new Promotion({
        promotionConditions: [],
        promotionActions: [],
        conditions: [{ code: 'minimum_order_amount', args: [] }],
        actions: [],
    } as any);
    assert.equal(await promotion.test(ctx, { couponCodes: [] } as any), false);
});
