/**
 * The GraphQL part of a "What changed" page for one API: breaking changes first, then dangerous
 * ones (graphql-js' verdicts), then everything else, each linked to its entry in this site's
 * GraphQL reference when the newer schema still has it.
 */
import { isObjectType, type GraphQLSchema } from 'graphql';
import { anchorOf, ApiLocations } from '../graphql/locations';
import { escapeInline } from '../typescript/mdx-escape';
import { codeSpan, countOf, link } from './markdown';
import type { ChangeKind, GraphqlChange, GraphqlElement, Severity } from './types';

const ELEMENT_WORD: Record<GraphqlElement, string> = {
  type: 'type',
  field: 'field',
  'input-field': 'input field',
  argument: 'argument',
  'enum-value': 'enum value',
  'union-member': 'union member',
  interface: 'interface',
  directive: 'schema',
};
const KIND_LABEL: Record<ChangeKind, string> = { added: 'Added', removed: 'Removed', changed: 'Changed', deprecated: 'Deprecated' };

export const SEVERITY_TITLE: Record<Severity, string> = {
  breaking: 'Breaking changes',
  dangerous: 'Dangerous changes',
  safe: 'Other changes',
};
const SEVERITY_NOTE: Record<Severity, string> = {
  breaking: 'A client written against the older schema can fail against the newer one.',
  dangerous: 'Valid for existing clients, but a client may behave differently (for example a `switch` over an enum meets a new value).',
  safe: 'Additions, deprecations and changes no existing operation can notice.',
};

/** Where the element a change is about is documented in the newer schema's reference, if anywhere. */
export function graphqlHref(locations: ApiLocations, change: Pick<GraphqlChange, 'typeName' | 'coordinate' | 'kind' | 'element'>): string | undefined {
  const type = locations.schema.getType(change.typeName);
  if (!type || !locations.pageOf(type)) return undefined;
  const root = locations.rootKindOf(type);
  if (root) {
    // A root field has its own heading, as long as this schema still has the field.
    const field = /^\w+\.(\w+)/.exec(change.coordinate)?.[1];
    const exists = field !== undefined && isObjectType(type) && field in type.getFields();
    return exists ? `${locations.route(root)}#${anchorOf(field)}` : locations.route(root);
  }
  return locations.href(type, 'index');
}

function item(change: GraphqlChange): string {
  const word = ELEMENT_WORD[change.element];
  let text = `- **${KIND_LABEL[change.kind]}** ${word} ${link(codeSpan(change.coordinate), change.href)}`;
  if (change.kind === 'changed' && change.before !== undefined && change.after !== undefined) text += `: ${codeSpan(change.before)} → ${codeSpan(change.after)}`;
  else if (change.kind === 'added' && change.element !== 'type' && change.after) text += `: ${codeSpan(change.after)}`;
  else if (change.kind === 'deprecated' && change.after) text += `: ${escapeInline(change.after)}`;
  if (change.severity !== 'safe' && change.reason) text += ` (graphql-js: ${escapeInline(change.reason)})`;
  return text;
}

const SEVERITIES: Severity[] = ['breaking', 'dangerous', 'safe'];

export function severityCounts(changes: GraphqlChange[]): Record<Severity, number> {
  return { breaking: changes.filter((c) => c.severity === 'breaking').length, dangerous: changes.filter((c) => c.severity === 'dangerous').length, safe: changes.filter((c) => c.severity === 'safe').length };
}

export function graphqlSection(api: string, changes: GraphqlChange[]): string {
  if (changes.length === 0) return 'No type, field, argument, enum value or union member changed (descriptions are not compared).\n';
  const counts = severityCounts(changes);
  const parts = [`${SEVERITIES.map((s) => `${counts[s]} ${s}`).join(', ')}.`, ''];
  for (const severity of SEVERITIES) {
    const own = changes.filter((c) => c.severity === severity);
    if (own.length === 0) continue;
    parts.push(`### ${SEVERITY_TITLE[severity]} {#${api}-${severity}}`, '', `${SEVERITY_NOTE[severity]} ${countOf(own.length, 'change')}.`, '', ...own.map(item), '');
  }
  return parts.join('\n');
}

/** Adds reference links to the changes of one API (a pure step of its own so tests can skip it). */
export function linkGraphqlChanges(changes: GraphqlChange[], schema: GraphQLSchema, apiRoute: string): GraphqlChange[] {
  const locations = new ApiLocations(schema, apiRoute);
  return changes.map((c) => {
    const href = c.element === 'directive' ? undefined : graphqlHref(locations, c);
    return href ? { ...c, href } : c;
  });
}
