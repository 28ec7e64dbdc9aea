import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { generateReference } from '../../../generators/typescript/generate-reference';
import { graphqlTypeHref } from '../../../generators/typescript/graphql-type-links';
import type { SiteRoutes } from '../../../generators/typescript/site-links';

const anchors = (...names: string[]) => new Map(names.map((n) => [n, n]));

describe('graphqlTypeHref', () => {
  const routes: SiteRoutes = new Map([
    ['/reference/graphql-api/admin/enums/', anchors('globalflag')],
    ['/reference/graphql-api/admin/input-types/', anchors('createproductvariantinput')],
    ['/reference/graphql-api/admin/object-types/', anchors('deletionresponse', 'globalflag')],
    ['/reference/graphql-api/shop/object-types/', anchors('activeorderresult')],
  ]);

  it("links a name to the API's page that holds its lower-cased anchor, enums and inputs before objects", () => {
    assert.equal(graphqlTypeHref('GlobalFlag', 'admin', routes), '/reference/graphql-api/admin/enums/#globalflag');
    assert.equal(graphqlTypeHref('CreateProductVariantInput', 'admin', routes), '/reference/graphql-api/admin/input-types/#createproductvariantinput');
    assert.equal(graphqlTypeHref('DeletionResponse', 'admin', routes), '/reference/graphql-api/admin/object-types/#deletionresponse');
    assert.equal(graphqlTypeHref('ActiveOrderResult', 'shop', routes), '/reference/graphql-api/shop/object-types/#activeorderresult');
  });

  it('gives nothing for a name the API does not document, so it stays plain text', () => {
    assert.equal(graphqlTypeHref('ActiveOrderResult', 'admin', routes), undefined);
    assert.equal(graphqlTypeHref('NoSuchType', 'admin', routes), undefined);
    assert.equal(graphqlTypeHref('GlobalFlag', 'admin', new Map()), undefined);
  });
});

describe('generateReference: GraphQL-generated types in signatures', () => {
  const source = [
    "import { GlobalFlag, DeletionResponse as Deleted, NotInSchema } from '@vendure/common/lib/generated-types';",
    "import { ActiveOrderResult } from '@vendure/common/lib/generated-shop-types';",
    "import { Other } from './other';",
    '/**',
    ' * @description',
    ' * Tracks stock.',
    ' *',
    ' * @docsCategory services',
    ' */',
    'export declare class StockService {',
    '    track(flag: GlobalFlag, done: Deleted, unknown: NotInSchema, active: ActiveOrderResult, other: Other): void;',
    '}',
    '',
  ].join('\n');
  const pkg = {
    name: '@fixture/stock',
    version: '3.7.3',
    section: 'typescript-api' as const,
    files: [{ path: 'dist/stock.d.ts', repoPath: 'packages/stock/src/stock.ts', text: source }],
  };
  const graphqlPage = (api: string, kind: string, heading: string) => ({
    path: `reference/graphql-api/${api}/${kind}.md`,
    text: `---\ntitle: ${kind}\n---\n\n## ${heading}\n\nText.\n`,
  });
  const out = generateReference({
    packages: [pkg],
    today: '2030-01-01',
    siteDocs: [graphqlPage('admin', 'enums', 'GlobalFlag'), graphqlPage('admin', 'object-types', 'DeletionResponse'), graphqlPage('shop', 'object-types', 'ActiveOrderResult')],
  });
  const page = out.files.get('typescript-api')!.find((f) => f.path === 'services/stock-service.mdx')!.content;
  const member = page.split('\n').find((line) => line.startsWith('<code>track'))!;

  it('links names imported from the generated GraphQL types to their GraphQL entry, per API', () => {
    assert.ok(member.includes('flag: [GlobalFlag](/reference/graphql-api/admin/enums/#globalflag)'), member);
    assert.ok(member.includes('active: [ActiveOrderResult](/reference/graphql-api/shop/object-types/#activeorderresult)'), member);
  });

  it('leaves a renamed import, a name the schema lacks and other imports as text', () => {
    assert.ok(member.includes('done: Deleted,'), member);
    assert.ok(member.includes('unknown: NotInSchema,'), member);
    assert.ok(member.includes('other: Other<br'), member);
  });
});
