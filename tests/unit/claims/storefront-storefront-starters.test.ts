import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  STOREFRONT_STARTERS,
  configureStorefrontPackageJson,
  getStorefrontStarter,
  parseStorefrontId,
  renderStorefrontEnvironment,
  resolveCiStorefront,
} from '@vendure/create/lib/storefront-starters';
import { getMonorepoRootPackageJson, getPackageManagerInfo } from '@vendure/create/lib/helpers';

const context = { projectName: 'my-shop', serverPort: 3000, storefrontPort: 3001, revalidationSecret: 'secret' };

test('two-starters: tanstack and nextjs, from the main branch of their repositories', () => {
  assert.deepEqual(
    STOREFRONT_STARTERS.map(s => [s.id, s.name, s.repository, s.ref, s.envFile]),
    [
      ['tanstack', 'TanStack Start', 'vendurehq/tanstack-starter-vendure', 'main', '.env'],
      ['nextjs', 'Next.js', 'vendurehq/nextjs-starter-vendure', 'main', '.env.local'],
    ],
  );
});

test('with-storefront-deprecated: --storefront picks by id, the old flag means nextjs', () => {
  assert.equal(parseStorefrontId('tanstack'), 'tanstack');
  assert.throws(() => parseStorefrontId('remix'));
  assert.equal(resolveCiStorefront({ withStorefront: true }), 'nextjs');
  assert.equal(resolveCiStorefront({ storefront: 'tanstack', withStorefront: true }), 'tanstack');
  assert.equal(resolveCiStorefront({}), undefined);
});

test('package-json-edits: name becomes storefront, dev gets the port, start only for TanStack', () => {
  const original = { name: 'starter', scripts: { dev: 'x', start: 'next start', build: 'b' } };
  const tanstack = configureStorefrontPackageJson(original, getStorefrontStarter('tanstack'), context);
  assert.equal(tanstack.name, 'storefront');
  assert.deepEqual(tanstack.scripts, { dev: 'vite dev --port 3001', start: 'node .output/server/index.mjs', build: 'b' });
  const next = configureStorefrontPackageJson(original, getStorefrontStarter('nextjs'), context);
  assert.deepEqual(next.scripts, { dev: 'next dev --port 3001', start: 'next start', build: 'b' });
});

test('env-file: the variables written for each starter', () => {
  const tanstack = renderStorefrontEnvironment(getStorefrontStarter('tanstack'), context);
  assert.equal(
    tanstack,
    [
      "VENDURE_SHOP_API_URL='http://localhost:3000/shop-api'",
      "VENDURE_CHANNEL_TOKEN='__default_channel__'",
      "SITE_URL='http://localhost:3001'",
      "SITE_NAME='my-shop'",
      "REVALIDATION_SECRET='secret'",
      '',
    ].join('\n'),
  );
  const next = renderStorefrontEnvironment(getStorefrontStarter('nextjs'), context);
  assert.match(next, /^NEXT_PUBLIC_SITE_URL='http:\/\/localhost:3001'$/m);
  assert.match(next, /^NEXT_PUBLIC_SITE_NAME='my-shop'$/m);
  assert.match(next, /^VENDURE_SHOP_API_URL=/m);
});

test('root-scripts: concurrently drives both apps', () => {
  const pkg = getMonorepoRootPackageJson('my-shop', getPackageManagerInfo('npm'), 'sqlite');
  const scripts = pkg.scripts as Record<string, string>;
  assert.deepEqual(Object.keys(scripts).sort(), [
    'build',
    'build:server',
    'build:storefront',
    'dev',
    'dev:server',
    'dev:storefront',
    'start',
    'start:server',
    'start:storefront',
  ]);
  assert.match(scripts.dev, /^concurrently /);
  assert.ok(scripts.build.indexOf('server') < scripts.build.indexOf('storefront'));
  assert.ok('concurrently' in (pkg.devDependencies as Record<string, string>));
});
