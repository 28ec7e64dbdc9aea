import assert from 'node:assert/strict';
import { test } from 'node:test';

process.env.VENDURE_DISABLE_TELEMETRY = 'true';

import {
    Channel,
    ChannelService,
    InternalServerError,
    LanguageCode,
    Product,
    ProductTranslation,
    ProductVariant,
    ProductVariantTranslation,
    RequestContext,
    TranslatableSaver,
    translateDeep,
    translateEntity,
    TranslatorService,
} from '@vendure/core';
import { getMetadataArgsStorage } from 'typeorm';

type SaverArgs = ConstructorParameters<typeof TranslatableSaver>;
type TranslatorArgs = ConstructorParameters<typeof TranslatorService>;

/** Records every save and delete that the saver makes, and serves `existing` to find(). */
function fakeConnection(existing: ProductTranslation[] = []) {
    const log: string[] = [];
    const saved: unknown[] = [];
    const connection = {
        getRepository: (_ctx: RequestContext, type: { name: string }) => ({
            save: async <T extends object>(entity: T) => {
                log.push(`save ${type.name}`);
                saved.push(entity);
                return entity;
            },
            find: async () => existing,
            delete: async () => void log.push(`delete ${type.name}`),
        }),
    };
    return { connection: connection as unknown as SaverArgs[0], log, saved };
}

const ctxIn = (languageCode: LanguageCode, channelDefault = LanguageCode.en) =>
    new RequestContext({
        apiType: 'admin',
        channel: new Channel({ id: 1, defaultLanguageCode: channelDefault }),
        languageCode,
        isAuthorized: true,
        authorizedAsOwnerOnly: false,
    });

test('saver-create: translations are saved first, attached, beforeSave runs, then the base entity is saved', async () => {
    const { connection, log } = fakeConnection();
    const order: string[] = [];
    const input = {
        enabled: true,
        translations: [
            { languageCode: LanguageCode.en, name: 'Laptop', slug: 'laptop', description: '' },
            { languageCode: LanguageCode.de, name: 'Notebook', slug: 'notebook', description: '' },
        ],
    };
    const created = await new TranslatableSaver(connection).create({
        ctx: ctxIn(LanguageCode.en),
        entityType: Product,
        translationType: ProductTranslation,
        input,
        beforeSave: async entity => {
            order.push(`beforeSave with ${entity.translations.length} translations`);
            log.push('beforeSave');
        },
    });
    assert.deepEqual(log, ['save ProductTranslation', 'save ProductTranslation', 'beforeSave', 'save Product']);
    assert.deepEqual(order, ['beforeSave with 2 translations']);
    assert.ok(created instanceof Product);
    assert.equal(created.enabled, true);
});

function stored() {
    const base = new Product({ id: 7 });
    return [
        new ProductTranslation({ id: 1, languageCode: LanguageCode.en, name: 'Laptop', slug: 'laptop', base }),
        new ProductTranslation({ id: 2, languageCode: LanguageCode.de, name: 'Notebook', slug: 'notebook', base }),
    ];
}

test('saver-update-by-language: an existing language updates its row, a new one is added, others are left alone', async () => {
    const { connection, log, saved } = fakeConnection(stored());
    const updated = await new TranslatableSaver(connection).update({
        ctx: ctxIn(LanguageCode.en),
        entityType: Product,
        translationType: ProductTranslation,
        input: {
            id: 7,
            translations: [
                { languageCode: LanguageCode.de, description: 'Schnell' },
                { languageCode: LanguageCode.fr, name: 'Ordinateur', slug: 'ordinateur' },
            ],
        },
    });
    assert.deepEqual(log, ['save ProductTranslation', 'save ProductTranslation', 'save Product']);
    const [deRow, frRow] = saved as ProductTranslation[];
    assert.equal(deRow.id, 2);
    assert.equal(deRow.description, 'Schnell');
    assert.equal(deRow.name, undefined);
    assert.equal(frRow.id, undefined);
    assert.equal(frRow.languageCode, LanguageCode.fr);
    assert.deepEqual(
        updated.translations.map(t => t.languageCode),
        [LanguageCode.en, LanguageCode.de, LanguageCode.fr],
    );
});

test('saver-update-no-translations: without input.translations no translation row is written or removed', async () => {
    const { connection, log } = fakeConnection(stored());
    const input = { id: 7, enabled: false };
    const updated = await new TranslatableSaver(connection).update({
        ctx: ctxIn(LanguageCode.en),
        entityType: Product,
        translationType: ProductTranslation,
        input,
    });
    assert.deepEqual(log, ['save Product']);
    assert.equal(updated.enabled, false);
});

test('saver-update-patch: undefined fields are skipped; beforeSave gets an entity built from the input, without channels', async () => {
    const { connection } = fakeConnection(stored());
    let channelsSeen: unknown = 'not called';
    const input = { id: 7, enabled: undefined };
    const updated = await new TranslatableSaver(connection).update({
        ctx: ctxIn(LanguageCode.en),
        entityType: Product,
        translationType: ProductTranslation,
        input,
        beforeSave: async entity => void (channelsSeen = entity.channels),
    });
    assert.equal('enabled' in updated && updated.enabled !== undefined, false);
    assert.equal(channelsSeen, undefined);
});

test('no-language-check: create accepts translations in any language, for example only German', async () => {
    const { connection } = fakeConnection();
    const created = await new TranslatableSaver(connection).create({
        ctx: ctxIn(LanguageCode.en),
        entityType: Product,
        translationType: ProductTranslation,
        input: { translations: [{ languageCode: LanguageCode.de, name: 'Notebook', slug: 'notebook', description: '' }] },
    });
    assert.deepEqual(
        created.translations.map(t => t.languageCode),
        [LanguageCode.de],
    );
    const englishDefault = new TranslatorService({ defaultLanguageCode: LanguageCode.en } as unknown as TranslatorArgs[0]);
    assert.equal(englishDefault.translate(created, ctxIn(LanguageCode.en)).name, 'Notebook');
});

/** Localized custom field values, as a project with a localeString custom field would have them. */
function withCustomFields(translation: ProductTranslation, values: Record<string, string | null>) {
    return Object.assign(translation, { customFields: values });
}

const translator = new TranslatorService({ defaultLanguageCode: LanguageCode.it } as unknown as TranslatorArgs[0]);

function product(...rows: Array<[LanguageCode, string, string]>) {
    return new Product({
        id: 1,
        customFields: {},
        translations: rows.map(([languageCode, name, description]) => new ProductTranslation({ languageCode, name, description })),
    });
}

test('fallback-order: request language, channel default, config default, English, then the first translation', () => {
    const all = product([LanguageCode.fr, 'fr', 'fr'], [LanguageCode.en, 'en', 'en'], [LanguageCode.it, 'it', 'it'], [LanguageCode.de, 'de', 'de']);
    assert.equal(translator.translate(all, ctxIn(LanguageCode.de, LanguageCode.fr)).name, 'de');
    assert.equal(translator.translate(all, ctxIn(LanguageCode.es, LanguageCode.fr)).name, 'fr');
    assert.equal(translator.translate(all, ctxIn(LanguageCode.es, LanguageCode.pt)).name, 'it');
    const noItalian = product([LanguageCode.fr, 'fr', 'fr'], [LanguageCode.en, 'en', 'en']);
    assert.equal(translator.translate(noItalian, ctxIn(LanguageCode.es, LanguageCode.pt)).name, 'en');
    const onlyFrench = product([LanguageCode.fr, 'fr', 'fr']);
    assert.equal(translator.translate(onlyFrench, ctxIn(LanguageCode.es, LanguageCode.pt)).name, 'fr');
});

test('field-fallback: empty or null fields are filled from the next language, localized custom fields too', () => {
    const p = new Product({
        id: 1,
        customFields: {},
        translations: [
            withCustomFields(new ProductTranslation({ languageCode: LanguageCode.de, name: 'Notebook', description: '' }), { note: null }),
            withCustomFields(new ProductTranslation({ languageCode: LanguageCode.en, name: 'Laptop', description: 'Fast' }), { note: 'English note' }),
        ],
    });
    const t = translator.translate(p, ctxIn(LanguageCode.de, LanguageCode.en));
    assert.equal(t.name, 'Notebook');
    assert.equal(t.description, 'Fast');
    assert.equal(t.languageCode, LanguageCode.de);
    assert.deepEqual(t.customFields, { note: 'English note' });
});

test('shallow-copy: the translated copy shares customFields, translations and relations with the original', () => {
    const p = new Product({
        id: 1,
        customFields: {},
        translations: [withCustomFields(new ProductTranslation({ languageCode: LanguageCode.de, name: 'Notebook', description: 'd' }), { note: 'de' })],
    });
    const t = translator.translate(p, ctxIn(LanguageCode.de));
    assert.notEqual(t, p);
    assert.ok(t instanceof Product);
    assert.equal(t.name, 'Notebook');
    assert.equal(p.name, undefined);
    assert.equal(t.translations, p.translations);
    assert.equal(t.customFields, p.customFields);
    assert.deepEqual(p.customFields, { note: 'de' });
});

test('nested-array-relation: translating [[items, product]] replaces the related objects in the original array', () => {
    const inner = new Product({ id: 2, translations: [new ProductTranslation({ languageCode: LanguageCode.en, name: 'Inner' })] });
    const variant = new ProductVariant({ id: 3, product: inner });
    const holder = new Product({
        id: 1,
        variants: [variant],
        translations: [new ProductTranslation({ languageCode: LanguageCode.en, name: 'Outer' })],
    });
    const t = translator.translate(holder, ctxIn(LanguageCode.en), [['variants', 'product']]);
    assert.equal(t.variants, holder.variants);
    assert.notEqual(holder.variants[0].product, inner);
    assert.equal(holder.variants[0].product.name, 'Inner');
});

test('no-translations: translateDeep returns the same object untranslated; translateEntity throws', () => {
    const empty = new Product({ id: 1, translations: [] });
    assert.equal(translateDeep(empty, LanguageCode.en), empty);
    assert.equal(empty.name, undefined);
    const missing = new Product({ id: 2 });
    assert.equal(translator.translate(missing, ctxIn(LanguageCode.en)), missing);
    assert.throws(() => translateEntity(empty, LanguageCode.en), (e: Error) => e instanceof InternalServerError);
});

test('translate-wrapper: translate() passes [ctx.languageCode, channel default, config default] to translateDeep', () => {
    const p = product([LanguageCode.it, 'it', 'it'], [LanguageCode.fr, 'fr', 'fr']);
    assert.equal(translator.translate(p, ctxIn(LanguageCode.es, LanguageCode.pt)).name, translateDeep(p, [LanguageCode.es, LanguageCode.pt, LanguageCode.it]).name);
    assert.equal(translateDeep(p, LanguageCode.fr).name, 'fr');
});

test('assign-to-current-channel: sets the ctx channel plus the default channel, publishes an event, saves nothing', async () => {
    const published: string[] = [];
    const fake = {
        getDefaultChannel: async () => new Channel({ id: 1 }),
        eventBus: { publish: async (e: { constructor: { name: string } }) => void published.push(e.constructor.name) },
        connection: { getRepository: () => assert.fail('nothing should be saved') },
    } as unknown as ChannelService;
    const assign = (entity: Product, c: RequestContext) => ChannelService.prototype.assignToCurrentChannel.call(fake, entity, c);
    const ctx = new RequestContext({
        apiType: 'admin',
        channel: new Channel({ id: 2 }),
        isAuthorized: true,
        authorizedAsOwnerOnly: false,
    });
    const entity = new Product({ id: 5 });
    await assign(entity, ctx);
    assert.deepEqual(entity.channels, [{ id: 2 }, { id: 1 }]);
    assert.deepEqual(published, ['ChangeChannelEvent']);
    const inDefault = new Product({ id: 6 });
    await assign(inDefault, ctxIn(LanguageCode.en));
    assert.deepEqual(inDefault.channels, [{ id: 1 }]);
});

test('varchar-language-code: core translation entities store languageCode in a varchar column', () => {
    const column = getMetadataArgsStorage().columns.find(c => c.target === ProductVariantTranslation && c.propertyName === 'languageCode');
    assert.equal(column?.options.type, 'varchar');
});

test('saver-never-deletes: update() writes no delete, and the stored English row stays in the result', async () => {
    const { connection, log } = fakeConnection(stored());
    const updated = await new TranslatableSaver(connection).update({
        ctx: ctxIn(LanguageCode.en),
        entityType: Product,
        translationType: ProductTranslation,
        input: { id: 7, translations: [{ languageCode: LanguageCode.de, name: 'Notebook 2' }] },
    });
    assert.equal(log.some(entry => entry.startsWith('delete')), false);
    assert.equal(updated.translations.find(t => t.languageCode === LanguageCode.en)?.name, 'Laptop');
});

test('update-only-sent-fields: the translation row that is saved carries only the fields of the input', async () => {
    const { connection, saved } = fakeConnection(stored());
    await new TranslatableSaver(connection).update({
        ctx: ctxIn(LanguageCode.en),
        entityType: Product,
        translationType: ProductTranslation,
        input: { id: 7, translations: [{ languageCode: LanguageCode.de, description: 'Neu' }] },
    });
    const row = saved[0] as ProductTranslation;
    assert.equal(row.id, 2);
    assert.deepEqual(
        Object.keys(row).filter(k => (row as unknown as Record<string, unknown>)[k] !== undefined).sort(),
        ['base', 'description', 'id', 'languageCode'],
    );
});

test('before-save-create: beforeSave sees the saved, attached translations, and the base save follows it', async () => {
    const { connection, log } = fakeConnection();
    await new TranslatableSaver(connection).create({
        ctx: ctxIn(LanguageCode.en),
        entityType: Product,
        translationType: ProductTranslation,
        input: { translations: [{ languageCode: LanguageCode.en, name: 'Laptop', slug: 'laptop', description: '' }] },
        beforeSave: async entity => {
            assert.equal(entity.translations.length, 1);
            assert.deepEqual(log, ['save ProductTranslation']);
            log.push('beforeSave');
        },
    });
    assert.deepEqual(log, ['save ProductTranslation', 'beforeSave', 'save Product']);
});

test('update-before-save-channels: in update() beforeSave gets a new entity whose channels are unset', async () => {
    const { connection } = fakeConnection(stored());
    let seen: Product | undefined;
    await new TranslatableSaver(connection).update({
        ctx: ctxIn(LanguageCode.en),
        entityType: Product,
        translationType: ProductTranslation,
        input: { id: 7 },
        beforeSave: async entity => void (seen = entity),
    });
    assert.ok(seen instanceof Product);
    assert.equal(seen?.channels, undefined);
    assert.equal(seen?.id, 7);
});

test('translate-copy: the copy has the translated fields and languageCode, the original does not', () => {
    const p = product([LanguageCode.en, 'Laptop', 'Fast']);
    const t = translator.translate(p, ctxIn(LanguageCode.en));
    assert.equal(t.name, 'Laptop');
    assert.equal(t.description, 'Fast');
    assert.equal(t.languageCode, LanguageCode.en);
    assert.equal(p.name, undefined);
    assert.equal(Object.getPrototypeOf(t), Product.prototype);
});

test('shared-custom-fields: localized custom field values land in the original entity customFields too', () => {
    const p = new Product({
        id: 1,
        customFields: {},
        translations: [
            withCustomFields(new ProductTranslation({ languageCode: LanguageCode.de, name: 'Notebook' }), { note: 'Hinweis' }),
            withCustomFields(new ProductTranslation({ languageCode: LanguageCode.en, name: 'Laptop' }), { note: 'Note' }),
        ],
    });
    translator.translate(p, ctxIn(LanguageCode.de));
    assert.deepEqual(p.customFields, { note: 'Hinweis' });
    const english = translator.translate(p, ctxIn(LanguageCode.en));
    assert.deepEqual(english.customFields, { note: 'Note' });
    assert.deepEqual(p.customFields, { note: 'Note' });
});
