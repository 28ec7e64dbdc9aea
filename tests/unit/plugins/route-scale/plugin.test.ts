import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import test from 'node:test';
import { REPLACED_IMPORTS, standInFor } from '../../../../plugins/route-scale';

const installed = (request: string) => readFileSync(require.resolve(request), 'utf8');

test('the installed packages still make each replaced import, so an upgrade cannot skip a stand-in quietly', () => {
  assert.match(installed('@docusaurus/core/lib/server/codegen/codegenRoutes.js'), /import ComponentCreator from '@docusaurus\/ComponentCreator';/);
  assert.match(installed('@docusaurus/core/lib/client/clientEntry.js'), /import docusaurus from '\.\/docusaurus';/);
  assert.match(installed('@docusaurus/plugin-content-docs/lib/client/index.js'), /from '\.\/docsClientUtils';/);
  assert.match(installed('react-router/esm/react-router.js'), /import pathToRegexp from 'path-to-regexp';/);
  assert.match(installed('react-router/cjs/react-router.js'), /require\('path-to-regexp'\)/);
});

// A CommonJS original (`module.exports = ...`) is a default export to the bundler; its properties
// are compared in literal-path.test.ts.
const hasDefaultExport = (source: string) => /export default|module\.exports = /.test(source);

test('every stand-in exists and exports what the module it replaces exports', () => {
  const exportedNames = (source: string) =>
    [...source.matchAll(/export (?:declare )?(?:function|const) (\w+)|export \{([^}]+)\}/g)]
      .flatMap((match) => (match[1] ? [match[1]] : match[2].split(',').map((name) => name.trim())))
      .sort();
  for (const rule of REPLACED_IMPORTS) {
    assert.ok(existsSync(rule.standIn), rule.standIn);
    const standIn = readFileSync(rule.standIn, 'utf8');
    const original = installed(rule.original);
    assert.deepEqual(exportedNames(standIn), exportedNames(original), rule.request);
    assert.equal(hasDefaultExport(standIn), hasDefaultExport(original), `${rule.request}: default export`);
  }
});

test('replaces exactly those imports, from exactly those folders', () => {
  const coreClient = join(require.resolve('@docusaurus/core/lib/client/docusaurus.js'), '..');
  const docsClient = join(require.resolve('@docusaurus/plugin-content-docs/lib/client/index.js'), '..');
  assert.match(standInFor('@docusaurus/ComponentCreator', '/anywhere/.docusaurus') ?? '', /lazy-component-creator\.ts$/);
  assert.match(standInFor('./docusaurus', coreClient) ?? '', /route-prefetch\.ts$/);
  assert.match(standInFor('./docsClientUtils', docsClient) ?? '', /docs-client-utils\.ts$/);
  assert.match(standInFor('path-to-regexp', join(require.resolve('react-router'), '..')) ?? '', /client\/path-to-regexp\.ts$/);
  assert.equal(standInFor('./docusaurus', docsClient), undefined);
  assert.equal(standInFor('./docsClientUtils', '/work/elsewhere'), undefined);
  assert.equal(standInFor('@docusaurus/core/lib/client/docusaurus.js', coreClient), undefined, 'how the stand-ins import the originals');
});
