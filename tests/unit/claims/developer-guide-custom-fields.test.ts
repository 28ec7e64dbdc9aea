import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import { getGraphQlInputName } from '@vendure/common/lib/shared-utils';
import { Asset, Customer, LanguageCode, Product, type CustomFieldConfig } from '@vendure/core';
import { addGraphQLCustomFields, addOrderLineCustomFieldsInput } from '@vendure/core/dist/api/config/graphql-custom-fields';
import { validateCustomFieldValue } from '@vendure/core/dist/api/common/validate-custom-field-value';
import { CustomFieldProcessingInterceptor } from '@vendure/core/dist/api/middleware/custom-field-processing-interceptor';
import { registerCustomEntityFields } from '@vendure/core/dist/entity/register-custom-entity-fields';
import { validateCustomFieldsConfig } from '@vendure/core/dist/entity/validate-custom-fields-config';
import { buildSchema, isNonNullType, parse, printType, type GraphQLInputObjectType, type GraphQLObjectType } from 'graphql';
import { getMetadataArgsStorage } from 'typeorm';

const require = createRequire(import.meta.url);
const en = require('@vendure/core/dist/i18n/messages/en.json') as { error: Record<string, string> };

const fields = (list: unknown[]) => list as CustomFieldConfig[];
const ctx = (opts: { permissions?: boolean; apiType?: 'admin' | 'shop'; languageCode?: LanguageCode } = {}) =>
  ({
    apiType: opts.apiType ?? 'admin',
    languageCode: opts.languageCode ?? LanguageCode.en,
    userHasPermissions: () => opts.permissions ?? false,
  }) as never;
const check = (config: unknown, value: unknown, c = ctx()) => validateCustomFieldValue(config as never, value, {} as never, c);

test('startup-validation: names, duplicates, clashes, non-nullable defaults and localeString placement', () => {
  const { valid, errors } = validateCustomFieldsConfig(
    {
      Product: fields([
        { name: '_ok1', type: 'string' },
        { name: '1bad', type: 'string' },
        { name: 'bad-name', type: 'string' },
        { name: 'slug', type: 'string' },
        { name: 'dup', type: 'string' },
        { name: 'dup', type: 'string' },
        { name: 'strict', type: 'int', nullable: false },
      ]),
      Customer: fields([{ name: 'nickname', type: 'localeString' }]),
    } as never,
    [Product, Customer] as never,
  );
  assert.equal(valid, false);
  assert.ok(errors.some(e => e.includes('"1bad"')));
  assert.ok(errors.some(e => e.includes('"bad-name"')));
  assert.ok(!errors.some(e => e.includes('"_ok1"')));
  assert.ok(errors.some(e => e.includes('already has a field named "slug"')));
  assert.ok(errors.some(e => e.includes('duplicated custom field name: "dup"')));
  assert.ok(errors.some(e => e.includes('"strict" is non-nullable and must have a defaultValue')));
  assert.ok(errors.some(e => e.startsWith('Customer') && e.includes('localeString')));
});

test('column-types: varchar 255, double precision, bool and timestamp on Postgres, JSON for lists and structs', () => {
  registerCustomEntityFields({
    dbConnectionOptions: { type: 'postgres' },
    customFields: {
      Product: fields([
        { name: 'cfCode', type: 'string' },
        { name: 'cfRatio', type: 'float' },
        { name: 'cfFlag', type: 'boolean', defaultValue: false },
        { name: 'cfWhen', type: 'datetime' },
        { name: 'cfNotes', type: 'text' },
        { name: 'cfTags', type: 'int', list: true },
        { name: 'cfSpec', type: 'struct', fields: [{ name: 'a', type: 'string' }] },
      ]),
    },
  } as never);
  const columns = getMetadataArgsStorage().columns.filter(c => String(c.propertyName).startsWith('cf'));
  const option = (name: string) => columns.find(c => c.propertyName === name)?.options as Record<string, unknown>;
  assert.equal(option('cfCode').type, 'varchar');
  assert.equal(option('cfCode').length, 255);
  assert.equal(option('cfCode').nullable, true);
  assert.equal(option('cfRatio').type, 'double precision');
  assert.equal(option('cfFlag').type, 'bool');
  assert.equal(option('cfFlag').default, false);
  assert.equal(option('cfWhen').type, 'timestamp');
  assert.equal(option('cfNotes').type, 'text');
  assert.equal(option('cfTags').type, 'simple-json');
  assert.equal(option('cfSpec').type, 'jsonb');
});

test('string-length-limit: a length above 65,535 stops the registration', () => {
  assert.throws(
    () =>
      registerCustomEntityFields({
        dbConnectionOptions: { type: 'postgres' },
        customFields: { Asset: fields([{ name: 'tooLong', type: 'string', length: 70000 }]) },
      } as never),
    /greater than the maximum allowed value of 65535/,
  );
  assert.ok(Asset);
});

test('relation-input-names: relation ids are sent as <name>Id and <name>Ids', () => {
  assert.equal(getGraphQlInputName({ name: 'manual', type: 'relation' } as never), 'manualId');
  assert.equal(getGraphQlInputName({ name: 'accessories', type: 'relation', list: true } as never), 'accessoriesIds');
  assert.equal(getGraphQlInputName({ name: 'subtitle', type: 'string' } as never), 'subtitle');
});

test('null-handling: an update with null for a non-nullable field is rejected with the documented message', async () => {
  await assert.rejects(check({ name: 'warrantyMonths', type: 'int', nullable: false, defaultValue: 12 }, null), {
    message: 'error.field-invalid-non-nullable',
  });
  assert.equal(en.error['field-invalid-non-nullable'], 'The custom field "{ name }" value cannot be set to null');
});

test('options-null: null passes an options list while the field is nullable, other values fail', async () => {
  const config = { name: 'energyRating', type: 'string', options: [{ value: 'A' }, { value: 'B' }] };
  await check(config, null);
  await check(config, 'A');
  await assert.rejects(check(config, 'Z'), { message: 'error.field-invalid-string-option' });
});

test('pattern-check: every non-null value must match the pattern', async () => {
  const config = { name: 'supplierCode', type: 'string', pattern: '^[A-Z]{3}-[0-9]{4}$' };
  await check(config, 'ACM-0042');
  await check(config, null);
  await assert.rejects(check(config, 'acm-42'), { message: 'error.field-invalid-string-pattern' });
});

test('min-max-inclusive: bounds are inclusive and step is not checked', async () => {
  const config = { name: 'warrantyMonths', type: 'int', min: 0, max: 120, step: 6 };
  await check(config, 0);
  await check(config, 120);
  await check(config, 7);
  await assert.rejects(check(config, 121), { message: 'error.field-invalid-number-range-max' });
  await assert.rejects(check(config, -1), { message: 'error.field-invalid-number-range-min' });
});

test('validate-function: a string rejects, a localized array picks the request language, lists get the whole array', async () => {
  let received: unknown;
  const config = {
    name: 'supplierCode',
    type: 'string',
    list: true,
    validate: (value: unknown) => {
      received = value;
      return [
        { languageCode: LanguageCode.en, value: 'english' },
        { languageCode: LanguageCode.de, value: 'deutsch' },
      ];
    },
  };
  await assert.rejects(check(config, ['a', 'b'], ctx({ languageCode: LanguageCode.de })), { message: 'deutsch' });
  assert.deepEqual(received, ['a', 'b']);
  await assert.rejects(check({ name: 'x', type: 'int', validate: () => 'nope' }, 1), { message: 'nope' });
});

test('readonly-order-line: a readonly field is refused where input is validated', async () => {
  await assert.rejects(check({ name: 'importId', type: 'string', readonly: true }, 'x'), { message: 'error.field-invalid-readonly' });
});

test('requires-permission-write: writing without the permission is refused, public: true skips it in the Shop API', async () => {
  const config = { name: 'supplierCode', type: 'string', requiresPermission: ['UpdateCatalog', 'UpdateProduct'] };
  await assert.rejects(check(config, 'ACM-0001'), { message: 'error.field-invalid-no-permission' });
  await check(config, 'ACM-0001', ctx({ permissions: true }));
  await check({ ...config, public: true }, 'ACM-0001', ctx({ apiType: 'shop' }));
  assert.equal(en.error['field-invalid-no-permission'], 'You do not have the required permissions to update the "{ name }" field');
});

const baseSdl = `
  scalar DateTime
  scalar JSON
  enum SortOrder { ASC DESC }
  input StringOperators { eq: String }
  input StringListOperators { inList: String! }
  input NumberOperators { eq: Float }
  input NumberListOperators { inList: Float! }
  input BooleanOperators { eq: Boolean }
  input DateOperators { eq: DateTime }
  type Asset { id: ID! }
  type Product { id: ID! }
  type ProductTranslation { id: ID! }
  input CreateProductInput { id: ID }
  input UpdateProductInput { id: ID! }
  input ProductTranslationInput { id: ID }
  input ProductFilterParameter { id: StringOperators }
  input ProductSortParameter { id: SortOrder }
  type Query { product: Product }
`;

const productFields = fields([
  { name: 'warrantyMonths', type: 'int', deprecated: 'use warranty' },
  { name: 'supplierCode', type: 'string', public: false },
  { name: 'marginScore', type: 'float', internal: true },
  { name: 'importId', type: 'string', readonly: true },
  { name: 'searchKeywords', type: 'string', list: true },
  { name: 'subtitle', type: 'localeString' },
  { name: 'manual', type: 'relation', entity: Asset },
  { name: 'specifications', type: 'struct', fields: [{ name: 'processor', type: 'string' }] },
]);

test('schema-visibility: internal nowhere, public: false only in the Admin API', () => {
  const admin = addGraphQLCustomFields(baseSdl, { Product: productFields } as never, false);
  const shop = addGraphQLCustomFields(baseSdl, { Product: productFields } as never, true);
  const adminType = admin.getType('ProductCustomFields') as GraphQLObjectType;
  const shopType = shop.getType('ProductCustomFields') as GraphQLObjectType;
  assert.ok(adminType.getFields().supplierCode);
  assert.ok(!shopType.getFields().supplierCode);
  assert.ok(!adminType.getFields().marginScore);
  assert.ok(!shopType.getFields().marginScore);
});

test('schema-shapes: list types, struct names, deprecation, readonly left out of inputs', () => {
  const admin = addGraphQLCustomFields(baseSdl, { Product: productFields } as never, false);
  const type = admin.getType('ProductCustomFields') as GraphQLObjectType;
  assert.equal(String(type.getFields().searchKeywords.type), '[String!]');
  assert.equal(String(type.getFields().specifications.type), 'ProductSpecificationsStruct');
  assert.ok(admin.getType('ProductSpecificationsStructInput'));
  assert.equal(type.getFields().warrantyMonths.deprecationReason, 'use warranty');
  const update = admin.getType('UpdateProductCustomFieldsInput') as GraphQLInputObjectType;
  assert.ok(!update.getFields().importId);
  assert.ok(update.getFields().manualId);
  assert.ok((admin.getType('ProductTranslationCustomFields') as GraphQLObjectType).getFields().subtitle);
});

test('filter-sort-rules: relations and structs not filterable, lists and structs not sortable, lists use list operators', () => {
  const admin = addGraphQLCustomFields(baseSdl, { Product: productFields } as never, false);
  const filter = (admin.getType('ProductFilterParameter') as GraphQLInputObjectType).getFields();
  const sort = (admin.getType('ProductSortParameter') as GraphQLInputObjectType).getFields();
  assert.equal(String(filter.warrantyMonths.type), 'NumberOperators');
  assert.equal(String(filter.searchKeywords.type), 'StringListOperators');
  assert.ok(!filter.manual && !filter.specifications);
  assert.ok(!sort.searchKeywords && !sort.specifications);
  assert.ok(sort.warrantyMonths);
});

test('graphql-type-check: a relation to a type the Shop API lacks stops the schema build', () => {
  const config = { Product: fields([{ name: 'owner', type: 'relation', entity: Customer }]) };
  assert.throws(() => addGraphQLCustomFields(baseSdl, config as never, true), /does not exist in the Shop API schema/);
});

test('order-line-input: readonly fields stay in OrderLineCustomFieldsInput and addItemToOrder gains the argument', () => {
  const sdl = `type Order { id: ID! } type Query { o: Order } type Mutation { addItemToOrder(productVariantId: ID!, quantity: Int!): Order adjustOrderLine(orderLineId: ID!, quantity: Int!): Order }`;
  const schema = addOrderLineCustomFieldsInput(
    sdl,
    fields([
      { name: 'giftMessage', type: 'string' },
      { name: 'engravedBy', type: 'string', readonly: true },
      { name: 'secret', type: 'string', internal: true },
    ]),
    true,
  );
  const input = schema.getType('OrderLineCustomFieldsInput') as GraphQLInputObjectType;
  assert.ok(input.getFields().engravedBy);
  assert.ok(!input.getFields().secret);
  const args = schema.getMutationType()!.getFields().addItemToOrder.args.map(a => a.name);
  assert.ok(args.includes('customFields'));
  assert.ok(!isNonNullType(schema.getMutationType()!.getFields().adjustOrderLine.args.at(-1)!.type));
  assert.ok(printType(input).includes('giftMessage'));
});

test('one-mutation-per-request: an argument name maps to the type of its last use in the operation', () => {
  const schema = buildSchema(`
    input UpdateProductInput { id: ID! }
    input UpdateCollectionInput { id: ID! }
    type Product { id: ID! }
    type Collection { id: ID! }
    type Query { p: Product }
    type Mutation { updateProduct(input: UpdateProductInput!): Product updateCollection(input: UpdateCollectionInput!): Collection }
  `);
  const interceptor = new CustomFieldProcessingInterceptor({ customFields: { Product: [], Collection: [] } } as never, null as never);
  const operation = parse('mutation { updateProduct(input: { id: "1" }) { id } updateCollection(input: { id: "2" }) { id } }').definitions[0];
  const map = (interceptor as unknown as { getArgumentMap(o: unknown, s: unknown): Record<string, string> }).getArgumentMap(operation, schema);
  assert.deepEqual(map, { input: 'UpdateCollectionInput' });
});

test('create-null-default: create inputs get the default for an explicit null, update inputs keep null', () => {
  const configService = { customFields: { Product: fields([{ name: 'warrantyMonths', type: 'int', nullable: false, defaultValue: 12 }]) } };
  const interceptor = new CustomFieldProcessingInterceptor(configService as never, null as never) as unknown as {
    shouldApplyDefaults(typeName: string, operation: unknown): boolean;
    applyDefaultsToInput(typeName: string, input: unknown): void;
  };
  const operation = parse('mutation { createProduct(input: {}) { id } }').definitions[0];
  const input = { customFields: { warrantyMonths: null as number | null } };
  assert.equal(interceptor.shouldApplyDefaults('CreateProductInput', operation), true);
  interceptor.applyDefaultsToInput('CreateProductInput', input);
  assert.equal(input.customFields.warrantyMonths, 12);
  assert.equal(interceptor.shouldApplyDefaults('UpdateProductInput', operation), false);
});

test('relation-only-fix-column: an entity whose only custom fields are relations gets a nullable boolean column', () => {
  registerCustomEntityFields({
    dbConnectionOptions: { type: 'postgres' },
    customFields: { Zone: fields([{ name: 'zoneLogo', type: 'relation', entity: Asset }]) },
  } as never);
  const fix = getMetadataArgsStorage().columns.filter(c => c.propertyName === '__fix_relational_custom_fields__');
  assert.ok(fix.some(c => (c.options as { type?: string; nullable?: boolean }).type === 'boolean' && (c.options as { nullable?: boolean }).nullable === true));
});
