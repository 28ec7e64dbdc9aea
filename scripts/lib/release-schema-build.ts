/**
 * Run as a child process: builds the final Admin and Shop schemas (SDL) of an earlier
 * `@vendure/core` release with that release's own `getFinalVendureSchema` and default config.
 *
 * Only the release's core and common are unpacked; everything else they require resolves to the
 * project's node_modules. That avoids installing each release's dependency tree (hundreds of MB),
 * and for 3.7.3 it reproduces the pinned schema byte for byte. It only loads the schema modules,
 * not core's index (which would start loading server modules an older release needs and the project
 * may lack). A process of its own keeps the older modules apart from the pinned core.
 *
 * Usage: node --import tsx release-schema-build.ts <core folder> <output folder>
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

async function main(): Promise<void> {
  const [coreDir, outDir] = process.argv.slice(2);
  if (!coreDir || !outDir) throw new Error('usage: release-schema-build.ts <core folder> <output folder>');
  const load = createRequire(join(coreDir, 'package.json'));
  const { getFinalVendureSchema } = load('./dist/api/config/get-final-vendure-schema') as {
    getFinalVendureSchema: (options: Record<string, unknown>) => Promise<string>;
  };
  const { getConfig } = load('./dist/config/config-helpers') as { getConfig: () => unknown };
  const constants = load('./dist/api/constants') as Record<'VENDURE_ADMIN_API_TYPE_PATHS' | 'VENDURE_SHOP_API_TYPE_PATHS', string[]>;
  const { GraphQLTypesLoader } = load('@nestjs/graphql') as typeof import('@nestjs/graphql');
  mkdirSync(outDir, { recursive: true });
  for (const api of ['admin', 'shop'] as const) {
    const typePaths = api === 'admin' ? constants.VENDURE_ADMIN_API_TYPE_PATHS : constants.VENDURE_SHOP_API_TYPE_PATHS;
    const sdl = await getFinalVendureSchema({ config: getConfig(), typePaths, typesLoader: new GraphQLTypesLoader(), apiType: api, output: 'sdl' });
    writeFileSync(join(outDir, `${api}.graphql`), sdl);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exit(1);
});
