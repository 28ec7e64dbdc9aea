/**
 * The rendering stage of the Dashboard samples: the extensions of scripts/dashboard-samples/samples.ts
 * built into the pinned @vendure/dashboard with its own Vite plugin (`vendureDashboardPlugin`), the way
 * a project builds its Dashboard, and their plugins compiled for the sample server.
 *
 * Before anything is built, every anchor a sample names (a page block's `blockId`, an action-bar item's
 * `itemId`, their `pageId`) is checked against the Dashboard's own pages (anchors.ts): the Dashboard
 * drops a block with a wrong anchor without a word, so the stage says it, with the page and line.
 *
 * The build is cached under .cache/dashboard-samples/<hash>/ by a hash of everything it is made of
 * (the samples' files, the generated config, the Dashboard version, this folder's code), so a run
 * without changes builds nothing.
 *
 *   npx tsx scripts/dashboard-samples/build.ts     build (or reuse) and print where the app is
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { readMarkdownPage, type MarkdownPage } from '../checks/markdown-code-blocks';
import { formatProblem, type Problem } from '../checks/outcome';
import { compilePageProject } from '../checks/run-samples';
import { installedVersion } from '../lib/installed-version';
import { buildDashboardApp } from '../screenshots/dashboard-app';
import { checkAnchors, dashboardAnchors } from './anchors';
import { samplesProject, type SamplesProject } from './project';
import { dashboardSamples, type DashboardSample } from './samples';

export interface DashboardSamplesBuild {
  /** The built app, for DashboardPlugin's `appDir`. */
  appDir: string;
  /** Compiled plugin modules of the pages that show a plugin with server code, for the sample server. */
  serverModules: string[];
  /** Names of the plugin classes built in. */
  plugins: string[];
  /** True when the app came from the cache. */
  cached: boolean;
}

export class RenderingStageError extends Error {
  constructor(readonly problems: Problem[]) {
    super(`the Dashboard samples cannot be rendered:\n${problems.map(formatProblem).join('\n')}`);
  }
}

export async function readSamplePages(root: string, samples: readonly DashboardSample[] = dashboardSamples): Promise<MarkdownPage[]> {
  const files = [...new Set(samples.map((s) => s.page))];
  return Promise.all(files.filter((f) => existsSync(join(root, f))).map(async (f) => readMarkdownPage(f, readFileSync(join(root, f), 'utf8'))));
}

/** The code that decides what is built (the pictures and tests do not). */
const BUILD_CODE = ['build.ts', 'project.ts'];

/**
 * Everything a Dashboard build depends on, hashed: the Dashboard version, the code that builds it
 * (absolute paths) and the project's files. Both sample builds (this one and app-sample.ts) are cached by it.
 */
export function buildHash(root: string, files: Map<string, string>, code: string[]): string {
  const hash = createHash('sha256').update(installedVersion('@vendure/dashboard', root));
  for (const file of code) hash.update(file).update(readFileSync(file));
  for (const [path, content] of [...files].sort(([a], [b]) => a.localeCompare(b))) hash.update(`\0${path}\0${content}`);
  return hash.digest('hex').slice(0, 16);
}

/** The problems that stop the rendering stage: a missing page or entry, a plugin clash, an anchor the Dashboard does not have. */
export function renderingProblems(root: string, pages: MarkdownPage[], project: SamplesProject): Problem[] {
  const problems = [...pages.flatMap((p) => p.problems), ...project.problems];
  const anchors = dashboardAnchors(root);
  for (const plugin of project.plugins) {
    const page = pages.find((p) => p.file === plugin.sample.page);
    if (page) problems.push(...checkAnchors(page, anchors, installedVersion('@vendure/dashboard', root)));
  }
  return problems;
}

function viteBuild(root: string, workDir: string, outDir: string): Promise<void> {
  return buildDashboardApp({
    root,
    workDir,
    outDir,
    vendureConfigPath: join(workDir, 'vendure-config.ts'),
    // As a project's vite.config.mts: extensions import the schema-aware graphql() as @/gql.
    alias: { '@/gql': join(workDir, 'gql', 'graphql.ts') },
  });
}

export interface BuildOptions {
  root?: string;
  log?: (line: string) => void;
  samples?: readonly DashboardSample[];
}

export async function buildDashboardSamples({ root = process.cwd(), log = console.log, samples = dashboardSamples }: BuildOptions = {}): Promise<DashboardSamplesBuild> {
  const pages = await readSamplePages(root, samples);
  const project = samplesProject(root, pages, samples);
  const problems = renderingProblems(root, pages, project);
  if (problems.length > 0) throw new RenderingStageError(problems);

  const cacheDir = join(root, '.cache', 'dashboard-samples');
  const hash = buildHash(root, project.files, BUILD_CODE.map((name) => join(__dirname, name)));
  const appDir = join(cacheDir, hash, 'dist');
  const cached = existsSync(join(appDir, 'index.html'));
  if (!cached) {
    const workDir = join(cacheDir, 'work');
    rmSync(workDir, { recursive: true, force: true });
    for (const [path, content] of project.files) {
      mkdirSync(dirname(join(workDir, path)), { recursive: true });
      writeFileSync(join(workDir, path), content);
    }
    const started = Date.now();
    log(`Building the Dashboard with ${project.plugins.length} sample extensions…`);
    await viteBuild(root, workDir, appDir);
    log(`Dashboard samples built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    // Older builds are of inputs that no longer exist.
    for (const name of readdirSync(cacheDir)) if (name !== hash && name !== 'work' && name !== 'server') rmSync(join(cacheDir, name), { recursive: true, force: true });
  }

  // The server needs only the plugins that have server code of their own; a made-up plugin only names an entry.
  const serverDir = join(cacheDir, 'server');
  rmSync(serverDir, { recursive: true, force: true });
  const serverModules: string[] = [];
  for (const plugin of project.plugins.filter((p) => !p.generated)) {
    const page = pages.find((p) => p.file === plugin.sample.page);
    if (!page) continue;
    const compiled = compilePageProject(root, page.blocks, join(serverDir, plugin.className));
    const suffix = plugin.file.replace(/^pages\/[^/]+\//, '').replace(/\.tsx?$/, '.js');
    const module = [...compiled.values()].find((file) => file.endsWith(suffix));
    if (module) serverModules.push(module);
  }
  return { appDir, serverModules, plugins: project.plugins.map((p) => p.className), cached };
}

if (require.main === module) {
  buildDashboardSamples().then(
    (build) => {
      console.log(`${build.cached ? 'From the cache' : 'Built'}: ${build.appDir} (${build.plugins.join(', ')})`);
      process.exit(0);
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
