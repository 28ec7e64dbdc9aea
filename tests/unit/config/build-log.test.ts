import assert from 'node:assert/strict';
import { test } from 'node:test';
import { findBuildProblems } from '../../../scripts/lib/build-log';

test('a clean build log has no problems', () => {
  const log = '[INFO] [en] Creating an optimized production build...\n[SUCCESS] Generated static files in "build".\n';
  assert.deepEqual(findBuildProblems(log), []);
});

test('broken anchors, markdown links and duplicate routes are reported, without colour codes', () => {
  const log = [
    '\u001b[33m[WARNING]\u001b[39m Docusaurus found broken anchors!',
    '- Broken anchor on source page path = /guides/x/:',
    '   -> linking to /reference/#missing',
    '[WARNING] Docs markdown link couldn\'t be resolved: (./nope.md) in "docs/a.md"',
    '[WARNING] Duplicate routes found!',
  ].join('\n');
  assert.deepEqual(findBuildProblems(log), [
    '[WARNING] Docusaurus found broken anchors!',
    '- Broken anchor on source page path = /guides/x/:',
    '[WARNING] Docs markdown link couldn\'t be resolved: (./nope.md) in "docs/a.md"',
    '[WARNING] Duplicate routes found!',
  ]);
});
