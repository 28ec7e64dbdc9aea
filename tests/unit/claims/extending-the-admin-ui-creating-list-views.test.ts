import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';

process.env.VENDURE_DISABLE_TELEMETRY = 'true';

import { AutoIncrementIdStrategy, defaultConfig, DefaultMoneyStrategy, ProductVariant } from '@vendure/core';
import { generateListOptions } from '@vendure/core/dist/api/config/generate-list-options';
import { getAllEntities } from '@vendure/core/dist/bootstrap';
import { registerCustomEntityFields } from '@vendure/core/dist/entity/register-custom-entity-fields';
import { setEntityIdStrategy } from '@vendure/core/dist/entity/set-entity-id-strategy';
import { setMoneyStrategy } from '@vendure/core/dist/entity/set-money-strategy';
import { parseFilterParams } from '@vendure/core/dist/service/helpers/list-query-builder/parse-filter-params';
import { buildSchema, GraphQLInputObjectType } from 'graphql';
import { DataSource } from 'typeorm';

let dataSource: DataSource;

before(async () => {
    const entities = getAllEntities({ plugins: [] });
    setEntityIdStrategy(new AutoIncrementIdStrategy(), entities);
    setMoneyStrategy(new DefaultMoneyStrategy(), entities);
    registerCustomEntityFields({ ...defaultConfig, dbConnectionOptions: { type: 'sqljs' } });
    dataSource = new DataSource({ type: 'sqljs', entities, synchronize: false });
    await dataSource.initialize();
});

after(async () => {
    await dataSource.destroy();
});

test('invalid-filter-field: a filter on a field that is neither a column nor a calculated column is refused', () => {
    // the filter arrives from GraphQL, where the generated input allows stockOnHand
    const filterParams = Object.fromEntries([['stockOnHand', { lte: 5 }]]);
    assert.throws(
        () => parseFilterParams({ connection: dataSource, entity: ProductVariant, filterParams }),
        (err: Error) => err.constructor.name === 'UserInputError' && err.message === 'error.invalid-filter-field',
    );
    // a real column and a calculated column are accepted
    const conditions = parseFilterParams({
        connection: dataSource,
        entity: ProductVariant,
        filterParams: { sku: { eq: 'A-1' }, price: { lt: 500 } },
    });
    assert.equal(conditions.length, 2);
});

test('stock-on-hand-not-column: ProductVariant has no stockOnHand column, so filtering on it fails at runtime', () => {
    const metadata = dataSource.getMetadata(ProductVariant);
    assert.equal(metadata.columns.some(c => c.propertyName === 'stockOnHand'), false);
    assert.ok(metadata.relations.some(r => r.propertyName === 'stockLevels'));
    const filterParams = Object.fromEntries([['stockOnHand', { lte: 5 }]]);
    assert.throws(() => parseFilterParams({ connection: dataSource, entity: ProductVariant, filterParams }), {
        message: 'error.invalid-filter-field',
    });
});

test('filter-input-fields: the generated filter input has the single-valued scalar and enum fields, not lists or JSON', () => {
    const schema = buildSchema(`
        scalar DateTime
        scalar JSON
        scalar Money
        interface Node { id: ID! }
        interface PaginatedList { items: [Node!]! totalItems: Int! }
        input StringOperators { eq: String }
        input IDOperators { eq: String }
        input DateOperators { eq: DateTime }
        input BooleanOperators { eq: Boolean }
        input NumberOperators { eq: Float }
        input NumberRange { start: Float end: Float }
        input DateRange { start: DateTime end: DateTime }
        enum SortOrder { ASC DESC }
        enum LogicalOperator { AND OR }
        enum Mood { HAPPY SAD }
        type Widget implements Node {
            id: ID!
            createdAt: DateTime!
            name: String!
            stockOnHand: Int!
            weight: Float
            price: Money!
            enabled: Boolean!
            mood: Mood!
            tags: [String!]!
            meta: JSON
        }
        type WidgetList implements PaginatedList { items: [Widget!]! totalItems: Int! }
        type Query { widgets: WidgetList! }
    `);
    const filter = generateListOptions(schema).getType('WidgetFilterParameter') as GraphQLInputObjectType;
    assert.deepEqual(Object.keys(filter.getFields()).sort(), [
        '_and',
        '_or',
        'createdAt',
        'enabled',
        'id',
        'mood',
        'name',
        'price',
        'stockOnHand',
        'weight',
    ]);
});
