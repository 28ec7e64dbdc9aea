import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { config as rxjsConfig } from 'rxjs';
import {
  EventBus,
  OrderPlacedEvent,
  ProductEvent,
  ProductVariantEvent,
  RequestContext,
  VendureEntityEvent,
  VendureEvent,
} from '@vendure/core';

const require = createRequire(import.meta.url);
const { TRANSACTION_MANAGER_KEY } = require('@vendure/core/dist/common/constants.js');
const { TransactionSubscriber } = require('@vendure/core/dist/connection/transaction-subscriber.js');

const tick = () => new Promise(resolve => setTimeout(resolve, 5));

/** An EventBus wired to a real TransactionSubscriber over a stand-in connection. */
function makeBus() {
  const transactions = new TransactionSubscriber({ subscribers: [] });
  const bus: EventBus = new (EventBus as any)(transactions);
  return { bus, transactions };
}

class CustomEvent extends VendureEvent {
  constructor(public ctx: RequestContext) {
    super();
  }
}

function ctxInTransaction() {
  const queryRunner = { isTransactionActive: true };
  const ctx = RequestContext.empty();
  (ctx as any)[TRANSACTION_MANAGER_KEY] = { queryRunner };
  return { ctx, queryRunner };
}

function order(regs: Array<{ id: string; after?: string; before?: string }>): string {
  const { bus } = makeBus();
  for (const r of regs) bus.registerBlockingEventHandler({ event: OrderPlacedEvent, handler: async () => {}, ...r });
  return (bus as any).blockingEventHandlers.get(OrderPlacedEvent).map((h: { id: string }) => h.id).join(',');
}

function permutations<T>(items: T[]): T[][] {
  return items.length <= 1
    ? [items]
    : items.flatMap((x, i) => permutations([...items.slice(0, i), ...items.slice(i + 1)]).map(p => [x, ...p]));
}

test('created-at: a VendureEvent gets a createdAt timestamp', () => {
  assert.ok(new CustomEvent(RequestContext.empty()).createdAt instanceof Date);
});

test('entity-event-ctor: VendureEntityEvent takes (entity, type, ctx, input)', () => {
  const ctx = RequestContext.empty();
  // The constructor is protected: events are subclasses, as a plugin's own event would be.
  class NoteEvent extends VendureEntityEvent<{ id: number }, number> {
    constructor(entity: { id: number }, type: 'created' | 'updated' | 'deleted', ctx: RequestContext, input: number) {
      super(entity, type, ctx, input);
    }
  }
  const event = new NoteEvent({ id: 1 }, 'deleted', ctx, 1);
  assert.deepEqual([event.entity, event.type, event.ctx, event.input], [{ id: 1 }, 'deleted', ctx, 1]);
});

test('oftype-exact: ofType() matches the exact class, so a base class receives nothing', async () => {
  const { bus } = makeBus();
  const base: unknown[] = [];
  const exact: unknown[] = [];
  const family: unknown[] = [];
  bus.ofType(VendureEntityEvent as any).subscribe(e => base.push(e));
  bus.ofType(ProductEvent).subscribe(e => exact.push(e));
  bus.filter(e => e instanceof VendureEntityEvent).subscribe(e => family.push(e));
  await bus.publish(new ProductEvent(RequestContext.empty(), {} as any, 'updated'));
  await tick();
  assert.equal(base.length, 0);
  assert.equal(exact.length, 1);
  assert.equal(family.length, 1);
});

test('stream-completes: the streams complete when the bus is destroyed', () => {
  const { bus } = makeBus();
  let completed = false;
  bus.ofType(ProductEvent).subscribe({ complete: () => (completed = true) });
  (bus as any).onModuleDestroy();
  assert.equal(completed, true);
});

test('subscriber-errors: an error in a subscriber is not caught by the bus and is reported as unhandled', async () => {
  const { bus } = makeBus();
  const previous = rxjsConfig.onUnhandledError;
  const reported: unknown[] = [];
  rxjsConfig.onUnhandledError = err => reported.push(err);
  try {
    bus.ofType(ProductEvent).subscribe(() => {
      throw new Error('boom');
    });
    await bus.publish(new ProductEvent(RequestContext.empty(), {} as any, 'updated'));
    await tick();
    assert.equal((reported[0] as Error).message, 'boom');
  } finally {
    rxjsConfig.onUnhandledError = previous;
  }
});

test('tx-hold: an event whose ctx has an open transaction waits for the commit', async () => {
  const { bus, transactions } = makeBus();
  const { ctx, queryRunner } = ctxInTransaction();
  const received: CustomEvent[] = [];
  bus.ofType(CustomEvent).subscribe(e => received.push(e));
  await bus.publish(new CustomEvent(ctx));
  await tick();
  assert.equal(received.length, 0);
  queryRunner.isTransactionActive = false;
  transactions.afterTransactionCommit({ queryRunner });
  await tick();
  assert.equal(received.length, 1);
});

test('committed-copy: after the commit the event carries a copy of ctx without the transaction', async () => {
  const { bus, transactions } = makeBus();
  const { ctx, queryRunner } = ctxInTransaction();
  const received: CustomEvent[] = [];
  bus.ofType(CustomEvent).subscribe(e => received.push(e));
  await bus.publish(new CustomEvent(ctx));
  queryRunner.isTransactionActive = false;
  transactions.afterTransactionCommit({ queryRunner });
  await tick();
  assert.notEqual(received[0].ctx, ctx);
  assert.equal((received[0].ctx as any)[TRANSACTION_MANAGER_KEY], undefined);
});

test('rolled-back-dropped: after a rollback the event reaches no subscriber', async () => {
  const { bus, transactions } = makeBus();
  const { ctx, queryRunner } = ctxInTransaction();
  const received: unknown[] = [];
  bus.ofType(CustomEvent).subscribe(e => received.push(e));
  await bus.publish(new CustomEvent(ctx));
  queryRunner.isTransactionActive = false;
  transactions.afterTransactionRollback({ queryRunner });
  await tick();
  assert.equal(received.length, 0);
});

test('nested-rollback-delivered: a savepoint rollback keeps the event waiting, and the outer commit delivers it', async () => {
  const { bus, transactions } = makeBus();
  const { ctx, queryRunner } = ctxInTransaction();
  const received: unknown[] = [];
  bus.ofType(CustomEvent).subscribe(e => received.push(e));
  await bus.publish(new CustomEvent(ctx));
  // inner savepoint rolled back: the transaction is still active
  transactions.afterTransactionRollback({ queryRunner });
  await tick();
  assert.equal(received.length, 0);
  queryRunner.isTransactionActive = false;
  transactions.afterTransactionCommit({ queryRunner });
  await tick();
  assert.equal(received.length, 1);
});

test('no-ctx-immediate: events without a context, or without a transaction, are delivered without waiting', async () => {
  const { bus } = makeBus();
  const received: unknown[] = [];
  bus.filter(() => true).subscribe(e => received.push(e));
  await bus.publish(new OrderPlacedEvent(undefined as any, undefined as any, RequestContext.empty(), {} as any));
  class PingEvent extends VendureEvent {
    constructor() {
      super();
    }
  }
  await bus.publish(new PingEvent());
  await tick();
  assert.equal(received.length, 2);
});

test('blocking-execution: publish() emits to subscribers, then awaits the blocking handlers in turn', async () => {
  const { bus } = makeBus();
  const { ctx } = ctxInTransaction();
  const log: string[] = [];
  bus.ofType(CustomEvent).subscribe(() => log.push('subscriber'));
  (bus as any).eventStream.subscribe(() => log.push('emitted'));
  bus.registerBlockingEventHandler({
    event: CustomEvent,
    id: 'first',
    handler: async event => {
      await tick();
      // still inside the open transaction
      log.push(`first:${(event.ctx as any)[TRANSACTION_MANAGER_KEY] ? 'tx' : 'no-tx'}`);
    },
  });
  bus.registerBlockingEventHandler({ event: CustomEvent, id: 'second', handler: async () => void log.push('second') });
  await bus.publish(new CustomEvent(ctx));
  log.push('published');
  assert.deepEqual(log, ['emitted', 'first:tx', 'second', 'published']);
});

test('blocking-matching: a handler may name several classes and matches each exactly', async () => {
  const { bus } = makeBus();
  const seen: string[] = [];
  bus.registerBlockingEventHandler({
    event: [ProductEvent, ProductVariantEvent] as never,
    id: 'h',
    handler: async e => void seen.push(e.constructor.name),
  });
  await bus.publish(new ProductEvent(RequestContext.empty(), {} as any, 'updated'));
  await bus.publish(new ProductVariantEvent(RequestContext.empty(), [], 'updated'));
  await bus.publish(new (class SubEvent extends ProductEvent {})(RequestContext.empty(), {} as any, 'updated'));
  assert.deepEqual(seen, ['ProductEvent', 'ProductVariantEvent']);
});

test('blocking-errors: an exception in a blocking handler rejects publish()', async () => {
  const { bus } = makeBus();
  bus.registerBlockingEventHandler({
    event: OrderPlacedEvent,
    id: 'fails',
    handler: async () => {
      throw new Error('refused');
    },
  });
  await assert.rejects(bus.publish(new OrderPlacedEvent(undefined as any, undefined as any, RequestContext.empty(), {} as any)), /refused/);
});

test('blocking-identity: the same id twice for one event class throws', () => {
  const { bus } = makeBus();
  bus.registerBlockingEventHandler({ event: OrderPlacedEvent, id: 'x', handler: async () => {} });
  assert.throws(
    () => bus.registerBlockingEventHandler({ event: OrderPlacedEvent, id: 'x', handler: async () => {} }),
    /A handler with the id "x" is already registered/,
  );
  // the same id for another class is fine
  bus.registerBlockingEventHandler({ event: ProductEvent, id: 'x', handler: async () => {} });
});

test('single-relation: after/before between two handlers holds whichever is registered first', () => {
  assert.equal(order([{ id: 'x' }, { id: 'y', after: 'x' }]), 'x,y');
  assert.equal(order([{ id: 'y', after: 'x' }, { id: 'x' }]), 'x,y');
  assert.equal(order([{ id: 'x' }, { id: 'y', before: 'x' }]), 'y,x');
  assert.equal(order([{ id: 'y', before: 'x' }, { id: 'x' }]), 'y,x');
});

test('two-after-same: A, then B after A, then C after A runs as B, A, C', () => {
  assert.equal(order([{ id: 'A' }, { id: 'B', after: 'A' }, { id: 'C', after: 'A' }]), 'B,A,C');
});

test('mixed-after-before: after A and before A on two others breaks in some orders', () => {
  assert.equal(order([{ id: 'A' }, { id: 'B', after: 'A' }, { id: 'C', before: 'A' }]), 'B,C,A');
  assert.equal(order([{ id: 'C', before: 'A' }, { id: 'B', after: 'A' }, { id: 'A' }]), 'C,A,B');
});

test('both-sides-range-error: the same relation stated from both sides overflows the stack', () => {
  assert.throws(() => order([{ id: 'B', after: 'A' }, { id: 'A', before: 'B' }]), RangeError);
  assert.throws(() => order([{ id: 'A', before: 'B' }, { id: 'B', after: 'A' }]), /Maximum call stack size exceeded/);
});

test('direct-contradiction: A after B and B after A is reported as a circular dependency', () => {
  assert.throws(() => order([{ id: 'A', after: 'B' }, { id: 'B', after: 'A' }]), /Circular dependency detected between event handlers/);
});

test('three-cycle-range-error: a cycle through three handlers overflows the stack', () => {
  assert.throws(() => order([{ id: 'A', after: 'C' }, { id: 'B', after: 'A' }, { id: 'C', after: 'B' }]), RangeError);
});

test('chain-same-option: a chain built with one option keeps its order in every registration order', () => {
  const afterChain = [{ id: 'A' }, { id: 'B', after: 'A' }, { id: 'C', after: 'B' }, { id: 'D', after: 'C' }];
  const beforeChain = [{ id: 'A', before: 'B' }, { id: 'B', before: 'C' }, { id: 'C', before: 'D' }, { id: 'D' }];
  for (const chain of [afterChain, beforeChain]) {
    assert.deepEqual([...new Set(permutations(chain).map(order))], ['A,B,C,D']);
  }
  // A before B and C after B: some registration orders lose the chain
  const mixed = [{ id: 'A', before: 'B' }, { id: 'B' }, { id: 'C', after: 'B' }];
  assert.ok(permutations(mixed).map(order).includes('C,A,B'));
});

test('blocking-immediate: a blocking handler runs during publish() even while the transaction is open', async () => {
  const { bus } = makeBus();
  const { ctx } = ctxInTransaction();
  const held: unknown[] = [];
  let ran = false;
  bus.ofType(CustomEvent).subscribe(e => held.push(e));
  bus.registerBlockingEventHandler({ event: CustomEvent, id: 'now', handler: async () => void (ran = true) });
  await bus.publish(new CustomEvent(ctx));
  assert.equal(ran, true);
  assert.equal(held.length, 0);
});

test('blocking-tx: the handler gets the published event, whose ctx still holds the transaction', async () => {
  const { bus } = makeBus();
  const { ctx } = ctxInTransaction();
  let seen: RequestContext | undefined;
  bus.registerBlockingEventHandler({ event: CustomEvent, id: 'tx', handler: async e => void (seen = e.ctx) });
  await bus.publish(new CustomEvent(ctx));
  assert.equal(seen, ctx);
  assert.ok((seen as any)[TRANSACTION_MANAGER_KEY].queryRunner.isTransactionActive);
});
