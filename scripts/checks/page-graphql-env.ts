/**
 * The `@/gql` typing of a page that extends the Admin API.
 *
 * A Dashboard extension types its GraphQL documents with gql.tada against the Admin schema of *its*
 * server, which includes the plugin's own types (`gqlOutputPath` in a real project). A page that builds
 * such a plugin therefore needs that schema too, or every query of its own types is an error. The
 * page's schema extension is read from the `gql` templates of its TypeScript blocks (the
 * `adminApiExtensions` of its plugin), added to the core Admin schema, and the list options Vendure
 * generates at bootstrap are generated the same way, by core's own function.
 */
import { outputIntrospectionFile } from '@gql.tada/internal';
import { extendSchema, GraphQLSchema, introspectionFromSchema, parse } from 'graphql';
import type { CodeBlock } from './markdown-code-blocks';

const TYPESCRIPT = new Set(['ts', 'tsx']);
/** `name = gql` + template: the variable name tells a Shop extension from an Admin one. */
const GQL_TEMPLATE = /(?:const|let|var)\s+(\w+)\s*(?::[^=]+)?=\s*gql\s*`([^`]*)`/g;

/**
 * The Admin API SDL of a page's `gql` templates, in page order ('' when there is none). Templates
 * assigned to a name containing "shop" belong to the Shop API and are left out; `${...}`
 * interpolations (shared fragments of SDL) are not followed, so a page keeps its types literal.
 */
export function adminExtensionSdl(blocks: readonly CodeBlock[]): string {
  const parts: string[] = [];
  for (const block of blocks) {
    if (!TYPESCRIPT.has(block.lang)) continue;
    for (const match of block.code.matchAll(GQL_TEMPLATE)) {
      const [, name, sdl] = match;
      if (/shop/i.test(name) || sdl.includes('${')) continue;
      parts.push(sdl.trim());
    }
  }
  return parts.join('\n\n');
}

type ListOptionsGenerator = (schema: GraphQLSchema) => GraphQLSchema;

function coreListOptions(): ListOptionsGenerator {
  // Not part of core's public exports; it is the function bootstrap runs after plugin extensions.
  return (require('@vendure/core/dist/api/config/generate-list-options') as { generateListOptions: ListOptionsGenerator }).generateListOptions;
}

/** The Admin schema of a server with the page's plugin: core + extension + generated list options. */
export function pageAdminSchema(core: GraphQLSchema, sdl: string, generateListOptions: ListOptionsGenerator = coreListOptions()): GraphQLSchema {
  return generateListOptions(extendSchema(core, parse(sdl)));
}

/** The graphql-env.d.ts that gql.tada reads for `schema` (what the Vite plugin writes to gqlOutputPath). */
export function graphqlEnvSource(schema: GraphQLSchema): string {
  return outputIntrospectionFile(introspectionFromSchema(schema), { fileType: '.d.ts', shouldPreprocess: true });
}
