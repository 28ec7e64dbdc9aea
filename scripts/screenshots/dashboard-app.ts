/**
 * The Dashboard app of the pinned @vendure/dashboard, built the way a new project builds it (Vite with
 * `vendureDashboardPlugin`, base `/dashboard`, API host and port "auto") and cached by version under
 * .cache/dashboard-app/, so it is built once per release (about 30 s and 1.8 GB of memory).
 */
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { installedVersion } from '../lib/installed-version';

export function dashboardAppDir(root = process.cwd()): string {
  return join(root, '.cache', 'dashboard-app', installedVersion('@vendure/dashboard', root), 'dist');
}

interface ViteApi {
  build(config: Record<string, unknown>): Promise<unknown>;
}

export interface DashboardBuild {
  root: string;
  /** The Vite root: where the plugin writes the gql typings and the compiled config. */
  workDir: string;
  outDir: string;
  vendureConfigPath: string;
  /** Extra `resolve.alias` entries (the samples' `@/gql`). */
  alias?: Record<string, string>;
}

/**
 * A Vite build of the Dashboard app with `vendureDashboardPlugin`, as a new project's
 * `vite.config.mts` runs it (base `/dashboard`, API host and port "auto"); the samples stage
 * (scripts/dashboard-samples) builds its extensions with the same call.
 */
export async function buildDashboardApp({ root, workDir, outDir, vendureConfigPath, alias = {} }: DashboardBuild): Promise<void> {
  // Vite is a dependency of @vendure/dashboard (not of this site): load the copy it brings.
  const dashboardDir = join(root, 'node_modules', '@vendure', 'dashboard');
  const vite = require(require.resolve('vite', { paths: [dashboardDir] })) as ViteApi;
  const { vendureDashboardPlugin } = (await import('@vendure/dashboard/vite')) as typeof import('@vendure/dashboard/vite');
  await vite.build({
    root: workDir,
    base: '/dashboard/',
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
    // This site pins its own React; the app must use the one copy its package brings, as in a project
    // where @vendure/dashboard's React is the only one (two copies break hooks at start-up).
    // (The object form: the Dashboard's Vite plugin spreads `resolve.alias` into an object of its own.)
    resolve: {
      alias: { ...alias, react: join(dashboardDir, 'node_modules', 'react'), 'react-dom': join(dashboardDir, 'node_modules', 'react-dom') },
    },
    plugins: [
      vendureDashboardPlugin({
        vendureConfigPath: pathToFileURL(vendureConfigPath),
        api: { host: 'auto', port: 'auto' },
        gqlOutputPath: join(workDir, 'gql'),
        tempCompilationDir: join(workDir, 'config-compiled'),
      }),
    ],
  });
}

/** Builds the app unless the cache has it; returns the folder to give DashboardPlugin as `appDir`. */
export async function ensureDashboardApp(root = process.cwd(), log: (line: string) => void = console.log): Promise<string> {
  const outDir = dashboardAppDir(root);
  if (existsSync(join(outDir, 'index.html'))) return outDir;
  const workDir = join(outDir, '..', 'work');
  rmSync(workDir, { recursive: true, force: true });
  mkdirSync(workDir, { recursive: true });
  const started = Date.now();
  log(`Building the Dashboard app of @vendure/dashboard ${installedVersion('@vendure/dashboard', root)} (once per version)…`);
  await buildDashboardApp({ root, workDir, outDir, vendureConfigPath: join(__dirname, 'dashboard-build', 'vendure-config.ts') });
  log(`Dashboard app built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return outDir;
}
