import assert from 'node:assert/strict';
import { test } from 'node:test';

process.env.VENDURE_DISABLE_TELEMETRY = 'true';

import CronTime from 'cron-time-generator';
import {
    Channel,
    cleanOrphanedSettingsStoreTask,
    defaultConfig,
    LanguageCode,
    Permission,
    RequestContext,
    SettingsStoreFieldConfig,
    SettingsStoreScopes,
    SettingsStoreService,
} from '@vendure/core';
import { SettingsStoreAdminResolver } from '@vendure/core/dist/api/resolvers/admin/settings-store.resolver';

type Row = { key: string; scope: string; value: unknown; updatedAt: Date };
type ServiceArgs = ConstructorParameters<typeof SettingsStoreService>;

/** An in-memory stand-in for the settings store table, answering the calls the service makes. */
function fakeTable(rows: Row[]) {
    let queries = 0;
    const queryBuilder = () => {
        const params: Record<string, unknown> = {};
        let cutoff: Date | undefined;
        let limit = Infinity;
        let ordered = false;
        const qb = {
            where(_cond: string, p?: { cutoffDate?: Date }) {
                cutoff = p?.cutoffDate;
                return qb;
            },
            setParameter(name: string, value: unknown) {
                params[name] = value;
                return qb;
            },
            orderBy() {
                ordered = true;
                return qb;
            },
            limit(n: number) {
                limit = n;
                return qb;
            },
            async getMany() {
                queries++;
                if (cutoff) {
                    const older = rows.filter(r => r.updatedAt < (cutoff as Date));
                    if (ordered) older.sort((a, b) => a.updatedAt.getTime() - b.updatedAt.getTime());
                    return older.slice(0, limit);
                }
                const pairs: Array<[unknown, unknown]> = [];
                for (let i = 0; `key${i}` in params; i++) pairs.push([params[`key${i}`], params[`scope${i}`]]);
                return rows.filter(r => pairs.some(([k, s]) => r.key === k && r.scope === s));
            },
        };
        return qb;
    };
    const repo = {
        async findOne({ where }: { where: { key: string; scope: string } }) {
            queries++;
            return rows.find(r => r.key === where.key && r.scope === where.scope) ?? null;
        },
        async save(entry: { key: string; scope: string; value: unknown }) {
            if (!rows.includes(entry as Row)) rows.push({ ...entry, updatedAt: new Date() });
            return entry;
        },
        async delete(conditions: Array<{ key: string; scope: string }>) {
            for (const c of conditions) {
                const i = rows.findIndex(r => r.key === c.key && r.scope === c.scope);
                if (i >= 0) rows.splice(i, 1);
            }
        },
        createQueryBuilder: queryBuilder,
    };
    const connection = { getRepository: () => repo, rawConnection: { getRepository: () => repo } };
    return { connection, queryCount: () => queries };
}

function makeService(fields: Record<string, SettingsStoreFieldConfig[]>, rows: Row[] = []) {
    const table = fakeTable(rows);
    const service = new SettingsStoreService(
        table.connection as unknown as ServiceArgs[0],
        {} as unknown as ServiceArgs[1],
        { settingsStoreFields: fields } as unknown as ServiceArgs[2],
    );
    service.onModuleInit();
    return { service, rows, table };
}

function ctxFor(opts: { userId?: number; channelId?: number; permissions?: Permission[] } = {}) {
    const channelId = opts.channelId ?? 1;
    return new RequestContext({
        apiType: 'admin',
        channel: new Channel({ id: channelId, code: 'c', token: 't' }),
        languageCode: LanguageCode.en,
        isAuthorized: true,
        authorizedAsOwnerOnly: false,
        session:
            opts.userId === undefined
                ? undefined
                : {
                      id: 1,
                      token: 's',
                      cacheExpiry: 0,
                      expires: new Date(Date.now() + 60_000),
                      user: {
                          id: opts.userId,
                          identifier: 'someone',
                          verified: true,
                          channelPermissions: [
                              { id: channelId, token: 't', code: 'c', permissions: opts.permissions ?? [Permission.Authenticated] },
                          ],
                      },
                  },
    });
}

test('scope-strings: the four ready-made scopes produce empty, user:<id>, channel:<id> and user:<id>:channel:<id>', () => {
    const ctx = ctxFor({ userId: 3, channelId: 1 });
    assert.equal(SettingsStoreScopes.global(), '');
    assert.equal(SettingsStoreScopes.user({ ctx }), 'user:3');
    assert.equal(SettingsStoreScopes.channel({ ctx }), 'channel:1');
    assert.equal(SettingsStoreScopes.userAndChannel({ ctx }), 'user:3:channel:1');
});

test('user-unknown: without a logged-in user the user scope is user:unknown', () => {
    assert.equal(SettingsStoreScopes.user({ ctx: ctxFor() }), 'user:unknown');
});

test('key-format: a field is stored under <namespace>.<name> with its JSON value', async () => {
    const { service, rows } = makeService({ storefront: [{ name: 'notice' }] });
    const res = await service.set(ctxFor({ userId: 1 }), 'storefront.notice', { text: 'hi' });
    assert.equal(res.result, true);
    assert.deepEqual(
        rows.map(r => [r.key, r.value]),
        [['storefront.notice', { text: 'hi' }]],
    );
});

test('default-scope-global: a field without a scope is stored under the empty (global) scope', async () => {
    const { service, rows } = makeService({ ns: [{ name: 'f' }] });
    await service.set(ctxFor({ userId: 1, channelId: 2 }), 'ns.f', { a: 1 });
    assert.deepEqual(rows.map(r => r.scope), ['']);
});

test('service-get: get() returns the value in the scope of ctx, or undefined when unset', async () => {
    const { service } = makeService({ ns: [{ name: 'c', scope: SettingsStoreScopes.channel }] });
    await service.set(ctxFor({ channelId: 1 }), 'ns.c', { one: true });
    assert.deepEqual(await service.get(ctxFor({ channelId: 1 }), 'ns.c'), { one: true });
    assert.equal(await service.get(ctxFor({ channelId: 2 }), 'ns.c'), undefined);
});

test('unregistered-key: reading an unknown key throws, writing returns a failure naming it', async () => {
    const { service } = makeService({});
    await assert.rejects(service.get(ctxFor(), 'nope.key'), /Settings store field not registered/);
    const res = await service.set(ctxFor(), 'nope.key', { a: 1 });
    assert.equal(res.result, false);
    assert.match(res.error ?? '', /^Settings store field not registered/);
});

test('scope-value-only-on-write: the scope function sees the value when writing and none when reading', async () => {
    const seen: unknown[] = [];
    const { service } = makeService({ ns: [{ name: 'f', scope: ({ value }) => (seen.push(value), 'x') }] });
    await service.set(ctxFor(), 'ns.f', { v: 1 });
    await service.get(ctxFor(), 'ns.f');
    assert.deepEqual(seen, [{ v: 1 }, undefined]);
});

const translations = [{ languageCode: LanguageCode.en, value: 'bad' }];
const validatingFields = (): Record<string, SettingsStoreFieldConfig[]> => ({
    ns: [
        { name: 'str', validate: () => 'too long' },
        { name: 'arr', validate: async () => translations },
        { name: 'ok', validate: async () => undefined },
    ],
});

test('validation-message: a refusal reads "Validation failed for <key>: <message>", translations as JSON', async () => {
    const { service } = makeService(validatingFields());
    const ctx = ctxFor();
    assert.equal((await service.set(ctx, 'ns.str', { a: 1 })).error, 'Validation failed for ns.str: too long');
    assert.equal((await service.set(ctx, 'ns.arr', { a: 1 })).error, `Validation failed for ns.arr: ${JSON.stringify(translations)}`);
});

test('validate-return: returning nothing accepts; a string or an array of translations refuses; async works', async () => {
    const { service, rows } = makeService(validatingFields());
    const ctx = ctxFor();
    assert.equal((await service.set(ctx, 'ns.str', { a: 1 })).result, false);
    assert.equal((await service.set(ctx, 'ns.arr', { a: 1 })).result, false);
    assert.equal((await service.set(ctx, 'ns.ok', { a: 1 })).result, true);
    assert.deepEqual(rows.map(r => r.key), ['ns.ok']);
});

test('set-no-throw: a failed set() resolves to { key, result: false, error } instead of throwing', async () => {
    const { service } = makeService(validatingFields());
    assert.deepEqual(await service.set(ctxFor(), 'ns.str', { a: 1 }), {
        key: 'ns.str',
        result: false,
        error: 'Validation failed for ns.str: too long',
    });
});

test('validate-every-write: the validate function runs for service writes and for API writes', async () => {
    const calls: unknown[] = [];
    const { service } = makeService({ ns: [{ name: 'f', validate: value => void calls.push(value) }] });
    await service.set(ctxFor(), 'ns.f', { from: 'service' });
    await new SettingsStoreAdminResolver(service).setSettingsStoreValue(ctxFor({ userId: 1 }), { key: 'ns.f', value: { from: 'api' } });
    assert.deepEqual(calls, [{ from: 'service' }, { from: 'api' }]);
});

test('service-no-checks: the service writes readonly and permission-protected fields for a context without any user', async () => {
    const { service } = makeService({
        ns: [{ name: 'locked', readonly: true, requiresPermission: Permission.SuperAdmin }],
    });
    const res = await service.set(ctxFor(), 'ns.locked', { a: 1 });
    assert.equal(res.result, true);
    assert.deepEqual(await service.get(ctxFor(), 'ns.locked'), { a: 1 });
});

const permissionFields = (): Record<string, SettingsStoreFieldConfig[]> => ({
    ns: [
        { name: 'readOnlyPerm', requiresPermission: { read: Permission.ReadSettings } },
        { name: 'anyOf', requiresPermission: [Permission.ReadCatalog, Permission.ReadSettings] },
        { name: 'open' },
    ],
});
const plain = () => ctxFor({ userId: 5, permissions: [Permission.Authenticated] });

test('permission-one-side: naming only one side leaves the other requiring just a logged-in user', () => {
    const { service } = makeService(permissionFields());
    assert.equal(service.hasReadPermission(plain(), 'ns.readOnlyPerm'), false);
    assert.equal(service.hasWritePermission(plain(), 'ns.readOnlyPerm'), true);
    assert.equal(service.hasWritePermission(ctxFor(), 'ns.readOnlyPerm'), false);
});

test('permission-forms: an array needs any one of its permissions, for reading and writing alike', () => {
    const { service } = makeService(permissionFields());
    const catalogOnly = ctxFor({ userId: 5, permissions: [Permission.Authenticated, Permission.ReadCatalog] });
    assert.equal(service.hasReadPermission(catalogOnly, 'ns.anyOf'), true);
    assert.equal(service.hasWritePermission(catalogOnly, 'ns.anyOf'), true);
    assert.equal(service.hasReadPermission(plain(), 'ns.anyOf'), false);
    assert.equal(service.hasWritePermission(plain(), 'ns.anyOf'), false);
});

test('no-permission-authenticated: without requiresPermission a logged-in user may read and write, nobody else', () => {
    const { service } = makeService(permissionFields());
    assert.equal(service.hasReadPermission(plain(), 'ns.open'), true);
    assert.equal(service.hasWritePermission(plain(), 'ns.open'), true);
    assert.equal(service.hasReadPermission(ctxFor(), 'ns.open'), false);
});

const apiFields = (): Record<string, SettingsStoreFieldConfig[]> => ({
    ns: [
        { name: 'locked', readonly: true },
        { name: 'guarded', requiresPermission: Permission.UpdateSettings },
        { name: 'free' },
    ],
});

test('readonly-message: a readonly field refuses API writes even for a SuperAdmin', async () => {
    const { service } = makeService(apiFields());
    const superUser = ctxFor({ userId: 1, permissions: [Permission.Authenticated, Permission.SuperAdmin, Permission.UpdateSettings] });
    const resolver = new SettingsStoreAdminResolver(service);
    assert.deepEqual(await resolver.setSettingsStoreValue(superUser, { key: 'ns.locked', value: 1 }), {
        key: 'ns.locked',
        result: false,
        error: 'Cannot modify readonly settings store field via API',
    });
    const many = await resolver.setSettingsStoreValues(superUser, [{ key: 'ns.locked', value: 1 }]);
    assert.equal(many[0].error, 'Cannot modify readonly settings store field via API');
});

test('api-write-failures: missing permission, unknown key and failed validation come back as result false, not errors', async () => {
    const { service } = makeService({ ...apiFields(), v: [{ name: 'f', validate: () => 'no' }] });
    const resolver = new SettingsStoreAdminResolver(service);
    const user = ctxFor({ userId: 2 });
    assert.equal((await resolver.setSettingsStoreValue(user, { key: 'ns.guarded', value: 1 })).result, false);
    const unknown = await resolver.setSettingsStoreValue(user, { key: 'ns.missing', value: 1 });
    assert.equal(unknown.result, false);
    assert.match(unknown.error ?? '', /Settings store field not registered/);
    assert.equal((await resolver.setSettingsStoreValue(user, { key: 'v.f', value: 1 })).error, 'Validation failed for v.f: no');
});

test('set-many-independent: in setSettingsStoreValues a failing input does not stop the others from being saved', async () => {
    const { service } = makeService(apiFields());
    const user = ctxFor({ userId: 2 });
    const many = await new SettingsStoreAdminResolver(service).setSettingsStoreValues(user, [
        { key: 'ns.guarded', value: 1 },
        { key: 'ns.missing', value: 1 },
        { key: 'ns.free', value: 2 },
    ]);
    assert.deepEqual(
        many.map(r => r.result),
        [false, false, true],
    );
    assert.equal(await service.get(user, 'ns.free'), 2);
});

test('api-read-null: the API read returns nothing without read permission, and an unknown key is an error', async () => {
    const { service } = makeService({ ns: [{ name: 'guarded', requiresPermission: Permission.ReadSettings }] });
    const admin = ctxFor({ userId: 1, permissions: [Permission.Authenticated, Permission.ReadSettings] });
    await service.set(admin, 'ns.guarded', { a: 1 });
    const resolver = new SettingsStoreAdminResolver(service);
    assert.deepEqual(await resolver.getSettingsStoreValue(admin, 'ns.guarded'), { a: 1 });
    assert.equal(await resolver.getSettingsStoreValue(ctxFor({ userId: 2 }), 'ns.guarded'), undefined);
    await assert.rejects(resolver.getSettingsStoreValue(admin, 'ns.nope'), /not registered/);
});

test('api-read-many: getSettingsStoreValues leaves out unset keys and keys the caller may not read', async () => {
    const { service } = makeService({
        ns: [{ name: 'guarded', requiresPermission: Permission.ReadSettings }, { name: 'open' }, { name: 'unset' }],
    });
    const admin = ctxFor({ userId: 1, permissions: [Permission.Authenticated, Permission.ReadSettings] });
    await service.set(admin, 'ns.guarded', { a: 1 });
    await service.set(admin, 'ns.open', { b: 1 });
    const resolver = new SettingsStoreAdminResolver(service);
    assert.deepEqual(await resolver.getSettingsStoreValues(ctxFor({ userId: 2 }), ['ns.guarded', 'ns.open', 'ns.unset']), {
        'ns.open': { b: 1 },
    });
});

test('get-many-one-query: getMany reads several keys, each in its own scope, with one query', async () => {
    const { service, table } = makeService({
        ns: [
            { name: 'g' },
            { name: 'c', scope: SettingsStoreScopes.channel },
        ],
    });
    const ctx = ctxFor({ userId: 1, channelId: 2 });
    await service.set(ctx, 'ns.g', { g: 1 });
    await service.set(ctx, 'ns.c', { c: 1 });
    const before = table.queryCount();
    assert.deepEqual(await service.getMany(ctx, ['ns.g', 'ns.c']), { 'ns.g': { g: 1 }, 'ns.c': { c: 1 } });
    assert.equal(table.queryCount() - before, 1);
});

test('scope-type: ready-made scopes map to GLOBAL, USER, CHANNEL, USER_AND_CHANNEL; others to CUSTOM', () => {
    const { service } = makeService({});
    assert.equal(service.getScopeType({ name: 'a' }), 'GLOBAL');
    assert.equal(service.getScopeType({ name: 'a', scope: SettingsStoreScopes.user }), 'USER');
    assert.equal(service.getScopeType({ name: 'a', scope: SettingsStoreScopes.channel }), 'CHANNEL');
    assert.equal(service.getScopeType({ name: 'a', scope: SettingsStoreScopes.userAndChannel }), 'USER_AND_CHANNEL');
    assert.equal(service.getScopeType({ name: 'a', scope: () => 'x' }), 'CUSTOM');
});

test('cleanup-task-default: the default config lists the clean-orphaned-settings-store task', () => {
    assert.ok(defaultConfig.schedulerOptions.tasks.includes(cleanOrphanedSettingsStoreTask));
    assert.equal(cleanOrphanedSettingsStoreTask.id, 'clean-orphaned-settings-store');
});

test('cleanup-schedule: the task runs on 0 0 */7 * *', () => {
    const schedule = cleanOrphanedSettingsStoreTask.options.schedule;
    assert.equal(typeof schedule === 'function' ? schedule(CronTime) : schedule, '0 0 */7 * *');
});

test('default-task-fixed-limit: olderThan (7d) is the only parameter of the built-in task', () => {
    assert.deepEqual(cleanOrphanedSettingsStoreTask.options.params, { olderThan: '7d' });
});

const day = 24 * 60 * 60 * 1000;

test('find-orphaned-preview: orphans are listed with a value preview cut at 100 characters', async () => {
    const rows: Row[] = [{ key: 'ns.gone', scope: '', value: 'x'.repeat(150), updatedAt: new Date(Date.now() - 30 * day) }];
    const { service } = makeService({}, rows);
    const found = await service.findOrphanedEntries({ olderThan: '7d' });
    assert.equal(found.length, 1);
    assert.equal(found[0].valuePreview, 'x'.repeat(100) + '...');
});

test('limit-before-orphan-check: the oldest rows are loaded first, and only the orphans among them are deleted', async () => {
    const rows: Row[] = [
        { key: 'ns.live', scope: '', value: 1, updatedAt: new Date(Date.now() - 40 * day) },
        { key: 'ns.live2', scope: '', value: 1, updatedAt: new Date(Date.now() - 35 * day) },
        { key: 'ns.gone', scope: '', value: 2, updatedAt: new Date(Date.now() - 30 * day) },
    ];
    const { service } = makeService({ ns: [{ name: 'live' }, { name: 'live2' }] }, rows);
    assert.deepEqual(await service.findOrphanedEntries({ olderThan: '7d', maxDeleteCount: 2 }), []);
    assert.equal((await service.cleanupOrphanedEntries({ maxDeleteCount: 2 })).deletedCount, 0);
    assert.equal((await service.cleanupOrphanedEntries({})).deletedCount, 1);
    assert.deepEqual(rows.map(r => r.key), ['ns.live', 'ns.live2']);
});

test('dry-run-ten-samples: a dry run counts all orphans it found but returns at most ten sample entries', async () => {
    const old = new Date(Date.now() - 30 * day);
    const rows: Row[] = Array.from({ length: 25 }, (_, i) => ({ key: `gone.k${i}`, scope: '', value: i, updatedAt: old }));
    const { service } = makeService({}, rows);
    const res = await service.cleanupOrphanedEntries({ dryRun: true });
    assert.equal(res.deletedCount, 25);
    assert.equal(res.deletedEntries.length, 10);
    assert.equal(rows.length, 25);
});

test('set-typing: set() compiles with an object and rejects a bare primitive at compile time, though it stores one', async () => {
    const { service } = makeService({ ns: [{ name: 'f' }] });
    const ctx = ctxFor();
    // @ts-expect-error a bare string is not a JsonCompatible<any>
    const res = await service.set(ctx, 'ns.f', 'plain');
    assert.equal(res.result, true);
    assert.equal(await service.get(ctx, 'ns.f'), 'plain');
    // @ts-expect-error nor is a boolean inside setMany
    await service.setMany(ctx, { 'ns.f': true });
    assert.equal((await service.set(ctx, 'ns.f', { enabled: true })).result, true);
});
