import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { typeWithImportTypesAsNames } from '../../../generators/typescript/type-text';
import { blockFrom, extensionsPage, signatureBlocks } from './extensions-fixture';

describe('inline import types read as the name of the type', () => {
  it('shows a signature block with the name, linked only where it has a page', () => {
    assert.deepEqual(signatureBlocks(extensionsPage('action-bar/add-action-bar-item.mdx')), [
      {
        code: 'function addActionBarItem(config: ActionBarItem): EnvironmentProviders;',
        links: [['ActionBarItem', '/reference/admin-ui-api/action-bar/action-bar-item/#action-bar-item']],
      },
    ]);
  });

  it('shows the names in a class signature and links them in member lines; a bare module import stays', () => {
    const page = extensionsPage('bulk-actions/selection-manager.mdx');
    assert.deepEqual(blockFrom(page, '```ts title="Signature"'), [
      '```ts title="Signature"',
      'class SelectionManager<T> {',
      '    select(items: T[], bulkAction?: BulkAction): void;',
      '    clear(items: T[]): void;',
      '    get actions(): Translated<BulkAction>[];',
      '    get sorted(): typeof import("./sorting");',
      '}',
      '```',
    ]);
    assert.deepEqual(blockFrom(page, '<code>actions'), [
      '<code>actions: [Translated](/reference/admin-ui-api/common/translated/#translated)&#60;[BulkAction](/reference/admin-ui-api/bulk-actions/bulk-action/#bulk-action)&#62;&#91;&#93;</code>',
    ]);
  });

  it("links a name from the framework's own modules and never one from another package", () => {
    assert.deepEqual(blockFrom(extensionsPage('bulk-actions/bulk-action.mdx'), '<code>item'), [
      '<code>item?: [ActionBarItem](/reference/admin-ui-api/action-bar/action-bar-item/#action-bar-item)</code>',
    ]);
    // `import("@other/grid").SelectionManager` is not the SelectionManager documented here.
    assert.deepEqual(blockFrom(extensionsPage('bulk-actions/grid-component.mdx'), '<code>selectionManager'), [
      '<code>selectionManager: SelectionManager&#60;unknown&#62;</code>',
    ]);
  });

  it('rewrites a type the checker inferred the same way', () => {
    assert.equal(typeWithImportTypesAsNames('import("react").JSX.Element'), 'JSX.Element');
    assert.equal(typeWithImportTypesAsNames('Promise<import("../..").Translated<import("./p").Promotion>[]>'), 'Promise<Translated<Promotion>[]>');
    assert.equal(typeWithImportTypesAsNames('typeof import("./helpers").format'), 'typeof format');
    assert.equal(typeWithImportTypesAsNames('typeof import("./helpers")'), 'typeof import("./helpers")');
    assert.equal(typeWithImportTypesAsNames('string | number'), 'string | number');
  });
});
