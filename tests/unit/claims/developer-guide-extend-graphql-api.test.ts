import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { buildSchema, extendSchema, GraphQLError, GraphQLScalarType, GraphQLSchema, Kind, print, printSchema } from 'graphql';
import gql from 'graphql-tag';
import {
  defaultConfig,
  DefaultEntityAccessControlStrategy,
  Permission,
  PluginCommonModule,
  RequestContext,
  VendurePlugin,
} from '@vendure/core';

const require = createRequire(import.meta.url);
const { buildSchemaFromVendureConfig } = require('@vendure/core/dist/api/config/get-final-vendure-schema.js');
const { mergeTypeDefs } = require('@graphql-tools/merge');
const { ApolloServer } = require('@apollo/server');

/** The core Shop API SDL, merged the way the server loads it. */
let cached: GraphQLSchema | undefined;
function coreShopSchema(): GraphQLSchema {
  if (cached) return cached;
  const root = join(dirname(require.resolve('@vendure/core/package.json')), 'dist/api/schema');
  const files = ['common', 'shop-api'].flatMap(dir =>
    readdirSync(join(root, dir))
      .filter(f => f.endsWith('.graphql'))
      .map(f => readFileSync(join(root, dir, f), 'utf8')),
  );
  cached = buildSchema(print(mergeTypeDefs(files)));
  return cached;
}

function build(plugins: unknown[], customFields: Record<string, unknown[]> = {}): string {
  const config = { ...defaultConfig, plugins, customFields: { ...defaultConfig.customFields, ...customFields } };
  return printSchema(buildSchemaFromVendureConfig(coreShopSchema(), config, 'shop'));
}

const reviewSdl = gql`
  type Review implements Node {
    id: ID!
    body: String!
    rating: Int!
  }
  type ReviewList implements PaginatedList {
    items: [Review!]!
    totalItems: Int!
  }
  extend type Query {
    reviews: ReviewList!
  }
`;

test('list-options: a plugin list type gets generated options, sort and filter inputs and an options argument', () => {
  @VendurePlugin({ imports: [PluginCommonModule], shopApiExtensions: { schema: reviewSdl } })
  class ReviewsPlugin {}
  const sdl = build([ReviewsPlugin]);
  assert.match(sdl, /reviews\(options: ReviewListOptions = null\): ReviewList!/);
  assert.match(sdl, /input ReviewSortParameter \{[^}]*rating: SortOrder/);
  assert.match(sdl, /input ReviewFilterParameter \{[^}]*body: StringOperators/);
});

test('function-schema: a schema function gets the core schema, without what other plugins add, and may return undefined', () => {
  @VendurePlugin({ imports: [PluginCommonModule], shopApiExtensions: { schema: reviewSdl } })
  class First {}
  const seen: Array<[boolean, boolean]> = [];
  @VendurePlugin({
    imports: [PluginCommonModule],
    shopApiExtensions: {
      schema: (schema: GraphQLSchema) => {
        seen.push([!!schema.getType('Product'), !!schema.getType('Review')]);
        return undefined;
      },
    } as any,
  })
  class Second {}
  const sdl = build([First, Second]);
  // called once, with core types but without the Review type that First (listed earlier) adds
  assert.deepEqual(seen, [[true, false]]);
  assert.match(sdl, /type Review implements Node/);
});

test('custom-fields-step: private fields stay out of the Shop API, internal ones out of both', () => {
  const sdl = build([], {
    Product: [
      { name: 'shown', type: 'int' },
      { name: 'hidden', type: 'int', public: false },
      { name: 'secret', type: 'int', internal: true },
    ],
  });
  const productCustomFields = /type ProductCustomFields \{([^}]*)\}/.exec(sdl)![1];
  assert.match(productCustomFields, /shown: Int/);
  assert.doesNotMatch(productCustomFields, /hidden|secret/);
  assert.match(sdl, /type Product implements Node \{[^}]*customFields: ProductCustomFields/);
});

test('custom-fields-json: when no custom field is visible in the API, customFields is JSON', () => {
  const sdl = build([], { Product: [{ name: 'popularityBoost', type: 'int', public: false }] });
  assert.doesNotMatch(sdl, /type ProductCustomFields/);
  assert.match(sdl, /type Product implements Node \{[^}]*customFields: JSON/);
});

test('no-custom-field-types: an extension cannot name a type that custom fields create later', () => {
  @VendurePlugin({
    imports: [PluginCommonModule],
    shopApiExtensions: { schema: gql`extend type Query { boosts: ProductCustomFields }` },
  })
  class Early {}
  assert.throws(() => build([Early], { Product: [{ name: 'shown', type: 'int' }] }), /Unknown type "ProductCustomFields"/);
});

test('existing-custom-fields: a type that already declares customFields is left alone', () => {
  @VendurePlugin({
    imports: [PluginCommonModule],
    shopApiExtensions: { schema: gql`extend type Product { customFields: String }` },
  })
  class OwnCustomFields {}
  const sdl = build([OwnCustomFields], { Product: [{ name: 'shown', type: 'int' }] });
  assert.match(sdl, /type Product implements Node \{[^}]*customFields: String/);
  assert.doesNotMatch(sdl, /type ProductCustomFields/);
});

test('error-code-enum: a plugin error result gets an ErrorCode value', () => {
  @VendurePlugin({
    imports: [PluginCommonModule],
    shopApiExtensions: {
      schema: gql`
        type ReviewTooLongError implements ErrorResult {
          errorCode: ErrorCode!
          message: String!
        }
      `,
    },
  })
  class Errors {}
  assert.match(build([Errors]), /enum ErrorCode \{[^}]*REVIEW_TOO_LONG_ERROR/);
});

test('boot-validation: unknown types, duplicate fields and extensions of missing types are rejected', () => {
  const base = coreShopSchema();
  assert.throws(() => extendSchema(base, gql`extend type Query { a: Prodcut }`), /Unknown type "Prodcut"/);
  assert.throws(
    () => extendSchema(base, gql`extend type Product { x: Int x: Int }`),
    /Field "Product.x" can only be defined once/,
  );
  assert.throws(() => extendSchema(base, gql`extend type Administrator { x: Int }`), /Cannot extend type "Administrator" because it is not defined/);
});

test('redeclare-core-field: declaring an existing core field again is rejected', () => {
  assert.throws(
    () => extendSchema(coreShopSchema(), gql`extend type Query { product(id: ID): Product }`),
    /Field "Query.product" already exists in the schema/,
  );
});

test('allow-any-one: a user holding one of the listed permissions passes the default strategy', async () => {
  const strategy = new DefaultEntityAccessControlStrategy();
  const ctx = new RequestContext({
    apiType: 'admin',
    isAuthorized: true,
    authorizedAsOwnerOnly: false,
    channel: { id: 1, token: 't' } as any,
    session: {
      user: { id: 1, identifier: 'a', verified: true, channelPermissions: [{ id: 1, token: 't', code: 'c', permissions: [Permission.UpdateProduct] }] },
    } as any,
  });
  assert.equal(await strategy.canAccess(ctx, [Permission.UpdateCatalog, Permission.UpdateProduct]), true);
  assert.equal(await strategy.canAccess(ctx, [Permission.UpdateCatalog]), false);
});

test('no-allow-public: with no permissions required the default strategy lets anyone through', async () => {
  const anonymous = new RequestContext({ apiType: 'admin', isAuthorized: false, authorizedAsOwnerOnly: false, channel: { id: 1 } as any });
  assert.equal(await new DefaultEntityAccessControlStrategy().canAccess(anonymous, []), true);
});

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;
function normalize(value: unknown): string {
  if (typeof value !== 'string' || !HEX.test(value)) {
    throw new GraphQLError(`HexColor expects a colour such as "#1d3557", got ${JSON.stringify(value)}`);
  }
  const digits = value.slice(1).toLowerCase();
  return '#' + (digits.length === 3 ? [...digits].map(d => d + d).join('') : digits);
}
const HexColorScalar = new GraphQLScalarType({
  name: 'HexColor',
  serialize: normalize,
  parseValue: normalize,
  parseLiteral(ast) {
    if (ast.kind !== Kind.STRING) throw new GraphQLError('HexColor expects a string');
    return normalize(ast.value);
  },
});

async function colorServer() {
  const server = new ApolloServer({
    typeDefs: `scalar HexColor type Query { readableTextColor(background: HexColor!): HexColor! }`,
    resolvers: {
      HexColor: HexColorScalar,
      Query: {
        readableTextColor: (_: unknown, args: { background: string }) => {
          const [r, g, b] = [1, 3, 5].map(i => parseInt(args.background.slice(i, i + 2), 16));
          return 0.299 * r + 0.587 * g + 0.114 * b > 150 ? '#000' : '#fff';
        },
      },
    },
  });
  await server.start();
  return server;
}

test('scalar-round-trip: the literal and the variable are both normalized, and #000 leaves as #000000', async () => {
  const server = await colorServer();
  try {
    const res = await server.executeOperation({
      query: 'query TextColors($swatch: HexColor!) { onYellow: readableTextColor(background: "#FC0") onSwatch: readableTextColor(background: $swatch) }',
      variables: { swatch: '#1D3557' },
    });
    assert.equal(res.body.singleResult.errors, undefined);
    assert.deepEqual({ ...res.body.singleResult.data }, { onYellow: '#000000', onSwatch: '#ffffff' });
  } finally {
    await server.stop();
  }
});

test('scalar-rejects-inline: an inline value the scalar rejects fails validation with status 400', async () => {
  const server = await colorServer();
  try {
    const inline = await server.executeOperation({ query: '{ readableTextColor(background: "red") }' });
    assert.equal(inline.http.status, 400);
    assert.equal(inline.body.singleResult.errors[0].extensions.code, 'GRAPHQL_VALIDATION_FAILED');
  } finally {
    await server.stop();
  }
});

test('scalar-rejects-variable: a variable the scalar rejects fails the request with an error naming the variable', async () => {
  const server = await colorServer();
  try {
    const variable = await server.executeOperation({
      query: 'query Q($swatch: HexColor!) { readableTextColor(background: $swatch) }',
      variables: { swatch: 'red' },
    });
    assert.equal(variable.body.singleResult.data, undefined);
    assert.match(variable.body.singleResult.errors[0].message, /^Variable "\$swatch" got invalid value "red"/);
  } finally {
    await server.stop();
  }
});
