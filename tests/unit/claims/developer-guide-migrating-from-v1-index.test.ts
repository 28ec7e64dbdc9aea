import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { DataSource, EntitySchema } from 'typeorm';
import * as core from '@vendure/core';

const require = createRequire(import.meta.url);

test('orderitem-gone: OrderItem is no longer exported, OrderLine and the stock entities are', () => {
  assert.equal((core as any).OrderItem, undefined);
  for (const name of ['OrderLine', 'StockLevel', 'StockLocation', 'Seller']) {
    assert.equal(typeof (core as any)[name], 'function', name);
  }
});

test('synchronize-drops-columns: schema sync drops columns the entities no longer declare', async () => {
  const Variant = new EntitySchema<{ id: number; name: string }>({
    name: 'product_variant',
    columns: { id: { type: Number, primary: true }, name: { type: String } },
  });
  const ds = new DataSource({ type: 'sqljs', entities: [Variant], logging: false });
  await ds.initialize();
  try {
    await ds.query(`CREATE TABLE "product_variant" ("id" integer PRIMARY KEY NOT NULL, "name" varchar NOT NULL, "stockOnHand" integer, "stockAllocated" integer)`);
    await ds.query(`INSERT INTO "product_variant" VALUES (1, 'Shoe', 25, 3)`);
    await ds.synchronize();
    const columns = (await ds.query(`PRAGMA table_info("product_variant")`)).map((c: { name: string }) => c.name);
    assert.deepEqual(columns.sort(), ['id', 'name']);
  } finally {
    await ds.destroy();
  }
});

test('money-same-numbers: the Money scalar returns the stored integer unchanged', () => {
  const { GraphQLMoney } = require('@vendure/core/dist/api/config/money-scalar.js');
  assert.equal(GraphQLMoney.serialize(1299), 1299);
});

test('worker-health-gone: WorkerHealthIndicator is no longer exported', () => {
  assert.equal((core as any).WorkerHealthIndicator, undefined);
});
