/**
 * Generate step for the GraphQL API reference: loads the final Admin and Shop schemas of the pinned
 * @vendure/core, renders them with generators/graphql (element pages pre-rendered to static HTML)
 * and writes docs/reference/graphql-api/.
 */
import { join } from 'node:path';
import { describeCounts, generateGraphqlReference, prerenderElementPages, VENDURE_APIS } from '../../generators/graphql';
import { pinnedReleaseDate } from '../lib/pinned-release-date';
import { vendureCoreVersion, vendureSchema } from '../lib/vendure-schema';
import { describeSummary, writeOutput } from '../lib/write-output';

const outDir = join(process.cwd(), 'docs', 'reference', 'graphql-api');

export async function graphqlReference(): Promise<string[]> {
  const [admin, shop] = await Promise.all([vendureSchema('admin'), vendureSchema('shop')]);
  const reference = generateGraphqlReference({
    apis: [
      { ...VENDURE_APIS.admin, schema: admin },
      { ...VENDURE_APIS.shop, schema: shop },
    ],
    release: { coreVersion: vendureCoreVersion(), date: pinnedReleaseDate('@vendure/core') },
  });
  const { files, counts } = await prerenderElementPages(reference);
  const pages = files.filter((file) => file.path.endsWith('.mdx')).length;
  return [
    `@vendure/core ${vendureCoreVersion()}: ${pages} pages`,
    ...counts.map(describeCounts),
    describeSummary(outDir, writeOutput(outDir, files)),
  ];
}
