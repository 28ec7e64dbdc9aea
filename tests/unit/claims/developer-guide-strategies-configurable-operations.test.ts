import assert from 'node:assert/strict';
import { test } from 'node:test';

process.env.VENDURE_DISABLE_TELEMETRY = 'true';

import {
    Channel,
    ConfigArgService,
    ConfigModule,
    defaultConfig,
    DefaultOrderCodeStrategy,
    Injector,
    LanguageCode,
    mergeConfig,
    RequestContext,
    ShippingCalculator,
    UserService,
} from '@vendure/core';
import { ConfigArgs, ConfigArgValues, ConfigurableOperationDef } from '@vendure/core/dist/common/configurable-operation';
import { ConfigArg } from '@vendure/common/lib/generated-types';
import { PasswordValidationError } from '@vendure/core/dist/common/error/generated-graphql-shop-errors';

type ConfigModuleArgs = ConstructorParameters<typeof ConfigModule>;
type ConfigArgServiceArgs = ConstructorParameters<typeof ConfigArgService>;
type UserServiceArgs = ConstructorParameters<typeof UserService>;
type InjectorArgs = ConstructorParameters<typeof Injector>;

/** Exposes the protected conversion that every configurable operation applies to its stored args. */
class Probe<T extends ConfigArgs> extends ConfigurableOperationDef<T> {
    hash(args: ConfigArg[]): ConfigArgValues<T> {
        return this.argsArrayToHash(args);
    }
}

function ctxIn(languageCode: LanguageCode, channelLanguage: LanguageCode) {
    return new RequestContext({
        apiType: 'admin',
        channel: new Channel({ id: 1, defaultLanguageCode: channelLanguage }),
        languageCode,
        isAuthorized: true,
        authorizedAsOwnerOnly: false,
    });
}

test('default-order-code: the default order code is 16 characters', async () => {
    const code = await new DefaultOrderCodeStrategy().generate(ctxIn(LanguageCode.en, LanguageCode.en));
    assert.equal(code.length, 16);
});

/**
 * A config whose every slot is empty, apart from the given overrides, so that only the strategies
 * under test are initialized.
 */
function configWith(overrides: Record<string, Record<string, unknown>>) {
    const group = (name: string) =>
        new Proxy(overrides[name] ?? {}, { get: (target, key: string) => (key in target ? target[key] : []) });
    return new Proxy({}, { get: (_t, key: string) => group(key) }) as unknown as ConfigModuleArgs[0];
}

test('init-skipped-slots: init() and destroy() reach the order code strategy but not orderPlaced, money or slug', async () => {
    const calls: string[] = [];
    const spy = (name: string) => ({
        init: async () => void calls.push(`init ${name}`),
        destroy: async () => void calls.push(`destroy ${name}`),
    });
    const module = new ConfigModule(
        configWith({
            orderOptions: { orderCodeStrategy: spy('orderCode'), orderPlacedStrategy: spy('orderPlaced') },
            entityOptions: { moneyStrategy: spy('money'), slugStrategy: spy('slug') },
        }),
        {} as unknown as ConfigModuleArgs[1],
    );
    await module.onApplicationBootstrap();
    await module.onApplicationShutdown();
    assert.deepEqual(calls, ['init orderCode', 'destroy orderCode']);
});

test('init-awaited: an async init() is awaited before the next strategy is initialized', async () => {
    const order: string[] = [];
    const module = new ConfigModule(
        configWith({
            orderOptions: {
                mergeStrategy: {
                    init: async () => {
                        await new Promise(resolve => setTimeout(resolve, 20));
                        order.push('merge done');
                    },
                },
                orderCodeStrategy: { init: () => void order.push('orderCode started') },
            },
        }),
        {} as unknown as ConfigModuleArgs[1],
    );
    await module.onApplicationBootstrap();
    assert.deepEqual(order, ['merge done', 'orderCode started']);
});

test('injector-any-module: injector.get() and resolve() look providers up non-strictly, across modules', async () => {
    const seen: unknown[] = [];
    const moduleRef = {
        get: (token: unknown, options: unknown) => (seen.push(['get', options]), 'instance'),
        resolve: async (token: unknown, contextId: unknown, options: unknown) => (seen.push(['resolve', options]), 'fresh'),
    };
    const injector = new Injector(moduleRef as unknown as InjectorArgs[0]);
    assert.equal(injector.get(UserService), 'instance');
    assert.equal(await injector.resolve(UserService), 'fresh');
    assert.deepEqual(seen, [
        ['get', { strict: false }],
        ['resolve', { strict: false }],
    ]);
});

test('password-reason: a string from the validation strategy becomes the PasswordValidationError message', async () => {
    const configService = { authOptions: { passwordValidationStrategy: { validate: () => 'Use at least 10 characters' } } };
    const service = new UserService(
        ...([undefined, configService, undefined, undefined, undefined, undefined] as unknown as UserServiceArgs),
    );
    const validate = (service as unknown as { validatePassword: (ctx: RequestContext, p: string) => Promise<true | PasswordValidationError> })
        .validatePassword;
    const result = await validate.call(service, ctxIn(LanguageCode.en, LanguageCode.en), 'short');
    assert.notEqual(result, true);
    assert.equal(result !== true && result.errorCode, 'PASSWORD_VALIDATION_ERROR');
    assert.equal(result !== true && result.validationErrorMessage, 'Use at least 10 characters');
});

test('nine-kinds: the nine configurable operation slots all hold ConfigurableOperationDef instances', () => {
    const ops = [
        ...defaultConfig.shippingOptions.shippingCalculators,
        ...defaultConfig.shippingOptions.shippingEligibilityCheckers,
        ...defaultConfig.shippingOptions.fulfillmentHandlers,
        ...defaultConfig.paymentOptions.paymentMethodHandlers,
        ...(defaultConfig.paymentOptions.paymentMethodEligibilityCheckers ?? []),
        ...defaultConfig.promotionOptions.promotionConditions,
        ...defaultConfig.promotionOptions.promotionActions,
        ...defaultConfig.catalogOptions.collectionFilters,
        ...defaultConfig.entityOptions.entityDuplicators,
    ];
    assert.ok(ops.length > 9);
    for (const op of ops) {
        assert.ok(op instanceof ConfigurableOperationDef, op.code);
    }
    const service = new ConfigArgService(defaultConfig as unknown as ConfigArgServiceArgs[0]);
    const kinds = [
        'CollectionFilter',
        'EntityDuplicator',
        'FulfillmentHandler',
        'PaymentMethodEligibilityChecker',
        'PaymentMethodHandler',
        'PromotionAction',
        'PromotionCondition',
        'ShippingCalculator',
        'ShippingEligibilityChecker',
    ] as const;
    assert.equal(kinds.length, 9);
    for (const kind of kinds) assert.ok(Array.isArray(service.getDefinitions(kind)), kind);
});

const described = new Probe({
    code: 'probe',
    description: [
        { languageCode: LanguageCode.fr, value: 'premier' },
        { languageCode: LanguageCode.en, value: 'english' },
        { languageCode: LanguageCode.de, value: 'deutsch' },
    ],
    args: {
        plain: { type: 'int', defaultValue: 7 },
        optional: { type: 'string', required: false },
        label: {
            type: 'string',
            label: [
                { languageCode: LanguageCode.en, value: 'Label' },
                { languageCode: LanguageCode.de, value: 'Beschriftung' },
            ],
        },
    },
});

test('description-fallback: request language, then channel default, then English, then the first entry', () => {
    assert.equal(described.toGraphQlType(ctxIn(LanguageCode.de, LanguageCode.fr)).description, 'deutsch');
    assert.equal(described.toGraphQlType(ctxIn(LanguageCode.es, LanguageCode.de)).description, 'deutsch');
    assert.equal(described.toGraphQlType(ctxIn(LanguageCode.es, LanguageCode.it)).description, 'english');
    const noEnglish = new Probe({ code: 'x', description: [{ languageCode: LanguageCode.fr, value: 'premier' }], args: {} });
    assert.equal(noEnglish.toGraphQlType(ctxIn(LanguageCode.es, LanguageCode.it)).description, 'premier');
    const label = described.toGraphQlType(ctxIn(LanguageCode.es, LanguageCode.de)).args.find(a => a.name === 'label');
    assert.equal(label?.label, 'Beschriftung');
});

test('required-reported-true: clients see required true unless the argument says otherwise, and the defaultValue', () => {
    const args = described.toGraphQlType(ctxIn(LanguageCode.en, LanguageCode.en)).args;
    assert.deepEqual(
        args.map(a => [a.name, a.required]),
        [
            ['plain', true],
            ['optional', false],
            ['label', true],
        ],
    );
    assert.equal(args[0].defaultValue, 7);
});

const converter = new Probe({
    code: 'convert',
    description: [{ languageCode: LanguageCode.en, value: 'c' }],
    args: {
        s: { type: 'string' },
        id: { type: 'ID' },
        i: { type: 'int' },
        f: { type: 'float' },
        b: { type: 'boolean' },
        d: { type: 'datetime' },
        list: { type: 'int', list: true },
        withDefault: { type: 'int', defaultValue: 5 },
    },
});

test('arg-conversion: stored strings are converted by type each time the operation runs', () => {
    const v = converter.hash([
        { name: 's', value: 'text' },
        { name: 'id', value: '42' },
        { name: 'i', value: '12.9' },
        { name: 'f', value: '2.5' },
        { name: 'b', value: 'yes' },
        { name: 'd', value: '2024-01-02T00:00:00.000Z' },
        { name: 'list', value: '["1","2"]' },
    ]);
    assert.equal(v.s, 'text');
    assert.equal(v.id, '42');
    assert.equal(v.i, 12);
    assert.equal(v.f, 2.5);
    assert.equal(v.b, false);
    assert.equal(typeof v.d, 'number');
    assert.equal(v.d, Date.parse('2024-01-02T00:00:00.000Z'));
    assert.deepEqual(v.list, [1, 2]);
    const empty = converter.hash([
        { name: 'i', value: '' },
        { name: 'f', value: '' },
    ]);
    assert.ok(Number.isNaN(empty.i));
    assert.ok(Number.isNaN(empty.f));
});

test('boolean-any-case: booleans are true for "true" in any letter case and for "1", false otherwise', () => {
    const b = (value: string) => converter.hash([{ name: 'b', value }]).b;
    assert.equal(b('true'), true);
    assert.equal(b('TRUE'), true);
    assert.equal(b('True'), true);
    assert.equal(b('1'), true);
    assert.equal(b('yes'), false);
    assert.equal(b('0'), false);
});

test('no-server-default: an argument that was not saved arrives as undefined, defaultValue is not applied', () => {
    const v = converter.hash([{ name: 's', value: 'x' }]);
    assert.equal(v.withDefault, undefined);
    assert.equal('withDefault' in v, false);
});

test('unknown-dropped: undeclared argument names are neither saved nor passed on', () => {
    const service = new ConfigArgService(
        mergeConfig(defaultConfig, { shippingOptions: { shippingCalculators: [converter as unknown as ShippingCalculator] } }) as unknown as ConfigArgServiceArgs[0],
    );
    const saved = service.parseInput('ShippingCalculator', {
        code: 'convert',
        arguments: [
            { name: 'nope', value: '1' },
            { name: 's', value: 'kept' },
        ],
    });
    assert.deepEqual(saved.args, [{ name: 's', value: 'kept' }]);
    assert.deepEqual(converter.hash([{ name: 'nope', value: '1' }]), {});
});

test('required-only-explicit: only required: true arguments are refused when missing or empty', () => {
    const strict = new Probe({
        code: 'strict',
        description: [{ languageCode: LanguageCode.en, value: 's' }],
        args: { rate: { type: 'int', required: true }, surcharge: { type: 'int' }, name: { type: 'string', required: true } },
    });
    const service = new ConfigArgService(
        mergeConfig(defaultConfig, { shippingOptions: { shippingCalculators: [strict as unknown as ShippingCalculator] } }) as unknown as ConfigArgServiceArgs[0],
    );
    const submit = (args: ConfigArg[]) => () => service.parseInput('ShippingCalculator', { code: 'strict', arguments: args });
    assert.doesNotThrow(submit([
        { name: 'rate', value: '500' },
        { name: 'name', value: 'x' },
    ]));
    assert.throws(submit([{ name: 'name', value: 'x' }]), (e: Error & { variables?: Record<string, string> }) => {
        return e.message === 'error.configurable-argument-is-required' && e.variables?.name === 'rate';
    });
    assert.throws(submit([
        { name: 'rate', value: '500' },
        { name: 'name', value: '' },
    ]));
});

test('list-not-json-throws-at-run: a list value that is not JSON is saved, and throws when the operation runs', () => {
    const listDef = new Probe({
        code: 'lists',
        description: [{ languageCode: LanguageCode.en, value: 'l' }],
        args: { prefixes: { type: 'string', list: true } },
    });
    const service = new ConfigArgService(
        mergeConfig(defaultConfig, { shippingOptions: { shippingCalculators: [listDef as unknown as ShippingCalculator] } }) as unknown as ConfigArgServiceArgs[0],
    );
    const saved = service.parseInput('ShippingCalculator', { code: 'lists', arguments: [{ name: 'prefixes', value: 'HS' }] });
    assert.deepEqual(saved.args, [{ name: 'prefixes', value: 'HS' }]);
    assert.throws(() => listDef.hash(saved.args), /Could not parse list value "HS"/);
    assert.deepEqual(listDef.hash([{ name: 'prefixes', value: '["HS","KW"]' }]).prefixes, ['HS', 'KW']);
});

test('ts-arg-types: the args type is derived from the definitions (int number, string list string[], datetime Date)', () => {
    const calc = new ShippingCalculator({
        code: 'typed',
        description: [{ languageCode: LanguageCode.en, value: 't' }],
        args: {
            n: { type: 'int' },
            tags: { type: 'string', list: true },
            when: { type: 'datetime' },
        },
        calculate: (ctx, order, args) => {
            const n: number = args.n;
            const tags: string[] = args.tags;
            const when: Date = args.when;
            return { price: n + tags.length + (when ? 0 : 0), priceIncludesTax: false, taxRate: 0 };
        },
    });
    assert.equal(calc.code, 'typed');
});

test('list-replaced: setting a list in the config replaces the default list', () => {
    const mine = new ShippingCalculator({
        code: 'mine',
        description: [{ languageCode: LanguageCode.en, value: 'm' }],
        args: {},
        calculate: () => ({ price: 0, priceIncludesTax: false, taxRate: 0 }),
    });
    const merged = mergeConfig(defaultConfig, { shippingOptions: { shippingCalculators: [mine] } });
    assert.deepEqual(
        merged.shippingOptions.shippingCalculators.map(c => c.code),
        ['mine'],
    );
});

test('injector-resolve: resolve() asks the module for a fresh instance', async () => {
    const moduleRef = { resolve: async () => ({ fresh: true }) };
    const injector = new Injector(moduleRef as unknown as InjectorArgs[0]);
    assert.deepEqual(await injector.resolve(UserService), { fresh: true });
});

test('destroy-on-shutdown: the configuration module calls destroy() of strategies when the app shuts down', async () => {
    const calls: string[] = [];
    const module = new ConfigModule(
        configWith({ orderOptions: { orderCodeStrategy: { destroy: () => void calls.push('destroyed') } } }),
        {} as unknown as ConfigModuleArgs[1],
    );
    await module.onApplicationBootstrap();
    assert.deepEqual(calls, []);
    await module.onApplicationShutdown();
    assert.deepEqual(calls, ['destroyed']);
});

test('init-for-known-only: only strategies in the config slots and registered operations get init()', async () => {
    const calls: string[] = [];
    const helper = { init: () => void calls.push('helper') };
    const op = new Probe({
        code: 'op',
        description: [{ languageCode: LanguageCode.en, value: 'o' }],
        args: {},
        init: () => void calls.push('operation'),
    });
    const module = new ConfigModule(
        configWith({
            orderOptions: { orderCodeStrategy: { init: () => void calls.push('slot'), helper } },
            shippingOptions: { shippingCalculators: [op] },
        }),
        {} as unknown as ConfigModuleArgs[1],
    );
    await module.onApplicationBootstrap();
    assert.deepEqual(calls, ['slot', 'operation']);
});

test('int-float-empty: int uses parseInt base 10, float parseFloat, and an empty string gives NaN', () => {
    const v = converter.hash([
        { name: 'i', value: '08' },
        { name: 'f', value: '1e3' },
    ]);
    assert.equal(v.i, 8);
    assert.equal(v.f, 1000);
    assert.ok(Number.isNaN(converter.hash([{ name: 'i', value: '' }]).i));
    assert.ok(Number.isNaN(converter.hash([{ name: 'f', value: '' }]).f));
});

test('datetime-number: a datetime argument arrives as a number of milliseconds', () => {
    const d: unknown = converter.hash([{ name: 'd', value: '2024-05-01T12:00:00.000Z' }]).d;
    assert.equal(typeof d, 'number');
    assert.equal(d, Date.UTC(2024, 4, 1, 12));
});

test('list-json: a list value is parsed as JSON and each item converted by type', () => {
    assert.deepEqual(converter.hash([{ name: 'list', value: '["7", 8, "9.9"]' }]).list, [7, 8, 9]);
});

test('rate-required-message: the English text for a missing required argument names it', async () => {
    const { readFile } = await import('node:fs/promises');
    const messages = JSON.parse(
        await readFile(require.resolve('@vendure/core/dist/i18n/messages/en.json'), 'utf8'),
    ) as { error: Record<string, string> };
    assert.equal(
        messages.error['configurable-argument-is-required'].replace('{ name }', 'rate'),
        'The argument "rate" is required',
    );
});
