import assert from 'node:assert/strict';
import { test } from 'node:test';

import { buildSchema, graphql, GraphQLEnumType } from 'graphql';

const sdl = `
    enum HistoryEntryType { ORDER_NOTE ORDER_COUPON_APPLIED }
    type HistoryEntry { id: ID! type: HistoryEntryType! }
    type HistoryEntryList { items: [HistoryEntry!]! totalItems: Int! }
    type Order { id: ID! code: String! history: HistoryEntryList! }
    type Query { order(id: ID!): Order }
`;

test('enum-required: an enum cannot serialize a value it does not contain', () => {
    const schema = buildSchema(sdl);
    const enumType = schema.getType('HistoryEntryType');
    assert.ok(enumType instanceof GraphQLEnumType);
    assert.equal(enumType.serialize('ORDER_NOTE'), 'ORDER_NOTE');
    assert.throws(() => enumType.serialize('ORDER_RISK_CHECK'), /cannot represent value/);
});

test('unknown-type-breaks-request: one unknown type fails the whole history and nulls the order', async () => {
    const schema = buildSchema(sdl);
    const rootValue = {
        order: () => ({
            id: '1',
            code: 'ABC',
            history: {
                totalItems: 2,
                items: [
                    { id: '1', type: 'ORDER_NOTE' },
                    { id: '2', type: 'ORDER_RISK_CHECK' },
                ],
            },
        }),
    };
    const result = await graphql({
        schema,
        rootValue,
        source: '{ order(id: "1") { code history { totalItems items { id type } } } }',
    });
    assert.ok(result.errors && result.errors.length > 0);
    assert.match(result.errors[0].message, /cannot represent value/);
    assert.equal(result.data?.order, null);
});
