/**
 * The overview page of the whole GraphQL reference and the landing page of each API. They explain
 * how the generated pages are organised (including where scalars, interfaces and unions live) and
 * how to read a signature, so the kind pages themselves can stay lean.
 */
import { isSpecifiedDirective, type GraphQLDirective } from 'graphql';
import type { ApiPageContext } from './api-context';
import { descriptionToMdx } from './description';
import { descriptionLinks, inputValueItem, list } from './entries';
import { frontMatter, type Release } from './front-matter';
import { outputTypesSummary, type ApiCounts } from './inventory';
import type { PageKind } from './locations';
import { escapeLiteral } from './mdx-escape';
import { blocks, countOf, PageAnchors } from './sections';
import { code, inputValueSignature } from './signatures';

export interface IndexPage {
  route: string;
  content: string;
  anchors: ReadonlySet<string>;
}

export interface PageLink {
  kind: PageKind;
  label: string;
  route: string;
  /** What the page lists, e.g. "81 queries". */
  summary: string;
}

/** The kind pages of one API in sidebar order, with what each one holds. */
export function pageLinks(ctx: ApiPageContext, counts: ApiCounts): PageLink[] {
  const { locations } = ctx;
  const links: PageLink[] = [
    { kind: 'queries', label: 'Queries', route: locations.route('queries'), summary: countOf(counts.queries, 'query', 'queries') },
    { kind: 'mutations', label: 'Mutations', route: locations.route('mutations'), summary: countOf(counts.mutations, 'mutation') },
  ];
  if (counts.subscriptions) {
    links.push({ kind: 'subscriptions', label: 'Subscriptions', route: locations.route('subscriptions'), summary: countOf(counts.subscriptions, 'subscription') });
  }
  links.push(
    {
      kind: 'object-types',
      label: 'Object types',
      route: locations.route('object-types'),
      summary: outputTypesSummary(counts),
    },
    { kind: 'input-types', label: 'Input types', route: locations.route('input-types'), summary: countOf(counts.inputTypes, 'input type') },
    { kind: 'enums', label: 'Enums', route: locations.route('enums'), summary: countOf(counts.enums, 'enum') },
  );
  return links;
}

function directiveSection(directive: GraphQLDirective, ctx: ApiPageContext, anchors: PageAnchors): string {
  const args = directive.args.map((arg) => inputValueSignature(arg, ctx.locations, 'index'));
  const signature = `directive @${escapeLiteral(directive.name)}${args.length ? `(${args.join(', ')})` : ''}${
    directive.isRepeatable ? ' repeatable' : ''
  } on ${directive.locations.map(escapeLiteral).join(' \\| ')}`;
  const anchor = anchors.claim(`directive-${directive.name}`);
  return blocks(
    `### @${escapeLiteral(directive.name)} {#${anchor}}`,
    code(signature),
    descriptionToMdx(directive.description, descriptionLinks(ctx.locations, 'index')),
    directive.args.length > 0 && list(directive.args.map((arg) => inputValueItem(arg, ctx.locations, 'index'))),
  );
}

export function apiIndexPage(ctx: ApiPageContext, counts: ApiCounts, overviewRoute: string): IndexPage {
  const { api, locations, release } = ctx;
  const anchors = new PageAnchors(locations.apiRoute);
  const rows = pageLinks(ctx, counts).map((link) => `| [${link.label}](${link.route}) | ${link.summary} |`);
  const directives = locations.schema.getDirectives().filter((directive) => !isSpecifiedDirective(directive));
  const content = blocks(
    frontMatter(
      {
        title: api.label,
        description: `Reference of the Vendure ${api.label}: ${countOf(counts.queries, 'query', 'queries')}, ${countOf(counts.mutations, 'mutation')} and every type they use, generated from @vendure/core ${release.coreVersion}.`,
      },
      release,
    ),
    api.summary,
    `These pages describe the ${api.label} of \`@vendure/core\` ${release.coreVersion} as a server ` +
      'with the default configuration exposes it. Plugins and custom fields add to the schema of your ' +
      'own server, so its introspection may show more than you find here.',
    `## Pages {#${anchors.claim('pages')}}`,
    ['| Page | Contents |', '| --- | --- |', ...rows].join('\n'),
    'Scalars, interfaces and unions have no page of their own: they are listed with the object types, ' +
      'each under its own heading, and the top of that page links to all of them. How to read a ' +
      `signature is explained in the [GraphQL API overview](${overviewRoute}#${'reading-a-signature'}).`,
    directives.length > 0 && `## Directives {#${anchors.claim('directives')}}`,
    ...directives.map((directive) => directiveSection(directive, ctx, anchors)),
  );
  return { route: locations.apiRoute, content: `${content}\n`, anchors: anchors.all };
}

export function overviewPage(
  route: string,
  apis: { ctx: ApiPageContext; counts: ApiCounts }[],
  release: Release,
): IndexPage {
  const anchors = new PageAnchors(route);
  const apiSections = apis.map(({ ctx, counts }) =>
    blocks(
      `## ${ctx.api.label} {#${anchors.claim(ctx.api.name)}}`,
      `${ctx.api.summary} [Start at the ${ctx.api.label} overview](${ctx.locations.apiRoute}).`,
      pageLinks(ctx, counts)
        .map((link) => `- [${link.label}](${link.route}): ${link.summary}`)
        .join('\n'),
    ),
  );
  const content = blocks(
    frontMatter(
      {
        title: 'GraphQL API',
        sidebarLabel: 'Overview',
        sidebarPosition: 1,
        description: `Reference of the Vendure Admin and Shop GraphQL APIs, generated from the schema of @vendure/core ${release.coreVersion}.`,
      },
      release,
    ),
    'A Vendure server answers GraphQL requests on two separate endpoints. Each has its own schema, ' +
      'so a type with the same name can have different fields in each API. Pick the API you are ' +
      'working with; every page below is generated from the schema of `@vendure/core` ' +
      `${release.coreVersion} with the default configuration, including the list, filter and sort ` +
      'types the server derives at start-up.',
    ...apiSections,
    `## How the pages are organised {#${anchors.claim('how-the-pages-are-organised')}}`,
    'Every API has one page per kind of definition: queries, mutations, object types, input types and ' +
      'enums. Within a page the entries are in alphabetical order and each has its own heading whose ' +
      'link anchor is the name in lower case, so `Product` on the object-types page is at `#product`.',
    '**Scalars, interfaces and unions** are listed on the object-types page together with the object ' +
      'types, because fields return them in the same way. The code line under each heading starts with ' +
      '`type`, `interface`, `union` or `scalar`, and the top of the page links to every interface, ' +
      'union and scalar directly. Interfaces also list the types that implement them.',
    `## Reading a signature {#${anchors.claim('reading-a-signature')}}`,
    [
      '- `name: Type` is a field or argument that may be null; `Type!` means it is never null (or, for an argument, that it is required).',
      '- `[Type!]!` is a list that is always present and whose items are never null; `[Type]` is a list that may be null and may hold nulls.',
      '- `name(arg: Type = 10): Result` takes arguments; the value after `=` is the default used when you leave the argument out.',
      '- Every type name is a link to its definition.',
      '- **Deprecated:** marks a field, argument or value that still works but will be removed; the text after it says what to use instead.',
    ].join('\n'),
  );
  return { route, content: `${content}\n`, anchors: anchors.all };
}
