import assert from 'node:assert/strict';
import { test } from 'node:test';

process.env.VENDURE_DISABLE_TELEMETRY = 'true';

import { addGraphQLCustomFields } from '@vendure/core/dist/api/config/graphql-custom-fields';
import { GraphQLInputObjectType, GraphQLObjectType, GraphQLScalarType } from 'graphql';

test('locale-string-translations: a localeString custom field is written through the translation input', () => {
    const schema = addGraphQLCustomFields(
        `
        type Product { id: ID! name: String! }
        input ProductTranslationInput { id: ID languageCode: String! name: String }
        input UpdateProductInput { id: ID! translations: [ProductTranslationInput!] }
        type Query { product: Product }
        `,
        { Product: [{ name: 'metaDescription', type: 'localeString', nullable: true }] },
        false,
    );
    const translationInput = schema.getType('ProductTranslationInput') as GraphQLInputObjectType;
    const customFieldsInput = translationInput.getFields().customFields.type as GraphQLInputObjectType;
    assert.equal(customFieldsInput.name, 'ProductTranslationInputCustomFields');
    assert.equal((customFieldsInput.getFields().metaDescription.type as GraphQLScalarType).name, 'String');
    // the product itself exposes the value of the current language
    const product = schema.getType('Product') as GraphQLObjectType;
    assert.ok(product.getFields().customFields);
});
