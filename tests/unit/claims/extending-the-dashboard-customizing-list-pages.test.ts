import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { AccessorKeyColumnDef } from '@tanstack/table-core';
import {
    getColumnVisibility,
    getStandardizedDefaultColumnOrder,
} from '../../../node_modules/@vendure/dashboard/src/lib/components/data-table/data-table-utils.js';

function columns(...ids: string[]): Array<AccessorKeyColumnDef<Record<string, unknown>>> {
    return ids.map(id => ({ id, accessorKey: id }));
}

const cols = columns('id', 'createdAt', 'updatedAt', 'name', 'slug', 'enabled', 'facetValues', 'sku');

test('all-true-or-all-false-defaults: all-true lists the shown columns, all-false lists the hidden ones', () => {
    const allTrue = getColumnVisibility(cols, { name: true, facetValues: true });
    assert.equal(allTrue.name, true);
    assert.equal(allTrue.facetValues, true);
    assert.equal(allTrue.slug, false);
    assert.equal(allTrue.sku, false);

    const allFalse = getColumnVisibility(cols, { slug: false });
    assert.equal(allFalse.slug, false);
    assert.equal(allFalse.name, true);
    assert.equal(allFalse.sku, true);
});

test('mixed-visibility-values: one false among true values leaves unlisted columns unset (shown), except id and the dates', () => {
    const mixed = getColumnVisibility(cols, { name: true, facetValues: true, enabled: false });
    assert.equal(mixed.enabled, false);
    // Unlisted columns get no entry, and TanStack Table shows a column without an entry.
    assert.equal(mixed.slug, undefined);
    assert.equal(mixed.sku, undefined);
    assert.equal(mixed.id, false);
    assert.equal(mixed.createdAt, false);
    assert.equal(mixed.updatedAt, false);
});

test('mixed-visibility-values: custom field columns stay hidden unless listed', () => {
    const mixed = getColumnVisibility(cols, { name: true, enabled: false }, ['warrantyMonths']);
    assert.equal(mixed.warrantyMonths, false);
});

test('pinned-leading-columns: id, createdAt and updatedAt always lead the column order', () => {
    const order = getStandardizedDefaultColumnOrder(['code', 'updatedAt', 'customer', 'id']);
    assert.deepEqual(order, ['id', 'createdAt', 'updatedAt', 'code', 'customer']);
});
