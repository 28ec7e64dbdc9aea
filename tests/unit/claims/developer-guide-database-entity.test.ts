import assert from 'node:assert/strict';
import { test } from 'node:test';
import { EntityId, idsAreEqual, patchEntity, VendureEntity } from '@vendure/core';
import { getAllEntities } from '@vendure/core/dist/bootstrap';
import { setEntityIdStrategy } from '@vendure/core/dist/entity/set-entity-id-strategy';
import { getEntitiesFromPlugins, PLUGIN_METADATA } from '@vendure/core/dist/plugin/plugin-metadata';
import { DefaultNamingStrategy, getMetadataArgsStorage } from 'typeorm';

class ProductNote extends VendureEntity {
  declare body: string;
  declare pinned: boolean;
  declare customFields: Record<string, unknown>;
  // VendureEntity's constructor is protected; entities in a plugin expose it the same way.
  constructor(input?: Partial<ProductNote>) {
    super(input);
  }
}

test('constructor-copies-input: VendureEntity copies the properties of its input', () => {
  const note = new ProductNote({ body: 'hello', pinned: true, customFields: { severity: 'info' } } as never);
  assert.equal(note.body, 'hello');
  assert.equal(note.pinned, true);
  assert.deepEqual(note.customFields, { severity: 'info' });
});

test('entity-id-column-type: @EntityId columns are int for auto-increment ids and varchar for UUIDs', () => {
  class IncrementNote {}
  class UuidNote {}
  EntityId()(IncrementNote.prototype, 'productId');
  EntityId({ nullable: true })(UuidNote.prototype, 'authorId');
  setEntityIdStrategy({ primaryKeyType: 'increment' } as never, [IncrementNote] as never);
  setEntityIdStrategy({ primaryKeyType: 'uuid' } as never, [UuidNote] as never);
  const column = (target: unknown, name: string) =>
    getMetadataArgsStorage().columns.find(c => c.target === target && c.propertyName === name)?.options as { type?: string; nullable?: boolean };
  assert.equal(column(IncrementNote, 'productId').type, 'int');
  assert.equal(column(UuidNote, 'authorId').type, 'varchar');
  assert.equal(column(UuidNote, 'authorId').nullable, true);
  // restore the default strategy for the shared base entity
  setEntityIdStrategy({ primaryKeyType: 'increment' } as never, []);
});

test('default-naming: the table is product_note and the relation column productId', () => {
  const naming = new DefaultNamingStrategy();
  assert.equal(naming.tableName('ProductNote', undefined), 'product_note');
  assert.equal(naming.joinColumnName('product', 'id'), 'productId');
});

test('entities-function: a plugin may give its entities as a function', () => {
  class PluginA {}
  class NoteA {}
  class NoteB {}
  Reflect.defineMetadata(PLUGIN_METADATA.ENTITIES, () => [NoteA, NoteB], PluginA);
  assert.deepEqual(getEntitiesFromPlugins([PluginA] as never), [NoteA, NoteB]);
});

test('patch-entity: defined values onto existing properties, undefined and id skipped, customFields merged', () => {
  const note = { id: 1, body: 'old', pinned: true, customFields: { severity: 'info', remindOn: null } };
  patchEntity(note as never, { id: 99, body: undefined, pinned: false, extra: 'x', customFields: { severity: 'urgent' } } as never);
  assert.deepEqual(note, { id: 1, body: 'old', pinned: false, customFields: { severity: 'urgent', remindOn: null } });
});

test('ids-are-equal: "1" === 1 is false, idsAreEqual compares across types', () => {
  assert.equal(idsAreEqual('1', 1), true);
  assert.equal(idsAreEqual('1', 2), false);
});

test('entity-name-conflict: a plugin entity named like a core entity or another plugin entity stops the bootstrap', () => {
  class Tag {}
  class CorePlugin {}
  Reflect.defineMetadata(PLUGIN_METADATA.ENTITIES, [Tag], CorePlugin);
  assert.throws(() => getAllEntities({ plugins: [CorePlugin] } as never), { message: 'error.entity-name-conflict' });
  class Review {}
  const ReviewAgain = class Review {};
  class PluginOne {}
  class PluginTwo {}
  Reflect.defineMetadata(PLUGIN_METADATA.ENTITIES, [Review], PluginOne);
  Reflect.defineMetadata(PLUGIN_METADATA.ENTITIES, [ReviewAgain], PluginTwo);
  assert.throws(() => getAllEntities({ plugins: [PluginOne, PluginTwo] } as never), { message: 'error.entity-name-conflict' });
  const ok = getAllEntities({ plugins: [PluginOne] } as never);
  assert.ok(ok.includes(Review));
});

test('id-decoding: the default auto-increment strategy decodes "1" to the number 1, UUIDs stay strings', async () => {
  const { AutoIncrementIdStrategy, UuidIdStrategy } = await import('@vendure/core');
  assert.equal(new AutoIncrementIdStrategy().decodeId('1'), 1);
  assert.equal(new UuidIdStrategy().decodeId('a1b2'), 'a1b2');
});
