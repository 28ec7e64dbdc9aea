/**
 * Generate step of the "What changed" pages (docs/reference/what-changed/) and of the marks the
 * TypeScript and GraphQL reference steps put beside entries ("Added in 3.7").
 *
 * The releases compared follow from the pin and the registry's version lists; earlier releases come
 * from `.cache/releases/` (fetched once, see scripts/lib/release-cache.ts). The generated pages and
 * marks are cached in `.cache/api-changes/` under the versions compared and the code that made them,
 * so a warm run reads one file. Without registry and cache, the section says it is unavailable.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { referencePackages } from '../../config/reference-packages';
import { DEFAULT_BASE_PATH, VENDURE_APIS } from '../../generators/graphql';
import type { OutputFile } from '../../generators/output-file';
import { selectReleases, versionsToFetch, type ReleaseSelection } from '../../generators/api-changes/releases';
import { unavailablePage } from '../../generators/api-changes/pages';
import type { ReleaseMarks } from '../../generators/api-changes/types';
import { installedVersion } from '../lib/installed-version';
import { pinnedReleaseDate } from '../lib/pinned-release-date';
import { setReferenceMarks } from '../lib/reference-marks';
import { cacheSize, fetchReleases, registryVersions, RegistryUnavailable } from '../lib/release-cache';
import { describeSummary, writeOutput } from '../lib/write-output';

const root = process.cwd();
const outDir = join(root, 'docs', 'reference', 'what-changed');
const cacheDir = join(root, '.cache', 'api-changes');
const APIS = [VENDURE_APIS.admin, VENDURE_APIS.shop].map((a) => ({ name: a.name, label: a.label }));

function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .flatMap((name) => (statSync(join(dir, name)).isDirectory() ? listFiles(join(dir, name)) : [join(dir, name)]));
}

/** Everything the output depends on besides the versions: the code that reads, diffs and renders. */
function codeHash(): string {
  const hash = createHash('sha256');
  const files = [
    ...listFiles(join(root, 'generators', 'api-changes')),
    ...listFiles(join(root, 'generators', 'typescript')),
    join(root, 'generators', 'graphql', 'locations.ts'),
    join(root, 'config', 'reference-packages.ts'),
    join(root, 'scripts', 'steps', 'api-changes.ts'),
    join(root, 'scripts', 'steps', 'api-changes-read.ts'),
    join(root, 'scripts', 'steps', 'typescript-reference.ts'),
  ];
  for (const f of files) hash.update(relative(root, f)).update('\0').update(readFileSync(f)).update('\0');
  return hash.digest('hex');
}

export interface CachedRun {
  files: OutputFile[];
  marks: ReleaseMarks;
  summary: string[];
}

function unavailable(reason: string, pin: string): string[] {
  setReferenceMarks(undefined);
  const page = unavailablePage(reason, pinnedReleaseDate('@vendure/core'), pin);
  // One line that says what happened and what the build does about it.
  console.log(`[generate] What changed: not available in this build (${reason}); building without the release comparison pages and marks`);
  return [describeSummary(outDir, writeOutput(outDir, [{ path: 'index.mdx', content: page }]))];
}

async function generate(selection: ReleaseSelection, pinned: Record<string, string>): Promise<CachedRun> {
  // Loaded on a miss only: reading packages brings in the TypeScript compiler (about 2 s to load
  // on a busy machine), which a warm run must not pay.
  const { pruneParsed, readRelease, readSideFiles } = await import('./api-changes-read');
  const t0 = Date.now();
  const wanted = versionsToFetch(selection, pinned);
  const fetched = await fetchReleases(wanted, readSideFiles);
  const t1 = Date.now();
  const { generateApiChanges } = await import('../../generators/api-changes');
  const versions = [...new Set(selection.pairs.flatMap((p) => [p.from.version, p.to.version]))];
  const used = new Set<string>();
  const releases = new Map(await Promise.all(versions.map(async (v) => [v, await readRelease(selection, v, pinned, used)] as const)));
  pruneParsed(used);
  const result = generateApiChanges({
    selection,
    releases,
    packageOrder: referencePackages.map((p) => p.name),
    apis: APIS,
    date: pinnedReleaseDate('@vendure/core'),
    graphqlBasePath: DEFAULT_BASE_PATH,
  });
  const summary = result.pairs.map(({ pair, typescript, graphql }) => {
    const count = (kind: string) => typescript.filter((c) => c.kind === kind).length;
    const ts = `TypeScript ${count('added')} added, ${count('removed')} removed, ${count('changed')} changed, ${count('deprecated')} deprecated`;
    const gql = graphql
      ? APIS.map((api) => {
          const own = graphql.filter((c) => c.api === api.name);
          return `${api.name} ${own.filter((c) => c.severity === 'breaking').length} breaking, ${own.filter((c) => c.severity === 'dangerous').length} dangerous, ${own.filter((c) => c.severity === 'safe').length} safe`;
        }).join('; ')
      : 'GraphQL not compared';
    return `${pair.from.version} → ${pair.to.version}: ${ts}; ${gql}`;
  });
  const marks = Object.keys(result.marks.typescript).length + Object.keys(result.marks.graphql).length;
  summary.push(`${marks} reference entries marked`);
  const fetchNote = fetched.fetched.length
    ? `fetched ${fetched.fetched.length} package versions into .cache/releases in ${Math.round((t1 - t0) / 1000)} s (cache now ${(cacheSize() / 1024 / 1024).toFixed(1)} MB)`
    : `${wanted.length} earlier package versions from .cache/releases`;
  summary.unshift(fetchNote);
  return { files: result.files, marks: result.marks, summary };
}

export type Comparison = { run: CachedRun; lead: string } | { unavailable: string };

/** The comparison of the releases the pin calls for, from the cache or computed (fetching what is missing). */
export async function compareReleases(): Promise<Comparison> {
  const pinned = Object.fromEntries(referencePackages.map((p) => [p.name, installedVersion(p.name)]));
  let selection: ReleaseSelection;
  try {
    const { versions } = await registryVersions(Object.keys(pinned), JSON.stringify(pinned));
    selection = selectReleases({ pinned, available: versions });
  } catch (error) {
    if (error instanceof RegistryUnavailable) return { unavailable: `the npm registry could not be reached (${error.message}) and .cache/releases/ holds no version lists` };
    throw error;
  }
  const key = createHash('sha256').update(JSON.stringify(selection)).update(codeHash()).digest('hex').slice(0, 16);
  const cacheFile = join(cacheDir, `output-${key}.json`);
  if (existsSync(cacheFile)) return { run: JSON.parse(readFileSync(cacheFile, 'utf8')) as CachedRun, lead: 'cache hit (same releases and code)' };
  let run: CachedRun;
  try {
    run = await generate(selection, pinned);
  } catch (error) {
    if (error instanceof RegistryUnavailable) return { unavailable: `earlier releases are not in .cache/releases/ and the npm registry could not be reached (${error.message})` };
    throw error;
  }
  mkdirSync(cacheDir, { recursive: true });
  for (const old of readdirSync(cacheDir)) if (old.startsWith('output-')) rmSync(join(cacheDir, old));
  writeFileSync(cacheFile, JSON.stringify(run));
  return { run, lead: `compared ${selection.pairs.length} release pairs` };
}

export async function apiChanges(): Promise<string[]> {
  const comparison = await compareReleases();
  if ('unavailable' in comparison) return unavailable(comparison.unavailable, installedVersion('@vendure/core'));
  setReferenceMarks(comparison.run.marks);
  return [comparison.lead, ...comparison.run.summary, describeSummary(outDir, writeOutput(outDir, comparison.run.files))];
}
