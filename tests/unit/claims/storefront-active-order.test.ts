import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  DefaultActiveOrderStrategy,
  Order,
  OrderLine,
  OrderModifier,
  OrderService,
  RequestContext,
  UserInputError,
} from '@vendure/core';
import { ShopOrderResolver } from '@vendure/core/dist/api/resolvers/shop/shop-order.resolver';

type ErrorLike = { errorCode?: string; maxItems?: number } | undefined;

function callPrivate<T>(target: object, method: string, self: unknown, args: unknown[]): T {
  return Reflect.apply(Reflect.get(target, method), self, args);
}

function shopCtx(options: { activeOrderId?: number; userId?: number } = {}) {
  return new RequestContext({
    apiType: 'shop',
    channel: { id: 1, token: 'default' } as never,
    session: {
      id: 'session-1',
      token: 'token',
      expires: new Date(Date.now() + 60_000),
      cacheExpiry: 60,
      activeOrderId: options.activeOrderId,
      user: options.userId ? { id: options.userId, identifier: 'ada@example.com', verified: true, channelPermissions: [] } : undefined,
    } as never,
    isAuthorized: true,
    authorizedAsOwnerOnly: true,
  });
}

function resolverRecordingCreation() {
  const calls: boolean[] = [];
  const order = new Order({ id: 7, lines: [] });
  const activeOrderService = {
    getActiveOrder: async (_ctx: unknown, _input: unknown, create = false) => {
      calls.push(create);
      return create ? order : undefined;
    },
  };
  const orderService = new Proxy(
    {},
    { get: () => async () => order },
  );
  const resolver = new ShopOrderResolver(
    orderService as never,
    null as never,
    null as never,
    null as never,
    activeOrderService as never,
    { orderOptions: { guestCheckoutStrategy: {} } } as never,
  );
  return { resolver, calls };
}

test('creating-operations: these Shop API operations create the order when the session has none', async () => {
  const ctx = shopCtx();
  const operations: Array<[string, Record<string, unknown>]> = [
    ['addItemToOrder', { productVariantId: 1, quantity: 1 }],
    ['addItemsToOrder', { inputs: [] }],
    ['applyCouponCode', { couponCode: 'X' }],
    ['removeCouponCode', { couponCode: 'X' }],
    ['removeAllOrderLines', {}],
    ['setCurrencyCodeForOrder', { currencyCode: 'USD' }],
    ['nextOrderStates', {}],
    ['transitionOrderToState', { state: 'AddingItems' }],
  ];
  for (const [name, args] of operations) {
    const { resolver, calls } = resolverRecordingCreation();
    const method = Reflect.get(resolver, name) as (...a: unknown[]) => Promise<unknown>;
    await Reflect.apply(method, resolver, name === 'nextOrderStates' || name === 'removeAllOrderLines' ? [ctx, args] : [ctx, args, []]);
    assert.deepEqual(calls, [true], name);
  }
});

test('next-order-states-creates: the nextOrderStates query asks for the order with creation switched on', async () => {
  const { resolver, calls } = resolverRecordingCreation();
  await resolver.nextOrderStates(shopCtx(), {});
  assert.deepEqual(calls, [true]);
});

test('no-active-order-error: address, customer, shipping method and payment answer NoActiveOrderError without creating', async () => {
  const ctx = shopCtx();
  for (const name of ['setOrderShippingAddress', 'setCustomerForOrder', 'setOrderShippingMethod', 'addPaymentToOrder']) {
    const { resolver, calls } = resolverRecordingCreation();
    const method = Reflect.get(resolver, name) as (...a: unknown[]) => Promise<ErrorLike>;
    const result = await Reflect.apply(method, resolver, [ctx, { input: {}, shippingMethodId: ['1'] }]);
    assert.equal(result?.errorCode, 'NO_ACTIVE_ORDER_ERROR', name);
    assert.deepEqual(calls, [false], name);
  }
});

test('adjust-zero-removes: adjustOrderLine with quantity 0 is handled as removeOrderLine', async () => {
  const removed: unknown[] = [];
  const { resolver } = resolverRecordingCreation();
  Reflect.set(resolver, 'orderService', {
    removeItemFromOrder: async (_ctx: unknown, _orderId: unknown, lineId: unknown) => removed.push(lineId),
    adjustOrderLine: async () => assert.fail('adjustOrderLine should not be called'),
  });
  await resolver.adjustOrderLine(shopCtx(), { orderLineId: '3', quantity: 0 }, []);
  assert.deepEqual(removed, ['3']);
});

test('default-active-order-strategy: the session order first, then the signed-in customer\'s latest active order', async () => {
  const strategy = new DefaultActiveOrderStrategy();
  const lookedUp: unknown[] = [];
  Reflect.set(strategy, 'orderService', {
    getActiveOrderForUser: async (_ctx: unknown, userId: unknown) => {
      lookedUp.push(userId);
      return new Order({ id: 42 });
    },
  });
  const order = await strategy.determineActiveOrder(shopCtx({ userId: 5 }));
  assert.equal(order?.id, 42);
  assert.deepEqual(lookedUp, [5]);
  assert.equal(await strategy.determineActiveOrder(shopCtx()), undefined);
});

test('insufficient-stock-counts: a line of 2 with 6 in stock: +10 adds 4; set to 10 holds 6', async () => {
  const self = { productVariantService: { getSaleableStockLevel: async () => 6 } };
  const constrain = (quantity: number, existing: number) =>
    callPrivate<Promise<number>>(OrderModifier.prototype, 'constrainQuantityToSaleable', self, [
      RequestContext.empty(),
      {},
      quantity,
      existing,
      0,
    ]);
  // addItemToOrder passes the existing line quantity; the result is what this call may add
  assert.equal(await constrain(10, 2), 4);
  // adjustOrderLine passes 0; the result is the line's new quantity
  assert.equal(await constrain(10, 0), 6);
  const none = { productVariantService: { getSaleableStockLevel: async () => 2 } };
  assert.equal(
    await callPrivate<Promise<number>>(OrderModifier.prototype, 'constrainQuantityToSaleable', none, [RequestContext.empty(), {}, 3, 2, 0]),
    0,
  );
});

test('validation-errors: negative quantity, frozen order and the item limits are error results', () => {
  const self = { configService: { orderOptions: { orderItemsLimit: 999, orderLineItemsLimit: 999 } } };
  const proto = OrderService.prototype;
  assert.equal(callPrivate<ErrorLike>(proto, 'assertQuantityIsPositive', self, [-1])?.errorCode, 'NEGATIVE_QUANTITY_ERROR');
  assert.equal(
    callPrivate<ErrorLike>(proto, 'assertAddingItemsState', self, [{ state: 'ArrangingPayment' }])?.errorCode,
    'ORDER_MODIFICATION_ERROR',
  );
  assert.equal(callPrivate<ErrorLike>(proto, 'assertAddingItemsState', self, [{ state: 'AddingItems' }]), undefined);
  const orderLimit = callPrivate<ErrorLike>(proto, 'assertNotOverOrderItemsLimit', self, [{ lines: [{ quantity: 999 }] }, 1]);
  assert.deepEqual([orderLimit?.errorCode, orderLimit?.maxItems], ['ORDER_LIMIT_ERROR', 999]);
  const lineLimit = callPrivate<ErrorLike>(proto, 'assertNotOverOrderLineItemsLimit', self, [{ quantity: 999 }, 1]);
  assert.equal(lineLimit?.errorCode, 'ORDER_LIMIT_ERROR');
});

test('unknown-line-throws: an unknown line id is an exception, not an error result', () => {
  assert.throws(
    () => callPrivate(OrderService.prototype, 'getOrderLineOrThrow', {}, [{ lines: [] }, '99']),
    (err: Error) => err instanceof UserInputError,
  );
});

test('rounding-example: 18.99 net at 20 % is 2279 per unit and 6836 for three', () => {
  const line = new OrderLine({
    listPrice: 1899,
    listPriceIncludesTax: false,
    quantity: 3,
    taxLines: [{ taxRate: 20, description: 'VAT' }],
    adjustments: [],
  });
  assert.equal(line.unitPriceWithTax, 2279);
  assert.equal(line.linePriceWithTax, 6836);
  assert.notEqual(line.linePriceWithTax, line.unitPriceWithTax * 3);
});

test('total-with-tax: totalWithTax is subTotalWithTax plus shippingWithTax', () => {
  const order = new Order({ subTotalWithTax: 311760, shippingWithTax: 1200 });
  assert.equal(order.totalWithTax, 312960);
});
