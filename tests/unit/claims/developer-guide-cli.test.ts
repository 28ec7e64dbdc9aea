import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';

const require = createRequire(import.meta.url);
const helpers = require('@vendure/create/lib/helpers') as {
  getServerPackageScripts(): Record<string, string>;
  getDependencies(dbType: string, version?: string): { dependencies: string[]; devDependencies: string[] };
};

test('create-package-scripts: a new project runs dev, build and start through the vendure CLI', () => {
  const scripts = helpers.getServerPackageScripts();
  assert.equal(scripts.dev, 'vendure dev all');
  assert.equal(scripts.build, 'vendure build all');
  assert.equal(scripts.start, 'vendure start all');
});

test('create-cli-dev-dependency: @vendure/cli is a dev dependency pinned like @vendure/core', () => {
  const { dependencies, devDependencies } = helpers.getDependencies('postgres', '@3.7.3');
  assert.ok(dependencies.includes('@vendure/core@3.7.3'));
  assert.ok(devDependencies.includes('@vendure/cli@3.7.3'));
  assert.ok(!dependencies.some(d => d.startsWith('@vendure/cli')));
});
