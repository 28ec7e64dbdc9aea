import type { Config } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import { darkCodeTheme, lightCodeTheme } from './config/prism-themes';
import { movedPages, sectionRedirectsTo } from './config/redirects';
import { searchThemeConfig } from './config/search';
import { withoutHiddenDocs } from './config/sidebar-sections';
import { SSR_TEMPLATE } from './config/ssr-template';
import remarkStaticCode from './plugins/code-highlighting/remark-static-code';
import { siteDiagramRenderer } from './plugins/mermaid-svg';
import remarkMermaidSvg from './plugins/mermaid-svg/remark-mermaid-svg';
import remarkMarkdownTwin from './plugins/markdown-twins/remark-markdown-twin';
import remarkSampleResponses, { siteSampleResponses } from './plugins/sample-responses/remark-sample-responses';
import { createTwinCollector } from './plugins/markdown-twins/twin-collector';

const repository = 'https://github.com/vendure-ecommerce/vendure';

// Read by the theme for JSX code blocks and by the build-time highlighter for fenced ones.
const prism = {
  theme: lightCodeTheme,
  darkTheme: darkCodeTheme,
  // Only what prism-react-renderer lacks: its bundled languages (json and graphql among them) would
  // be registered twice, and every registration costs start-up time.
  additionalLanguages: ['docker', 'bash'],
  magicComments: [
    {
      className: 'theme-code-block-highlighted-line',
      line: 'highlight-next-line',
      block: { start: 'highlight-start', end: 'highlight-end' },
    },
  ],
} satisfies Preset.ThemeConfig['prism'];

// Mermaid diagrams are drawn once, at build time, cached by source (see plugins/mermaid-svg).
const mermaidRenderer = siteDiagramRenderer(__dirname);

// Markdown twins are made from each page's tree while Docusaurus compiles it (see plugins/markdown-twins).
const twinCollector = createTwinCollector(__dirname);

const config: Config = {
  title: 'Vendure Docs',
  tagline: 'Guides, API reference and user guide for the Vendure headless commerce framework',
  favicon: 'img/favicon.svg',
  url: 'https://docs.vendure.io',
  baseUrl: '/',
  organizationName: 'vendure-ecommerce',
  projectName: 'vendure',
  // Routes in the spec end with a slash; emitting folder/index.html keeps them canonical.
  trailingSlash: true,

  // Bundles start after the first paint (see config/ssr-template.ts).
  ssrTemplate: SSR_TEMPLATE,

  onBrokenLinks: 'throw',
  onBrokenMarkdownLinks: 'warn',
  onBrokenAnchors: 'warn',
  onDuplicateRoutes: 'warn',

  i18n: { defaultLocale: 'en', locales: ['en'] },

  future: {
    // Rspack, SWC and Lightning CSS: measured in bench/build.ts, see README.
    experimental_faster: true,
  },

  clientModules: ['./src/client/announcement-reset.ts'],
  themes: ['docusaurus-theme-search-typesense'],
  // Search index and backend config, written after the build (see plugins/search).
  plugins: [
    './plugins/search/index.ts',
    './plugins/code-highlighting/index.ts',
    ['./plugins/mermaid-svg/index.ts', { renderer: mermaidRenderer }],
    './plugins/route-scale/index.ts',
    ['./plugins/markdown-twins/index.ts', { collector: twinCollector }],
    // URLs readers know from the framework's published site answer with a redirect (config/redirects.ts).
    [
      '@docusaurus/plugin-client-redirects',
      {
        redirects: movedPages.map(({ from, to }) => ({ from, to })),
        createRedirects: (existingPath: string) => {
          const from = sectionRedirectsTo(existingPath);
          return from.length > 0 ? from : undefined;
        },
      },
    ],
  ],

  presets: [
    [
      'classic',
      {
        docs: {
          routeBasePath: '/',
          path: 'docs',
          sidebarPath: './sidebars.ts',
          // A few pages are read on their own, without a sidebar (see docsWithoutSidebar).
          sidebarItemsGenerator: async ({ defaultSidebarItemsGenerator, ...args }) =>
            withoutHiddenDocs(await defaultSidebarItemsGenerator(args)),
          // Docusaurus appends the file path from the site root (docs/...), so this lands in the docs folder.
          editUrl: `${repository}/edit/master/`,
          showLastUpdateTime: true,
          // Mermaid diagrams are drawn and fenced code is highlighted here, once, instead of in every
          // reader's browser (the diagrams first: their fences are not code to highlight).
          // The Markdown twin is read from the tree as parsed, before any plugin turns it into JSX;
          // the recorded responses of runnable samples are placed first, so the twin has them too.
          beforeDefaultRemarkPlugins: [
            [remarkSampleResponses, siteSampleResponses(__dirname)],
            [remarkMarkdownTwin, { collector: twinCollector }],
          ],
          remarkPlugins: [
            [remarkMermaidSvg, { renderer: mermaidRenderer }],
            [remarkStaticCode, { additionalLanguages: prism.additionalLanguages, magicComments: prism.magicComments }],
          ],
          versions: { current: { label: 'Next' } },
        },
        blog: false,
        theme: { customCss: './src/css/custom.css' },
      } satisfies Preset.Options,
    ],
  ],

  themeConfig: {
    image: 'img/social-card.png',
    colorMode: {
      defaultMode: 'dark',
      respectPrefersColorScheme: true,
      disableSwitch: false,
    },
    announcementBar: {
      id: 'vendure-3-7',
      content:
        'These docs describe Vendure 3.7. New here? Start with the <a href="/guides/getting-started/installation/">installation guide</a>.',
      isCloseable: true,
    },
    docs: {
      sidebar: { hideable: false, autoCollapseCategories: true },
    },
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    navbar: {
      title: 'Vendure Docs',
      hideOnScroll: true,
      logo: { alt: 'Vendure logo', src: 'img/logo.svg' },
      items: [
        { type: 'docSidebar', sidebarId: 'learnSidebar', position: 'left', label: 'Learn' },
        { type: 'docSidebar', sidebarId: 'referenceSidebar', position: 'left', label: 'Reference' },
        { type: 'docSidebar', sidebarId: 'userGuideSidebar', position: 'left', label: 'User Guide' },
        { href: 'https://vendure.io', label: 'vendure.io', position: 'right' },
        { href: repository, label: 'GitHub', position: 'right' },
        { type: 'localeDropdown', position: 'right' },
        {
          type: 'docsVersionDropdown',
          position: 'right',
          dropdownItemsAfter: [{ href: `${repository}/releases`, label: 'All releases' }],
        },
        { type: 'search', position: 'right' },
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: 'Resources',
          items: [
            { label: 'vendure.io', href: 'https://vendure.io' },
            { label: 'GitHub', href: repository },
          ],
        },
        {
          title: 'Community',
          items: [
            { label: 'Discord', href: 'https://vendure.io/community' },
            { label: 'X (Twitter)', href: 'https://x.com/vendure_io' },
            { label: 'YouTube', href: 'https://www.youtube.com/@vendure_io' },
          ],
        },
      ],
      copyright: 'Copyright © 2025 Vendure GmbH. Built with Docusaurus.',
    },
    prism,
    ...searchThemeConfig(process.env),
  } satisfies Preset.ThemeConfig,
};

export default config;
