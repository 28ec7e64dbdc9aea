/**
 * Fields, arguments and enum values as plain Markdown list items: `<code>signature</code> — text`.
 * A list item costs two or three DOM nodes, which keeps pages with thousands of fields light (no
 * component per field, no table cells).
 */
import type { GraphQLArgument, GraphQLEnumValue, GraphQLField, GraphQLInputField } from 'graphql';
import { descriptionToMdx, isSingleParagraph, type DescriptionLinks } from './description';
import type { ApiLocations, LinkOrigin } from './locations';
import { escapeLiteral } from './mdx-escape';
import { code, fieldSignature, inputValueSignature } from './signatures';

/** Indents every non-empty line after the first so it continues a list item. */
function continueItem(text: string, indent = '  '): string {
  return text.replace(/\n(?=.)/g, `\n${indent}`);
}

export function descriptionLinks(locations: ApiLocations, from: LinkOrigin): DescriptionLinks {
  return { linkToType: (name) => locations.hrefByName(name, from) };
}

/** The reader-facing deprecation notice, or '' when the element is not deprecated. */
export function deprecationNotice(reason: string | null | undefined, links: DescriptionLinks): string {
  if (reason === undefined || reason === null) return '';
  const text = descriptionToMdx(reason, links);
  if (!text) return '**Deprecated.**';
  // The notice runs into the description on the same line, so it ends like a sentence.
  return `**Deprecated:** ${text}${/[.!?]$/.test(text) ? '' : '.'}`;
}

/**
 * One list item. The notice and description follow the signature on the same line when they are a
 * single paragraph; longer text goes below, indented, so its blocks stay inside the item.
 */
export function listItem(signature: string, notice: string, description: string, nested: string[] = [], marks = ''): string {
  const text = [notice, description].filter(Boolean);
  let item = `- ${code(signature)}${marks ? ` ${marks}` : ''}`;
  const inline = text.every(isSingleParagraph);
  if (inline && text.length) item += ` — ${continueItem(text.join(' '))}`;
  else if (text.length) item += `\n\n  ${continueItem(text.join('\n\n'))}`;
  // After block text the nested list needs a blank line, or it would read as part of the last paragraph.
  if (nested.length) item += `${inline ? '\n' : '\n\n'}  ${continueItem(list(nested))}`;
  return item;
}

/** Nested items for the arguments that carry a description or deprecation (types are in the signature). */
export function argumentNotes(args: readonly GraphQLArgument[], links: DescriptionLinks): string[] {
  return args
    .map((arg) => ({
      arg,
      notice: deprecationNotice(arg.deprecationReason, links),
      description: descriptionToMdx(arg.description, links),
    }))
    .filter(({ notice, description }) => notice || description)
    .map(({ arg, notice, description }) => listItem(escapeLiteral(arg.name), notice, description));
}

/** `marks`: the element's release-comparison marks as inline HTML (see api-context.ts), if any. */
export function fieldItem(field: GraphQLField<unknown, unknown>, locations: ApiLocations, from: LinkOrigin, marks = ''): string {
  const links = descriptionLinks(locations, from);
  return listItem(
    fieldSignature(field, locations, from),
    deprecationNotice(field.deprecationReason, links),
    descriptionToMdx(field.description, links),
    argumentNotes(field.args, links),
    marks,
  );
}

export function inputValueItem(value: GraphQLArgument | GraphQLInputField, locations: ApiLocations, from: LinkOrigin, marks = ''): string {
  const links = descriptionLinks(locations, from);
  return listItem(
    inputValueSignature(value, locations, from),
    deprecationNotice(value.deprecationReason, links),
    descriptionToMdx(value.description, links),
    [],
    marks,
  );
}

export function enumValueItem(value: GraphQLEnumValue, locations: ApiLocations, from: LinkOrigin, marks = ''): string {
  const links = descriptionLinks(locations, from);
  return listItem(
    escapeLiteral(value.name),
    deprecationNotice(value.deprecationReason, links),
    descriptionToMdx(value.description, links),
    [],
    marks,
  );
}

/** A Markdown list; items that hold blank lines need blank lines between items too. */
export function list(items: string[]): string {
  const loose = items.some((item) => /\n\s*\n/.test(item));
  return items.join(loose ? '\n\n' : '\n');
}
