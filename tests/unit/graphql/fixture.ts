/** Shared set-up for the GraphQL reference tests: the small fixture schema and its generated pages. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { GraphQLSchema } from 'graphql';
import { generateGraphqlReference, type GraphqlReference } from '../../../generators/graphql';
import { schemaFromSdl } from '../../../scripts/lib/vendure-schema';

export const FIXTURES = join('tests', 'fixtures', 'graphql');

export function fixtureSchema(): GraphQLSchema {
  const file = join(FIXTURES, 'schema.graphql');
  return schemaFromSdl(readFileSync(file, 'utf8'), file);
}

export function fixtureReference(): GraphqlReference {
  return generateGraphqlReference({
    apis: [{ name: 'demo', label: 'Demo API', summary: 'A tiny API for tests.', schema: fixtureSchema() }],
    release: { coreVersion: '9.9.9', date: '2025-01-02' },
  });
}

export function fileContent(reference: GraphqlReference, path: string): string {
  const file = reference.files.find((candidate) => candidate.path === path);
  if (!file) throw new Error(`no generated file ${path}; have ${reference.files.map((f) => f.path).join(', ')}`);
  return file.content;
}

/** The Markdown of one `## … {#anchor}` section, up to the next level-2 heading. */
export function section(content: string, anchor: string): string {
  const start = content.indexOf(` {#${anchor}}\n`);
  if (start === -1) throw new Error(`no section #${anchor}`);
  const from = content.lastIndexOf('\n## ', start) + 1;
  const next = content.indexOf('\n## ', start);
  return content.slice(from, next === -1 ? undefined : next).trim();
}
