import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
    CacheService,
    defaultShippingCalculator,
    defaultShippingEligibilityChecker,
    DefaultShippingLineAssignmentStrategy,
    LanguageCode,
    ShippingCalculator,
    ShippingEligibilityChecker,
} from '@vendure/core';

test('default-checker-minimum: eligible once the subtotal with tax reaches orderMinimum', async () => {
    const ctx = {} as any;
    const args = [{ name: 'orderMinimum', value: '1000' }];
    assert.equal(await defaultShippingEligibilityChecker.check(ctx, { subTotalWithTax: 1000, subTotal: 800 } as any, args, {} as any), true);
    assert.equal(await defaultShippingEligibilityChecker.check(ctx, { subTotalWithTax: 999, subTotal: 999 } as any, args, {} as any), false);
});

test('default-checker-no-server-default: a method saved without orderMinimum is never eligible', async () => {
    const ctx = {} as any;
    assert.equal(await defaultShippingEligibilityChecker.check(ctx, { subTotalWithTax: 100000 } as any, [], {} as any), false);
});

test('default-calculator-args: flat rate, includesTax auto follows the Channel', async () => {
    const args = (includesTax: string) => [
        { name: 'rate', value: '595' },
        { name: 'includesTax', value: includesTax },
        { name: 'taxRate', value: '20' },
    ];
    const inclusive = { channel: { pricesIncludeTax: true } } as any;
    const exclusive = { channel: { pricesIncludeTax: false } } as any;
    assert.deepEqual(await defaultShippingCalculator.calculate(inclusive, {} as any, args('auto'), {} as any), {
        price: 595,
        taxRate: 20,
        priceIncludesTax: true,
    });
    assert.equal((await defaultShippingCalculator.calculate(exclusive, {} as any, args('auto'), {} as any) as any).priceIncludesTax, false);
    assert.equal((await defaultShippingCalculator.calculate(inclusive, {} as any, args('exclude'), {} as any) as any).priceIncludesTax, false);
    assert.equal((await defaultShippingCalculator.calculate(exclusive, {} as any, args('include'), {} as any) as any).priceIncludesTax, true);
});

function probeCalculator(seen: { args?: any }) {
    return new ShippingCalculator({
        code: 'probe',
        description: [{ languageCode: LanguageCode.en, value: 'probe' }],
        args: {
            taxRate: { type: 'float', defaultValue: 0 },
            deliveryDays: { type: 'int', defaultValue: 3 },
            flag: { type: 'boolean', defaultValue: true },
            mode: { type: 'string' },
        },
        calculate: (ctx, order, args) => {
            seen.args = args;
            return undefined;
        },
    });
}

test('arguments-unsaved: plain strings pass through unchanged, numbers are parsed', async () => {
    const seen: { args?: any } = {};
    await probeCalculator(seen).calculate({} as any, {} as any, [{ name: 'mode', value: 'auto' }, { name: 'deliveryDays', value: '5' }], {} as any);
    assert.equal(seen.args.mode, 'auto');
    assert.equal(seen.args.deliveryDays, 5);
});

test('default-value-not-applied: an argument that was not saved arrives as undefined', async () => {
    const seen: { args?: any } = {};
    await probeCalculator(seen).calculate({} as any, {} as any, [], {} as any);
    assert.equal(seen.args.taxRate, undefined);
    assert.equal(seen.args.deliveryDays, undefined);
});

test('empty-argument-values: an empty value arrives as NaN for numbers and false for booleans', async () => {
    const seen: { args?: any } = {};
    await probeCalculator(seen).calculate({} as any, {} as any, [{ name: 'deliveryDays', value: '' }, { name: 'taxRate', value: '' }, { name: 'flag', value: '' }], {} as any);
    assert.ok(Number.isNaN(seen.args.deliveryDays));
    assert.ok(Number.isNaN(seen.args.taxRate));
    assert.equal(seen.args.flag, false);
});

test('should-run-check-skips: an unchanged shouldRunCheck value skips the check and counts as eligible', async () => {
    const store = new Map<string, unknown>();
    const cache = { get: async (k: string) => store.get(k), set: async (k: string, v: unknown) => void store.set(k, v) };
    const injector = { get: (token: unknown) => (token === CacheService ? cache : undefined) } as any;
    let runs = 0;
    const checker = new ShippingEligibilityChecker({
        code: 'probe-country',
        description: [{ languageCode: LanguageCode.en, value: 'probe' }],
        args: {},
        check: () => {
            runs++;
            return false;
        },
        shouldRunCheck: (ctx, order) => order.shippingAddress?.countryCode ?? '',
    });
    await checker.init(injector);
    const ctx = { session: { id: 's1' } } as any;
    const order = { shippingAddress: { countryCode: 'US' } } as any;
    assert.equal(await checker.check(ctx, order, [], {} as any), false);
    // same country again: the check function is not run, and the method passes
    assert.equal(await checker.check(ctx, order, [], {} as any), true);
    assert.equal(runs, 1);
});

test('default-assignment: every order line goes to every shipping line', () => {
    const order = { lines: [{ id: 1 }, { id: 2 }] } as any;
    const strategy = new DefaultShippingLineAssignmentStrategy();
    assert.equal(strategy.assignShippingLineToOrderLines({} as any, { id: 'a' } as any, order), order.lines);
});
