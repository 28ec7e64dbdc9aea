import assert from 'node:assert/strict';
import { test } from 'node:test';

process.env.VENDURE_DISABLE_TELEMETRY = 'true';

import { HistoryService, RequestContext } from '@vendure/core';
import { OrderHistoryEntry } from '@vendure/core/dist/entity/history-entry/order-history-entry.entity';
import { HistoryEntryType } from '@vendure/common/lib/generated-types';
import { buildSchema, graphql } from 'graphql';

function fakeHistoryService() {
    const saved: OrderHistoryEntry[] = [];
    const self = {
        getAdministratorFromContext: async () => undefined,
        connection: { getRepository: () => ({ save: async (entry: OrderHistoryEntry) => (saved.push(entry), entry) }) },
        eventBus: { publish: async () => undefined },
    };
    return { self, saved };
}

test('order-entry-public-default: createHistoryEntryForOrder stores a public entry unless told otherwise', async () => {
    const { self, saved } = fakeHistoryService();
    const ctx = RequestContext.empty();
    const args = { ctx, orderId: 1, type: HistoryEntryType.ORDER_NOTE, data: { note: 'x' } } as const;
    await HistoryService.prototype.createHistoryEntryForOrder.call(self, args);
    await HistoryService.prototype.createHistoryEntryForOrder.call(self, args, false);
    assert.deepEqual(
        saved.map(e => e.isPublic),
        [true, false],
    );
    assert.equal(saved[0].administrator, undefined);
});

test('each-call-new-entry: recording the same data twice writes two entries', async () => {
    const { self, saved } = fakeHistoryService();
    const args = { ctx: RequestContext.empty(), orderId: 1, type: HistoryEntryType.ORDER_NOTE, data: { note: 'x' } } as const;
    await HistoryService.prototype.createHistoryEntryForOrder.call(self, args, false);
    await HistoryService.prototype.createHistoryEntryForOrder.call(self, args, false);
    assert.equal(saved.length, 2);
    assert.notEqual(saved[0], saved[1]);
});

test('enum-serialization-error: GraphQL refuses to return an enum value the schema lacks', async () => {
    const schema = buildSchema(`
        enum HistoryEntryType { ORDER_NOTE }
        type HistoryEntry { id: ID! type: HistoryEntryType! }
        type Query { history: [HistoryEntry!]! }
    `);
    const result = await graphql({
        schema,
        source: '{ history { id type } }',
        rootValue: { history: [{ id: '1', type: 'ORDER_NOTE' }, { id: '2', type: 'ORDER_RISK_ASSESSMENT' }] },
    });
    assert.equal(result.data, null);
    assert.match(String(result.errors?.[0].message), /cannot represent value/);
});
