import { test } from 'node:test';
import assert from 'node:assert/strict';

import { getColumnVisibility } from '../../../node_modules/@vendure/dashboard/src/lib/components/data-table/data-table-utils.js';

test('custom-field-columns-hidden: custom field columns default to hidden unless a default says otherwise', () => {
    const hidden = getColumnVisibility([], { name: true }, ['accentColor']);
    assert.equal(hidden.accentColor, false);
    const shown = getColumnVisibility([], { name: true, accentColor: true }, ['accentColor']);
    assert.equal(shown.accentColor, true);
});
