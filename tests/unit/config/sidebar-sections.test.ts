import assert from 'node:assert/strict';
import { test } from 'node:test';
import { withoutHiddenDocs } from '../../../config/sidebar-sections';

test('hidden docs are removed at any depth, everything else is kept in order', () => {
  const items = [
    { type: 'doc', id: 'guides/storefront/connect-api' },
    {
      type: 'category',
      label: 'Nested',
      items: [
        { type: 'doc', id: 'guides/storefront/order-workflow' },
        { type: 'link', href: 'https://vendure.io' },
      ],
    },
    { type: 'doc', id: 'guides/storefront/order-workflow' },
  ];
  assert.deepEqual(withoutHiddenDocs(items), [
    { type: 'doc', id: 'guides/storefront/connect-api' },
    { type: 'category', label: 'Nested', items: [{ type: 'link', href: 'https://vendure.io' }] },
  ]);
});

test('the list of hidden docs can be given explicitly', () => {
  assert.deepEqual(withoutHiddenDocs([{ type: 'doc', id: 'a' }, { type: 'doc', id: 'b' }], ['a']), [{ type: 'doc', id: 'b' }]);
});
