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
    const entry = placed.find((p) => p.path === sample.entry);
    if (!entry) {
      problems.push({ where: page.file, message: `no block titled ${sample.entry} (the entry of this page's Dashboard sample)` });
      continue;
    }
    for (const { path, block } of placed) files.set(`${folder}/${path}`, block.code);
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
      files.set(
        file,
        `import { PluginCommonModule, VendurePlugin } from '@vendure/core';\n\n` +
          `// The page shows only the Dashboard side; this plugin gives its entry file to the Dashboard build.\n` +
          `@VendurePlugin({ imports: [PluginCommonModule], dashboard: '${entryFromPlugin}' })\nexport class ${className} {}\n`,
      );
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
