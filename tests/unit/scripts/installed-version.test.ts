import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import test from 'node:test';
import { installedVersion } from '../../../scripts/lib/installed-version';

test('reads the version from the package folder, scoped names included', () => {
  const root = mkdtempSync(join(tmpdir(), 'project-'));
  mkdirSync(join(root, 'node_modules', '@scope', 'lib'), { recursive: true });
  writeFileSync(join(root, 'node_modules', '@scope', 'lib', 'package.json'), '{"name":"@scope/lib","version":"1.2.3"}');
  assert.equal(installedVersion('@scope/lib', root), '1.2.3');
});

test('a package that is not installed is an error that says to run npm install', () => {
  const root = mkdtempSync(join(tmpdir(), 'project-'));
  assert.throws(() => installedVersion('missing', root), /missing is not installed \(expected .*package\.json\); run npm install/);
});
