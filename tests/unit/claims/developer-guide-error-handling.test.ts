import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { buildSchema, graphql, GraphQLError, printSchema } from 'graphql';
import {
  EntityNotFoundError,
  ForbiddenError,
  IllegalOperationError,
  InsufficientStockError,
  InternalServerError,
  isGraphQlErrorResult,
  LogLevel,
  UnauthorizedError,
  UserInputError,
} from '@vendure/core';

const require = createRequire(import.meta.url);
const { generateErrorCodeEnum } = require('@vendure/core/dist/api/config/generate-error-code-enum.js');
const { ApolloServer } = require('@apollo/server');

function codeAndLevel(error: unknown) {
  const e = error as GraphQLError & { logLevel: LogLevel };
  assert.ok(e instanceof GraphQLError);
  return [e.extensions.code, e.logLevel];
}

test('code-user-input: UserInputError has code USER_INPUT_ERROR and log level Warn', () => {
  assert.deepEqual(codeAndLevel(new UserInputError('x')), ['USER_INPUT_ERROR', LogLevel.Warn]);
});

test('code-entity-not-found: EntityNotFoundError has code ENTITY_NOT_FOUND and log level Warn', () => {
  assert.deepEqual(codeAndLevel(new EntityNotFoundError('Product', 1)), ['ENTITY_NOT_FOUND', LogLevel.Warn]);
});

test('code-illegal-operation: IllegalOperationError has code ILLEGAL_OPERATION and log level Warn', () => {
  assert.deepEqual(codeAndLevel(new IllegalOperationError('x')), ['ILLEGAL_OPERATION', LogLevel.Warn]);
});

test('code-forbidden: ForbiddenError has code FORBIDDEN and log level Warn', () => {
  assert.deepEqual(codeAndLevel(new ForbiddenError()), ['FORBIDDEN', LogLevel.Warn]);
  // the thrower can choose another level
  assert.equal((new ForbiddenError(LogLevel.Verbose) as any).logLevel, LogLevel.Verbose);
});

test('code-unauthorized: UnauthorizedError has code UNAUTHORIZED and log level Info', () => {
  assert.deepEqual(codeAndLevel(new UnauthorizedError()), ['UNAUTHORIZED', LogLevel.Info]);
});

test('code-internal: InternalServerError has code INTERNAL_SERVER_ERROR and log level Error', () => {
  assert.deepEqual(codeAndLevel(new InternalServerError('x')), ['INTERNAL_SERVER_ERROR', LogLevel.Error]);
});

test('is-graphql-error-result: tells an error result from an order', () => {
  const error = new InsufficientStockError({ quantityAvailable: 2, order: {} as any });
  assert.ok(isGraphQlErrorResult(error));
  assert.equal(error.errorCode, 'INSUFFICIENT_STOCK_ERROR');
  assert.equal(error.quantityAvailable, 2);
  assert.ok(!isGraphQlErrorResult({ id: 1, code: 'ABC', totalWithTax: 100 } as any));
});

const base = `
  enum ErrorCode { UNKNOWN_ERROR }
  interface ErrorResult { errorCode: ErrorCode! message: String! }
  type GiftCardExpiredError implements ErrorResult { errorCode: ErrorCode! message: String! expiredAt: String! }
  type Query { ok: Boolean }
`;

test('error-code-enum: a value is generated for each type implementing ErrorResult', () => {
  const schema = generateErrorCodeEnum(buildSchema(base));
  assert.match(printSchema(schema), /enum ErrorCode \{\s+UNKNOWN_ERROR\s+GIFT_CARD_EXPIRED_ERROR\s+\}/);
});

test('error-code-declared-twice: declaring the generated value yourself makes schema building throw', () => {
  const declaredTwice = buildSchema(base + 'extend enum ErrorCode { GIFT_CARD_EXPIRED_ERROR }');
  assert.throws(() => generateErrorCodeEnum(declaredTwice), /GIFT_CARD_EXPIRED_ERROR/);
});

const unionSchema = buildSchema(`
  type RedeemedGiftCard { code: String! }
  type GiftCardExpiredError { message: String! }
  union RedeemGiftCardResult = RedeemedGiftCard | GiftCardExpiredError
  type Query { ok: Boolean }
  type Mutation { redeemGiftCard(code: String!): RedeemGiftCardResult! }
`);
const mutation = 'mutation { redeemGiftCard(code: "A") { __typename } }';

test('typename-resolution: with no type resolver the value\'s __typename picks the member', async () => {
  const result = await graphql({
    schema: unionSchema,
    source: mutation,
    rootValue: { redeemGiftCard: () => ({ __typename: 'GiftCardExpiredError', message: 'm' }) },
  });
  assert.equal(result.errors, undefined);
  assert.deepEqual(JSON.parse(JSON.stringify(result.data)), { redeemGiftCard: { __typename: 'GiftCardExpiredError' } });
});

test('abstract-type-message: without __typename the field fails with the abstract type error', async () => {
  const result = await graphql({ schema: unionSchema, source: mutation, rootValue: { redeemGiftCard: () => ({ code: 'A' }) } });
  assert.equal(result.data, null);
  assert.match(
    result.errors![0].message,
    /^Abstract type "RedeemGiftCardResult" must resolve to an Object type at runtime for field "Mutation\.redeemGiftCard"/,
  );
});

async function apollo() {
  const server = new ApolloServer({
    typeDefs: `type Query { fail: Int! n(v: Int!): Int }`,
    resolvers: {
      Query: {
        fail: () => {
          throw new UserInputError('Unknown gift card GIFT-0000');
        },
        n: (_: unknown, { v }: { v: number }) => v,
      },
    },
  });
  await server.start();
  return server;
}

test('status-200: a resolver that throws leaves the status unset (200) and data null', async () => {
  const server = await apollo();
  try {
    const res = await server.executeOperation({ query: '{ fail }' });
    assert.equal(res.http.status, undefined);
    assert.equal(res.body.singleResult.data, null);
    assert.equal(res.body.singleResult.errors[0].extensions.code, 'USER_INPUT_ERROR');
  } finally {
    await server.stop();
  }
});

test('status-400: parse, validation and unknown operationName failures answer 400', async () => {
  const server = await apollo();
  try {
    const parse = await server.executeOperation({ query: '{ fail ' });
    assert.equal(parse.http.status, 400);
    assert.equal(parse.body.singleResult.errors[0].extensions.code, 'GRAPHQL_PARSE_FAILED');
    const invalid = await server.executeOperation({ query: '{ nope }' });
    assert.equal(invalid.http.status, 400);
    assert.equal(invalid.body.singleResult.errors[0].extensions.code, 'GRAPHQL_VALIDATION_FAILED');
    const noOp = await server.executeOperation({ query: 'query A { fail }', operationName: 'B' });
    assert.equal(noOp.http.status, 400);
    assert.equal(noOp.body.singleResult.errors[0].extensions.code, 'OPERATION_RESOLUTION_FAILURE');
  } finally {
    await server.stop();
  }
});

test('variables-200: invalid variable values keep status 200 with BAD_USER_INPUT', async () => {
  const server = await apollo();
  try {
    const res = await server.executeOperation({ query: 'query Q($v: Int!) { n(v: $v) }', variables: { v: 'abc' } });
    assert.equal(res.http.status, undefined);
    assert.equal(res.body.singleResult.errors[0].extensions.code, 'BAD_USER_INPUT');
  } finally {
    await server.stop();
  }
});

async function translatingServer() {
  const { TranslateErrorsPlugin } = require('@vendure/core/dist/api/middleware/translate-errors-plugin.js');
  const { I18nService } = require('@vendure/core/dist/i18n/i18n.service.js');
  const i18n = { translateError: (req: unknown, err: unknown) => I18nService.prototype.translateError.call(null, req, err) };
  const server = new ApolloServer({
    typeDefs: `type Query { crash: Int! bad: Int! }`,
    resolvers: {
      Query: {
        crash: () => {
          throw new Error('connect ECONNREFUSED 10.0.0.5:5432');
        },
        bad: () => {
          throw new UserInputError('Unknown gift card GIFT-0000');
        },
      },
    },
    plugins: [new TranslateErrorsPlugin(i18n)],
  });
  await server.start();
  return server;
}

test('plain-error-no-code: with the Vendure translate plugin a plain Error keeps its message and has no code', async () => {
  const server = await translatingServer();
  try {
    const contextValue = { req: { t: (key: string) => key } };
    const crash = await server.executeOperation({ query: '{ crash }' }, { contextValue });
    const [plain] = JSON.parse(JSON.stringify(crash.body.singleResult.errors));
    assert.equal(plain.message, 'connect ECONNREFUSED 10.0.0.5:5432');
    assert.equal(plain.extensions?.code, undefined);
  } finally {
    await server.stop();
  }
});

test('sample-user-input-response: a UserInputError arrives with its message and code USER_INPUT_ERROR only', async () => {
  const server = await translatingServer();
  try {
    const contextValue = { req: { t: (key: string) => key } };
    const bad = await server.executeOperation({ query: '{ bad }' }, { contextValue });
    const [input] = JSON.parse(JSON.stringify(bad.body.singleResult.errors));
    assert.deepEqual(input.extensions, { code: 'USER_INPUT_ERROR' });
    assert.equal(input.message, 'Unknown gift card GIFT-0000');
  } finally {
    await server.stop();
  }
});
