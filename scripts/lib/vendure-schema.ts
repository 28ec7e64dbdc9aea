/**
 * The final Admin and Shop GraphQL schemas of the pinned `@vendure/core`, exactly as a server with
 * the default configuration exposes them (including the list-option, filter and sort types the
 * server generates at start-up).
 *
 * Vendure builds them with its own `graphql` copy, so we ask for SDL and parse it again with ours:
 * passing schema objects across two graphql-js instances is unsafe. The SDL is cached per core
 * version because building it costs a few seconds and it never changes for a given release.
 *
 * A schema that cannot be built stops generation with the file and line at fault: each of core's
 * `.graphql` files is parsed on its own first (Vendure's loader merges them anonymously, which loses
 * the file name), and the final SDL is parsed and validated with its cache file as source name.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join, relative } from 'node:path';
import { buildASTSchema, GraphQLError, parse, Source, validateSchema, type GraphQLSchema } from 'graphql';
import { validateSDL } from 'graphql/validation/validate';

export type VendureApi = 'admin' | 'shop';

const require = createRequire(join(process.cwd(), 'package.json'));
const cacheDir = join(process.cwd(), '.cache', 'vendure-schema');

export function vendureCoreVersion(): string {
  return (require('@vendure/core/package.json') as { version: string }).version;
}

/** A schema that failed to build; the message names the file, line and column of every problem. */
export class SchemaBuildError extends Error {
  override name = 'SchemaBuildError';
}

function displayPath(file: string): string {
  const rel = relative(process.cwd(), file);
  return rel.startsWith('..') ? file : rel;
}

/** `file:line:column: message` for each location of a GraphQL error (or just the message). */
export function describeGraphqlError(error: GraphQLError, fallbackSource: string): string {
  const locations = error.locations ?? [];
  const sourceName = error.source?.name ?? fallbackSource;
  if (!locations.length) return `${sourceName}: ${error.message}`;
  return locations.map(({ line, column }) => `${sourceName}:${line}:${column}: ${error.message}`).join('\n');
}

/**
 * Parses, validates and builds `sdl`; `sourceName` (usually a file path) is what error messages
 * point at. Throws SchemaBuildError listing every syntax or validation error with its location.
 */
export function schemaFromSdl(sdl: string, sourceName: string): GraphQLSchema {
  const source = new Source(sdl, sourceName);
  let document;
  try {
    document = parse(source);
  } catch (error) {
    if (error instanceof GraphQLError) throw new SchemaBuildError(describeGraphqlError(error, sourceName));
    throw error;
  }
  const sdlErrors = validateSDL(document);
  if (sdlErrors.length) {
    throw new SchemaBuildError(sdlErrors.map((error) => describeGraphqlError(error, sourceName)).join('\n'));
  }
  const schema = buildASTSchema(document, { assumeValidSDL: true });
  const schemaErrors = validateSchema(schema);
  if (schemaErrors.length) {
    throw new SchemaBuildError(schemaErrors.map((error) => describeGraphqlError(error, sourceName)).join('\n'));
  }
  return schema;
}

/**
 * The files a type path such as `…/schema/common/*.graphql` names. Core's paths only use `*` in the
 * file name; anything else is reported rather than guessed at.
 */
export function typePathFiles(pattern: string): string[] {
  const dir = dirname(pattern);
  const name = basename(pattern);
  if (/[*?[\]{}]/.test(dir)) throw new SchemaBuildError(`Unsupported GraphQL type path pattern: ${pattern}`);
  if (!existsSync(dir)) throw new SchemaBuildError(`GraphQL type path folder not found: ${displayPath(dir)} (from ${pattern})`);
  const matcher = new RegExp(`^${name.replace(/[.+^${}()|\\]/g, '\\$&').replace(/\*/g, '.*').replace(/\?/g, '.')}$`);
  const files = readdirSync(dir)
    .filter((file) => matcher.test(file))
    .sort()
    .map((file) => join(dir, file));
  if (!files.length) throw new SchemaBuildError(`No GraphQL type files match ${displayPath(pattern)}`);
  return files;
}

/** Parses every type file on its own so a syntax error is reported with its file and line. */
export function checkTypeFiles(patterns: readonly string[]): void {
  const problems: string[] = [];
  for (const pattern of patterns) {
    for (const file of typePathFiles(pattern)) {
      try {
        parse(new Source(readFileSync(file, 'utf8'), displayPath(file)));
      } catch (error) {
        if (!(error instanceof GraphQLError)) throw error;
        problems.push(describeGraphqlError(error, displayPath(file)));
      }
    }
  }
  if (problems.length) throw new SchemaBuildError(problems.join('\n'));
}

async function buildSdl(api: VendureApi): Promise<string> {
  const core = require('@vendure/core') as typeof import('@vendure/core');
  const { GraphQLTypesLoader } = require('@nestjs/graphql') as typeof import('@nestjs/graphql');
  const { getConfig } = require('@vendure/core/dist/config/config-helpers') as {
    getConfig: () => import('@vendure/core').RuntimeVendureConfig;
  };
  const typePaths = api === 'admin' ? core.VENDURE_ADMIN_API_TYPE_PATHS : core.VENDURE_SHOP_API_TYPE_PATHS;
  checkTypeFiles(typePaths);
  try {
    return await core.getFinalVendureSchema({
      config: getConfig(),
      typePaths,
      typesLoader: new GraphQLTypesLoader(),
      apiType: api,
      output: 'sdl',
    });
  } catch (error) {
    // Every file parsed, so this is a cross-file problem (an unknown or duplicate type); core's
    // message names the type, we add which schema and which files were being built.
    const message = error instanceof Error ? error.message : String(error);
    throw new SchemaBuildError(
      `Building the ${api} schema of @vendure/core ${vendureCoreVersion()} failed: ${message}\n` +
        `  type paths: ${typePaths.map(displayPath).join(', ')}`,
    );
  }
}

/** SDL of the final schema for `api`, from the cache when this core version was built before. */
export async function vendureSchemaSdl(api: VendureApi): Promise<string> {
  const file = vendureSchemaCacheFile(api);
  if (existsSync(file)) return readFileSync(file, 'utf8');
  const sdl = await buildSdl(api);
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(file, sdl);
  return sdl;
}

/** Where the SDL of `api` is cached; error messages about the final schema point into this file. */
export function vendureSchemaCacheFile(api: VendureApi): string {
  return join(cacheDir, `${vendureCoreVersion()}-${api}.graphql`);
}

export async function vendureSchema(api: VendureApi): Promise<GraphQLSchema> {
  const sdl = await vendureSchemaSdl(api);
  const file = displayPath(vendureSchemaCacheFile(api));
  try {
    return schemaFromSdl(sdl, file);
  } catch (error) {
    if (!(error instanceof SchemaBuildError)) throw error;
    throw new SchemaBuildError(`${error.message}\n  (${file} is the cached ${api} schema; delete it to rebuild it from @vendure/core)`);
  }
}
