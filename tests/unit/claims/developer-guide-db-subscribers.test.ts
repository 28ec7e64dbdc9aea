import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import {
  Column,
  DataSource,
  Entity,
  EventSubscriber,
  PrimaryGeneratedColumn,
  type EntitySubscriberInterface,
  type RemoveEvent,
  type UpdateEvent,
} from 'typeorm';
// typeorm's export map hides this internal module from the type checker; the test reads its filter directly.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { Broadcaster } = require('typeorm/subscriber/Broadcaster') as { Broadcaster: new (queryRunner: never) => unknown };

// Decorators applied by hand, so that the test does not depend on a decorator compiler setting.
class Price {
  id!: number;
  price!: number;
}
PrimaryGeneratedColumn()(Price.prototype, 'id');
Column('int')(Price.prototype, 'price');
Entity()(Price);

class Audit {
  id!: number;
  oldPrice!: number;
  newPrice!: number;
}
PrimaryGeneratedColumn()(Audit.prototype, 'id');
Column('int')(Audit.prototype, 'oldPrice');
Column('int')(Audit.prototype, 'newPrice');
Entity()(Audit);

const seen: Array<{ hook: string; entity: unknown; databaseEntity?: unknown; columns?: string[]; inTransaction?: boolean }> = [];
let failNextUpdate = false;

class PriceSubscriber implements EntitySubscriberInterface<Price> {
  listenTo() {
    return Price;
  }
  beforeUpdate(event: UpdateEvent<Price>) {
    if (failNextUpdate) {
      failNextUpdate = false;
      throw new Error('refused');
    }
  }
  async afterUpdate(event: UpdateEvent<Price>) {
    seen.push({
      hook: 'afterUpdate',
      entity: event.entity,
      databaseEntity: event.databaseEntity,
      columns: event.updatedColumns.map(c => c.propertyName),
      inTransaction: event.queryRunner.isTransactionActive,
    });
    if (event.databaseEntity && event.entity) {
      await event.manager.getRepository(Audit).save({ oldPrice: event.databaseEntity.price, newPrice: event.entity.price });
    }
  }
  beforeRemove(event: RemoveEvent<Price>) {
    seen.push({ hook: 'beforeRemove', entity: event.entity });
  }
}
EventSubscriber()(PriceSubscriber);

class UndecoratedSubscriber implements EntitySubscriberInterface {}

let dataSource: DataSource;

before(async () => {
  dataSource = new DataSource({
    type: 'sqljs',
    entities: [Price, Audit],
    subscribers: [PriceSubscriber, UndecoratedSubscriber],
    synchronize: true,
    logging: false,
  });
  await dataSource.initialize();
});

after(async () => {
  await dataSource.destroy();
});

test('decorator-required: a listed subscriber without @EventSubscriber() is ignored, the other is built with new', () => {
  assert.equal(dataSource.subscribers.length, 1);
  assert.ok(dataSource.subscribers[0] instanceof PriceSubscriber);
});

test('hooks-in-transaction: afterUpdate of a save() runs inside the transaction with before and after states', async () => {
  seen.length = 0;
  const repo = dataSource.getRepository(Price);
  const row = await repo.save(repo.create({ price: 100 }));
  row.price = 120;
  await repo.save(row);
  const update = seen.find(s => s.hook === 'afterUpdate');
  assert.ok(update);
  assert.equal(update.inTransaction, true);
  assert.equal((update.databaseEntity as Price).price, 100);
  assert.deepEqual(update.columns, ['price']);
});

test('no-update-unchanged: saving without a changed column issues no UPDATE and calls no update hook', async () => {
  const repo = dataSource.getRepository(Price);
  const row = await repo.save(repo.create({ price: 200 }));
  seen.length = 0;
  await repo.save(row);
  assert.equal(seen.filter(s => s.hook === 'afterUpdate').length, 0);
});

test('manager-joins-transaction: writes through event.manager roll back with the original write', async () => {
  const repo = dataSource.getRepository(Price);
  const row = await repo.save(repo.create({ price: 300 }));
  const auditsBefore = await dataSource.getRepository(Audit).count();
  await assert.rejects(
    dataSource.transaction(async manager => {
      row.price = 310;
      await manager.save(row);
      throw new Error('later step fails');
    }),
  );
  assert.equal(await dataSource.getRepository(Audit).count(), auditsBefore);
  assert.equal((await repo.findOneByOrFail({ id: row.id })).price, 300);
});

test('hook-error-stops-write: an error thrown in a hook reaches save() and nothing is written', async () => {
  const repo = dataSource.getRepository(Price);
  const row = await repo.save(repo.create({ price: 400 }));
  failNextUpdate = true;
  row.price = 410;
  await assert.rejects(repo.save(row), /refused/);
  assert.equal((await repo.findOneByOrFail({ id: row.id })).price, 400);
});

test('query-builder-partial: a QueryBuilder update passes only the values set, a QueryBuilder delete passes no entity', async () => {
  const repo = dataSource.getRepository(Price);
  const row = await repo.save(repo.create({ price: 500 }));
  seen.length = 0;
  await repo.createQueryBuilder().update().set({ price: 510 }).where('id = :id', { id: row.id }).execute();
  await repo.createQueryBuilder().delete().where('id = :id', { id: row.id }).execute();
  const update = seen.find(s => s.hook === 'afterUpdate');
  assert.deepEqual(update?.entity, { price: 510 });
  assert.equal(update?.databaseEntity, undefined);
  const remove = seen.find(s => s.hook === 'beforeRemove');
  assert.ok(remove);
  assert.equal(remove.entity, undefined);
});

test('listen-to-scope: listenTo() matches subclasses, no listenTo() matches everything', () => {
  class Base {}
  class Sub extends Base {}
  class Other {}
  const broadcaster = new Broadcaster(null as never) as unknown as { isAllowedSubscriber(s: unknown, t: unknown): boolean };
  const scoped = { listenTo: () => Base };
  assert.equal(broadcaster.isAllowedSubscriber(scoped, Sub), true);
  assert.equal(broadcaster.isAllowedSubscriber(scoped, Other), false);
  assert.equal(broadcaster.isAllowedSubscriber({}, Other), true);
});
