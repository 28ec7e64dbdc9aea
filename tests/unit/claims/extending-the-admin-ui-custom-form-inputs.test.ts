import assert from 'node:assert/strict';
import { test } from 'node:test';

process.env.VENDURE_DISABLE_TELEMETRY = 'true';

import { FacetValue } from '@vendure/core';
import { addGraphQLCustomFields } from '@vendure/core/dist/api/config/graphql-custom-fields';
import { getGraphQlInputName } from '@vendure/common/lib/shared-utils';
import { GraphQLInputObjectType, GraphQLObjectType, getNamedType } from 'graphql';

const baseSchema = `
    type FacetValue { id: ID! name: String! code: String! }
    type Product { id: ID! name: String! }
    input UpdateProductInput { id: ID! }
    type Query { product: Product }
`;

test('relation-input-names: a relation field is written as <name>Id, a list relation as <name>Ids, and read as the object', () => {
    const schema = addGraphQLCustomFields(
        baseSchema,
        {
            Product: [
                { name: 'brand', type: 'relation', entity: FacetValue, nullable: true },
                { name: 'badges', type: 'relation', entity: FacetValue, list: true, nullable: true },
            ],
        },
        false,
    );
    const input = schema.getType('UpdateProductCustomFieldsInput') as GraphQLInputObjectType;
    assert.deepEqual(Object.keys(input.getFields()).sort(), ['badgesIds', 'brandId']);
    const output = schema.getType('ProductCustomFields') as GraphQLObjectType;
    assert.equal(getNamedType(output.getFields().brand.type).name, 'FacetValue');
    assert.equal(getGraphQlInputName({ name: 'brand', type: 'relation', list: false }), 'brandId');
    assert.equal(getGraphQlInputName({ name: 'brand', type: 'relation', list: true }), 'brandIds');
});
