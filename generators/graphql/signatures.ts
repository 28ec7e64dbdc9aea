/**
 * GraphQL-style signatures (`name(arg: Type = default): [Type!]!`) as the children of a `<code>`
 * element, with one Markdown link per named type. The wrappers stay exactly as the schema declares
 * them; only the type name is the link text, so the link reads as the type's name.
 */
import {
  astFromValue,
  getNamedType,
  isListType,
  isNonNullType,
  print,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLType,
} from 'graphql';
import type { ApiLocations, LinkOrigin } from './locations';
import { escapeLiteral } from './mdx-escape';

export function typeReference(type: GraphQLType, locations: ApiLocations, from: LinkOrigin): string {
  if (isNonNullType(type)) return `${typeReference(type.ofType, locations, from)}!`;
  if (isListType(type)) return `\\[${typeReference(type.ofType, locations, from)}\\]`;
  const named = getNamedType(type);
  return `[${escapeLiteral(named.name)}](${locations.href(named, from)})`;
}

/**
 * The default value as GraphQL syntax (`10`, `"x"`, `{take: 10}`), or undefined. The literal the
 * schema declares is preferred: graphql-js stores the coerced value, which has the defaults of an
 * input object's own fields filled in and would show more than the schema says.
 */
export function defaultValueText(value: GraphQLArgument | GraphQLInputField): string | undefined {
  const literal = value.astNode?.defaultValue;
  if (literal) return print(literal);
  if (value.defaultValue === undefined) return undefined;
  const ast = astFromValue(value.defaultValue, value.type);
  return ast ? print(ast) : undefined;
}

/** `name: Type = default` for an argument or input field. */
export function inputValueSignature(
  value: GraphQLArgument | GraphQLInputField,
  locations: ApiLocations,
  from: LinkOrigin,
): string {
  const fallback = defaultValueText(value);
  const suffix = fallback === undefined ? '' : ` = ${escapeLiteral(fallback)}`;
  return `${escapeLiteral(value.name)}: ${typeReference(value.type, locations, from)}${suffix}`;
}

/** `name(arg: Type, …): Type` for an output field; the parentheses only when it takes arguments. */
export function fieldSignature(field: GraphQLField<unknown, unknown>, locations: ApiLocations, from: LinkOrigin): string {
  const args = field.args.map((arg) => inputValueSignature(arg, locations, from));
  const argList = args.length ? `(${args.join(', ')})` : '';
  return `${escapeLiteral(field.name)}${argList}: ${typeReference(field.type, locations, from)}`;
}

export function code(children: string): string {
  return `<code>${children}</code>`;
}
