/**
 * Generate step for the GraphQL API reference: loads the final Admin and Shop schemas of the pinned
 * @vendure/core, renders them with generators/graphql (element pages pre-rendered to static HTML)
 * and writes docs/reference/graphql-api/.
 *
 * The pre-rendered pages are cached in .cache/graphql-prerender/, keyed by each page's Markdown and
 * by the pre-render code and the versions of the libraries it compiles with. The pages' Markdown
 * before pre-rendering goes to generated/markdown-sources/ for their Markdown twins.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describeCounts, generateGraphqlReference, prerenderElementPages, VENDURE_APIS } from '../../generators/graphql';
import { prerenderPage } from '../../generators/graphql/prerender';
import { MARKDOWN_SOURCES_DIR } from '../../config/markdown-twins';
import { contentCache } from '../lib/content-cache';
import { installedVersion } from '../lib/installed-version';
import { pinnedReleaseDate } from '../lib/pinned-release-date';
import { referenceMarks } from '../lib/reference-marks';
import { vendureCoreVersion, vendureSchema } from '../lib/vendure-schema';
import { describeSummary, writeOutput } from '../lib/write-output';

const root = process.cwd();
const outDir = join(root, 'docs', 'reference', 'graphql-api');
const cacheDir = join(root, '.cache', 'graphql-prerender');
const markdownSourcesDir = join(root, MARKDOWN_SOURCES_DIR, 'reference', 'graphql-api');

const PRERENDER_CODE = ['generators/graphql/prerender.ts', 'generators/graphql/toc-export.ts'];
const PRERENDER_LIBRARIES = ['@mdx-js/mdx', 'remark-gfm', 'remark-directive', 'rehype-minify-whitespace', 'react-dom', '@docusaurus/utils'];

function prerenderSalt(): string {
  const hash = createHash('sha256');
  for (const file of PRERENDER_CODE) hash.update(file).update('\0').update(readFileSync(join(root, file))).update('\0');
  for (const name of PRERENDER_LIBRARIES) hash.update(`${name}@${installedVersion(name)}\0`);
  return hash.digest('hex');
}

export async function graphqlReference(): Promise<string[]> {
  const [admin, shop] = await Promise.all([vendureSchema('admin'), vendureSchema('shop')]);
  const reference = generateGraphqlReference({
    apis: [
      { ...VENDURE_APIS.admin, schema: admin },
      { ...VENDURE_APIS.shop, schema: shop },
    ],
    release: { coreVersion: vendureCoreVersion(), date: pinnedReleaseDate('@vendure/core') },
    marks: referenceMarks().graphql,
  });
  const elementPages = new Set(reference.elementPages);
  writeOutput(markdownSourcesDir, reference.files.filter((file) => elementPages.has(file.path)));
  const cache = contentCache(cacheDir, prerenderSalt(), async (content) => (await prerenderPage(content)).content);
  const { files, counts } = await prerenderElementPages(reference, cache.transform);
  cache.prune();
  const { hits, misses } = cache.stats();
  const pages = files.filter((file) => file.path.endsWith('.mdx')).length;
  return [
    `@vendure/core ${vendureCoreVersion()}: ${pages} pages (pre-rendered: ${hits} from cache, ${misses} compiled)`,
    ...counts.map(describeCounts),
    describeSummary(outDir, writeOutput(outDir, files)),
  ];
}
