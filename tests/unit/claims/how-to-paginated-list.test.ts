import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import vm from 'node:vm';
import { DeepPartial, defaultConfig, ListQueryBuilder, UserInputError, VendureEntity } from '@vendure/core';
import { generateListOptions } from '@vendure/core/dist/api/config/generate-list-options';
import { parseFilterParams } from '@vendure/core/dist/service/helpers/list-query-builder/parse-filter-params';
import { parseSortParams } from '@vendure/core/dist/service/helpers/list-query-builder/parse-sort-params';
import { buildSchema, GraphQLInputObjectType, GraphQLSchema } from 'graphql';
import { DataSource, EntitySchema } from 'typeorm';
import ts from 'typescript';

const require = createRequire(import.meta.url);
// The shared types the generator looks up (as declared in Vendure's common schema)
const commonSdl = `
  scalar DateTime
  interface Node { id: ID! }
  interface PaginatedList { items: [Node!]! totalItems: Int! }
  enum SortOrder { ASC DESC }
  enum LogicalOperator { AND OR }
  input StringOperators { eq: String }
  input BooleanOperators { eq: Boolean }
  input NumberRange { start: Float! end: Float! }
  input NumberOperators { eq: Float }
  input DateRange { start: DateTime! end: DateTime! }
  input DateOperators { eq: DateTime }
  input IDOperators { eq: String }
`;

const storeSdl = `
  type StoreLocation implements Node {
    id: ID!
    createdAt: DateTime!
    updatedAt: DateTime!
    name: String!
    city: String!
    postalCode: String!
    active: Boolean!
    pickupSlotsPerDay: Int!
  }
  type StoreLocationList implements PaginatedList {
    items: [StoreLocation!]!
    totalItems: Int!
  }
  type StoreLocationPage implements PaginatedList {
    items: [StoreLocation!]!
    totalItems: Int!
  }
  type Query {
    storeLocations: StoreLocationList!
    storePage: StoreLocationPage!
  }
`;

function generated(): GraphQLSchema {
  return generateListOptions(buildSchema(commonSdl + storeSdl, { assumeValidSDL: true }));
}

function inputFields(schema: GraphQLSchema, name: string) {
  const type = schema.getType(name);
  assert.ok(type instanceof GraphQLInputObjectType, name);
  return Object.fromEntries(Object.values(type.getFields()).map(f => [f.name, String(f.type)]));
}

test('generated-inputs: ListOptions, SortParameter and FilterParameter are built for the query returning StoreLocationList', () => {
  const schema = generated();
  for (const name of ['StoreLocationListOptions', 'StoreLocationSortParameter', 'StoreLocationFilterParameter']) {
    assert.ok(schema.getType(name) instanceof GraphQLInputObjectType, name);
  }
  const storeLocations = schema.getQueryType()?.getFields().storeLocations;
  assert.deepEqual(storeLocations?.args.map(a => [a.name, String(a.type)]), [['options', 'StoreLocationListOptions']]);
});

test('list-options-fields: skip, take, sort, filter and filterOperator', () => {
  assert.deepEqual(inputFields(generated(), 'StoreLocationListOptions'), {
    skip: 'Int',
    take: 'Int',
    sort: 'StoreLocationSortParameter',
    filter: 'StoreLocationFilterParameter',
    filterOperator: 'LogicalOperator',
  });
});

test('sortable-types: every field but the Boolean active becomes a sort field', () => {
  assert.deepEqual(Object.keys(inputFields(generated(), 'StoreLocationSortParameter')), [
    'id',
    'createdAt',
    'updatedAt',
    'name',
    'city',
    'postalCode',
    'pickupSlotsPerDay',
  ]);
});

test('filter-operator-types: operator inputs by field type, plus _and and _or', () => {
  assert.deepEqual(inputFields(generated(), 'StoreLocationFilterParameter'), {
    id: 'IDOperators',
    createdAt: 'DateOperators',
    updatedAt: 'DateOperators',
    name: 'StringOperators',
    city: 'StringOperators',
    postalCode: 'StringOperators',
    active: 'BooleanOperators',
    pickupSlotsPerDay: 'NumberOperators',
    _and: '[StoreLocationFilterParameter!]',
    _or: '[StoreLocationFilterParameter!]',
  });
});

test('list-suffix: a list type without the List suffix gets no inputs for the item type', () => {
  const schema = generated();
  const storePage = schema.getQueryType()?.getFields().storePage;
  assert.ok(storePage);
  // The generator treats StoreLocationPage itself as the item type: its inputs offer totalItems, not name or city
  assert.deepEqual(
    storePage.args.map(a => String(a.type)),
    ['StoreLocationPageListOptions'],
  );
  assert.deepEqual(Object.keys(inputFields(schema, 'StoreLocationPageSortParameter')), ['totalItems']);
});

const limitsSelf = {
  configService: { apiOptions: { shopListQueryLimit: 100, adminListQueryLimit: 1000 } },
  connection: { rawConnection: {} },
};
const parse = (apiType: string, options: { take?: number; skip?: number }, ignore?: boolean) =>
  Reflect.apply(Reflect.get(ListQueryBuilder.prototype, 'parseTakeSkipParams'), limitsSelf, [apiType, options, ignore]);

test('take-limits: defaults of 100 (Shop) and 1000 (Admin); above the limit is refused, not clamped', () => {
  assert.equal(defaultConfig.apiOptions.shopListQueryLimit, 100);
  assert.equal(defaultConfig.apiOptions.adminListQueryLimit, 1000);
  assert.deepEqual(parse('shop', {}), { take: 100, skip: 0 });
  assert.deepEqual(parse('admin', {}), { take: 1000, skip: 0 });
  assert.throws(() => parse('shop', { take: 101 }), (err: Error) => err instanceof UserInputError && err.message === 'error.list-query-limit-exceeded');
  const messages = JSON.parse(readFileSync(require.resolve('@vendure/core/dist/i18n/messages/en.json'), 'utf8'));
  assert.equal(messages.error['list-query-limit-exceeded'], 'Cannot take more than { limit } results from a list query');
});

test('ignore-query-limits: lifts the limit when set, off by default', () => {
  assert.deepEqual(parse('shop', { take: 5000 }, true), { take: 5000, skip: 0 });
  assert.throws(() => parse('shop', { take: 5000 }), UserInputError);
});

class StoreLocation extends VendureEntity {
  constructor(input?: DeepPartial<StoreLocation>) {
    super(input);
  }
  name!: string;
  city!: string;
}

test('computed-fields: a field without a column fails as a filter and as a sort', async () => {
  const schema = new EntitySchema<StoreLocation>({
    name: 'StoreLocation',
    target: StoreLocation,
    columns: {
      id: { type: Number, primary: true, generated: true },
      name: { type: String },
      city: { type: String },
    },
  });
  const dataSource = new DataSource({ type: 'sqljs', entities: [schema] });
  await Reflect.apply(Reflect.get(dataSource, 'buildMetadatas'), dataSource, []);
  assert.deepEqual(parseSortParams(dataSource, StoreLocation, { name: 'ASC' } as never), { 'storelocation.name': 'ASC' });
  assert.throws(
    () => parseSortParams(dataSource, StoreLocation, { distance: 'ASC' } as never),
    (err: Error) => err instanceof UserInputError && err.message === 'error.invalid-sort-field',
  );
  assert.throws(
    () =>
      parseFilterParams({
        connection: dataSource,
        entity: StoreLocation,
        filterParams: { distance: { eq: '3' } } as never,
      }),
    (err: Error) => err instanceof UserInputError && err.message === 'error.invalid-filter-field',
  );
  const messages = JSON.parse(readFileSync(require.resolve('@vendure/core/dist/i18n/messages/en.json'), 'utf8'));
  assert.match(messages.error['invalid-sort-field'], /^The sort field "\{ fieldName \}" is invalid/);
});

test('define-class-fields: with target ES2022 the declared fields are reset after the base constructor', () => {
  const source = `
    class Base { constructor(input) { Object.assign(this, input); } }
    class Store extends Base { name!: string; }
    result = new Store({ name: 'Leeds' }).name;
  `;
  const run = (target: ts.ScriptTarget) => {
    const js = ts.transpileModule(source, { compilerOptions: { target } }).outputText;
    const sandbox: { result?: string } = {};
    vm.runInNewContext(js, sandbox);
    return sandbox.result;
  };
  assert.equal(run(ts.ScriptTarget.ES2019), 'Leeds');
  assert.equal(run(ts.ScriptTarget.ES2022), undefined);
});
