import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { DEFAULT_AUTH_TOKEN_HEADER_KEY, DEFAULT_COOKIE_NAME } from '@vendure/common/lib/shared-constants';
import { InvalidCredentialsError, defaultConfig } from '@vendure/core';
import { GraphiqlPlugin } from '@vendure/graphiql-plugin';

const require = createRequire(import.meta.url);

test('graphiql-default-route: the playgrounds live under graphiql unless another route is given', () => {
  GraphiqlPlugin.init();
  assert.equal(GraphiqlPlugin.options.route, 'graphiql');
  GraphiqlPlugin.init({ route: 'playground' });
  assert.equal(GraphiqlPlugin.options.route, 'playground');
});

test('sample-first-product: the first product is a laptop with four variants, 1299.00 before 20% tax', () => {
  const lines = readFileSync(require.resolve('@vendure/create/assets/products.csv'), 'utf-8').trim().split('\n').slice(1);
  const cells = (line: string) => line.split(',').map(cell => cell.trim());
  const first = cells(lines[0]);
  assert.equal(first[0], 'Laptop');
  assert.equal(first[1], 'laptop');
  const nextProduct = lines.findIndex((line, i) => i > 0 && cells(line)[0] !== '');
  assert.equal(nextProduct, 4);
  const initial: { taxRates: Array<{ name: string; percentage: number }> } = require('@vendure/create/assets/initial-data.json');
  const standard = initial.taxRates.find(rate => rate.name === 'Standard Tax');
  assert.equal(standard?.percentage, 20);
  assert.ok(lines[0].includes('1299.00'));
  assert.equal(Math.round(129900 * 1.2), 155880);
});

test('sample-total-items: 54 products in the sample catalog', () => {
  const lines = readFileSync(require.resolve('@vendure/create/assets/products.csv'), 'utf-8').trim().split('\n').slice(1);
  assert.equal(lines.filter(line => line.split(',')[0].trim() !== '').length, 54);
});

test('invalid-credentials-result: a wrong password is an InvalidCredentialsError result', () => {
  const result = new InvalidCredentialsError({ authenticationError: '' });
  assert.equal(result.__typename, 'InvalidCredentialsError');
  assert.equal(result.errorCode, 'INVALID_CREDENTIALS_ERROR');
});

test('token-method-default: cookie by default, named session, bearer header vendure-auth-token', () => {
  assert.equal(defaultConfig.authOptions.tokenMethod, 'cookie');
  assert.equal(defaultConfig.authOptions.cookieOptions?.name, undefined);
  assert.equal(DEFAULT_COOKIE_NAME, 'session');
  assert.equal(defaultConfig.authOptions.authTokenHeaderKey, 'vendure-auth-token');
  assert.equal(DEFAULT_AUTH_TOKEN_HEADER_KEY, 'vendure-auth-token');
});

test('create-token-method: new projects use bearer and cookie', () => {
  const template = readFileSync(require.resolve('@vendure/create/assets/vendure-config.hbs'), 'utf-8');
  assert.match(template, /tokenMethod: \['bearer', 'cookie'\]/);
});
