import assert from 'node:assert/strict';
import { test } from 'node:test';

process.env.VENDURE_DISABLE_TELEMETRY = 'true';

import {
    Channel,
    CurrencyCode,
    defaultConfig,
    DefaultEntityAccessControlStrategy,
    EntityNotFoundError,
    EventBus,
    ForbiddenError,
    I18nError,
    I18nService,
    IllegalOperationError,
    LanguageCode,
    ListQueryBuilder,
    Permission,
    Product,
    ProductEvent,
    RequestContext,
    RequestContextService,
    Transaction,
    TransactionSubscriber,
    TransactionSubscriberError,
} from '@vendure/core';
import { getApiType } from '@vendure/core/dist/api/common/get-api-type';
import { TranslateErrorsPlugin } from '@vendure/core/dist/api/middleware/translate-errors-plugin';
import { TRANSACTION_MANAGER_KEY } from '@vendure/core/dist/common/constants';
import { TransactionWrapper } from '@vendure/core/dist/connection/transaction-wrapper';
import { wrapEarlyMiddlewareHandler } from '@vendure/core/dist/wrap-early-middleware-handler';
import { json } from 'express';
import { buildSchema, GraphQLError, GraphQLResolveInfo } from 'graphql';
import { EmptyError, Observable, throwError } from 'rxjs';

type RcsArgs = ConstructorParameters<typeof RequestContextService>;
type LqbArgs = ConstructorParameters<typeof ListQueryBuilder>;
type EventBusArgs = ConstructorParameters<typeof EventBus>;
type I18nArgs = ConstructorParameters<typeof I18nService>;
type WrapperArgs = Parameters<TransactionWrapper['executeInTransaction']>;

const defaultChannel = new Channel({
    id: 1,
    code: '__default_channel__',
    token: 'default-token',
    defaultLanguageCode: LanguageCode.en,
    defaultCurrencyCode: CurrencyCode.USD,
    availableCurrencyCodes: [CurrencyCode.USD, CurrencyCode.EUR],
});
const otherChannel = new Channel({
    id: 2,
    code: 'other',
    token: 'other-token',
    defaultLanguageCode: LanguageCode.de,
    defaultCurrencyCode: CurrencyCode.EUR,
    availableCurrencyCodes: [CurrencyCode.EUR],
});

function contextService(channels: Channel[]) {
    const channelService = {
        getChannelFromToken: async (token: string) => {
            if (channels.length === 1 || token === '') return channels[0];
            const found = channels.find(c => c.token === token);
            if (!found) throw new Error('error.channel-not-found');
            return found;
        },
    };
    return new RequestContextService(
        channelService as unknown as RcsArgs[0],
        { apiOptions: { channelTokenKey: 'vendure-token' }, defaultLanguageCode: LanguageCode.en } as unknown as RcsArgs[1],
    );
}

const request = (query: Record<string, string> = {}, headers: Record<string, string> = {}) =>
    ({ query, headers }) as unknown as Parameters<RequestContextService['fromRequest']>[0];

function userSession(permissions: Permission[], channelId = 1) {
    return {
        id: 1,
        token: 't',
        cacheExpiry: 0,
        expires: new Date(Date.now() + 60_000),
        user: { id: 9, identifier: 'u', verified: true, channelPermissions: [{ id: channelId, token: 'x', code: 'c', permissions }] },
    };
}

test('api-defaults: ports, paths, limits and switches have the documented defaults', () => {
    const o = defaultConfig.apiOptions;
    assert.equal(o.port, 3000);
    assert.equal(o.shopApiPath, 'shop-api');
    assert.equal(o.adminApiPath, 'admin-api');
    assert.equal(o.shopListQueryLimit, 100);
    assert.equal(o.adminListQueryLimit, 1000);
    assert.equal(o.channelTokenKey, 'vendure-token');
    assert.equal(o.shopApiPlayground, false);
    assert.equal(o.adminApiPlayground, false);
    assert.equal(o.shopApiDebug, false);
    assert.equal(o.adminApiDebug, false);
    assert.equal(o.introspection, true);
    assert.deepEqual(o.shopApiValidationRules, []);
    assert.deepEqual(o.adminApiValidationRules, []);
    assert.deepEqual(o.apolloServerPlugins, []);
    assert.deepEqual(o.middleware, []);
});

test('list-limit: a take above the API limit is an error', () => {
    const builder = new ListQueryBuilder(
        {} as unknown as LqbArgs[0],
        { apiOptions: { shopListQueryLimit: 100, adminListQueryLimit: 1000 } } as unknown as LqbArgs[1],
    );
    const parse = (builder as unknown as { parseTakeSkipParams(api: string, o: { take: number }): unknown }).parseTakeSkipParams.bind(builder);
    assert.throws(() => parse('shop', { take: 101 }), /error.list-query-limit-exceeded/);
    assert.throws(() => parse('admin', { take: 1001 }), /error.list-query-limit-exceeded/);
});

test('channel-token: the token comes from the header or the query parameter; none means the default channel', async () => {
    const service = contextService([defaultChannel, otherChannel]);
    assert.equal((await service.fromRequest(request({}, { 'vendure-token': 'other-token' }))).channelId, 2);
    assert.equal((await service.fromRequest(request({ 'vendure-token': 'other-token' }))).channelId, 2);
    assert.equal((await service.fromRequest(request())).channelId, 1);
});

test('language-currency: query parameters select language and currency, channel defaults otherwise', async () => {
    const service = contextService([defaultChannel, otherChannel]);
    const ctx = await service.fromRequest(request({ languageCode: 'fr', currencyCode: 'EUR' }));
    assert.equal(ctx.languageCode, 'fr');
    assert.equal(ctx.currencyCode, 'EUR');
    const plain = await service.fromRequest(request({}, { 'vendure-token': 'other-token' }));
    assert.equal(plain.languageCode, LanguageCode.de);
    assert.equal(plain.currencyCode, CurrencyCode.EUR);
    await assert.rejects(
        service.fromRequest(request({ currencyCode: 'GBP' })),
        /error.currency-not-available-in-channel/,
    );
});

test('allow-any-one: the default strategy needs any one of the listed permissions; none or Public is open', async () => {
    const strategy = new DefaultEntityAccessControlStrategy();
    const service = contextService([defaultChannel]);
    const anonymous = await service.fromRequest(request());
    const catalogOnly = await service.fromRequest(request(), undefined, [], userSession([Permission.UpdateCatalog]));
    assert.equal(await strategy.canAccess(anonymous, []), true);
    assert.equal(await strategy.canAccess(anonymous, [Permission.Public]), true);
    assert.equal(await strategy.canAccess(catalogOnly, [Permission.UpdateCatalog, Permission.UpdateProduct]), true);
    assert.equal(await strategy.canAccess(catalogOnly, [Permission.UpdateProduct]), false);
    assert.equal(await strategy.canAccess(anonymous, [Permission.Authenticated]), false);
});

test('owner-only: with Owner listed, a caller without the other permissions gets authorizedAsOwnerOnly', async () => {
    const strategy = new DefaultEntityAccessControlStrategy();
    const service = contextService([defaultChannel]);
    const required = [Permission.UpdateOrder, Permission.Owner];
    const guest = await service.fromRequest(request(), undefined, required, userSession([]));
    assert.equal(guest.isAuthorized, false);
    assert.equal(guest.authorizedAsOwnerOnly, true);
    assert.equal(await strategy.canAccess(guest, required), true);
    const admin = await service.fromRequest(request(), undefined, required, userSession([Permission.UpdateOrder]));
    assert.equal(admin.isAuthorized, true);
    assert.equal(admin.authorizedAsOwnerOnly, false);
});

test('permission-helpers: userHasPermissions needs any one, userHasAllPermissions all, in the current channel', async () => {
    const service = contextService([defaultChannel]);
    const ctx = await service.fromRequest(request(), undefined, [], userSession([Permission.ReadProduct]));
    assert.equal(ctx.userHasPermissions([Permission.ReadProduct, Permission.UpdateProduct]), true);
    assert.equal(ctx.userHasAllPermissions([Permission.ReadProduct, Permission.UpdateProduct]), false);
    const elsewhere = await service.fromRequest(request(), undefined, [], userSession([Permission.ReadProduct], 2));
    assert.equal(elsewhere.userHasPermissions([Permission.ReadProduct]), false);
});

test('serialize-roundtrip: ctx.serialize() gives plain JSON that RequestContext.deserialize() restores', async () => {
    const ctx = await contextService([defaultChannel]).fromRequest(request(), undefined, [], userSession([Permission.ReadProduct]));
    const data = JSON.parse(JSON.stringify(ctx.serialize()));
    const restored = RequestContext.deserialize(data);
    assert.equal(restored.channelId, 1);
    assert.equal(restored.activeUserId, 9);
    assert.equal(restored.userHasPermissions([Permission.ReadProduct]), true);
});

test('api-type: a schema with an administrators query is the Admin API; no GraphQL info means custom', () => {
    const admin = buildSchema('type Query { administrators: Int }');
    const shop = buildSchema('type Query { products: Int }');
    assert.equal(getApiType({ schema: admin } as GraphQLResolveInfo), 'admin');
    assert.equal(getApiType({ schema: shop } as GraphQLResolveInfo), 'shop');
    assert.equal(getApiType(undefined), 'custom');
});

test('transaction-default-auto: @Transaction() defaults to the auto mode and no isolation level', () => {
    const target = { method() {} };
    const descriptor = Object.getOwnPropertyDescriptor(target, 'method') as PropertyDescriptor;
    (Transaction() as MethodDecorator)(target, 'method', descriptor);
    assert.equal(Reflect.getMetadata('__transaction_mode__', target.method), 'auto');
    assert.equal(Reflect.getMetadata('__transaction_isolation_level__', target.method), undefined);
});

function fakeQueryRunner() {
    const log: string[] = [];
    const runner = {
        isTransactionActive: false,
        isReleased: false,
        manager: {},
        startTransaction: async () => {
            log.push('start');
            runner.isTransactionActive = true;
        },
        commitTransaction: async () => {
            log.push('commit');
            runner.isTransactionActive = false;
        },
        rollbackTransaction: async () => {
            log.push('rollback');
            runner.isTransactionActive = false;
        },
        release: async () => void log.push('release'),
    };
    return { runner, log };
}

function runWrapped(work: (ctx: RequestContext) => Observable<unknown>, mode: 'auto' | 'manual' = 'auto') {
    const { runner, log } = fakeQueryRunner();
    const connection = { createQueryRunner: () => runner };
    const promise = new TransactionWrapper().executeInTransaction(
        RequestContext.empty(),
        work as unknown as WrapperArgs[1],
        mode,
        undefined,
        connection as unknown as WrapperArgs[4],
    );
    return { promise, log };
}

test('commit-or-rollback: a resolved method commits, a rejected one rolls back', async () => {
    const ok = runWrapped(() => new Observable(s => (s.next({ errorCode: 'INSUFFICIENT_STOCK_ERROR' }), s.complete())));
    assert.deepEqual(await ok.promise, { errorCode: 'INSUFFICIENT_STOCK_ERROR' });
    assert.deepEqual(ok.log, ['start', 'commit', 'release']);
    const failing = runWrapped(() => throwError(() => new Error('boom')));
    await assert.rejects(failing.promise, /boom/);
    assert.deepEqual(failing.log, ['start', 'rollback', 'release']);
});

test('manual-mode: in manual mode no transaction is started for you', async () => {
    const manual = runWrapped(() => new Observable(s => (s.next(1), s.complete())), 'manual');
    await manual.promise;
    assert.deepEqual(manual.log, ['release']);
});

test('deadlock-retry: deadlocks rerun the method in the same transaction; after five the caller gets an EmptyError', async () => {
    let runs = 0;
    const deadlock = Object.assign(new Error('Deadlock found'), { code: 'ER_LOCK_DEADLOCK' });
    const { promise, log } = runWrapped(
        () =>
            new Observable(subscriber => {
                runs++;
                subscriber.error(deadlock);
            }),
    );
    await assert.rejects(promise, (e: Error) => e instanceof EmptyError);
    assert.equal(runs, 6);
    assert.deepEqual(log, ['start', 'rollback', 'release']);
});

test('non-deadlock-stops: any other error ends the retries and reaches the caller', async () => {
    let runs = 0;
    const deadlock = Object.assign(new Error('deadlock'), { code: 'deadlock_detected' });
    const other = new Error('unique violation');
    const { promise } = runWrapped(
        () =>
            new Observable(subscriber => {
                runs++;
                subscriber.error(runs === 1 ? deadlock : other);
            }),
    );
    await assert.rejects(promise, /unique violation/);
    assert.equal(runs, 2);
});

test('events-after-commit: subscribers get an event after the commit and never after a rollback; blocking handlers run at once', async () => {
    let settle: (ok: boolean) => void = () => undefined;
    const transactionSubscriber = {
        awaitCommit: () =>
            new Promise<void>((resolve, reject) => {
                settle = ok => (ok ? resolve() : reject(new TransactionSubscriberError('rolled back')));
            }),
    };
    const eventBus = new EventBus(transactionSubscriber as unknown as EventBusArgs[0]);
    const seen: string[] = [];
    eventBus.ofType(ProductEvent).subscribe(e => seen.push(`subscriber ${e.type}`));
    eventBus.registerBlockingEventHandler({
        id: 'blocking',
        event: ProductEvent,
        handler: async e => void seen.push(`blocking ${e.type}`),
    });
    const ctx = RequestContext.empty();
    Object.assign(ctx, { [TRANSACTION_MANAGER_KEY]: { queryRunner: {} } });
    await eventBus.publish(new ProductEvent(ctx, new Product({ id: 1 }), 'created'));
    assert.deepEqual(seen, ['blocking created']);
    settle(true);
    await new Promise(resolve => setImmediate(resolve));
    assert.deepEqual(seen, ['blocking created', 'subscriber created']);
    await eventBus.publish(new ProductEvent(ctx, new Product({ id: 1 }), 'updated'));
    settle(false);
    await new Promise(resolve => setImmediate(resolve));
    assert.deepEqual(seen, ['blocking created', 'subscriber created', 'blocking updated']);
    eventBus.onModuleDestroy();
});

test('error-codes: Vendure errors carry extensions.code such as FORBIDDEN, ENTITY_NOT_FOUND, ILLEGAL_OPERATION', () => {
    assert.equal(new ForbiddenError().extensions.code, 'FORBIDDEN');
    assert.equal(new EntityNotFoundError('Product', 1).extensions.code, 'ENTITY_NOT_FOUND');
    assert.equal(new IllegalOperationError('read-only').extensions.code, 'ILLEGAL_OPERATION');
});

test('translated-in-will-send-response: Vendure translates the error objects themselves in willSendResponse', async () => {
    const i18n = new I18nService({} as unknown as I18nArgs[0]);
    const original = new ForbiddenError();
    const error = new GraphQLError(original.message, { originalError: original });
    assert.equal(error.message, 'error.forbidden');
    const listener = await new TranslateErrorsPlugin(i18n).requestDidStart();
    const t = (key: string) => (key === 'error.forbidden' ? 'You are not currently authorized to perform this action' : key);
    const requestContext = {
        errors: [error],
        contextValue: { req: { t } },
        response: { body: { kind: 'single', singleResult: {} } },
    };
    await listener.willSendResponse?.(requestContext as unknown as Parameters<NonNullable<typeof listener.willSendResponse>>[0]);
    assert.equal(requestContext.errors[0], error);
    assert.equal(error.message, 'You are not currently authorized to perform this action');
    assert.ok(original instanceof I18nError);
});

test('before-listen-wrap: a route-scoped body parser is wrapped, a global one is left as it is', () => {
    const parser = json({ limit: '5mb' });
    assert.equal(parser.name, 'jsonParser');
    const scoped = wrapEarlyMiddlewareHandler({ route: '/admin-api', handler: parser, beforeListen: true });
    assert.notEqual(scoped, parser);
    assert.notEqual((scoped as { name?: string }).name, 'jsonParser');
    assert.equal(wrapEarlyMiddlewareHandler({ route: '/', handler: parser, beforeListen: true }), parser);
});

test('middleware-order: route middleware runs after the i18n middleware, in list order; beforeListen entries are not part of it', async () => {
    const { AppModule } = await import('@vendure/core/dist/app.module');
    type AppArgs = ConstructorParameters<typeof AppModule>;
    type Consumer = Parameters<InstanceType<typeof AppModule>['configure']>[0];
    const i18n = { handle: () => function i18nHandler() {} };
    const first = function first() {};
    const second = function second() {};
    const early = function early() {};
    const config = {
        apiOptions: {
            adminApiPath: 'admin-api',
            shopApiPath: 'shop-api',
            middleware: [
                { route: 'shop-api', handler: first },
                { route: 'shop-api', handler: early, beforeListen: true },
                { route: 'shop-api', handler: second },
            ],
        },
        authOptions: { cookieOptions: {} },
    };
    const module = new AppModule(config as unknown as AppArgs[0], i18n as unknown as AppArgs[1]);
    const applied: Array<[string, string[]]> = [];
    const consumer = {
        apply: (...handlers: Array<{ name: string }>) => ({
            forRoutes: (route: string) => void applied.push([route, handlers.map(h => h.name)]),
        }),
    };
    module.configure(consumer as unknown as Consumer);
    assert.deepEqual(applied, [
        ['admin-api', ['i18nHandler']],
        ['shop-api', ['i18nHandler', 'first', 'second']],
    ]);
});

test('playground-introspection: playgrounds are off and introspection is on by default', () => {
    assert.equal(defaultConfig.apiOptions.shopApiPlayground, false);
    assert.equal(defaultConfig.apiOptions.adminApiPlayground, false);
    assert.equal(defaultConfig.apiOptions.introspection, true);
});

test('api-type-values: the API type is shop, admin, or custom outside GraphQL', async () => {
    const ctx = await contextService([defaultChannel]).fromRequest(request());
    assert.equal(ctx.apiType, 'custom');
    assert.equal(getApiType({ schema: buildSchema('type Query { administrators: Int }') } as GraphQLResolveInfo), 'admin');
    assert.equal(getApiType({ schema: buildSchema('type Query { activeOrder: Int }') } as GraphQLResolveInfo), 'shop');
});

test('no-allow-open: without any listed permission an anonymous caller is let through', async () => {
    const anonymous = await contextService([defaultChannel]).fromRequest(request());
    assert.equal(await new DefaultEntityAccessControlStrategy().canAccess(anonymous, []), true);
});

test('forbidden: a caller without any of the listed permissions is refused', async () => {
    const ctx = await contextService([defaultChannel]).fromRequest(request(), undefined, [], userSession([Permission.ReadCatalog]));
    assert.equal(await new DefaultEntityAccessControlStrategy().canAccess(ctx, [Permission.UpdateCatalog]), false);
    assert.equal(new ForbiddenError().extensions.code, 'FORBIDDEN');
});

test('sixth-run-empty-error: five deadlocks lead to a sixth run that is not awaited, and an EmptyError', async () => {
    let runs = 0;
    const deadlock = Object.assign(new Error('deadlock'), { code: 'deadlock_detected' });
    const { promise, log } = runWrapped(
        () =>
            new Observable(subscriber => {
                runs++;
                if (runs === 6) {
                    // The sixth run would succeed, but nobody waits for it
                    setTimeout(() => (subscriber.next('late'), subscriber.complete()), 5);
                    return;
                }
                subscriber.error(deadlock);
            }),
    );
    await assert.rejects(promise, (e: Error) => e instanceof EmptyError && e.message === 'no elements in sequence');
    assert.equal(runs, 6);
    assert.deepEqual(log, ['start', 'rollback', 'release']);
});

test('error-result-commits: a returned error result is a normal value, so the transaction commits', async () => {
    const { promise, log } = runWrapped(
        () => new Observable(s => (s.next({ __typename: 'InsufficientStockError', errorCode: 'INSUFFICIENT_STOCK_ERROR' }), s.complete())),
    );
    await promise;
    assert.deepEqual(log, ['start', 'commit', 'release']);
});

test('same-route-order: two entries for one route are applied in the order they are listed', async () => {
    const { AppModule } = await import('@vendure/core/dist/app.module');
    type AppArgs = ConstructorParameters<typeof AppModule>;
    type Consumer = Parameters<InstanceType<typeof AppModule>['configure']>[0];
    const b = function b() {};
    const a = function a() {};
    const config = {
        apiOptions: { adminApiPath: 'admin-api', shopApiPath: 'shop-api', middleware: [{ route: '/webhooks', handler: b }, { route: '/webhooks', handler: a }] },
        authOptions: { cookieOptions: {} },
    };
    const module = new AppModule(config as unknown as AppArgs[0], { handle: () => function i18n() {} } as unknown as AppArgs[1]);
    const applied: Array<[string, string[]]> = [];
    module.configure({
        apply: (...handlers: Array<{ name: string }>) => ({ forRoutes: (route: string) => void applied.push([route, handlers.map(h => h.name)]) }),
    } as unknown as Consumer);
    assert.deepEqual(applied.find(([route]) => route === '/webhooks'), ['/webhooks', ['b', 'a']]);
});

test('guard-error-code: an IllegalOperationError carries the ILLEGAL_OPERATION code', () => {
    const error = new IllegalOperationError('The shop is read-only during maintenance.');
    assert.equal(error.extensions.code, 'ILLEGAL_OPERATION');
    assert.equal(error.message, 'The shop is read-only during maintenance.');
});
