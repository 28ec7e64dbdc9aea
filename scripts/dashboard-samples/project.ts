/**
 * The project that the Dashboard samples are built from: the path-titled TypeScript blocks of each
 * sample's page, placed under `pages/<page>/` of one work folder, a plugin per extension whose
 * `dashboard` entry points at the sample's entry file (the page's own plugin when it shows one,
 * otherwise a plugin with nothing but that entry), and one vendure-config.ts that lists them all, as
 * the Dashboard's Vite plugin reads a project. Pure: pages in, files out.
 */
import { join, posix, relative } from 'node:path';
import type { MarkdownPage } from '../checks/markdown-code-blocks';
import { location, type Problem } from '../checks/outcome';
import { NO_CHECK, placeBlocks, TYPESCRIPT_LANGS } from '../checks/typescript-samples';
import type { DashboardSample } from './samples';

export interface SamplePlugin {
  sample: DashboardSample;
  className: string;
  /** Work-folder path of the plugin file. */
  file: string;
  /** True when the page shows no plugin and one was made for its entry. */
  generated: boolean;
}

export interface SamplesProject {
  /** Work-folder path → content, vendure-config.ts included. */
  files: Map<string, string>;
  plugins: SamplePlugin[];
  problems: Problem[];
}

/** docs/guides/extending-the-dashboard/page-blocks.mdx → page-blocks; sub-folders joined by dashes. */
export function pageSlug(page: string): string {
  return page
    .replace(/^docs\/guides\/extending-the-dashboard\//, '')
    .replace(/\.mdx?$/, '')
    .replace(/[^\w]+/g, '-');
}

const pascal = (text: string): string => text.replace(/(^|[^a-zA-Z0-9]+)([a-zA-Z0-9])/g, (_m, _sep, c: string) => c.toUpperCase());

const EXPORTED_CLASS = /@VendurePlugin\s*\([\s\S]*?\)\s*export\s+class\s+(\w+)/;

/** The Vite plugin's config: the sample server's plugins (as the user-guide build has) plus the samples' plugins. */
export function vendureConfigSource(plugins: SamplePlugin[]): string {
  const imports = plugins.map((p) => `import { ${p.className} } from './${p.file.replace(/\.tsx?$/, '')}';`);
  return `${[
    `import { AssetServerPlugin } from '@vendure/asset-server-plugin';`,
    `import { DefaultSchedulerPlugin, DefaultSearchPlugin, dummyPaymentHandler, VendureConfig } from '@vendure/core';`,
    `import { DashboardPlugin } from '@vendure/dashboard/plugin';`,
    `import path from 'path';`,
    ...imports,
  ].join('\n')}

export const config: VendureConfig = {
    apiOptions: { port: 3000, adminApiPath: 'admin-api', shopApiPath: 'shop-api' },
    authOptions: { tokenMethod: ['bearer', 'cookie'] },
    dbConnectionOptions: { type: 'sqljs', synchronize: false },
    paymentOptions: { paymentMethodHandlers: [dummyPaymentHandler] },
    plugins: [
        AssetServerPlugin.init({ route: 'assets', assetUploadDir: path.join(__dirname, 'assets') }),
        DefaultSearchPlugin.init({ bufferUpdates: false, indexStockStatus: true }),
        DefaultSchedulerPlugin.init(),
        DashboardPlugin.init({ route: 'dashboard', appDir: path.join(__dirname, 'dashboard') }),
${plugins.map((p) => `        ${p.className},`).join('\n')}
    ],
};
`;
}

/** A plugin with nothing but a `dashboard` entry (for a page that shows only the Dashboard side). */
export function entryPluginSource(className: string, entry: string): string {
  return (
    `import { PluginCommonModule, VendurePlugin } from '@vendure/core';\n\n` +
    `// The page shows only the Dashboard side; this plugin gives its entry file to the Dashboard build.\n` +
    `@VendurePlugin({ imports: [PluginCommonModule], dashboard: '${entry}' })\nexport class ${className} {}\n`
  );
}

interface PlacedBlock {
  path: string;
  block: { code: string; line: number };
}

/**
 * For a page that shows route definitions but not the `defineDashboardExtension` call it tells the
 * reader to write: that call, in dashboard-sample/index.tsx of the page's folder, and a plugin whose
 * `dashboard` entry it is. A route the page does not export is a problem at the page.
 */
function routesPlugin(
  page: MarkdownPage,
  sample: Extract<DashboardSample, { routes: unknown }>,
  folder: string,
  placed: PlacedBlock[],
): { plugin: SamplePlugin; files: Map<string, string> } | Problem {
  const imports: string[] = [];
  for (const { file, name } of sample.routes) {
    const block = placed.find((p) => p.path === file);
    if (!block || !new RegExp(`export const ${name}\\b`).test(block.block.code)) {
      return { where: page.file, message: `no block titled ${file} exports ${name} (a route of this page's Dashboard sample)` };
    }
    imports.push(`import { ${name} } from '../${file.replace(/\.tsx?$/, '')}';`);
  }
  const className = `${pascal(pageSlug(page.file))}SamplePlugin`;
  const dir = `${folder}/dashboard-sample`;
  const entry =
    `// The page tells the reader to register these routes with defineDashboardExtension; this is that call.\n` +
    `import { defineDashboardExtension } from '@vendure/dashboard';\n${imports.join('\n')}\n\n` +
    `defineDashboardExtension({ routes: [${sample.routes.map((r) => r.name).join(', ')}] });\n`;
  const file = `${dir}/dashboard-sample.plugin.ts`;
  const files = new Map([
    [`${dir}/index.tsx`, entry],
    [file, entryPluginSource(className, './index.tsx')],
  ]);
  return { plugin: { sample, className, file, generated: true }, files };
}

export function samplesProject(root: string, pages: MarkdownPage[], samples: readonly DashboardSample[]): SamplesProject {
  const files = new Map<string, string>();
  const plugins: SamplePlugin[] = [];
  const problems: Problem[] = [];
  for (const sample of samples) {
    const page = pages.find((p) => p.file === sample.page);
    if (!page) {
      problems.push({ where: sample.page, message: 'the page of this Dashboard sample was not found' });
      continue;
    }
    const blocks = page.blocks.filter((b) => TYPESCRIPT_LANGS.has(b.lang) && !b.meta.has(NO_CHECK) && typeof b.meta.get('title') === 'string');
    const base = join(root, '.doc-samples', page.file);
    // An earlier version of a file the page shows again (placed as x.line-N.tsx) is never imported:
    // left out, so that lines moving on the page do not change the build.
    const placed = placeBlocks(root, blocks)
      .map(({ block, path }) => ({ block, path: relative(base, path).split('\\').join('/') }))
      .filter(({ path }) => !/\.line-\d+\.[cm]?tsx?$/.test(path));
    const folder = `pages/${pageSlug(page.file)}`;
    for (const { path, block } of placed) files.set(`${folder}/${path}`, block.code);
    if ('routes' in sample) {
      const plugin = routesPlugin(page, sample, folder, placed);
      if ('message' in plugin) problems.push(plugin);
      else {
        for (const [path, content] of plugin.files) files.set(path, content);
        plugins.push(plugin.plugin);
      }
      continue;
    }
    const entry = placed.find((p) => p.path === sample.entry);
    if (!entry) {
      problems.push({ where: page.file, message: `no block titled ${sample.entry} (the entry of this page's Dashboard sample)` });
      continue;
    }
    // src/plugins/x/dashboard/index.tsx → the plugin lives in src/plugins/x/
    const pluginDir = posix.dirname(posix.dirname(sample.entry));
    const entryFromPlugin = `./${posix.relative(pluginDir, sample.entry)}`;
    const own = placed.find((p) => posix.dirname(p.path) === pluginDir && /\.plugin\.ts$/.test(p.path) && p.block.code.includes('dashboard:'));
    if (own) {
      const className = EXPORTED_CLASS.exec(own.block.code)?.[1];
      if (!className) {
        problems.push({ where: location(page.file, own.block.line), message: 'the plugin file exports no @VendurePlugin class' });
        continue;
      }
      plugins.push({ sample, className, file: `${folder}/${own.path}`, generated: false });
    } else {
      const className = `${pascal(pageSlug(page.file))}${pascal(posix.basename(pluginDir))}SamplePlugin`;
      const file = `${folder}/${pluginDir}/dashboard-sample.plugin.ts`;
      files.set(file, entryPluginSource(className, entryFromPlugin));
      plugins.push({ sample, className, file, generated: true });
    }
  }
  const seen = new Map<string, SamplePlugin>();
  for (const plugin of plugins) {
    const other = seen.get(plugin.className);
    if (other) problems.push({ where: plugin.sample.page, message: `plugin class ${plugin.className} is also defined by ${other.sample.page}; one build cannot hold both` });
    seen.set(plugin.className, plugin);
  }
  files.set('vendure-config.ts', vendureConfigSource(plugins));
  return { files, plugins, problems };
}
