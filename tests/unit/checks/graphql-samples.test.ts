import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { before, test } from 'node:test';
import type { GraphQLSchema } from 'graphql';
import { checkGraphqlSamples, sampleApi, type GraphqlSample } from '../../../scripts/checks/graphql-samples';
import { parseFenceMeta, readMarkdownPage } from '../../../scripts/checks/markdown-code-blocks';
import { vendureSchema } from '../../../scripts/lib/vendure-schema';

const fixtures = 'tests/fixtures/checks/samples';
let schemas: { admin: GraphQLSchema; shop: GraphQLSchema };

async function samplesOf(name: string): Promise<GraphqlSample[]> {
  const file = `${fixtures}/${name}`;
  const page = await readMarkdownPage(file, readFileSync(file, 'utf8'));
  return page.blocks.map((block) => ({ block, frontMatter: page.frontMatter }));
}

before(async () => {
  schemas = { admin: await vendureSchema('admin'), shop: await vendureSchema('shop') };
});

test('the API comes from the fence meta, then the page front matter, then defaults to Shop', () => {
  const sample = (meta: string, frontMatter: Record<string, unknown> = {}): GraphqlSample => ({
    block: { file: 'docs/x.mdx', line: 1, column: 1, lang: 'graphql', meta: parseFenceMeta(meta), code: '' },
    frontMatter,
  });
  assert.deepEqual(sampleApi(sample('')), { api: 'shop' });
  assert.deepEqual(sampleApi(sample('', { graphql_api: 'admin' })), { api: 'admin' });
  assert.deepEqual(sampleApi(sample('api=shop', { graphql_api: 'admin' })), { api: 'shop' });
  assert.deepEqual(sampleApi(sample('api=Admin')), { api: 'admin' });
  assert.deepEqual(sampleApi(sample('', { graphql_api: 3 })), { error: 'front matter graphql_api must be "admin" or "shop", not 3' });
});

test('known-good operations and a schema extension validate', async () => {
  const outcome = checkGraphqlSamples(await samplesOf('good.mdx'), schemas);
  assert.deepEqual(outcome, { name: 'GraphQL samples', passed: 3, failed: 0, skipped: 0, problems: [], notes: [] });
});

test('unknown fields, syntax errors, a wrong API name and unknown types fail with file and line', async () => {
  const outcome = checkGraphqlSamples(await samplesOf('bad-graphql.mdx'), schemas);
  assert.deepEqual(outcome.problems, [
    { where: `${fixtures}/bad-graphql.mdx:18:3`, message: 'Cannot query field "administrators" on type "Query". (shop API)' },
    { where: `${fixtures}/bad-graphql.mdx:28:5`, message: 'Cannot query field "nameInKlingon" on type "Product". (admin API)' },
    { where: `${fixtures}/bad-graphql.mdx:37:2`, message: 'Syntax Error: Expected Name, found <EOF>. (admin API)' },
    { where: `${fixtures}/bad-graphql.mdx:40`, message: 'fence meta api must be "admin" or "shop", not "storefront"' },
    { where: `${fixtures}/bad-graphql.mdx:46:13`, message: 'Unknown type "Reveiw". (admin API)' },
  ]);
  assert.deepEqual(
    { passed: outcome.passed, failed: outcome.failed, skipped: outcome.skipped, notes: outcome.notes },
    { passed: 1, failed: 5, skipped: 1, notes: [`not validated (no-check): ${fixtures}/bad-graphql.mdx:50`] },
  );
});

test('a block that mixes schema definitions and operations is rejected', async () => {
  const block = { file: 'docs/x.mdx', line: 10, column: 1, lang: 'graphql', meta: new Map(), code: 'type A { id: ID }\nquery { me { id } }' };
  const outcome = checkGraphqlSamples([{ block, frontMatter: {} }], schemas);
  assert.deepEqual(outcome.problems, [
    { where: 'docs/x.mdx:10', message: 'mixes schema definitions with operations; split them into two code blocks (shop API)' },
  ]);
});
