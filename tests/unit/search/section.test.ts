import assert from 'node:assert/strict';
import { test } from 'node:test';
import { searchSection, type SectionInput } from '../../../src/search/section';

const base: SectionInput = {
  categories: [],
  sidebar: null,
  docId: '',
  docs: [
    { id: 'guides/getting-started/installation', sidebar: 'learnSidebar' },
    { id: 'user-guide/index', sidebar: 'userGuideSidebar' },
    { id: 'user-guide/localization', sidebar: null },
    { id: 'reference/index', sidebar: 'referenceSidebar' },
  ],
  sidebarLabels: { learnSidebar: 'Learn', referenceSidebar: 'Reference', userGuideSidebar: 'User Guide' },
};

test('the outermost sidebar category names the section', () => {
  assert.equal(searchSection({ ...base, categories: ['TypeScript API', 'Services'], sidebar: 'referenceSidebar', docId: 'reference/typescript-api/services/order-service' }), 'TypeScript API');
});

test('a page at the top of a sidebar gets the sidebar label', () => {
  assert.equal(searchSection({ ...base, sidebar: 'referenceSidebar', docId: 'reference/index' }), 'Reference');
});

test('a page without sidebar gets the label of the sidebar its folder belongs to', () => {
  assert.equal(searchSection({ ...base, docId: 'user-guide/localization' }), 'User Guide');
});

test('a page nothing can place is filed under "Documentation"', () => {
  assert.equal(searchSection({ ...base, docId: 'orphan' }), 'Documentation');
  assert.equal(searchSection({ ...base, docId: 'elsewhere/page' }), 'Documentation');
});
