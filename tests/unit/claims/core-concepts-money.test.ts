import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { BigIntMoneyStrategy, DefaultMoneyStrategy, OrderLine, defaultConfig, roundMoney } from '@vendure/core';

const require = createRequire(import.meta.url);

test('precision-default: 2, the same value for every currency', () => {
  assert.ok(defaultConfig.entityOptions.moneyStrategy instanceof DefaultMoneyStrategy);
  assert.equal(new DefaultMoneyStrategy().precision, 2);
  assert.equal(new BigIntMoneyStrategy().precision, 2);
});

test('money-scalar: any finite number in, a plain number out', () => {
  const { GraphQLMoney } = require('@vendure/core/dist/api/config/money-scalar.js');
  assert.equal(GraphQLMoney.parseValue(19.99), 19.99);
  assert.equal(GraphQLMoney.parseValue(2 ** 40), 2 ** 40);
  assert.throws(() => GraphQLMoney.parseValue(Infinity), /Money cannot represent/);
  assert.throws(() => GraphQLMoney.parseValue('1999'), /Money cannot represent/);
  assert.equal(GraphQLMoney.serialize(1999), 1999);
  assert.equal(GraphQLMoney.extensions.codegenScalarType, 'number');
});

test('round-multiply-first: both strategies round value times quantity once', () => {
  for (const strategy of [new DefaultMoneyStrategy(), new BigIntMoneyStrategy()]) {
    assert.equal(strategy.round(1000 / 1.2), 833);
    assert.equal(strategy.round(1000 / 1.2, 3), 2500);
  }
  assert.equal(roundMoney(1000 / 1.2, 3), 2500);
});

test('rounding-table: unit price 833, line price 2500 for three units of 1000 gross at 20 %', () => {
  const line = new OrderLine({
    listPrice: 1000,
    listPriceIncludesTax: true,
    quantity: 3,
    taxLines: [{ taxRate: 20, description: 'VAT' }],
    adjustments: [],
  } as any);
  assert.equal(line.unitPrice, 833);
  assert.equal(line.linePrice, 2500);
  assert.equal(line.unitPrice * line.quantity, 2499);
});

test('column-types: int by default, bigint for the BigIntMoneyStrategy, and their limits', () => {
  assert.equal(new DefaultMoneyStrategy().moneyColumnOptions.type, 'int');
  assert.equal(new BigIntMoneyStrategy().moneyColumnOptions.type, 'bigint');
  assert.equal((2 ** 31 - 1) / 100, 21474836.47);
});

test('bigint-limit: bigint values are read back as JavaScript numbers, safe up to about 90 trillion major units', () => {
  const { from } = new BigIntMoneyStrategy().moneyColumnOptions.transformer as any;
  assert.equal(from('9007199254740991'), Number.MAX_SAFE_INTEGER);
  assert.equal(Math.floor(Number.MAX_SAFE_INTEGER / 100 / 1e12), 90);
});

test('format-money-sample: the outputs shown in the sample comments', () => {
  const format = (amount: number, currency: string, locale = 'en-US') =>
    new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount / 100).replace(/\s/g, ' ');
  assert.equal(format(155880, 'USD'), '$1,558.80');
  assert.equal(format(155880, 'EUR', 'de-DE'), '1.558,80 €');
  assert.equal(format(100000, 'JPY', 'ja-JP'), '￥1,000');
});

test('decimal-means-cents: 19.99 passes the Money scalar unchanged, as an amount in minor units', () => {
  const { GraphQLMoney } = require('@vendure/core/dist/api/config/money-scalar.js');
  const { Kind } = require('graphql');
  assert.equal(GraphQLMoney.parseLiteral({ kind: Kind.FLOAT, value: '19.99' }), 19.99);
});

test('parse-float-pitfall: 1.15 * 100 is not 115 in JavaScript', () => {
  assert.equal(1.15 * 100, 114.99999999999999);
  assert.equal(Math.round(1.15 * 100), 115);
});
