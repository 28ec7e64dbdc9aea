/**
 * The queries and mutations pages (and subscriptions, should a schema ever have them): one heading
 * per root field with its full signature, deprecation notice, description and argument notes.
 */
import type { GraphQLField } from 'graphql';
import { marksOf, type ApiPageContext } from './api-context';
import { descriptionToMdx } from './description';
import { argumentNotes, deprecationNotice, descriptionLinks, list } from './entries';
import type { RootKind } from './locations';
import { blocks, countOf, elementHeading, type PageAnchors } from './sections';
import { code, fieldSignature } from './signatures';
import { renderPage, type RenderedPage } from './page';

const WORDING: Record<RootKind, { singular: string; plural: string; purpose: string }> = {
  queries: { singular: 'query', plural: 'queries', purpose: 'Queries read data without changing it.' },
  mutations: {
    singular: 'mutation',
    plural: 'mutations',
    purpose: 'Mutations create, change or delete data, or trigger an action such as logging in.',
  },
  subscriptions: {
    singular: 'subscription',
    plural: 'subscriptions',
    purpose: 'Subscriptions push events to the client as they happen.',
  },
};

/** `Query`, `Mutation`: the type a root field belongs to, as the release comparison names it. */
function rootTypeName(ctx: ApiPageContext, kind: RootKind): string {
  const schema = ctx.locations.schema;
  const type = kind === 'queries' ? schema.getQueryType() : kind === 'mutations' ? schema.getMutationType() : schema.getSubscriptionType();
  return type?.name ?? '';
}

function rootFieldSection(
  field: GraphQLField<unknown, unknown>,
  kind: RootKind,
  ctx: ApiPageContext,
  anchors: PageAnchors,
): string {
  const links = descriptionLinks(ctx.locations, kind);
  const notes = argumentNotes(field.args, links);
  return blocks(
    elementHeading(field.name, anchors),
    [code(fieldSignature(field, ctx.locations, kind)), marksOf(ctx, `${rootTypeName(ctx, kind)}.${field.name}`, field.deprecationReason != null)].filter(Boolean).join(' '),
    deprecationNotice(field.deprecationReason, links),
    descriptionToMdx(field.description, links),
    notes.length > 0 && `**Arguments**\n\n${list(notes)}`,
  );
}

export function rootFieldsPage(ctx: ApiPageContext, kind: RootKind, sidebarPosition: number): RenderedPage {
  const { api, inventory, locations } = ctx;
  const fields = inventory.rootFields[kind];
  const words = WORDING[kind];
  const intro =
    `The ${words.plural} of the ${api.label}, in alphabetical order. ${words.purpose} Each entry ` +
    'starts with its signature, in which every type links to its definition on the ' +
    `[object types](${locations.route('object-types')}), [input types](${locations.route('input-types')}) ` +
    `or [enums](${locations.route('enums')}) page.`;
  return renderPage(
    ctx,
    kind,
    {
      title: `${api.label} ${words.plural}`,
      sidebarLabel: words.plural[0].toUpperCase() + words.plural.slice(1),
      sidebarPosition,
      description: `The ${countOf(fields.length, words.singular, words.plural)} of the Vendure ${api.label}, with arguments, return types and descriptions.`,
    },
    intro,
    (anchors) => fields.map((field) => rootFieldSection(field, kind, ctx, anchors)),
  );
}
