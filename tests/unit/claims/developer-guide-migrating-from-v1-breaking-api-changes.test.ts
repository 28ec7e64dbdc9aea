import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { DataSource, EntitySchema, IsNull } from 'typeorm';
import * as core from '@vendure/core';
import {
  AutoIncrementIdStrategy,
  BigIntMoneyStrategy,
  defaultConfig,
  DefaultMoneyStrategy,
  defaultOrderProcess,
  InsufficientStockError,
  mergeConfig,
  OrderProcess,
  UuidIdStrategy,
} from '@vendure/core';

const require = createRequire(import.meta.url);

interface Item {
  id: number;
  name: string;
  deletedAt: Date | null;
}
const ItemSchema = new EntitySchema<Item>({
  name: 'item',
  columns: {
    id: { type: Number, primary: true, generated: true },
    name: { type: String },
    deletedAt: { type: 'datetime', nullable: true },
  },
});

async function withDb(fn: (ds: DataSource) => Promise<void>) {
  const ds = new DataSource({ type: 'sqljs', entities: [ItemSchema], synchronize: true, logging: false });
  await ds.initialize();
  try {
    const repo = ds.getRepository(ItemSchema);
    await repo.save([
      { name: 'live', deletedAt: null },
      { name: 'gone', deletedAt: new Date() },
    ]);
    await fn(ds);
  } finally {
    await ds.destroy();
  }
}

test('find-one-null: findOne resolves to null when nothing matches', async () => {
  await withDb(async ds => {
    assert.equal(await ds.getRepository(ItemSchema).findOne({ where: { id: 99 } }), null);
    assert.equal(await ds.getRepository(ItemSchema).findOneBy({ id: 99 }), null);
  });
});

test('where-null-ignored: a plain null in where is dropped, IsNull() matches the empty column', async () => {
  await withDb(async ds => {
    const repo = ds.getRepository(ItemSchema);
    assert.equal((await repo.find({ where: { deletedAt: null as any } })).length, 2);
    assert.deepEqual((await repo.find({ where: { deletedAt: IsNull() } })).map(i => i.name), ['live']);
  });
});

test('money-strategies: the default stores money as int, BigIntMoneyStrategy as bigint', () => {
  assert.ok(defaultConfig.entityOptions.moneyStrategy instanceof DefaultMoneyStrategy);
  assert.equal(new DefaultMoneyStrategy().moneyColumnOptions.type, 'int');
  assert.equal(new BigIntMoneyStrategy().moneyColumnOptions.type, 'bigint');
});

test('order-item-removed: @vendure/core no longer exports an OrderItem entity', () => {
  assert.equal((core as any).OrderItem, undefined);
  assert.ok(core.OrderLine);
  assert.ok(core.FulfillmentLine);
});

test('process-replaces-default: a process list in the config replaces the default one', () => {
  const custom: OrderProcess<any> = { onTransitionStart: () => undefined };
  const merged = mergeConfig(defaultConfig, { orderOptions: { process: [custom] } });
  assert.deepEqual(defaultConfig.orderOptions.process, [defaultOrderProcess]);
  assert.deepEqual(merged.orderOptions.process, [custom]);
});

test('entity-id-strategy-ignored: the deprecated top-level entityIdStrategy loses to the default entityOptions value', () => {
  const merged = mergeConfig(defaultConfig, { entityIdStrategy: new UuidIdStrategy() } as any);
  // the expression bootstrap() uses to pick the strategy
  const used = merged.entityOptions.entityIdStrategy ?? merged.entityIdStrategy;
  assert.ok(used instanceof AutoIncrementIdStrategy);
});

test('error-result-object-ctor: generated error results take one input object', () => {
  const error = new InsufficientStockError({ quantityAvailable: 3, order: {} as any });
  assert.equal(error.quantityAvailable, 3);
  assert.equal(error.errorCode, 'INSUFFICIENT_STOCK_ERROR');
});

test('worker-health-removed: WorkerHealthIndicator is no longer exported', () => {
  assert.equal((core as any).WorkerHealthIndicator, undefined);
});

test('create-typescript-5: @vendure/create installs TypeScript 5 and sets useDefineForClassFields false', () => {
  const { TYPESCRIPT_VERSION } = require('@vendure/create/lib/constants.js');
  assert.match(TYPESCRIPT_VERSION, /^5\./);
  const tsconfig = require('@vendure/create/assets/tsconfig.template.json');
  assert.equal(tsconfig.compilerOptions.useDefineForClassFields, false);
});
