/**
 * The three type pages of one API: object types (with interfaces, unions and scalars), input types
 * and enums. Each type is a level-2 heading followed by its SDL-style declaration line, its
 * description and one list item per field or value.
 */
import {
  isInterfaceType,
  isObjectType,
  isScalarType,
  isUnionType,
  type GraphQLEnumType,
  type GraphQLInputObjectType,
  type GraphQLNamedType,
} from 'graphql';
import { marksOf, type ApiPageContext } from './api-context';
import { descriptionToMdx, endsWithList } from './description';
import { descriptionLinks, enumValueItem, fieldItem, inputValueItem, list } from './entries';
import { byName, type PageKind } from './locations';
import { escapeLiteral } from './mdx-escape';
import { outputTypesSummary } from './inventory';
import { renderPage, type RenderedPage } from './page';
import { blocks, countOf, elementHeading, type PageAnchors } from './sections';
import { code } from './signatures';

/**
 * The member list, labelled only when the description itself ends with a list: without the label
 * the two lists would read as one. Elsewhere the declaration line already says what follows.
 */
function members(description: string, label: string, items: string[]): string {
  if (!items.length) return '';
  return blocks(endsWithList(description) && `**${label}**`, list(items));
}

/** The declaration line with the type's marks after it. */
const withMarks = (line: string, marks: string): string => (marks ? `${line} ${marks}` : line);

function typeLinks(types: readonly GraphQLNamedType[], ctx: ApiPageContext, from: PageKind): string[] {
  return types.map((type) => `[${escapeLiteral(type.name)}](${ctx.locations.href(type, from)})`);
}

/** The first line under a type's heading, in SDL words, so the reader sees at once what kind it is. */
function declaration(type: GraphQLNamedType, ctx: ApiPageContext, from: PageKind): string {
  const name = escapeLiteral(type.name);
  if (isObjectType(type) || isInterfaceType(type)) {
    const keyword = isObjectType(type) ? 'type' : 'interface';
    const parents = typeLinks(type.getInterfaces(), ctx, from);
    return code(`${keyword} ${name}${parents.length ? ` implements ${parents.join(' \\& ')}` : ''}`);
  }
  if (isUnionType(type)) return code(`union ${name} = ${typeLinks(type.getTypes(), ctx, from).join(' \\| ')}`);
  if (isScalarType(type)) return code(`scalar ${name}`);
  throw new Error(`GraphQL reference: ${type.name} does not belong on the object-types page`);
}

function outputTypeSection(type: GraphQLNamedType, ctx: ApiPageContext, anchors: PageAnchors): string {
  const from = 'object-types';
  const links = descriptionLinks(ctx.locations, from);
  const description = descriptionToMdx(type.description, links);
  const parts = [elementHeading(type.name, anchors), withMarks(declaration(type, ctx, from), marksOf(ctx, type.name)), description];
  if (isScalarType(type) && type.specifiedByURL) {
    parts.push(`Specified by [${escapeLiteral(type.specifiedByURL)}](${type.specifiedByURL}).`);
  }
  if (isObjectType(type) || isInterfaceType(type)) {
    parts.push(members(description, 'Fields', Object.values(type.getFields()).map((field) => fieldItem(field, ctx.locations, from, marksOf(ctx, `${type.name}.${field.name}`, field.deprecationReason != null)))));
  }
  if (isInterfaceType(type)) {
    const { objects, interfaces } = ctx.locations.schema.getImplementations(type);
    const implementers = [...objects, ...interfaces].sort(byName);
    if (implementers.length) parts.push(`Implemented by ${typeLinks(implementers, ctx, from).join(', ')}.`);
  }
  return blocks(...parts);
}

function inputTypeSection(type: GraphQLInputObjectType, ctx: ApiPageContext, anchors: PageAnchors): string {
  const from = 'input-types';
  const description = descriptionToMdx(type.description, descriptionLinks(ctx.locations, from));
  return blocks(
    elementHeading(type.name, anchors),
    withMarks(code(`input ${escapeLiteral(type.name)}${type.isOneOf ? ' @oneOf' : ''}`), marksOf(ctx, type.name)),
    description,
    type.isOneOf && 'Set exactly one of these fields:',
    members(description, 'Fields', Object.values(type.getFields()).map((field) => inputValueItem(field, ctx.locations, from, marksOf(ctx, `${type.name}.${field.name}`, field.deprecationReason != null)))),
  );
}

function enumSection(type: GraphQLEnumType, ctx: ApiPageContext, anchors: PageAnchors): string {
  const from = 'enums';
  const description = descriptionToMdx(type.description, descriptionLinks(ctx.locations, from));
  return blocks(
    elementHeading(type.name, anchors),
    withMarks(code(`enum ${escapeLiteral(type.name)}`), marksOf(ctx, type.name)),
    description,
    members(description, 'Values', type.getValues().map((value) => enumValueItem(value, ctx.locations, from, marksOf(ctx, `${type.name}.${value.name}`, value.deprecationReason != null)))),
  );
}

export function objectTypesPage(ctx: ApiPageContext, sidebarPosition: number): RenderedPage {
  const { inventory, api } = ctx;
  const from = 'object-types';
  const jump = (label: string, types: readonly GraphQLNamedType[]): string | false =>
    types.length > 0 && `**${label}:** ${typeLinks(types, ctx, from).join(', ')}`;
  const intro = blocks(
    `Everything the ${api.label} can return: object types, interfaces, unions and scalars, in one ` +
      `alphabetical list. The code line under each name tells you which kind it is. Arguments and ` +
      `inputs are described on the [input types](${ctx.locations.route('input-types')}) page and ` +
      `enumerations on the [enums](${ctx.locations.route('enums')}) page.`,
    jump('Interfaces', inventory.interfaces),
    jump('Unions', inventory.unions),
    jump('Scalars', inventory.scalars),
  );
  return renderPage(
    ctx,
    from,
    {
      title: `${api.label} object types`,
      sidebarLabel: 'Object types',
      sidebarPosition,
      description: `The ${outputTypesSummary({ objectTypes: inventory.objects.length, interfaces: inventory.interfaces.length, unions: inventory.unions.length, scalars: inventory.scalars.length })} of the Vendure ${api.label}, with every field, argument and description.`,
    },
    intro,
    (anchors) => inventory.outputTypes.map((type) => outputTypeSection(type, ctx, anchors)),
  );
}

export function inputTypesPage(ctx: ApiPageContext, sidebarPosition: number): RenderedPage {
  const { inventory, api } = ctx;
  const intro =
    `The input object types of the ${api.label}, in alphabetical order. You pass them as arguments ` +
    'to queries and mutations; a value after `=` is the default the server uses when you leave the ' +
    'field out.';
  return renderPage(
    ctx,
    'input-types',
    {
      title: `${api.label} input types`,
      sidebarLabel: 'Input types',
      sidebarPosition,
      description: `The ${countOf(inventory.inputs.length, 'input type')} of the Vendure ${api.label}, with their fields, default values and descriptions.`,
    },
    intro,
    (anchors) => inventory.inputs.map((type) => inputTypeSection(type, ctx, anchors)),
  );
}

export function enumsPage(ctx: ApiPageContext, sidebarPosition: number): RenderedPage {
  const { inventory, api } = ctx;
  const intro = `The enumerations of the ${api.label}, in alphabetical order, each with all of its values.`;
  return renderPage(
    ctx,
    'enums',
    {
      title: `${api.label} enums`,
      sidebarLabel: 'Enums',
      sidebarPosition,
      description: `The ${countOf(inventory.enums.length, 'enum')} of the Vendure ${api.label}, with every value.`,
    },
    intro,
    (anchors) => inventory.enums.map((type) => enumSection(type, ctx, anchors)),
  );
}
