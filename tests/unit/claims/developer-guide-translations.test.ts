import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';

process.env.VENDURE_DISABLE_TELEMETRY = 'true';

import type { ApolloServer as ApolloServerClass } from '@apollo/server' with { 'resolution-mode': 'require' };
import { ExecutionContextHost } from '@nestjs/core/helpers/execution-context-host';
import {
    Channel,
    ConfigService,
    CouponCodeInvalidError,
    defaultConfig,
    ErrorResult,
    I18nService,
    LanguageCode,
    Logger,
    RequestContext,
    RequestContextService,
    UserInputError,
    VendureLogger,
} from '@vendure/core';
import { generateErrorCodeEnum } from '@vendure/core/dist/api/config/generate-error-code-enum';
import { TranslateErrorResultInterceptor } from '@vendure/core/dist/api/middleware/translate-error-result-interceptor';
import { TranslateErrorsPlugin } from '@vendure/core/dist/api/middleware/translate-errors-plugin';
import { buildSchema, extendSchema, GraphQLEnumType, parse } from 'graphql';
import type { TFunction } from 'i18next';
import { lastValueFrom, of } from 'rxjs';

// The CommonJS build of Apollo Server, the same one Vendure's plugin types refer to.
const { ApolloServer }: { ApolloServer: typeof ApolloServerClass } = require('@apollo/server');

const messagesDir = path.join(path.dirname(require.resolve('@vendure/core/dist/i18n/i18n.service.js')), 'messages');

/** One I18nService for the whole file: it initialises the process-wide i18next instance. */
let servicePromise: Promise<I18nService> | undefined;
function service(): Promise<I18nService> {
    servicePromise ??= (async () => {
        const svc = new I18nService(new ConfigService());
        await svc.onModuleInit();
        return svc;
    })();
    return servicePromise;
}

interface FakeRequest {
    url: string;
    query: Record<string, string>;
    headers: Record<string, string>;
    cookies: Record<string, string>;
    language?: string;
    t?: TFunction;
}

/** Runs Vendure's i18next middleware (the handler it mounts on the API paths) against a plain request. */
async function throughMiddleware(input: { query?: Record<string, string>; headers?: Record<string, string>; cookies?: Record<string, string> }) {
    const svc = await service();
    const req: FakeRequest = {
        url: '/shop-api',
        query: input.query ?? {},
        headers: input.headers ?? {},
        cookies: input.cookies ?? {},
    };
    const responseHeaders = new Map<string, string>();
    const res = {
        setHeader: (name: string, value: string) => responseHeaders.set(name.toLowerCase(), value),
        getHeader: (name: string) => responseHeaders.get(name.toLowerCase()),
    };
    await new Promise<void>(resolve => Reflect.apply(svc.handle(), undefined, [req, res, () => resolve()]));
    assert.ok(req.t, 'the middleware attaches a translate function');
    return { req, language: req.language, contentLanguage: responseHeaders.get('content-language'), t: req.t };
}

/** Runs the global ErrorResult interceptor on whatever a resolver returned. */
async function intercept(req: FakeRequest, returned: unknown) {
    const interceptor = new TranslateErrorResultInterceptor(await service());
    const context = new ExecutionContextHost([req]);
    return lastValueFrom(interceptor.intercept(context, { handle: () => of(returned) }));
}

class RestockLimitError extends ErrorResult {
    readonly __typename = 'RestockLimitError';
    readonly errorCode = 'RESTOCK_LIMIT_ERROR';
    readonly message = 'RESTOCK_LIMIT_ERROR';
    constructor(readonly limit: number) {
        super();
    }
}

let pluginCataloguesAdded = false;
async function withRestockCatalogues() {
    const svc = await service();
    if (!pluginCataloguesAdded) {
        svc.addTranslation('en', {
            error: { 'restock-invalid-email': '"{ emailAddress }" is not a valid email address' },
            errorResult: {
                RESTOCK_LIMIT_ERROR: 'You can watch at most {limit, plural, one {# product} other {# products}} at a time',
            },
            message: { 'restock-alert-created': 'We will email { emailAddress } when the item is back in stock' },
        });
        svc.addTranslation('de', {
            error: { 'restock-invalid-email': '"{ emailAddress }" ist keine gültige E-Mail-Adresse' },
            errorResult: {
                RESTOCK_LIMIT_ERROR:
                    'Sie können höchstens {limit, plural, one {# Produkt} other {# Produkte}} gleichzeitig beobachten',
                COUPON_CODE_INVALID_ERROR: 'Den Gutscheincode "{ couponCode }" kennen wir leider nicht',
            },
            message: {},
        });
        pluginCataloguesAdded = true;
    }
    return svc;
}

/** A tiny Apollo server with Vendure's error-translating plugin; the request's `req` carries `t`. */
async function apolloWithTranslation(resolve: () => number) {
    const server = new ApolloServer({
        typeDefs: 'type Query { value: Int! }',
        resolvers: { Query: { value: resolve } },
        plugins: [new TranslateErrorsPlugin(await service())],
    });
    await server.start();
    return server;
}

async function thrownMessage(req: FakeRequest, error: Error) {
    const server = await apolloWithTranslation(() => {
        throw error;
    });
    try {
        const contextValue = { req };
        const response = await server.executeOperation({ query: '{ value }' }, { contextValue });
        assert.ok(response.body.kind === 'single');
        const [first] = JSON.parse(JSON.stringify(response.body.singleResult.errors));
        return first as { message: string; extensions: { code?: string; variables?: unknown } };
    } finally {
        await server.stop();
    }
}

test('bundled-languages: one catalogue per language, each registered as a supported language', async () => {
    const files = readdirSync(messagesDir).filter(f => f.endsWith('.json')).sort();
    assert.deepEqual(files, ['de.json', 'en.json', 'es.json', 'fr.json', 'pt_BR.json', 'pt_PT.json', 'ru.json', 'uk.json']);
    for (const code of ['de', 'en', 'es', 'fr', 'pt_BR', 'pt_PT', 'ru', 'uk']) {
        const { language } = await throughMiddleware({ query: { languageCode: code } });
        assert.equal(language, code);
    }
});

test('three-sections: every file has error and message, but es and pt_BR have no errorResult section', () => {
    const sections = Object.fromEntries(
        readdirSync(messagesDir).map(f => [f, Object.keys(JSON.parse(readFileSync(path.join(messagesDir, f), 'utf-8')))]),
    );
    for (const [file, keys] of Object.entries(sections)) {
        assert.ok(keys.includes('error') && keys.includes('message'), file);
        assert.equal(keys.includes('errorResult'), !['es.json', 'pt_BR.json'].includes(file), file);
    }
});

test('three-sections: a Spanish request gets error results in English', async () => {
    const { req } = await throughMiddleware({ query: { languageCode: 'es' } });
    const result = await intercept(req, new CouponCodeInvalidError({ couponCode: 'SPRING' }));
    assert.equal((result as CouponCodeInvalidError).message, 'Coupon code "SPRING" is not valid');
});

test('no-config-section: VendureConfig has no option for server messages', () => {
    assert.deepEqual(
        Object.keys(defaultConfig).filter(k => /i18n|translat|locale|message/i.test(k)),
        [],
    );
});

test('detection-order: query parameter, then i18next cookie, then Accept-Language, then English', async () => {
    const all = { query: { languageCode: 'de' }, cookies: { i18next: 'fr' }, headers: { 'accept-language': 'ru' } };
    assert.equal((await throughMiddleware(all)).language, 'de');
    assert.equal((await throughMiddleware({ cookies: all.cookies, headers: all.headers })).language, 'fr');
    assert.equal((await throughMiddleware({ headers: all.headers })).language, 'ru');
    assert.equal((await throughMiddleware({})).language, 'en');
});

test('content-language-header: the chosen language is sent as Content-Language', async () => {
    assert.equal((await throughMiddleware({ headers: { 'accept-language': 'fr' } })).contentLanguage, 'fr');
});

test('unsupported-lang-english: a language without a catalogue gets English messages', async () => {
    const viaQuery = await throughMiddleware({ query: { languageCode: 'it' } });
    const viaHeader = await throughMiddleware({ headers: { 'accept-language': 'it' } });
    assert.equal(viaQuery.language, 'en');
    assert.equal(viaHeader.language, 'en');
    assert.equal(viaQuery.t('errorResult.COUPON_CODE_INVALID_ERROR', { couponCode: 'SPRING' }), 'Coupon code "SPRING" is not valid');
});

test('query-sets-ctx-language: the languageCode query parameter sets ctx.languageCode', () => {
    const channel = new Channel({ defaultLanguageCode: LanguageCode.en });
    type GetLanguageCode = (req: { query: Record<string, string>; headers: Record<string, string> }, channel: Channel) => string;
    const getLanguageCode: GetLanguageCode = Reflect.get(RequestContextService.prototype, 'getLanguageCode');
    assert.equal(getLanguageCode({ query: { languageCode: 'de' }, headers: {} }, channel), 'de');
});

test('header-cookie-not-content: Accept-Language and the i18next cookie leave ctx.languageCode at the channel default', () => {
    const channel = new Channel({ defaultLanguageCode: LanguageCode.en });
    type GetLanguageCode = (req: { query: Record<string, string>; headers: Record<string, string> }, channel: Channel) => string;
    const getLanguageCode: GetLanguageCode = Reflect.get(RequestContextService.prototype, 'getLanguageCode');
    assert.equal(getLanguageCode({ query: {}, headers: { 'accept-language': 'de', cookie: 'i18next=de' } }, channel), 'en');
});

test('french-coupon-text: with ?languageCode=fr the coupon error result is in French', async () => {
    const { req } = await throughMiddleware({ query: { languageCode: 'fr' } });
    const result = await intercept(req, new CouponCodeInvalidError({ couponCode: 'SPRING' }));
    assert.equal((result as CouponCodeInvalidError).message, 'Le code coupon "SPRING" n\'est pas valide');
});

test('deep-merge-wins: added resources merge into the bundled ones and replace conflicting values', async () => {
    await withRestockCatalogues();
    const { req } = await throughMiddleware({ query: { languageCode: 'de' } });
    const invalid = (await intercept(req, new CouponCodeInvalidError({ couponCode: 'SPRING' }))) as CouponCodeInvalidError;
    assert.equal(invalid.message, 'Den Gutscheincode "SPRING" kennen wir leider nicht');
    // a bundled German key next to it is still there
    assert.equal(req.t?.('error.forbidden'), 'Du bist momentan nicht autorisiert diese Aktion durchzuführen');
});

test('new-language-registered: adding resources for an unknown code makes requests for it resolve to it', async () => {
    const svc = await service();
    assert.equal((await throughMiddleware({ query: { languageCode: 'nl' } })).language, 'en');
    svc.addTranslation('nl', { error: {}, errorResult: {}, message: { 'restock-alert-created': 'We mailen { emailAddress }' } });
    const after = await throughMiddleware({ query: { languageCode: 'nl' } });
    assert.equal(after.language, 'nl');
    assert.equal(after.t('message.restock-alert-created', { emailAddress: 'a@b.c' }), 'We mailen a@b.c');
    // keys the new language lacks come from English
    assert.equal(after.t('errorResult.COUPON_CODE_INVALID_ERROR', { couponCode: 'X' }), 'Coupon code "X" is not valid');
});

test('errorcode-enum-auto: an ErrorResult type adds its upper-snake-case name to ErrorCode', () => {
    let schema = buildSchema('interface ErrorResult { errorCode: ErrorCode! message: String! } enum ErrorCode { UNKNOWN_ERROR } type Query { a: Int }');
    schema = extendSchema(schema, parse('type RestockLimitError implements ErrorResult { errorCode: ErrorCode! message: String! limit: Int! }'));
    const errorCode = generateErrorCodeEnum(schema).getType('ErrorCode');
    assert.ok(errorCode instanceof GraphQLEnumType);
    assert.deepEqual(errorCode.getValues().map(v => v.name), ['UNKNOWN_ERROR', 'RESTOCK_LIMIT_ERROR']);
});

test('duplicate-enum-fails: declaring the same ErrorCode value yourself makes schema generation throw', () => {
    let schema = buildSchema('interface ErrorResult { errorCode: ErrorCode! message: String! } enum ErrorCode { UNKNOWN_ERROR } type Query { a: Int }');
    schema = extendSchema(schema, parse('type RestockLimitError implements ErrorResult { errorCode: ErrorCode! message: String! limit: Int! }'));
    schema = extendSchema(schema, parse('extend enum ErrorCode { RESTOCK_LIMIT_ERROR }'));
    assert.throws(() => generateErrorCodeEnum(schema), /Enum value "ErrorCode.RESTOCK_LIMIT_ERROR" already exists/);
});

test('german-limit-text: the fourth product yields the German limit message for a limit of 3', async () => {
    await withRestockCatalogues();
    const { req } = await throughMiddleware({ query: { languageCode: 'de' } });
    const result = (await intercept(req, new RestockLimitError(3))) as RestockLimitError;
    assert.equal(result.message, 'Sie können höchstens 3 Produkte gleichzeitig beobachten');
});

test('french-fallback: plugin keys fall back to English in French while bundled keys stay French', async () => {
    await withRestockCatalogues();
    const { req } = await throughMiddleware({ query: { languageCode: 'fr' } });
    const [limit, coupon] = (await intercept(req, [new RestockLimitError(3), new CouponCodeInvalidError({ couponCode: 'SPRING' })])) as [
        RestockLimitError,
        CouponCodeInvalidError,
    ];
    assert.equal(limit.message, 'You can watch at most 3 products at a time');
    assert.equal(coupon.message, 'Le code coupon "SPRING" n\'est pas valide');
});

test('bad-file-logs: an unreadable file is logged as an error and does not throw', async () => {
    const svc = await service();
    const errors: string[] = [];
    const quiet = () => undefined;
    const capture: VendureLogger = { error: m => errors.push(m), warn: quiet, info: quiet, verbose: quiet, debug: quiet };
    Logger.useLogger(capture);
    assert.doesNotThrow(() => svc.addTranslationFile('de', '/definitely/not/here.json'));
    assert.deepEqual(errors, ['Could not load resources file /definitely/not/here.json']);
});

test('thrown-three-outcomes: own language, English fallback, or the message unchanged', async () => {
    await withRestockCatalogues();
    const { req: de } = await throughMiddleware({ query: { languageCode: 'de' } });
    const { req: fr } = await throughMiddleware({ query: { languageCode: 'fr' } });
    const bad = () => new UserInputError('error.restock-invalid-email', { emailAddress: 'nope' });
    assert.equal((await thrownMessage(de, bad())).message, '"nope" ist keine gültige E-Mail-Adresse');
    assert.equal((await thrownMessage(fr, bad())).message, '"nope" is not a valid email address');
    assert.equal((await thrownMessage(de, new UserInputError('error.no-such-key'))).message, 'error.no-such-key');
});

test('apollo-plugin-replaces: the thrown error message is translated and no variables reach the JSON', async () => {
    const { req } = await throughMiddleware({ query: { languageCode: 'fr' } });
    const error = new UserInputError('error.currency-not-available-in-channel', { currencyCode: 'XYZ' });
    const sent = await thrownMessage(req, error);
    assert.equal(sent.message, 'La devise "XYZ" n\'est pas disponible dans le Canal actuel');
    assert.equal(error.variables, undefined);
    assert.ok(!JSON.stringify(sent).includes('variables'));
});

test('plain-sentence: a plain sentence reaches the client as written', async () => {
    const { req } = await throughMiddleware({ query: { languageCode: 'de' } });
    assert.equal((await thrownMessage(req, new UserInputError('Quantity must be positive'))).message, 'Quantity must be positive');
});

test('extensions-code: the error code is the same in every language', async () => {
    for (const languageCode of ['en', 'de', 'fr']) {
        const { req } = await throughMiddleware({ query: { languageCode } });
        assert.equal((await thrownMessage(req, new UserInputError('error.forbidden'))).extensions.code, 'USER_INPUT_ERROR');
    }
});

test('broken-icu: a catalogue entry with broken ICU syntax comes back as the raw text', async () => {
    const svc = await service();
    svc.addTranslation('en', { error: {}, errorResult: { BROKEN_PLURAL_ERROR: 'Only {count, plural, one {# left}} now' }, message: {} });
    const { t } = await throughMiddleware({});
    assert.equal(t('errorResult.BROKEN_PLURAL_ERROR', { count: 2 }), 'Only {count, plural, one {# left}} now');
});

test('interceptor-return-only: top-level results and list items are translated, nested ones are not', async () => {
    const { req } = await throughMiddleware({});
    const nested = new CouponCodeInvalidError({ couponCode: 'N' });
    const inList = new CouponCodeInvalidError({ couponCode: 'L' });
    await intercept(req, { wrapper: nested });
    await intercept(req, [inList]);
    assert.equal(nested.message, 'COUPON_CODE_INVALID_ERROR');
    assert.equal(inList.message, 'Coupon code "L" is not valid');
});

test('instanceof-only: a plain object with errorCode and message is passed through untouched', async () => {
    const { req } = await throughMiddleware({});
    const literal = { __typename: 'CouponCodeInvalidError', errorCode: 'COUPON_CODE_INVALID_ERROR', message: 'COUPON_CODE_INVALID_ERROR', couponCode: 'X' };
    await intercept(req, literal);
    assert.equal(literal.message, 'COUPON_CODE_INVALID_ERROR');
});

test('prefix: the message is looked up under errorResult., and the error fields are the variables', async () => {
    await withRestockCatalogues();
    const { req } = await throughMiddleware({});
    const result = (await intercept(req, new RestockLimitError(1))) as RestockLimitError;
    assert.equal(result.message, 'You can watch at most 1 product at a time');
});

test('error-object-vars: every field of the error result is available as a placeholder', async () => {
    const { req } = await throughMiddleware({ query: { languageCode: 'uk' } });
    const result = (await intercept(req, new CouponCodeInvalidError({ couponCode: 'VESNA' }))) as CouponCodeInvalidError;
    assert.equal(result.message, 'Код купона "VESNA" недійсний');
});

test('missing-key-returns-key: an ErrorResult without a catalogue entry shows the prefixed key', async () => {
    class NoEntryError extends ErrorResult {
        readonly __typename = 'NoEntryError';
        readonly errorCode = 'NO_ENTRY_ERROR';
        readonly message = 'NO_ENTRY_ERROR';
    }
    const { req } = await throughMiddleware({ query: { languageCode: 'de' } });
    const result = (await intercept(req, new NoEntryError())) as NoEntryError;
    assert.equal(result.message, 'errorResult.NO_ENTRY_ERROR');
});

test('no-request-returns-key: a context without a translate function, or rebuilt from serialized form, returns the key', async () => {
    const channel = new Channel({ defaultLanguageCode: LanguageCode.en });
    const bare = new RequestContext({ apiType: 'admin', channel, isAuthorized: true, authorizedAsOwnerOnly: false });
    assert.equal(bare.translate('message.cannot-delete-last-stock-location'), 'message.cannot-delete-last-stock-location');
    const { t } = await throughMiddleware({});
    const fromRequest = new RequestContext({ apiType: 'admin', channel, isAuthorized: true, authorizedAsOwnerOnly: false, translationFn: t });
    assert.equal(fromRequest.translate('message.cannot-delete-last-stock-location'), 'The last remaining StockLocation cannot be deleted');
    const rebuilt = RequestContext.deserialize(fromRequest.serialize());
    assert.equal(rebuilt.translate('message.cannot-delete-last-stock-location'), 'message.cannot-delete-last-stock-location');
});

test('ctx-translate: ctx.translate uses the language of the request', async () => {
    const { t } = await throughMiddleware({ query: { languageCode: 'fr' } });
    const ctx = new RequestContext({ apiType: 'shop', channel: new Channel({ defaultLanguageCode: LanguageCode.en }), isAuthorized: true, authorizedAsOwnerOnly: false, translationFn: t });
    assert.equal(ctx.translate('message.cannot-delete-last-stock-location'), "L'emplacement de stockage restant ne peut pas être supprimé");
});
