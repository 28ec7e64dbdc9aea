import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { buildSchema } from 'graphql';
import { diffSchemas, findingCoordinate } from '../../../generators/api-changes/graphql-diff';
import { linkGraphqlChanges } from '../../../generators/api-changes/render-graphql';

const before = buildSchema(`
  type Query { product(id: ID!): Product, search(term: String): SearchResult }
  type Product { id: ID!, name: String!, slug: String! }
  type Collection { id: ID! }
  union SearchResult = Product
  enum SortOrder { ASC DESC }
`);

const after = buildSchema(`
  type Query { product(id: ID!): Product, search(term: String, take: Int): SearchResult, facets: [Facet!]! }
  type Product { id: ID!, name: String!, sku: String @deprecated(reason: "Use variants") }
  type Collection { id: ID! }
  type Facet { id: ID!, code: String! }
  union SearchResult = Product | Collection
  enum SortOrder { ASC DESC }
`);

const changes = diffSchemas('shop', before, after);
const summary = changes.map((c) => `${c.severity} ${c.kind} ${c.element} ${c.coordinate}`);

describe('diffSchemas', () => {
  it('marks a removed field as breaking, with graphql-js wording', () => {
    const removed = changes.find((c) => c.coordinate === 'Product.slug');
    assert.deepEqual(removed && [removed.severity, removed.kind, removed.before, removed.reason], ['breaking', 'removed', 'slug: String!', 'Product.slug was removed.']);
  });

  it('marks a new union member as dangerous, and marks its union', () => {
    const member = changes.find((c) => c.coordinate === 'SearchResult|Collection');
    assert.deepEqual(member && [member.severity, member.kind, member.element, member.markCoordinate], ['dangerous', 'added', 'union-member', 'SearchResult']);
  });

  it('lists a new type, field and optional argument; a new type and field are safe', () => {
    assert.deepEqual(summary.sort(), [
      'breaking removed field Product.slug',
      'dangerous added argument Query.search(take)',
      'dangerous added union-member SearchResult|Collection',
      'safe added field Product.sku',
      'safe added field Query.facets',
      'safe added type Facet',
    ]);
  });

  it('does not list a deprecation on a field that is new (the field is the news)', () => {
    assert.equal(changes.filter((c) => c.kind === 'deprecated').length, 0);
    const deprecatedLater = diffSchemas('shop', after, buildSchema(`
      type Query { product(id: ID!): Product, search(term: String, take: Int): SearchResult, facets: [Facet!]! @deprecated }
      type Product { id: ID!, name: String!, sku: String @deprecated(reason: "Use variants") }
      type Collection { id: ID! }
      type Facet { id: ID!, code: String! }
      union SearchResult = Product | Collection
      enum SortOrder { ASC DESC }
    `));
    assert.deepEqual(deprecatedLater.map((c) => `${c.severity} ${c.kind} ${c.coordinate} ${c.after}`), ['safe deprecated Query.facets No longer supported']);
  });

  it('links each change to the entry of the newer schema, a root field to its own heading', () => {
    const linked = linkGraphqlChanges(changes, after, '/reference/graphql-api/shop/');
    const href = (coordinate: string) => linked.find((c) => c.coordinate === coordinate)?.href;
    assert.equal(href('Query.facets'), '/reference/graphql-api/shop/queries/#facets');
    assert.equal(href('Query.search(take)'), '/reference/graphql-api/shop/queries/#search');
    assert.equal(href('Facet'), '/reference/graphql-api/shop/object-types/#facet');
    assert.equal(href('Product.slug'), '/reference/graphql-api/shop/object-types/#product');
  });
});

describe('findingCoordinate', () => {
  it('reads the element out of each kind of graphql-js finding', () => {
    assert.deepEqual(
      [
        'Product.slug was removed.',
        'Product.name changed type from String! to String.',
        'A required arg take on Query.search was added.',
        'Query.search arg term has changed type from String to Int.',
        'Query.search arg take has changed defaultValue from 1 to 2.',
        'An optional field code on input type FacetInput was added.',
        'Collection was added to union type SearchResult.',
        'NONE was removed from enum type SortOrder.',
        'Node added to interfaces implemented by Product.',
        'Product no longer implements interface Node.',
        'Collection was removed.',
        'SortOrder changed from an Enum type to an Object type.',
      ].map(findingCoordinate),
      ['Product.slug', 'Product.name', 'Query.search(take)', 'Query.search(term)', 'Query.search(take)', 'FacetInput.code', 'SearchResult|Collection', 'SortOrder.NONE', 'Product|Node', 'Product|Node', 'Collection', 'SortOrder'],
    );
  });
});
