/**
 * The final Admin and Shop GraphQL schemas of the pinned `@vendure/core`, exactly as a server with
 * the default configuration exposes them (including the list-option, filter and sort types the
 * server generates at start-up).
 *
 * Vendure builds them with its own `graphql` copy, so we ask for SDL and parse it again with ours:
 * passing schema objects across two graphql-js instances is unsafe. The SDL is cached per core
 * version because building it costs a few seconds and it never changes for a given release.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { buildSchema, type GraphQLSchema } from 'graphql';

export type VendureApi = 'admin' | 'shop';

const require = createRequire(join(process.cwd(), 'package.json'));
const cacheDir = join(process.cwd(), '.cache', 'vendure-schema');

export function vendureCoreVersion(): string {
  return (require('@vendure/core/package.json') as { version: string }).version;
}

async function buildSdl(api: VendureApi): Promise<string> {
  const core = require('@vendure/core') as typeof import('@vendure/core');
  const { GraphQLTypesLoader } = require('@nestjs/graphql') as typeof import('@nestjs/graphql');
  const { getConfig } = require('@vendure/core/dist/config/config-helpers') as {
    getConfig: () => import('@vendure/core').RuntimeVendureConfig;
  };
  return core.getFinalVendureSchema({
    config: getConfig(),
    typePaths: api === 'admin' ? core.VENDURE_ADMIN_API_TYPE_PATHS : core.VENDURE_SHOP_API_TYPE_PATHS,
    typesLoader: new GraphQLTypesLoader(),
    apiType: api,
    output: 'sdl',
  });
}

/** SDL of the final schema for `api`, from the cache when this core version was built before. */
export async function vendureSchemaSdl(api: VendureApi): Promise<string> {
  const file = join(cacheDir, `${vendureCoreVersion()}-${api}.graphql`);
  if (existsSync(file)) return readFileSync(file, 'utf8');
  const sdl = await buildSdl(api);
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(file, sdl);
  return sdl;
}

export async function vendureSchema(api: VendureApi): Promise<GraphQLSchema> {
  return buildSchema(await vendureSchemaSdl(api));
}
