import assert from 'node:assert/strict';
import { test } from 'node:test';

process.env.VENDURE_DISABLE_TELEMETRY = 'true';

import {
    Channel,
    DefaultEntityAccessControlStrategy,
    EntityNotFoundError,
    LanguageCode,
    ListQueryBuilder,
    Product,
    ProductTranslation,
    RequestContext,
    TransactionalConnection,
    translateDeep,
    TranslatorService,
} from '@vendure/core';
import { TRANSACTION_MANAGER_KEY } from '@vendure/core/dist/common/constants';
import { TransactionWrapper } from '@vendure/core/dist/connection/transaction-wrapper';
import { EmptyError } from 'rxjs';
import { DataSource, EntityManager, EntitySchema } from 'typeorm';

type ConnArgs = ConstructorParameters<typeof TransactionalConnection>;
type LqbArgs = ConstructorParameters<typeof ListQueryBuilder>;
type TranslatorArgs = ConstructorParameters<typeof TranslatorService>;
type WrapperArgs = Parameters<TransactionWrapper['executeInTransaction']>;

const Row = new EntitySchema<{ id: number; label: string }>({
    name: 'Row',
    columns: { id: { type: Number, primary: true, generated: true }, label: { type: String } },
});

async function sqljs() {
    return new DataSource({ type: 'sqljs', entities: [Row], synchronize: true, logging: false }).initialize();
}

const managerOf = (ctx: RequestContext) => (ctx as unknown as Record<symbol, EntityManager>)[TRANSACTION_MANAGER_KEY];

function connectionWith(dataSource: unknown, strategy: object = new DefaultEntityAccessControlStrategy()) {
    return new TransactionalConnection(
        dataSource as ConnArgs[0],
        new TransactionWrapper(),
        { authOptions: { entityAccessControlStrategy: strategy } } as unknown as ConnArgs[2],
    );
}

test('repository-scope: with a transactional ctx the repository uses its manager, otherwise the pool', () => {
    const poolRepo = { from: 'pool' };
    const txRepo = { from: 'transaction' };
    const connection = connectionWith({ getRepository: () => poolRepo });
    const plain = RequestContext.empty();
    const inTx = RequestContext.empty();
    Object.assign(inTx, { [TRANSACTION_MANAGER_KEY]: { getRepository: () => txRepo } });
    assert.equal(connection.getRepository(plain, Product), poolRepo);
    assert.equal(connection.getRepository(inTx, Product), txRepo);
    assert.equal(connection.getRepository(Product), poolRepo);
});

test('default-no-restriction: the default access control strategy has no applyAccessControl, so repositories are not wrapped', () => {
    assert.equal('applyAccessControl' in new DefaultEntityAccessControlStrategy(), false);
    const poolRepo = { from: 'pool' };
    const connection = connectionWith({ getRepository: () => poolRepo });
    assert.equal(connection.getRepository(RequestContext.empty(), Product), poolRepo);
});

test('get-entity-or-throw: a missing or soft-deleted entity throws ENTITY_NOT_FOUND unless includeSoftDeleted', async () => {
    let row: unknown = null;
    const connection = connectionWith({ getRepository: () => ({ findOne: async () => row }) });
    const ctx = RequestContext.empty();
    await assert.rejects(connection.getEntityOrThrow(ctx, Product, 1), (e: Error) => e instanceof EntityNotFoundError);
    await assert.rejects(connection.getEntityOrThrow(ctx, Product, 1), (e: EntityNotFoundError) => e.extensions.code === 'ENTITY_NOT_FOUND');
    row = new Product({ id: 1, deletedAt: new Date() });
    await assert.rejects(connection.getEntityOrThrow(ctx, Product, 1), (e: Error) => e instanceof EntityNotFoundError);
    assert.equal(await connection.getEntityOrThrow(ctx, Product, 1, { includeSoftDeleted: true }), row);
});

test('retries: getEntityOrThrow makes up to `retries` attempts, 25 ms apart by default', async () => {
    let calls = 0;
    const found = new Product({ id: 1, deletedAt: null });
    const connection = connectionWith({ getRepository: () => ({ findOne: async () => (++calls < 3 ? null : found) }) });
    const start = Date.now();
    assert.equal(await connection.getEntityOrThrow(RequestContext.empty(), Product, 1, { retries: 3 }), found);
    assert.equal(calls, 3);
    assert.ok(Date.now() - start >= 45);
    calls = -10;
    await assert.rejects(connection.getEntityOrThrow(RequestContext.empty(), Product, 1, { retries: 2, retryDelay: 1 }));
    assert.equal(calls, -8);
});

interface TRow { id: number; name: string; base?: BRow }
interface BRow { id: number; translations: TRow[]; deletedAt?: Date | null }
interface ARow { id: number; b: BRow; other?: BRow }
const T = new EntitySchema<TRow>({
    name: 'T',
    columns: { id: { type: Number, primary: true, generated: true }, name: { type: String } },
    relations: { base: { type: 'many-to-one', target: 'B', inverseSide: 'translations' } },
});
const B = new EntitySchema<BRow>({
    name: 'B',
    columns: { id: { type: Number, primary: true, generated: true }, deletedAt: { type: Date, nullable: true } },
    relations: { translations: { type: 'one-to-many', target: 'T', inverseSide: 'base', eager: true } },
});
const A = new EntitySchema<ARow>({
    name: 'A',
    columns: { id: { type: Number, primary: true, generated: true } },
    relations: { b: { type: 'many-to-one', target: 'B' }, other: { type: 'many-to-one', target: 'B' } },
});

async function withEagerFixture(fn: (ds: DataSource) => Promise<void>) {
    const ds = await new DataSource({ type: 'sqljs', entities: [A, B, T], synchronize: true, logging: false }).initialize();
    try {
        const b = await ds.getRepository(B).save({ deletedAt: new Date() });
        await ds.getRepository(T).save({ name: 'x', base: b });
        await ds.getRepository(A).save({ b, other: b });
        await fn(ds);
    } finally {
        await ds.destroy();
    }
}

test('eager-relations: find() loads eager relations and leaves unnamed relations undefined', async () => {
    await withEagerFixture(async ds => {
        const plainB = await ds.getRepository(B).findOne({ where: { id: 1 } });
        assert.equal(plainB?.translations.length, 1);
        const a = await ds.getRepository(A).findOne({ where: { id: 1 } });
        assert.equal(a?.b, undefined);
        assert.equal(a?.other, undefined);
    });
});

test('eager-named-relations: a relation named in relations brings its own eager relations, with either load strategy', async () => {
    await withEagerFixture(async ds => {
        for (const strategy of ['join', 'query'] as const) {
            const a = await ds.getRepository(A).findOne({ where: { id: 1 }, relations: ['b'], relationLoadStrategy: strategy });
            assert.equal(a?.b.translations.length, 1, strategy);
            assert.equal(a?.b.translations[0].name, 'x');
        }
    });
});

test('query-builder-bare: a plain QueryBuilder loads no eager relations and returns soft-deleted rows', async () => {
    await withEagerFixture(async ds => {
        const rows = await ds.getRepository(B).createQueryBuilder('b').getMany();
        assert.equal(rows.length, 1);
        assert.equal(rows[0].translations, undefined);
        assert.ok(rows[0].deletedAt instanceof Date);
    });
});

test('repository-no-ctx: getRepository(Entity) ignores any transaction and uses the pool', () => {
    const poolRepo = { from: 'pool' };
    const connection = connectionWith({ getRepository: () => poolRepo });
    assert.equal(connection.getRepository(Product), poolRepo);
});

test('with-transaction-commit: the callback gets a copy of ctx that carries the transaction; its result is committed', async () => {
    const ds = await sqljs();
    try {
        const outer = RequestContext.empty();
        let inner: RequestContext | undefined;
        const result = await connectionWith(ds).withTransaction(outer, async txCtx => {
            inner = txCtx;
            await managerOf(txCtx).getRepository(Row).save({ label: 'a' });
            return 'done';
        });
        assert.equal(result, 'done');
        assert.notEqual(inner, outer);
        assert.equal(managerOf(outer), undefined);
        assert.equal(await ds.getRepository(Row).count(), 1);
    } finally {
        await ds.destroy();
    }
});

test('with-transaction-rollback: a rejected callback rolls back and the same error is thrown', async () => {
    const ds = await sqljs();
    try {
        const boom = new Error('boom');
        await assert.rejects(
            connectionWith(ds).withTransaction(RequestContext.empty(), async txCtx => {
                await managerOf(txCtx).getRepository(Row).save({ label: 'a' });
                throw boom;
            }),
            (e: Error) => e === boom,
        );
        assert.equal(await ds.getRepository(Row).count(), 0);
    } finally {
        await ds.destroy();
    }
});

test('with-transaction-deadlock: a deadlock is not retried by calling the callback again; the caller gets EmptyError', async () => {
    let calls = 0;
    const rollbacks: string[] = [];
    const runner = {
        isTransactionActive: false,
        isReleased: false,
        manager: {},
        startTransaction: async () => void (runner.isTransactionActive = true),
        commitTransaction: async () => void (runner.isTransactionActive = false),
        rollbackTransaction: async () => void (rollbacks.push('rollback'), (runner.isTransactionActive = false)),
        release: async () => undefined,
    };
    const deadlock = Object.assign(new Error('Deadlock found when trying to get lock'), { code: 'ER_LOCK_DEADLOCK' });
    await assert.rejects(
        new TransactionWrapper().executeInTransaction(
            RequestContext.empty(),
            (async () => {
                calls++;
                throw deadlock;
            }) as unknown as WrapperArgs[1],
            'auto',
            undefined,
            { createQueryRunner: () => runner } as unknown as WrapperArgs[4],
        ),
        (e: Error) => e instanceof EmptyError && e.message === 'no elements in sequence',
    );
    assert.equal(calls, 1);
    assert.deepEqual(rollbacks, ['rollback']);
});

test('nested-savepoint: inside an open transaction, withTransaction nests its work and an inner error undoes only that', async () => {
    const ds = await sqljs();
    try {
        const connection = connectionWith(ds);
        await connection.withTransaction(RequestContext.empty(), async outerCtx => {
            await managerOf(outerCtx).getRepository(Row).save({ label: 'outer' });
            await assert.rejects(
                connection.withTransaction(outerCtx, async innerCtx => {
                    assert.equal(managerOf(innerCtx).queryRunner, managerOf(outerCtx).queryRunner);
                    await managerOf(innerCtx).getRepository(Row).save({ label: 'inner' });
                    throw new Error('inner failed');
                }),
                /inner failed/,
            );
        });
        assert.deepEqual(
            (await ds.getRepository(Row).find()).map(r => r.label),
            ['outer'],
        );
    } finally {
        await ds.destroy();
    }
});

test('empty-context: withTransaction(work) without a context starts from RequestContext.empty()', async () => {
    const ds = await sqljs();
    try {
        let seen: RequestContext | undefined;
        await connectionWith(ds).withTransaction(async ctx => void (seen = ctx));
        assert.equal(seen?.apiType, 'admin');
        assert.equal(seen?.activeUserId, undefined);
        assert.equal(seen?.channelId, undefined);
    } finally {
        await ds.destroy();
    }
});

function listBuilder() {
    return new ListQueryBuilder(
        { rawConnection: {} } as unknown as LqbArgs[0],
        { apiOptions: { shopListQueryLimit: 100, adminListQueryLimit: 1000 } } as unknown as LqbArgs[1],
    );
}
type TakeSkip = { parseTakeSkipParams(api: string, o: { take?: number; skip?: number }, ignore?: boolean): { take: number; skip: number } };

test('list-default-take: without take a page holds as many items as the API limit allows', () => {
    const builder = listBuilder() as unknown as TakeSkip;
    assert.equal(builder.parseTakeSkipParams('shop', {}).take, 100);
    assert.equal(builder.parseTakeSkipParams('admin', {}).take, 1000);
});

test('list-take-rejected: a take above the limit is rejected, not reduced; ignoreQueryLimits lifts it', () => {
    const builder = listBuilder() as unknown as TakeSkip;
    assert.throws(() => builder.parseTakeSkipParams('shop', { take: 500 }), /error.list-query-limit-exceeded/);
    assert.equal(builder.parseTakeSkipParams('shop', { take: 500 }, true).take, 500);
});

test('list-no-ctx-shop-limit: without ctx in the extended options the Shop API limit applies', () => {
    const builder = listBuilder();
    assert.throws(() => builder.build(Product, { take: 500 }), /error.list-query-limit-exceeded/);
    const adminCtx = RequestContext.empty();
    assert.throws(() => builder.build(Product, { take: 5000 }, { ctx: adminCtx }), /error.list-query-limit-exceeded/);
});

function productWith(...translations: Array<[LanguageCode, string, string]>) {
    return new Product({
        id: 1,
        translations: translations.map(([languageCode, name, description]) => new ProductTranslation({ languageCode, name, description })),
    });
}

function ctxIn(languageCode: LanguageCode, channelDefault: LanguageCode) {
    return new RequestContext({
        apiType: 'shop',
        channel: new Channel({ id: 1, defaultLanguageCode: channelDefault }),
        languageCode,
        isAuthorized: true,
        authorizedAsOwnerOnly: false,
    });
}

test('translation-fallback: request language, channel default, config default, English, then any translation', () => {
    const translator = new TranslatorService({ defaultLanguageCode: LanguageCode.it } as unknown as TranslatorArgs[0]);
    const p = productWith([LanguageCode.fr, 'Ordinateur', 'fr'], [LanguageCode.en, 'Laptop', 'en'], [LanguageCode.it, 'Portatile', 'it']);
    assert.equal(translator.translate(p, ctxIn(LanguageCode.fr, LanguageCode.de)).name, 'Ordinateur');
    assert.equal(translator.translate(p, ctxIn(LanguageCode.es, LanguageCode.fr)).name, 'Ordinateur');
    assert.equal(translator.translate(p, ctxIn(LanguageCode.es, LanguageCode.de)).name, 'Portatile');
    const noConfigLang = productWith([LanguageCode.fr, 'Ordinateur', 'fr'], [LanguageCode.en, 'Laptop', 'en']);
    assert.equal(translator.translate(noConfigLang, ctxIn(LanguageCode.es, LanguageCode.de)).name, 'Laptop');
    const onlyFrench = productWith([LanguageCode.fr, 'Ordinateur', 'fr']);
    assert.equal(translator.translate(onlyFrench, ctxIn(LanguageCode.es, LanguageCode.de)).name, 'Ordinateur');
});

test('empty-field-fallback: an empty field is filled from the next language in the order', () => {
    const translator = new TranslatorService({ defaultLanguageCode: LanguageCode.en } as unknown as TranslatorArgs[0]);
    const p = productWith([LanguageCode.de, 'Notebook', ''], [LanguageCode.en, 'Laptop', 'A fast laptop']);
    const translated = translator.translate(p, ctxIn(LanguageCode.de, LanguageCode.de));
    assert.equal(translated.name, 'Notebook');
    assert.equal(translated.description, 'A fast laptop');
});

test('translate-deep: translateDeep takes one code or an ordered list', () => {
    const p = productWith([LanguageCode.de, 'Notebook', 'de'], [LanguageCode.en, 'Laptop', 'en']);
    assert.equal(translateDeep(p, LanguageCode.de).name, 'Notebook');
    assert.equal(translateDeep(p, [LanguageCode.fr, LanguageCode.en]).name, 'Laptop');
});
