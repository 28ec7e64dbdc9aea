/**
 * A Dashboard sample that changes the whole app (the theming page's theme, fonts, stylesheet and
 * sign-in logo) cannot share the build of the other samples. It is built on its own, from the page's
 * own vite.config.mts: the page's path-titled blocks are written into a work folder laid out as a
 * project (vite.config.mts at the top, src/…), with a src/vendure-config.ts whose one plugin points its
 * `dashboard` at the page's extension entry, and Vite runs the page's config from that folder.
 *
 * Two things are added to the page's config, both as `mergeConfig` on top of it: this site pins its own
 * React, so the app is pointed at the copy @vendure/dashboard brings (a project has only that one), and
 * the build is quiet. Cached under .cache/dashboard-app-samples/<hash>/ like the shared build.
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { pathToFileURL } from 'node:url';
import { readMarkdownPage, type MarkdownPage } from '../checks/markdown-code-blocks';
import { formatProblem, type Problem } from '../checks/outcome';
import { NO_CHECK } from '../checks/typescript-samples';
import { buildHash } from './build';
import { entryPluginSource } from './project';

export interface AppSample {
  page: string;
  /** Title of the page's Vite config block. */
  viteConfig: string;
  /** Title of the extension's entry block. */
  entry: string;
  /**
   * Files the page's code loads but cannot show (a font), as the reader's project has them: project
   * path → the installed package file that stands in for it.
   */
  assets?: Record<string, string>;
}

export const themingSample: AppSample = {
  page: 'docs/guides/extending-the-dashboard/theming.mdx',
  viteConfig: 'vite.config.mts',
  entry: 'src/plugins/branding/dashboard/index.tsx',
  // brand.css loads the Source Sans 3 variable font from ./fonts/; the same font, from its npm package.
  assets: { 'src/dashboard/fonts/SourceSans3-Variable.woff2': '@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2' },
};

/** A relative file path, as a block title: src/dashboard/brand.css, vite.config.mts. */
const PATH_TITLE = /^(?:[\w@.-]+\/)*[\w@.-]+\.[a-z]+$/;

export interface AppSampleProject {
  files: Map<string, string>;
  problems: Problem[];
}

/** The project folder of an app sample: the page's blocks by their titles, and the server config that names the entry. Pure. */
export function appSampleProject(page: MarkdownPage, sample: AppSample): AppSampleProject {
  const files = new Map<string, string>();
  // Every path-titled block (the stylesheet too); a file shown twice is the later version.
  for (const block of page.blocks) {
    const title = block.meta.get('title');
    if (block.meta.has(NO_CHECK) || typeof title !== 'string' || !PATH_TITLE.test(title.trim())) continue;
    files.set(posix.normalize(title.trim()), block.code);
  }
  const problems: Problem[] = [...page.problems];
  for (const needed of [sample.viteConfig, sample.entry]) {
    if (!files.has(needed)) problems.push({ where: page.file, message: `no block titled ${needed} (part of this page's Dashboard sample)` });
  }
  // The page's config reads ./src/vendure-config.ts; the entry is relative to the plugin file in src/.
  const entryFromSrc = `./${sample.entry.replace(/^src\//, '')}`;
  files.set(
    'src/vendure-config.ts',
    `import type { VendureConfig } from '@vendure/core';\n${entryPluginSource('AppSamplePlugin', entryFromSrc)}\n` +
      `export const config: VendureConfig = {\n` +
      `    apiOptions: { port: 3000 },\n    authOptions: { tokenMethod: ['bearer', 'cookie'] },\n` +
      `    dbConnectionOptions: { type: 'sqljs', synchronize: false },\n    paymentOptions: { paymentMethodHandlers: [] },\n` +
      `    plugins: [AppSamplePlugin],\n};\n`,
  );
  return { files, problems };
}

interface ViteApi {
  build(config: Record<string, unknown>): Promise<unknown>;
  loadConfigFromFile(env: { command: 'build'; mode: string }, file: string, root: string): Promise<{ config: Record<string, unknown> } | null>;
  mergeConfig(a: Record<string, unknown>, b: Record<string, unknown>): Record<string, unknown>;
}

/** Builds (or takes from the cache) the app of one app sample; returns the built app's folder. */
export async function buildAppSample(root: string, sample: AppSample, log: (line: string) => void = console.log): Promise<string> {
  const page = await readMarkdownPage(sample.page, readFileSync(join(root, sample.page), 'utf8'));
  const project = appSampleProject(page, sample);
  if (project.problems.length > 0) throw new Error(`the Dashboard sample of ${sample.page} cannot be built:\n${project.problems.map(formatProblem).join('\n')}`);
  // The stand-in files count by the package file they come from.
  const assets = Object.entries(sample.assets ?? {}).map(([path, file]): [string, string] => [`asset:${path}`, file]);
  const key = buildHash(root, new Map([...project.files, ...assets]), [__filename]);
  const cacheDir = join(root, '.cache', 'dashboard-app-samples');
  const workDir = join(cacheDir, key);
  // The page's config writes the app to dist/dashboard of the project.
  const appDir = join(workDir, 'dist', 'dashboard');
  if (existsSync(join(appDir, 'index.html'))) return appDir;

  rmSync(cacheDir, { recursive: true, force: true });
  for (const [path, content] of project.files) {
    mkdirSync(dirname(join(workDir, path)), { recursive: true });
    writeFileSync(join(workDir, path), content);
  }
  for (const [path, file] of Object.entries(sample.assets ?? {})) {
    mkdirSync(dirname(join(workDir, path)), { recursive: true });
    copyFileSync(require.resolve(file, { paths: [root] }), join(workDir, path));
  }
  const dashboardDir = join(root, 'node_modules', '@vendure', 'dashboard');
  const vite = require(require.resolve('vite', { paths: [dashboardDir] })) as ViteApi;
  const started = Date.now();
  log(`Building the Dashboard with the sample of ${sample.page}, from its own ${sample.viteConfig}…`);
  // The page's config names files relative to the project, as `vite build` run in it would read them.
  // A production build: the page's config then lets the app find its API on the host that serves it.
  const [cwd, nodeEnv] = [process.cwd(), process.env.NODE_ENV];
  process.chdir(workDir);
  process.env.NODE_ENV = 'production';
  try {
    const loaded = await vite.loadConfigFromFile({ command: 'build', mode: 'production' }, join(workDir, sample.viteConfig), workDir);
    if (!loaded) throw new Error(`${sample.page}: ${sample.viteConfig} exports no config`);
    await vite.build(
      vite.mergeConfig(loaded.config, {
        configFile: false,
        root: workDir,
        logLevel: 'warn',
        resolve: { alias: { react: join(dashboardDir, 'node_modules', 'react'), 'react-dom': join(dashboardDir, 'node_modules', 'react-dom') } },
      }),
    );
  } finally {
    process.chdir(cwd);
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return appDir;
}

if (require.main === module) {
  buildAppSample(process.cwd(), themingSample).then(
    (dir) => {
      console.log(`Built: ${pathToFileURL(dir).href}`);
      process.exit(0);
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
