import { test, mock } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { REQUIRED_NODE_VERSION, SERVER_PORT, STOREFRONT_PORT } from '@vendure/create/lib/constants';
import {
  checkNodeVersion,
  detectPackageManager,
  getDependencies,
  getPackageManagerInfo,
  getPnpmWorkspaceYaml,
  getServerPackageScripts,
  registerTemplateHelpers,
} from '@vendure/create/lib/helpers';
import { getCiConfiguration } from '@vendure/create/lib/gather-user-responses';
import { defaultConfig } from '@vendure/core';

const require = createRequire(import.meta.url);

class Exited extends Error {
  constructor(readonly code: string | number | null | undefined) {
    super(`exit ${code}`);
  }
}

function runCheck(version: string): { exited: boolean; output: string } {
  const lines: string[] = [];
  const log = mock.method(console, 'log', (...args: unknown[]) => {
    lines.push(args.map(String).join(' '));
  });
  const exit = mock.method(process, 'exit', (code?: string | number | null): never => {
    throw new Exited(code);
  });
  try {
    checkNodeVersion(REQUIRED_NODE_VERSION, version);
    return { exited: false, output: lines.join('\n') };
  } catch (e) {
    if (e instanceof Exited) return { exited: true, output: lines.join('\n') };
    throw e;
  } finally {
    log.mock.restore();
    exit.mock.restore();
  }
}

test('node-version-range: ^20.19.0 || >=22.12.0 passes, anything else exits naming both versions', () => {
  assert.equal(REQUIRED_NODE_VERSION, '^20.19.0 || >=22.12.0');
  const old = runCheck('v20.18.0');
  assert.equal(old.exited, true);
  assert.match(old.output, /v20\.18\.0/);
  assert.match(old.output, /\^20\.19\.0 \|\| >=22\.12\.0/);
  assert.equal(runCheck('v22.11.0').exited, true);
  assert.equal(runCheck('v22.12.0').exited, false);
  assert.equal(runCheck('v24.0.0').exited, false);
});

test('node-20-warning: Node.js 20 passes with an end-of-life warning, 22 without one', () => {
  const twenty = runCheck('v20.19.0');
  assert.equal(twenty.exited, false);
  assert.match(twenty.output, /end-of-life/);
  assert.equal(runCheck('v22.12.0').output, '');
});

test('database-drivers: better-sqlite3, pg, and mysql2 for both MySQL and MariaDB', () => {
  const driverFor = (db: 'sqlite' | 'postgres' | 'mysql' | 'mariadb') => getDependencies(db).dependencies.at(-1);
  assert.equal(driverFor('sqlite'), 'better-sqlite3');
  assert.equal(driverFor('postgres'), 'pg');
  assert.equal(driverFor('mysql'), 'mysql2');
  assert.equal(driverFor('mariadb'), 'mysql2');
});

test('installed-packages: runtime and development dependencies of a new project', () => {
  const { dependencies, devDependencies } = getDependencies('sqlite', '@3.7.3');
  assert.deepEqual(dependencies, [
    '@vendure/core@3.7.3',
    '@vendure/email-plugin@3.7.3',
    '@vendure/asset-server-plugin@3.7.3',
    '@vendure/graphiql-plugin@3.7.3',
    '@vendure/dashboard@3.7.3',
    'dotenv',
    'better-sqlite3',
  ]);
  assert.deepEqual(devDependencies.map(d => d.replace(/(.)@.*$/, '$1')), ['@vendure/cli', 'ts-node', 'typescript', 'vite']);
});

test('package-manager-detection: the launching package manager is detected from its user agent', () => {
  assert.equal(detectPackageManager('pnpm/9.12.0 npm/? node/v22.12.0 linux x64'), 'pnpm');
  assert.equal(detectPackageManager('yarn/4.5.0 npm/? node/v22.12.0 linux x64'), 'yarn');
  assert.equal(detectPackageManager('npm/10.9.0 node/v22.12.0 linux x64'), 'npm');
  assert.equal(detectPackageManager(undefined), 'npm');
});

test('port-scan-order: the server port scan starts at 3000, the storefront scan at 3001', () => {
  assert.equal(SERVER_PORT, 3000);
  assert.equal(STOREFRONT_PORT, 3001);
});

test('dev-script: npm run dev runs vendure dev all', () => {
  assert.equal(getServerPackageScripts().dev, 'vendure dev all');
});

test('pnpm-build-scripts: pnpm-workspace.yaml allows the native packages to build', () => {
  const yaml = getPnpmWorkspaceYaml('sqlite');
  for (const dep of ['bcrypt', 'better-sqlite3', 'sharp']) {
    assert.match(yaml, new RegExp(`- ${dep}\\n`));
  }
});

test('env-file: APP_ENV=dev, the port, a random cookie secret and the superadmin credentials', async () => {
  registerTemplateHelpers(getPackageManagerInfo('npm'));
  const sources = await getCiConfiguration('/tmp/my-shop', 'npm', 3002);
  const env = sources.envSource;
  assert.match(env, /^APP_ENV=dev$/m);
  assert.match(env, /^VENDURE_SERVER_PORT=3002$/m);
  assert.match(env, /^COOKIE_SECRET=[A-Za-z0-9_-]{20,}$/m);
  assert.match(env, /^SUPERADMIN_USERNAME=superadmin$/m);
  assert.match(env, /^SUPERADMIN_PASSWORD=superadmin$/m);
  assert.doesNotMatch(env, /^DB_HOST=/m);
  assert.match(sources.configSource, /database: path\.join\(__dirname, '\.\.\/vendure\.sqlite'\)/);
  assert.match(sources.configSource, /tokenMethod: \['bearer', 'cookie'\]/);
  assert.equal(sources.populateProducts, true);
});

test('gitignore-no-env: the generated .gitignore does not list .env', () => {
  const gitignore = readFileSync(require.resolve('@vendure/create/assets/gitignore.template'), 'utf-8');
  assert.ok(!gitignore.split('\n').some(line => line.trim() === '.env'));
});

test('core-defaults: port 3000, shop-api and admin-api are Vendure defaults', () => {
  assert.equal(defaultConfig.apiOptions.port, 3000);
  assert.equal(defaultConfig.apiOptions.shopApiPath, 'shop-api');
  assert.equal(defaultConfig.apiOptions.adminApiPath, 'admin-api');
});

test('superadmin-default: superadmin/superadmin is the default of authOptions.superadminCredentials', () => {
  assert.deepEqual(defaultConfig.authOptions.superadminCredentials, { identifier: 'superadmin', password: 'superadmin' });
});

type InitialData = {
  collections: unknown[];
  taxRates: unknown[];
  shippingMethods: unknown[];
  paymentMethods: Array<{ handler: { code: string } }>;
  roles: unknown[];
};
const initial: InitialData = require('@vendure/create/assets/initial-data.json');

test('sample-data-counts: 54 products with 88 variants, and 9 collections', () => {
  const csv = readFileSync(require.resolve('@vendure/create/assets/products.csv'), 'utf-8').trim().split('\n').slice(1);
  assert.equal(csv.length, 88);
  assert.equal(csv.filter(line => !line.startsWith(' ') && !line.startsWith(',')).length, 54);
  assert.equal(initial.collections.length, 9);
});

test('initial-data-always: 3 tax rates, 2 shipping methods, 1 dummy payment method, 3 roles', () => {
  assert.equal(initial.taxRates.length, 3);
  assert.equal(initial.shippingMethods.length, 2);
  assert.equal(initial.paymentMethods.length, 1);
  assert.equal(initial.paymentMethods[0].handler.code, 'dummy-payment-handler');
  assert.equal(initial.roles.length, 3);
});
