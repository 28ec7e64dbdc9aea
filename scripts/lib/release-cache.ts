/**
 * Earlier releases of the documented packages, fetched once from the npm registry (with the npm
 * client, so the project's registry settings apply) into `.cache/releases/<name>@<version>/`.
 * Only the files the reference generator reads are kept, plus, for `@vendure/core`, the final
 * Admin and Shop schemas built from that release. After the first run everything is read offline.
 *
 * A folder counts only once its `.complete` file is written, so an interrupted fetch is redone.
 */
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const root = process.cwd();
export const RELEASES_DIR = join(root, '.cache', 'releases');
const REGISTRY_FILE = join(RELEASES_DIR, 'registry-versions.json');
const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm';
// Fail within seconds when the registry is unreachable (npm's default is five minutes).
const NPM_NETWORK = ['--fetch-timeout=20000', '--fetch-retries=1', '--fetch-retry-mintimeout=1000', '--fetch-retry-maxtimeout=3000'];

/** The registry could not be asked and the cache does not hold the answer. */
export class RegistryUnavailable extends Error {
  override name = 'RegistryUnavailable';
}

export const releaseDir = (name: string, version: string): string => join(RELEASES_DIR, `${name}@${version}`);
const completeFile = (name: string, version: string) => join(releaseDir(name, version), '.complete');
export const isCached = (name: string, version: string): boolean => existsSync(completeFile(name, version));
/** Where the final schema SDL of an earlier core release is kept (or `problem.txt`, why it could not be built). */
export const releaseSchemaFile = (version: string, api: 'admin' | 'shop' | 'problem'): string =>
  join(releaseDir('@vendure/core', version), 'schema', api === 'problem' ? 'problem.txt' : `${api}.graphql`);

function npmProblem(error: unknown): string {
  const e = error as { stderr?: string; message?: string };
  const text = `${e.stderr ?? ''}\n${e.message ?? ''}`;
  const code = /\b(E404|ENOTFOUND|ECONNREFUSED|ETIMEDOUT|EAI_AGAIN|ECONNRESET|E\d{3})\b/.exec(text)?.[1];
  const line = text.split('\n').find((l) => /npm (error|ERR!)/.test(l) && !/A complete log/.test(l));
  return code ?? line?.replace(/^npm (error|ERR!)\s*/, '') ?? 'npm failed';
}

async function viewVersions(name: string): Promise<string[]> {
  try {
    const { stdout } = await run(NPM, ['view', name, 'versions', '--json', ...NPM_NETWORK], { maxBuffer: 16 * 1024 * 1024 });
    const parsed = JSON.parse(stdout) as string[] | string;
    return Array.isArray(parsed) ? parsed : [parsed];
  } catch (error) {
    const problem = npmProblem(error);
    if (problem === 'E404') return []; // not on this registry at all
    throw new RegistryUnavailable(`npm view ${name} versions: ${problem}`);
  }
}

/**
 * The registry's version list of each package, cached under `key` (the pinned versions): the
 * registry is asked again only after the pin changes, so builds of one pin compare the same releases.
 */
export async function registryVersions(names: string[], key: string): Promise<{ versions: Record<string, string[]>; fromCache: boolean }> {
  if (existsSync(REGISTRY_FILE)) {
    const cached = JSON.parse(readFileSync(REGISTRY_FILE, 'utf8')) as { key: string; versions: Record<string, string[]> };
    if (cached.key === key && names.every((n) => n in cached.versions)) return { versions: cached.versions, fromCache: true };
  }
  const versions: Record<string, string[]> = {};
  // A few at a time: each npm process is a second of start-up on a small machine.
  for (let i = 0; i < names.length; i += 4) {
    const batch = names.slice(i, i + 4);
    const lists = await Promise.all(batch.map(viewVersions));
    batch.forEach((name, j) => (versions[name] = lists[j]));
  }
  mkdirSync(RELEASES_DIR, { recursive: true });
  writeFileSync(REGISTRY_FILE, `${JSON.stringify({ key, versions }, null, 1)}\n`);
  return { versions, fromCache: false };
}

function unpack(tarball: string, into: string): Promise<unknown> {
  mkdirSync(into, { recursive: true });
  return run('tar', ['xzf', tarball, '-C', into, '--strip-components=1']);
}

/** True when `name` resolves from `dir` by Node's node_modules walk. */
function resolvable(name: string, dir: string): boolean {
  for (let at = dir; ; at = dirname(at)) {
    if (existsSync(join(at, 'node_modules', name))) return true;
    if (dirname(at) === at) return false;
  }
}

/**
 * The release's core runs on the project's dependencies; the few it needs that the project does
 * not have (3.6.4: `@nestjs/terminus`, `graphql-fields`) are installed, at core's own ranges, into a
 * folder of the work area that the child finds through NODE_PATH. Peers resolve to the project's.
 */
async function installMissing(coreDir: string, into: string): Promise<string[]> {
  const deps = (JSON.parse(readFileSync(join(coreDir, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> }).dependencies ?? {};
  const missing = Object.keys(deps).filter((name) => name !== '@vendure/common' && !resolvable(name, coreDir));
  if (missing.length === 0) return [];
  mkdirSync(into, { recursive: true });
  writeFileSync(join(into, 'package.json'), '{"private":true}\n');
  const specs = missing.map((name) => `${name}@${deps[name]}`);
  try {
    await run(NPM, ['install', ...specs, '--prefix', into, '--legacy-peer-deps', '--ignore-scripts', '--no-audit', '--no-fund', '--no-package-lock', ...NPM_NETWORK], {
      maxBuffer: 16 * 1024 * 1024,
    });
  } catch (error) {
    throw new RegistryUnavailable(`npm install ${specs.join(' ')}: ${npmProblem(error)}`);
  }
  return specs;
}

async function buildSchemas(coreDir: string, commonDir: string): Promise<void> {
  // The release's core must load the release's common, not the project's.
  mkdirSync(join(coreDir, 'node_modules', '@vendure'), { recursive: true });
  symlinkSync(commonDir, join(coreDir, 'node_modules', '@vendure', 'common'), 'junction');
  const extra = join(dirname(coreDir), `deps-${basename(coreDir)}`);
  await installMissing(coreDir, extra);
  try {
    await run(process.execPath, ['--import', 'tsx', join(__dirname, 'release-schema-build.ts'), coreDir, join(coreDir, 'schema')], {
      cwd: root,
      env: { ...process.env, NODE_PATH: join(extra, 'node_modules') },
      maxBuffer: 16 * 1024 * 1024,
    });
  } catch (error) {
    const e = error as { stderr?: string; message?: string };
    throw new Error(`building the schemas of ${coreDir} failed: ${(e.stderr || e.message || '').trim().split('\n').slice(0, 6).join('\n')}`);
  }
}

function folderSize(dir: string): number {
  let total = 0;
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    const stat = statSync(full);
    total += stat.isDirectory() ? folderSize(full) : stat.size;
  }
  return total;
}

export interface FetchReport {
  fetched: string[];
  bytes: number;
}

/**
 * Makes the cache hold every `wanted` package version. `keep(name, dir)` names the files (relative
 * to the unpacked package) worth keeping; `package.json` and core's schemas are always kept.
 */
export async function fetchReleases(
  wanted: { name: string; version: string }[],
  keep: (name: string, dir: string) => string[],
): Promise<FetchReport> {
  const missing = wanted.filter((w) => !isCached(w.name, w.version));
  if (missing.length === 0) return { fetched: [], bytes: 0 };
  const work = join(RELEASES_DIR, '.work');
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  // Core's schemas are built with the same release's common, so it is unpacked whole as well.
  const specs = new Map(missing.map((w) => [`${w.name}@${w.version}`, w]));
  for (const w of missing) if (w.name === '@vendure/core') specs.set(`@vendure/common@${w.version}`, { name: '@vendure/common', version: w.version });
  let packed: { filename: string; name: string; version: string }[];
  try {
    const { stdout } = await run(NPM, ['pack', ...specs.keys(), '--json', '--pack-destination', work, ...NPM_NETWORK], {
      cwd: work,
      maxBuffer: 64 * 1024 * 1024,
    });
    packed = JSON.parse(stdout) as typeof packed;
  } catch (error) {
    rmSync(work, { recursive: true, force: true });
    throw new RegistryUnavailable(`npm pack ${[...specs.keys()].join(' ')}: ${npmProblem(error)}`);
  }
  const unpacked = new Map<string, string>();
  await Promise.all(
    packed.map(async (p) => {
      const dir = join(work, `${p.name}@${p.version}`);
      await unpack(join(work, p.filename), dir);
      unpacked.set(`${p.name}@${p.version}`, dir);
    }),
  );
  for (const w of missing.filter((m) => m.name === '@vendure/core')) {
    const coreDir = unpacked.get(`@vendure/core@${w.version}`)!;
    try {
      await buildSchemas(coreDir, unpacked.get(`@vendure/common@${w.version}`)!);
    } catch (error) {
      if (error instanceof RegistryUnavailable) throw error;
      // The TypeScript side can still be compared; the pages say why GraphQL is not.
      mkdirSync(join(coreDir, 'schema'), { recursive: true });
      writeFileSync(join(coreDir, 'schema', 'problem.txt'), error instanceof Error ? error.message : String(error));
    }
  }
  let bytes = 0;
  for (const w of missing) {
    const from = unpacked.get(`${w.name}@${w.version}`);
    if (!from) throw new Error(`npm pack did not return ${w.name}@${w.version}`);
    const to = releaseDir(w.name, w.version);
    rmSync(to, { recursive: true, force: true });
    const files = new Set(['package.json', ...keep(w.name, from)]);
    if (w.name === '@vendure/core') {
      for (const f of ['schema/admin.graphql', 'schema/shop.graphql', 'schema/problem.txt']) if (existsSync(join(from, f))) files.add(f);
    }
    for (const file of files) {
      mkdirSync(dirname(join(to, file)), { recursive: true });
      cpSync(join(from, file), join(to, file));
    }
    bytes += folderSize(to);
    writeFileSync(completeFile(w.name, w.version), `${JSON.stringify({ files: files.size })}\n`);
  }
  rmSync(work, { recursive: true, force: true });
  return { fetched: missing.map((w) => `${w.name}@${w.version}`), bytes };
}

/** Size of everything cached, for the step's summary. */
export function cacheSize(): number {
  return existsSync(RELEASES_DIR) ? folderSize(RELEASES_DIR) : 0;
}
