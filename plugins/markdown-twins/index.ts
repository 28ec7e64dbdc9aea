/**
 * Markdown for readers that want text: a twin of every doc page at its URL with `.md`, and the
 * files for language models (llms.txt, llms-full.txt, llms-reference.txt) at the site root.
 *
 *  - allContentLoaded: tells the collector which pages to make twins of (title, description, URL);
 *  - while Docusaurus compiles the pages, remark-markdown-twin.ts makes each twin from its tree;
 *  - postBuild: writes the twins next to the HTML and the llms files from the sidebars' order.
 *
 * The conversion itself is in generators/markdown-twins (pure functions with fixture tests).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import type { LoadedContent } from '@docusaurus/plugin-content-docs';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { fileSize, joinedTwins, llmsTxt } from '../../generators/markdown-twins/llms-txt';
import { planSiteFiles, type SiteArea, type TwinDoc } from '../../generators/markdown-twins/site-files';
import { twinFiles } from '../../generators/markdown-twins/urls';
import type { SidebarEntry } from '../../generators/markdown-twins/reading-order';
import { installedVersion } from '../../scripts/lib/installed-version';
import type { TwinCollector } from './twin-collector';

export interface MarkdownTwinsOptions {
  collector: TwinCollector;
}

const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';

interface NavbarItem {
  type?: string;
  sidebarId?: string;
  label?: string;
}

/** The joined file of each sidebar: the reference apart, so the guides fit a model's context. */
const JOINED_FILE = (sidebarId: string): string => (sidebarId === 'referenceSidebar' ? 'llms-reference.txt' : 'llms-full.txt');


export default function markdownTwinsPlugin(context: LoadContext, { collector }: MarkdownTwinsOptions): Plugin {
  const { siteConfig, siteDir } = context;
  const siteUrl = new URL(siteConfig.baseUrl, siteConfig.url).href;
  let docs: TwinDoc[] = [];
  let areas: SiteArea[] = [];
  const sourceById = new Map<string, string>();

  return {
    name: 'markdown-twins',

    allContentLoaded({ allContent }) {
      const content = allContent[DOCS_PLUGIN]?.default as LoadedContent | undefined;
      const version = content?.loadedVersions[0];
      if (!version) throw new Error('markdown-twins: the docs plugin loaded no version');
      docs = version.docs.map((doc) => {
        const description = typeof doc.frontMatter.description === 'string' ? doc.frontMatter.description : undefined;
        const source = resolve(siteDir, doc.source.replace(/^@site\//, ''));
        sourceById.set(doc.id, source);
        collector.pages.set(source, {
          file: relative(siteDir, source),
          url: new URL(doc.permalink.slice(1), siteUrl).href,
          siteUrl,
          title: doc.title,
          description,
        });
        return { id: doc.id, permalink: doc.permalink, title: doc.title, description };
      });
      const navbarItems = (siteConfig.themeConfig as { navbar: { items: NavbarItem[] } }).navbar.items;
      areas = navbarItems
        .filter((item) => item.type === 'docSidebar' && item.sidebarId && version.sidebars[item.sidebarId])
        .map((item) => ({
          label: item.label ?? item.sidebarId!,
          sidebar: version.sidebars[item.sidebarId!] as SidebarEntry[],
          listing: item.sidebarId === 'referenceSidebar' ? 'category pages' : 'every page',
          joinedFile: JOINED_FILE(item.sidebarId!),
        }));
    },

    async postBuild({ outDir }) {
      const started = performance.now();
      const twinOf = (id: string): string => {
        const source = sourceById.get(id)!;
        const twin = collector.twins.get(source);
        if (twin === undefined) throw new Error(`markdown-twins: no twin was made for ${relative(siteDir, source)} (was it compiled in this build?)`);
        return twin;
      };
      const writes: Promise<void>[] = [];
      const write = (file: string, text: string) =>
        writes.push(mkdir(dirname(join(outDir, file)), { recursive: true }).then(() => writeFile(join(outDir, file), text)));

      for (const doc of docs) for (const file of twinFiles(doc.permalink)) write(file, twinOf(doc.id));
      const plan = planSiteFiles(areas, docs, siteUrl);
      const byId = new Map(docs.map((doc) => [doc.id, doc]));
      const describe = new Map<string, string>();
      for (const [file, ids] of plan.joined) {
        const text = joinedTwins(ids.map((id) => ({ url: new URL(byId.get(id)!.permalink.slice(1), siteUrl).href, markdown: twinOf(id) })));
        write(file, text);
        describe.set(file, `${ids.length} page${ids.length === 1 ? '' : 's'}, ${fileSize(Buffer.byteLength(text))}`);
      }
      const fileLink = (file: string, title: string, what: string) => ({ title, url: `${siteUrl}${file}`, description: `${what} (${describe.get(file)})` });
      const index = llmsTxt({
        title: siteConfig.title,
        summary: `Guides, API reference and user guide for Vendure ${installedVersion('@vendure/core')}, the open-source headless commerce framework built with TypeScript, NestJS and GraphQL.`,
        details: [
          'Every page of this site is also served as Markdown at its URL with `.md` in place of the trailing slash; the links below point at those files. ' +
            'The files under "Optional" hold many pages in reading order: all guides and the user guide, the generated reference, or one section.',
        ],
        sections: [
          ...plan.sections,
          {
            title: 'Optional',
            links: [
              fileLink('llms-full.txt', 'All guides and the user guide', 'every hand-written page'),
              fileLink('llms-reference.txt', 'The whole reference', 'the generated TypeScript, GraphQL, plugin, Admin UI and Dashboard reference'),
              ...plan.sectionFiles.map(({ file, title }) => fileLink(file, title, 'one section')),
            ],
          },
        ],
      });
      write('llms.txt', index);
      await Promise.all(writes);
      console.log(
        `[markdown-twins] ${docs.length} pages as Markdown; llms.txt ${fileSize(Buffer.byteLength(index))}, llms-full.txt ${describe.get('llms-full.txt')}, ` +
          `llms-reference.txt ${describe.get('llms-reference.txt')}, ${plan.sectionFiles.length} section files in llms/; ` +
          `made in ${Math.round(collector.milliseconds)} ms while compiling, written in ${Math.round(performance.now() - started)} ms`,
      );
    },
  };
}
