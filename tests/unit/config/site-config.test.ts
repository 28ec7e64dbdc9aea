import assert from 'node:assert/strict';
import { test } from 'node:test';
import config from '../../../docusaurus.config';

type Loose = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const theme = config.themeConfig as Loose;
const classic = (config.presets as [string, Loose][]).find(([name]) => name === 'classic')![1];

test('site identity and build settings follow the spec', () => {
  assert.equal(config.url, 'https://docs.vendure.io');
  assert.equal(config.baseUrl, '/');
  assert.equal(config.organizationName, 'vendure-ecommerce');
  assert.equal(config.projectName, 'vendure');
  assert.deepEqual(config.i18n, { defaultLocale: 'en', locales: ['en'] });
  assert.equal(config.onBrokenLinks, 'throw');
  assert.equal(config.onBrokenMarkdownLinks, 'warn');
  assert.equal(config.onBrokenAnchors, 'warn');
  assert.equal(config.onDuplicateRoutes, 'warn');
  assert.deepEqual(config.future, { experimental_faster: true });
});

test('docs are served from the root with edit links, last-updated time and no blog', () => {
  assert.equal(classic.docs.routeBasePath, '/');
  assert.equal(classic.docs.editUrl, 'https://github.com/vendure-ecommerce/vendure/edit/master/');
  assert.equal(classic.docs.showLastUpdateTime, true);
  assert.equal(classic.docs.versions.current.label, 'Next');
  assert.equal(classic.blog, false);
});

test('theme: dark default respecting the OS, TOC levels 2-3, fixed sidebar, hiding navbar', () => {
  assert.deepEqual(theme.colorMode, { defaultMode: 'dark', respectPrefersColorScheme: true, disableSwitch: false });
  assert.deepEqual(theme.tableOfContents, { minHeadingLevel: 2, maxHeadingLevel: 3 });
  assert.deepEqual(theme.docs.sidebar, { hideable: false, autoCollapseCategories: true });
  assert.equal(theme.navbar.hideOnScroll, true);
  assert.equal(typeof theme.announcementBar.id, 'string');
  assert.equal(theme.announcementBar.isCloseable, true);
});

test('code blocks highlight docker and bash and know the highlight magic comments', () => {
  for (const language of ['docker', 'bash']) assert.ok(theme.prism.additionalLanguages.includes(language), language);
  assert.deepEqual(theme.prism.magicComments, [
    {
      className: 'theme-code-block-highlighted-line',
      line: 'highlight-next-line',
      block: { start: 'highlight-start', end: 'highlight-end' },
    },
  ]);
});

test('the navbar has the three sidebars on the left and the site links and controls on the right', () => {
  const items = theme.navbar.items as Loose[];
  assert.deepEqual(
    items.filter((i) => i.type === 'docSidebar').map((i) => [i.sidebarId, i.label]),
    [
      ['learnSidebar', 'Learn'],
      ['referenceSidebar', 'Reference'],
      ['userGuideSidebar', 'User Guide'],
    ],
  );
  assert.deepEqual(
    items.filter((i) => i.position === 'right').map((i) => i.type ?? i.label),
    ['vendure.io', 'GitHub', 'localeDropdown', 'docsVersionDropdown', 'search'],
  );
});

test('the footer has Resources and Community groups and the 2025 copyright', () => {
  assert.deepEqual(
    theme.footer.links.map((group: Loose) => [group.title, group.items.map((i: Loose) => i.label)]),
    [
      ['Resources', ['vendure.io', 'GitHub']],
      ['Community', ['Discord', 'X (Twitter)', 'YouTube']],
    ],
  );
  assert.match(theme.footer.copyright, /Copyright © 2025/);
});
