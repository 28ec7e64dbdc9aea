import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DataSource, QueryRunner } from 'typeorm';
import * as core from '@vendure/core';
import { migrateAssetTranslationData } from '@vendure/core';

async function withRunner(setup: string[], fn: (qr: QueryRunner) => Promise<void>) {
  const ds = new DataSource({ type: 'sqljs', entities: [], logging: false });
  await ds.initialize();
  const qr = ds.createQueryRunner();
  const log = console.log;
  console.log = () => undefined;
  try {
    for (const sql of setup) await qr.query(sql);
    await fn(qr);
  } finally {
    console.log = log;
    await qr.release();
    await ds.destroy();
  }
}

const channel = `CREATE TABLE "channel" ("id" integer PRIMARY KEY, "code" varchar, "defaultLanguageCode" varchar)`;
const asset = `CREATE TABLE "asset" ("id" integer PRIMARY KEY, "createdAt" datetime, "updatedAt" datetime, "name" varchar)`;
const assetWithoutName = `CREATE TABLE "asset" ("id" integer PRIMARY KEY, "createdAt" datetime, "updatedAt" datetime)`;
const translation = `CREATE TABLE "asset_translation" ("id" integer PRIMARY KEY AUTOINCREMENT, "createdAt" datetime, "updatedAt" datetime, "languageCode" varchar, "name" varchar, "baseId" integer)`;
const twoAssets = `INSERT INTO "asset" VALUES (1, '2024-01-01', '2024-01-01', 'shoe.jpg'), (2, '2024-01-01', '2024-01-01', 'mug.jpg')`;

test('asset-helper-copies: names are copied in the default channel language, once per asset', async () => {
  await withRunner(
    [channel, asset, translation, `INSERT INTO "channel" VALUES (1, '__default_channel__', 'de')`, twoAssets],
    async qr => {
      await migrateAssetTranslationData(qr);
      await migrateAssetTranslationData(qr);
      const rows = await qr.query(`SELECT "baseId", "languageCode", "name" FROM "asset_translation" ORDER BY "baseId"`);
      assert.deepEqual(rows, [
        { baseId: 1, languageCode: 'de', name: 'shoe.jpg' },
        { baseId: 2, languageCode: 'de', name: 'mug.jpg' },
      ]);
    },
  );
});

test('asset-helper-skips: nothing happens when asset.name is gone or holds no names', async () => {
  await withRunner([channel, assetWithoutName, translation], async qr => {
    await migrateAssetTranslationData(qr);
    assert.deepEqual(await qr.query(`SELECT * FROM "asset_translation"`), []);
  });
  // no names and no default channel: still no error
  await withRunner([channel, asset, translation, `INSERT INTO "asset" VALUES (1, '2024-01-01', '2024-01-01', NULL)`], async qr => {
    await migrateAssetTranslationData(qr);
    assert.deepEqual(await qr.query(`SELECT * FROM "asset_translation"`), []);
  });
});

test('asset-helper-needs-channel: with names to copy but no default channel it fails with a clear error', async () => {
  await withRunner([channel, asset, translation, twoAssets], async qr => {
    await assert.rejects(migrateAssetTranslationData(qr), /Could not find the default channel/);
  });
});

test('migration-functions-exported: generateMigration, runMigrations, revertLastMigration and the 3.6 helpers are exported', () => {
  for (const name of ['generateMigration', 'runMigrations', 'revertLastMigration', 'migrateAssetTranslationData', 'migrateProductOptionGroupData']) {
    assert.equal(typeof (core as any)[name], 'function', name);
  }
});

test('unmapped-table-kept: schema sync drops removed columns but leaves a table no entity maps', async () => {
  const { EntitySchema } = await import('typeorm');
  const Variant = new EntitySchema<{ id: number; name: string }>({
    name: 'product_variant',
    columns: { id: { type: Number, primary: true }, name: { type: String } },
  });
  const ds = new DataSource({ type: 'sqljs', entities: [Variant], logging: false });
  await ds.initialize();
  try {
    await ds.query(`CREATE TABLE "product_variant" ("id" integer PRIMARY KEY NOT NULL, "name" varchar NOT NULL, "stockOnHand" integer)`);
    await ds.query(`CREATE TABLE "order_item" ("id" integer PRIMARY KEY)`);
    await ds.synchronize();
    const tables = (await ds.query(`SELECT name FROM sqlite_master WHERE type = 'table'`)).map((t: { name: string }) => t.name);
    assert.ok(tables.includes('order_item'));
    const columns = (await ds.query(`PRAGMA table_info("product_variant")`)).map((c: { name: string }) => c.name);
    assert.deepEqual(columns.sort(), ['id', 'name']);
  } finally {
    await ds.destroy();
  }
});
