import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildSchema, printType } from 'graphql';
import type { CodeBlock } from '../../../scripts/checks/markdown-code-blocks';
import { adminExtensionSdl, graphqlEnvSource, pageAdminSchema } from '../../../scripts/checks/page-graphql-env';

function block(code: string, lang = 'ts'): CodeBlock {
  return { file: 'docs/x.mdx', line: 1, column: 1, lang, meta: new Map(), code };
}

test('the Admin SDL of a page: gql templates of TS blocks, not Shop ones, not interpolated ones, not other languages', () => {
  const sdl = adminExtensionSdl([
    block('export const adminApiExtensions = gql`\n  type A { id: ID! }\n`;'),
    block('const shopApiExtensions = gql` extend type Query { s: Int } `;'),
    block('const withShared = gql` ${shared} type B { id: ID! } `;'),
    block('const schema: DocumentNode = gql` type C { id: ID! } `;', 'tsx'),
    block('const x = gql` type D { id: ID! } `;', 'js'),
  ]);
  assert.equal(sdl, 'type A { id: ID! }\n\ntype C { id: ID! }');
  assert.equal(adminExtensionSdl([block('const a = 1;')]), '');
});

test('the page schema is core plus the extension, then list options are generated', () => {
  const core = buildSchema('type Query { a: Int }');
  const calls: string[] = [];
  const schema = pageAdminSchema(core, 'type Note { id: ID! }\nextend type Query { note: Note }', (s) => {
    calls.push(Object.keys(s.getQueryType()!.getFields()).join(','));
    return s;
  });
  assert.deepEqual(calls, ['a,note']);
  assert.equal(printType(schema.getType('Note')!), 'type Note {\n  id: ID!\n}');
});

test('graphql-env.d.ts exports the introspection type gql.tada reads', () => {
  const source = graphqlEnvSource(buildSchema('type Query { hello: String }'));
  assert.match(source, /'hello': \{ name: 'hello'; type: \{ kind: 'SCALAR'; name: 'String'; ofType: null; \} \}/);
  assert.match(source, /export type introspection = /);
});
