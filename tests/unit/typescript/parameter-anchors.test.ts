import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { renderMdxBody } from '../../../generators/graphql/prerender';
import { blockFrom, extensionsPage, extensionsWarnings } from './extensions-fixture';

/** Every `id="…"` and `{#…}` of a generated page, in order. */
function idsOf(page: string): string[] {
  return [...page.matchAll(/\sid="([^"]+)"|\{#([^}]+)\}/g)].map((m) => m[1] ?? m[2]);
}

describe("parameters keep the published reference's anchors (name lower-cased)", () => {
  it('generates the fixture without warnings', () => {
    assert.deepEqual(extensionsWarnings, []);
  });

  it("gives a function's parameter its anchor at the start of its line", () => {
    assert.deepEqual(blockFrom(extensionsPage('action-bar/add-action-bar-item.mdx'), '- '), [
      '- <span id="config"></span>`config` <code>[ActionBarItem](/reference/admin-ui-api/action-bar/action-bar-item/#action-bar-item)</code>',
    ]);
  });

  it('gives an overloaded parameter its anchor once, on its first overload', () => {
    const page = extensionsPage('bulk-actions/register-bulk-action.mdx');
    const [first, second] = page.split(/^<SignatureBlock .*$/m).slice(1);
    assert.deepEqual(blockFrom(first, '- '), [
      '- <span id="bulkaction"></span>`bulkAction` <code>[BulkAction](/reference/admin-ui-api/bulk-actions/bulk-action/#bulk-action)</code>',
    ]);
    assert.deepEqual(blockFrom(second, '- '), [
      '- `bulkAction` <code>[BulkAction](/reference/admin-ui-api/bulk-actions/bulk-action/#bulk-action)</code>',
      '- <span id="location"></span>`location` <code>string</code>',
    ]);
  });

  it('skips a parameter whose anchor a heading of the page already has', () => {
    // `#label` is the ActionBarItem member's, above on the same page.
    const page = extensionsPage('action-bar/action-bar-item.mdx');
    assert.deepEqual(blockFrom(page, '- '), ['- `label` <code>string</code>', '- <span id="locale"></span>`locale` <code>string</code> (optional)']);
    assert.deepEqual(idsOf(page), ['actionbaritem', 'action-bar-item', 'id', 'action-bar-item-id', 'label', 'action-bar-item-label', 'itemlabel', 'item-label', 'locale']);
  });

  it("anchors a method's parameters where they are listed, after the page's own headings", () => {
    const page = extensionsPage('bulk-actions/selection-manager.mdx');
    assert.deepEqual(blockFrom(page, '- '), [
      '- <span id="items"></span>`items` <code>T&#91;&#93;</code> — the rows to select',
      '- <span id="bulkaction"></span>`bulkAction` <code>[BulkAction](/reference/admin-ui-api/bulk-actions/bulk-action/#bulk-action)</code> (optional)',
    ]);
    // `clear(items)` lists no parameters (none is described), so `#items` stays with `select`.
    assert.deepEqual(idsOf(page), [
      'selectionmanager',
      'selection-manager',
      'select',
      'selection-manager-select',
      'items',
      'bulkaction',
      'clear',
      'selection-manager-clear',
      'actions',
      'selection-manager-actions',
      'sorted',
      'selection-manager-sorted',
    ]);
  });

  it('makes the anchor an element with that id in the HTML', async () => {
    const list = blockFrom(extensionsPage('action-bar/add-action-bar-item.mdx'), '- ').join('\n');
    assert.equal(
      (await renderMdxBody(list)).html,
      '<ul><li><span id="config"></span><code>config</code> <code><a href="/reference/admin-ui-api/action-bar/action-bar-item/#action-bar-item">ActionBarItem</a></code></li></ul>',
    );
  });
});
