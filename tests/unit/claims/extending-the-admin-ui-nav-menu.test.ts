import assert from 'node:assert/strict';
import { test } from 'node:test';

process.env.VENDURE_DISABLE_TELEMETRY = 'true';

import { CrudPermissionDefinition, PermissionDefinition } from '@vendure/core';

test('crud-permission-strings: a CrudPermissionDefinition creates four strings, a plain definition only its name', () => {
    const reviews = new CrudPermissionDefinition('ProductReview');
    assert.deepEqual(
        reviews.getMetadata().map(m => m.name),
        ['CreateProductReview', 'ReadProductReview', 'UpdateProductReview', 'DeleteProductReview'],
    );
    const plain = new PermissionDefinition({ name: 'ProductReview', description: 'Manage reviews' });
    assert.deepEqual(
        plain.getMetadata().map(m => m.name),
        ['ProductReview'],
    );
    assert.equal(plain.Permission, 'ProductReview');
});
