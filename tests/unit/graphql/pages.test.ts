import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { buildSchema } from 'graphql';
import { generateGraphqlReference } from '../../../generators/graphql';
import { assertLinksResolve } from '../../../generators/graphql/link-check';
import { fileContent, fixtureReference, section } from './fixture';

const reference = fixtureReference();
const objects = fileContent(reference, 'demo/object-types.mdx');
const inputs = fileContent(reference, 'demo/input-types.mdx');
const enums = fileContent(reference, 'demo/enums.mdx');
const queries = fileContent(reference, 'demo/queries.mdx');
const OBJECTS = '/reference/graphql-api/demo/object-types/';

describe('GraphQL reference files', () => {
  it('writes five kind pages, an index and a sidebar category per API, plus the overview', () => {
    assert.deepEqual(
      reference.files.map((file) => file.path),
      [
        'demo/queries.mdx',
        'demo/mutations.mdx',
        'demo/object-types.mdx',
        'demo/input-types.mdx',
        'demo/enums.mdx',
        'demo/index.mdx',
        'demo/_category_.json',
        'index.mdx',
      ],
    );
    assert.equal(fileContent(reference, 'demo/_category_.json'), '{\n  "label": "Demo API",\n  "position": 2,\n  "collapsed": true\n}\n');
  });

  it('gives every page front matter with sidebar data and a release-based last update', () => {
    assert.ok(
      objects.startsWith(
        [
          '---',
          'title: "Demo API object types"',
          'description: "The 2 object types, 1 interface, 1 union and 5 scalars of the Vendure Demo API, with every field, argument and description."',
          'sidebar_label: "Object types"',
          'sidebar_position: 4',
          'last_update:',
          '  date: "2025-01-02"',
          '  author: "Generated from @vendure/core 9.9.9"',
          '---',
          '',
        ].join('\n'),
      ),
    );
  });

  it('counts what the schema holds', () => {
    assert.deepEqual(reference.counts, [
      {
        api: 'demo',
        queries: 4,
        mutations: 1,
        subscriptions: 0,
        objectTypes: 2,
        interfaces: 1,
        unions: 1,
        scalars: 5,
        inputTypes: 3,
        enums: 1,
        fields: 10,
        inputFields: 8,
        arguments: 9,
        enumValues: 2,
      },
    ]);
  });
});

describe('object-types page', () => {
  it('lists every interface, union and scalar at the top', () => {
    assert.ok(objects.includes('\n**Interfaces:** [Node](#node)\n\n**Unions:** [SearchResult](#searchresult)\n\n**Scalars:** [Boolean](#boolean), [ID](#id), [Int](#int), [Money](#money), [String](#string)\n'));
  });

  it('orders sections alphabetically across kinds', () => {
    const headings = [...objects.matchAll(/^## (\S+) \{#/gm)].map((match) => match[1]);
    assert.deepEqual(headings, ['Boolean', 'ID', 'Int', 'Money', 'Node', 'Product', 'SearchResult', 'String', 'Variant']);
  });

  it('renders an object: declaration, escaped Markdown description, labelled fields, deprecations', () => {
    assert.equal(
      section(objects, 'product'),
      [
        '## Product {#product}',
        '',
        '<code>type Product implements [Node](#node)</code>',
        '',
        'A product of the catalog. Text may hold \\<b\\>tags\\</b\\>, \\{braces\\} and a',
        '[link](https://example.com/docs), plus a relative guide.',
        '',
        '**Details**',
        '',
        '* Item one',
        '* Item two with `code {x}`',
        '',
        '**Fields**',
        '',
        '- <code>id: [ID](#id)!</code>',
        '- <code>name: [String](#string)!</code>',
        '- <code>price: [Money](#money)!</code> — Price in minor units',
        '- <code>oldPrice: [Money](#money)</code> — **Deprecated:** Use `price`.',
        `- <code>variants(take: [Int](#int) = 5, filter: [VariantFilter](/reference/graphql-api/demo/input-types/#variantfilter)): \\[[Variant](#variant)!\\]</code>`,
        '- <code>legacyFlag: [Boolean](#boolean)</code> — **Deprecated:** No longer supported.',
      ].join('\n'),
    );
  });

  it('puts multi-paragraph field text below the signature, with argument notes nested', () => {
    assert.equal(
      section(objects, 'variant'),
      [
        '## Variant {#variant}',
        '',
        '<code>type Variant implements [Node](#node)</code>',
        '',
        '- <code>id: [ID](#id)!</code>',
        '',
        '- <code>sku: [String](#string)!</code>',
        '',
        '- <code>stock(location: [ID](#id)): [Int](#int)</code>',
        '',
        '  **Deprecated:** Use `stockLevels`.',
        '',
        '  Units in stock.',
        '',
        '  Counts only **saleable** units.',
        '',
        '  - <code>location</code> — Location to count',
      ].join('\n'),
    );
  });

  it('renders an interface with its implementations, a union and a scalar', () => {
    assert.equal(
      section(objects, 'node'),
      '## Node {#node}\n\n<code>interface Node</code>\n\nAnything with an ID.\n\n- <code>id: [ID](#id)!</code>\n\nImplemented by [Product](#product), [Variant](#variant).',
    );
    assert.equal(section(objects, 'searchresult'), '## SearchResult {#searchresult}\n\n<code>union SearchResult = [Product](#product) \\| [Variant](#variant)</code>');
    assert.equal(section(objects, 'money'), '## Money {#money}\n\n<code>scalar Money</code>\n\nAmount in the smallest unit of the currency.');
  });
});

describe('input-types and enums pages', () => {
  it('shows default values as declared, linking types on other pages by route', () => {
    assert.equal(
      section(inputs, 'createproductinput'),
      [
        '## CreateProductInput {#createproductinput}',
        '',
        '<code>input CreateProductInput</code>',
        '',
        `- <code>name: [String](${OBJECTS}#string)!</code>`,
        `- <code>price: [Money](${OBJECTS}#money) = 0</code>`,
        `- <code>tags: \\[[String](${OBJECTS}#string)!\\] = \\["new", "sale"\\]</code>`,
      ].join('\n'),
    );
    assert.equal(
      section(inputs, 'productlistoptions'),
      [
        '## ProductListOptions {#productlistoptions}',
        '',
        '<code>input ProductListOptions</code>',
        '',
        `- <code>take: [Int](${OBJECTS}#int) = 10</code>`,
        `- <code>skip: [Int](${OBJECTS}#int)</code>`,
        '- <code>sort: [SortOrder](/reference/graphql-api/demo/enums/#sortorder) = ASC</code>',
      ].join('\n'),
    );
  });

  it('explains a oneOf input', () => {
    assert.equal(
      section(inputs, 'variantfilter'),
      [
        '## VariantFilter {#variantfilter}',
        '',
        '<code>input VariantFilter @oneOf</code>',
        '',
        'Filters variants by exactly one criterion.',
        '',
        'Set exactly one of these fields:',
        '',
        `- <code>sku: [String](${OBJECTS}#string)</code>`,
        `- <code>id: [ID](${OBJECTS}#id)</code>`,
      ].join('\n'),
    );
  });

  it('lists enum values with descriptions and deprecations', () => {
    assert.equal(
      section(enums, 'sortorder'),
      '## SortOrder {#sortorder}\n\n<code>enum SortOrder</code>\n\n- <code>ASC</code> — Smallest first\n- <code>DESC</code> — **Deprecated:** Sort on the client.',
    );
  });
});

describe('queries and mutations pages', () => {
  it('renders a root field with its signature, defaults, description and argument notes', () => {
    assert.equal(
      section(queries, 'product'),
      [
        '## product {#product}',
        '',
        `<code>product(id: [ID](${OBJECTS}#id), slug: [String](${OBJECTS}#string) = "default-slug"): [Product](${OBJECTS}#product)</code>`,
        '',
        'Finds one product by id or by slug.',
        '',
        `Returns \`null\` when **nothing** matches; see [Product](${OBJECTS}#product).`,
        '',
        '**Arguments**',
        '',
        "- <code>id</code> — The product's id",
      ].join('\n'),
    );
  });

  it('prints an input-object default as the schema declares it, not with coerced field defaults', () => {
    assert.ok(section(queries, 'products').includes('(options: [ProductListOptions](/reference/graphql-api/demo/input-types/#productlistoptions) = \\{take: 10\\}, sort:'));
  });

  it('shows the deprecation of a root field and the wrappers of its type', () => {
    assert.equal(
      section(queries, 'legacyproducts'),
      `## legacyProducts {#legacyproducts}\n\n<code>legacyProducts: \\[[Product](${OBJECTS}#product)\\]</code>\n\n**Deprecated:** Use \`products\` instead.`,
    );
    assert.ok(fileContent(reference, 'demo/mutations.mdx').includes('\n## createProduct {#createproduct}\n\n<code>createProduct(input: [CreateProductInput](/reference/graphql-api/demo/input-types/#createproductinput)!): [Product](/reference/graphql-api/demo/object-types/#product)!</code>\n\nCreates a product.\n'));
  });
});

describe('index pages', () => {
  it('gives each API a landing page with a table of its pages', () => {
    assert.ok(
      fileContent(reference, 'demo/index.mdx').includes(
        [
          '## Pages {#pages}',
          '',
          '| Page | Contents |',
          '| --- | --- |',
          '| [Queries](/reference/graphql-api/demo/queries/) | 4 queries |',
          '| [Mutations](/reference/graphql-api/demo/mutations/) | 1 mutation |',
          '| [Object types](/reference/graphql-api/demo/object-types/) | 2 object types, 1 interface, 1 union and 5 scalars |',
          '| [Input types](/reference/graphql-api/demo/input-types/) | 3 input types |',
          '| [Enums](/reference/graphql-api/demo/enums/) | 1 enum |',
        ].join('\n'),
      ),
    );
  });

  it('says on the overview where scalars, interfaces and unions are', () => {
    const overview = fileContent(reference, 'index.mdx');
    assert.ok(overview.includes('sidebar_label: "Overview"\nsidebar_position: 1\n'));
    assert.ok(overview.includes('## How the pages are organised {#how-the-pages-are-organised}'));
    assert.ok(overview.includes('**Scalars, interfaces and unions** are listed on the object-types page'));
    assert.ok(overview.includes('## Reading a signature {#reading-a-signature}'));
  });

  it('documents custom directives on the API page', () => {
    const schema = buildSchema('directive @cacheControl(maxAge: Int = 60) on FIELD_DEFINITION | OBJECT\ntype Query { a: Int }');
    const { files } = generateGraphqlReference({
      apis: [{ name: 'x', label: 'X API', summary: 'X.', schema }],
      release: { coreVersion: '1.0.0', date: '2025-01-01' },
    });
    const index = files.find((file) => file.path === 'x/index.mdx')?.content ?? '';
    assert.equal(
      index.slice(index.indexOf('## Directives')),
      '## Directives {#directives}\n\n### @cacheControl {#directive-cachecontrol}\n\n<code>directive @cacheControl(maxAge: [Int](/reference/graphql-api/x/object-types/#int) = 60) on FIELD\\_DEFINITION \\| OBJECT</code>\n\n- <code>maxAge: [Int](/reference/graphql-api/x/object-types/#int) = 60</code>\n',
    );
  });
});

describe('generator safety checks', () => {
  it('refuses two types whose anchors would collide', () => {
    const schema = buildSchema('type Query { a: Item, b: ITEM }\ntype Item { x: Int }\ntype ITEM { y: Int }');
    assert.throws(
      () => generateGraphqlReference({ apis: [{ name: 'x', label: 'X API', summary: 'X.', schema }], release: { coreVersion: '1', date: '2025-01-01' } }),
      { message: 'GraphQL reference: "ITEM" and "Item" would share the anchor #item on /reference/graphql-api/x/object-types/' },
    );
  });

  it('reports a link to a missing anchor with the page it is on', () => {
    assert.throws(
      () =>
        assertLinksResolve(
          [
            { path: 'a.mdx', route: '/r/a/', content: 'see [B](/r/b/#missing) and [A](#here)', anchors: new Set(['here']) },
            { path: 'b.mdx', route: '/r/b/', content: '', anchors: new Set(['there']) },
          ],
          '/r',
        ),
      { message: 'GraphQL reference: 1 broken link(s):\n  a.mdx: link /r/b/#missing has no #missing on /r/b/' },
    );
  });
});
