/**
 * What one API's schema contains, grouped the way the pages present it, plus the counts the
 * generate step prints and the index pages show.
 */
import {
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isScalarType,
  isUnionType,
  type GraphQLEnumType,
  type GraphQLField,
  type GraphQLInputObjectType,
  type GraphQLInterfaceType,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLScalarType,
  type GraphQLUnionType,
} from 'graphql';
import { byName, type ApiLocations, type RootKind } from './locations';
import { countOf } from './sections';

export interface ApiInventory {
  rootFields: Record<RootKind, GraphQLField<unknown, unknown>[]>;
  /** Everything on the object-types page, alphabetical: objects, interfaces, unions, scalars. */
  outputTypes: GraphQLNamedType[];
  objects: GraphQLObjectType[];
  interfaces: GraphQLInterfaceType[];
  unions: GraphQLUnionType[];
  scalars: GraphQLScalarType[];
  inputs: GraphQLInputObjectType[];
  enums: GraphQLEnumType[];
}

export interface ApiCounts {
  api: string;
  queries: number;
  mutations: number;
  subscriptions: number;
  objectTypes: number;
  interfaces: number;
  unions: number;
  scalars: number;
  inputTypes: number;
  enums: number;
  /** Fields of object and interface types (root fields excluded). */
  fields: number;
  inputFields: number;
  /** Arguments of root fields and of other fields. */
  arguments: number;
  enumValues: number;
}

export function inventoryOf(locations: ApiLocations): ApiInventory {
  const { schema } = locations;
  const documented = Object.values(schema.getTypeMap())
    .filter((type) => locations.pageOf(type) && !locations.rootKindOf(type))
    .sort(byName);
  const rootFieldsOf = (type: GraphQLObjectType | null | undefined): GraphQLField<unknown, unknown>[] =>
    type ? Object.values(type.getFields()).sort(byName) : [];
  return {
    rootFields: {
      queries: rootFieldsOf(schema.getQueryType()),
      mutations: rootFieldsOf(schema.getMutationType()),
      subscriptions: rootFieldsOf(schema.getSubscriptionType()),
    },
    outputTypes: documented.filter((type) => locations.pageOf(type) === 'object-types'),
    objects: documented.filter(isObjectType),
    interfaces: documented.filter(isInterfaceType),
    unions: documented.filter(isUnionType),
    scalars: documented.filter(isScalarType),
    inputs: documented.filter(isInputObjectType),
    enums: documented.filter(isEnumType),
  };
}

export function countsOf(api: string, inventory: ApiInventory): ApiCounts {
  const { rootFields } = inventory;
  const fieldHolders = [...inventory.objects, ...inventory.interfaces].map((type) => Object.values(type.getFields()));
  const allFields = [...fieldHolders.flat(), ...rootFields.queries, ...rootFields.mutations, ...rootFields.subscriptions];
  return {
    api,
    queries: rootFields.queries.length,
    mutations: rootFields.mutations.length,
    subscriptions: rootFields.subscriptions.length,
    objectTypes: inventory.objects.length,
    interfaces: inventory.interfaces.length,
    unions: inventory.unions.length,
    scalars: inventory.scalars.length,
    inputTypes: inventory.inputs.length,
    enums: inventory.enums.length,
    fields: fieldHolders.reduce((sum, fields) => sum + fields.length, 0),
    inputFields: inventory.inputs.reduce((sum, type) => sum + Object.keys(type.getFields()).length, 0),
    arguments: allFields.reduce((sum, field) => sum + field.args.length, 0),
    enumValues: inventory.enums.reduce((sum, type) => sum + type.getValues().length, 0),
  };
}

/** `198 object types, 7 interfaces, 35 unions and 9 scalars`: what the object-types page holds. */
export function outputTypesSummary(c: Pick<ApiCounts, 'objectTypes' | 'interfaces' | 'unions' | 'scalars'>): string {
  return `${countOf(c.objectTypes, 'object type')}, ${countOf(c.interfaces, 'interface')}, ${countOf(c.unions, 'union')} and ${countOf(c.scalars, 'scalar')}`;
}

/** One line for the generate log, e.g. `admin: 81 queries, 179 mutations, …`. */
export function describeCounts(c: ApiCounts): string {
  const parts = [
    `${c.queries} queries`,
    `${c.mutations} mutations`,
    ...(c.subscriptions ? [`${c.subscriptions} subscriptions`] : []),
    `${c.objectTypes} object types`,
    `${c.interfaces} interfaces`,
    `${c.unions} unions`,
    `${c.scalars} scalars`,
    `${c.inputTypes} input types`,
    `${c.enums} enums`,
    `${c.fields} fields`,
    `${c.inputFields} input fields`,
    `${c.arguments} arguments`,
    `${c.enumValues} enum values`,
  ];
  return `${c.api}: ${parts.join(', ')}`;
}
