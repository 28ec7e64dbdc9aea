/**
 * Completeness of the GraphQL reference for the real Vendure schemas: every type and every root
 * field of the final Admin and Shop schemas has its heading anchor on the page where links point,
 * and every page compiles as MDX.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isEnumType, isInputObjectType, isIntrospectionType, type GraphQLSchema } from 'graphql';
import { describeCounts, generateGraphqlReference, VENDURE_APIS, type GraphqlReference } from '../../../generators/graphql';
import { vendureCoreVersion, vendureSchema, type VendureApi } from '../../../scripts/lib/vendure-schema';
import { renderMdxPage } from './mdx-render';

/** Heading anchors (`{#id}`) per generated file path. */
function anchorsByFile(reference: GraphqlReference): Map<string, Set<string>> {
  return new Map(reference.files.map((file) => [file.path, new Set([...file.content.matchAll(/ \{#([^}]+)\}$/gm)].map((m) => m[1]))]));
}

function expectedPage(schema: GraphQLSchema, typeName: string): string {
  const type = schema.getType(typeName)!;
  if (isInputObjectType(type)) return 'input-types';
  if (isEnumType(type)) return 'enums';
  return 'object-types';
}

describe('GraphQL reference completeness (real @vendure/core schemas)', async () => {
  const apis: VendureApi[] = ['admin', 'shop'];
  const schemas = new Map<VendureApi, GraphQLSchema>();
  for (const api of apis) schemas.set(api, await vendureSchema(api));
  const reference = generateGraphqlReference({
    apis: apis.map((api) => ({ ...VENDURE_APIS[api], schema: schemas.get(api)! })),
    release: { coreVersion: vendureCoreVersion(), date: '2025-01-01' },
  });
  const anchors = anchorsByFile(reference);

  for (const api of apis) {
    it(`documents every ${api} type and root field under its own anchor on the right page`, () => {
      const schema = schemas.get(api)!;
      const roots = new Set([schema.getQueryType()?.name, schema.getMutationType()?.name]);
      const missing: string[] = [];
      let types = 0;
      let rootFields = 0;
      for (const type of Object.values(schema.getTypeMap())) {
        if (isIntrospectionType(type) || roots.has(type.name)) continue;
        types++;
        const page = `${api}/${expectedPage(schema, type.name)}.mdx`;
        if (!anchors.get(page)?.has(type.name.toLowerCase())) missing.push(`${type.name} on ${page}`);
      }
      for (const [root, page] of [
        [schema.getQueryType(), 'queries'],
        [schema.getMutationType(), 'mutations'],
      ] as const) {
        for (const field of Object.values(root?.getFields() ?? {})) {
          rootFields++;
          if (!anchors.get(`${api}/${page}.mdx`)?.has(field.name.toLowerCase())) missing.push(`${field.name} on ${api}/${page}.mdx`);
        }
      }
      assert.deepEqual(missing, []);
      assert.ok(types > 100 && rootFields > 40, `${api}: suspiciously small schema (${types} types, ${rootFields} root fields)`);
      const counts = reference.counts.find((c) => c.api === api)!;
      console.log(`[completeness] ${describeCounts(counts)}; ${types} types and ${rootFields} root fields anchored`);
    });
  }

  it('writes the overview, and per API an index, five kind pages and a sidebar category', () => {
    assert.deepEqual(
      reference.files.map((file) => file.path).sort(),
      [
        'admin/_category_.json',
        'admin/enums.mdx',
        'admin/index.mdx',
        'admin/input-types.mdx',
        'admin/mutations.mdx',
        'admin/object-types.mdx',
        'admin/queries.mdx',
        'index.mdx',
        'shop/_category_.json',
        'shop/enums.mdx',
        'shop/index.mdx',
        'shop/input-types.mdx',
        'shop/mutations.mdx',
        'shop/object-types.mdx',
        'shop/queries.mdx',
      ],
    );
  });

  it('produces pages that all compile as MDX', async () => {
    for (const file of reference.files.filter((candidate) => candidate.path.endsWith('.mdx'))) {
      await assert.doesNotReject(renderMdxPage(file.content), `${file.path} should compile`);
    }
  });
});
