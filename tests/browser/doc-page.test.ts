import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { gotoHydrated, openPage } from './support/browser';
import { useBrowserSuite } from './support/suite';

const suite = useBrowserSuite();
const INSTALLATION = '/guides/getting-started/installation/';
/** A generated page whose doc comments hold JSON examples. */
const JSON_PAGE = '/reference/admin-ui-api/ui-devkit/admin-ui-extension/';

test('a doc page links to its source in the docs folder of the repository', async () => {
  const { page } = await openPage(suite.browser);
  await page.goto(suite.url(INSTALLATION));
  const edit = page.getByRole('link', { name: 'Edit this page' });
  assert.equal(
    await edit.getAttribute('href'),
    'https://github.com/vendure-ecommerce/vendure/edit/master/docs/guides/getting-started/installation.mdx',
  );
});

test('a doc page shows when it was last updated', async () => {
  const { page } = await openPage(suite.browser);
  await page.goto(suite.url(INSTALLATION));
  const updated = page.locator('.theme-last-updated');
  assert.match(await updated.innerText(), /^Last updated on [A-Z][a-z]{2} \d{1,2}, \d{4}$/);
  assert.match((await updated.locator('time').getAttribute('datetime')) ?? '', /^\d{4}-\d{2}-\d{2}T/);
});

test('every heading carries a "Direct link to" anchor that points at itself', async () => {
  const { page } = await openPage(suite.browser);
  await page.goto(suite.url('/guides/getting-started/graphql-intro/'));
  const headings = await page.locator('article :is(h2, h3)[id]').evaluateAll((els) =>
    els.map((el) => ({ id: el.id, text: el.textContent!.replace(/\u200b/g, '').trim(), link: el.querySelector('a.hash-link') })),
  );
  assert.ok(headings.length >= 3, 'the page has headings');
  for (const { id, text } of headings) {
    const link = page.locator(`[id="${id}"] > a.hash-link`);
    assert.equal(await link.getAttribute('href'), `#${id}`);
    assert.equal(await link.getAttribute('aria-label'), `Direct link to ${text}`);
  }
});

test('the table of contents lists level 2 and 3 headings only', async () => {
  const { page } = await openPage(suite.browser, { viewport: { width: 1400, height: 900 } });
  await page.goto(suite.url(INSTALLATION));
  const inToc = await page.locator('.table-of-contents a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  const byLevel = (selector: string) =>
    page.locator(`article .markdown ${selector}[id]`).evaluateAll((els) => els.map((el) => `#${el.id}`));
  const [h2, h3, h4] = await Promise.all([byLevel('h2'), byLevel('h3'), byLevel('h4')]);
  assert.ok(h3.length > 0 && h4.length > 0, 'the page has level 3 and level 4 headings');
  assert.deepEqual([...inToc].sort(), [...h2, ...h3].sort());
});

test('opening a sidebar category collapses the one that was open', async () => {
  const { page } = await openPage(suite.browser, { viewport: { width: 1280, height: 800 } });
  await gotoHydrated(page, suite.url('/reference/'));
  const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
  const categories = sidebar.locator('.theme-doc-sidebar-menu > .theme-doc-sidebar-item-category');
  assert.ok((await categories.count()) >= 2, 'the reference sidebar has several categories');
  const expanded = (i: number) =>
    categories.nth(i).evaluate((el) => !el.classList.contains('menu__list-item--collapsed'));
  // The state changes with React's next render, which a loaded machine can delay: wait for it (up
  // to 5 s) rather than read it right after the click.
  const settled = (i: number, open: boolean) =>
    page.waitForFunction(
      ([index, want]) => {
        const el = document.querySelectorAll('nav[aria-label="Docs sidebar"] .theme-doc-sidebar-menu > .theme-doc-sidebar-item-category')[index as number];
        return !!el && !el.classList.contains('menu__list-item--collapsed') === want;
      },
      [i, open] as const,
      { timeout: 5000 },
    );
  const toggle = (i: number) => categories.nth(i).locator('.menu__caret, .menu__link--sublist-caret').first().click();
  await toggle(0);
  await settled(0, true);
  assert.equal(await expanded(0), true);
  await toggle(1);
  await settled(1, true);
  await settled(0, false);
  assert.equal(await expanded(1), true);
  assert.equal(await expanded(0), false);
});

test('highlight-next-line and highlight-start/end mark lines, docker and bash are highlighted', async () => {
  const { page } = await openPage(suite.browser);
  await page.goto(suite.url(INSTALLATION));
  assert.ok((await page.locator('.theme-code-block-highlighted-line').count()) > 0, 'a highlighted line');
  assert.ok((await page.locator('pre.language-bash .token').count()) > 0, 'bash tokens');
});

/** The chunk that carries Prism's grammars, found by one of the bash grammar's words. */
function prismChunkNames(): string[] {
  const dir = join('build', 'assets', 'js');
  return readdirSync(dir).filter((name) => name.endsWith('.js') && readFileSync(join(dir, name), 'utf8').includes('BASH_ALIASES'));
}

const codeColours = (page: Page) =>
  page.evaluate(() => {
    const pre = document.querySelector('pre.language-bash')!;
    return { background: getComputedStyle(pre).backgroundColor, fn: getComputedStyle(pre.querySelector('.token.function')!).color };
  });
const LIGHT = { background: 'rgb(246, 248, 250)', fn: 'rgb(179, 29, 40)' };
const DARK = { background: 'rgb(40, 42, 54)', fn: 'rgb(80, 250, 123)' };

test("fenced code is in the reader's colour mode before any bundle runs, and follows the toggle", async () => {
  const { page, problems } = await openPage(suite.browser, { colorScheme: 'light' });
  // Without the bundles, what shows is the server's HTML and the inline colour-mode script alone.
  await page.route('**/assets/js/**', (route) => route.abort());
  await page.goto(suite.url(INSTALLATION));
  assert.deepEqual(await codeColours(page), LIGHT);
  await page.unroute('**/assets/js/**');
  problems.errors.length = 0;
  await gotoHydrated(page, suite.url(INSTALLATION));
  await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
  assert.deepEqual(await codeColours(page), DARK);
  assert.deepEqual(problems.errors, []);
});

test('a page of fenced code downloads no Prism, and its copy button copies the code without magic comments', async () => {
  const { page, problems } = await openPage(suite.browser, { permissions: ['clipboard-read', 'clipboard-write'] });
  const scripts: string[] = [];
  page.on('request', (request) => scripts.push(request.url()));
  await gotoHydrated(page, suite.url(INSTALLATION));
  await page.waitForLoadState('networkidle');
  const prismChunks = prismChunkNames();
  assert.ok(prismChunks.length > 0, 'the build still has a Prism chunk, for code written in JSX');
  assert.deepEqual(scripts.filter((url) => prismChunks.some((name) => url.endsWith(name))), []);

  const block = page.locator('.theme-code-block').filter({ has: page.locator('.theme-code-block-highlighted-line') }).first();
  await block.hover();
  await block.getByRole('button', { name: 'Copy code to clipboard' }).click();
  await block.getByRole('button', { name: 'Copied' }).waitFor();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  const shownLines = await block.locator('.token-line').evaluateAll((lines) => lines.map((line) => line.textContent).join('\n'));
  assert.equal(copied, shownLines, 'what is copied is what is shown, line by line');
  assert.doesNotMatch(copied, /highlight-(next-line|start|end)/);
  assert.deepEqual(problems.errors, []);
});

test('code is highlighted after a client-side navigation from a page without code', async () => {
  // The page's chunk brings its code already highlighted (plugins/code-highlighting); the home page has none.
  const { page, problems } = await openPage(suite.browser);
  await gotoHydrated(page, suite.url('/'));
  await page.locator('main').getByRole('link', { name: /Installation/ }).first().click();
  await page.waitForURL(`**${INSTALLATION}`);
  await page.locator('pre.language-bash .token.function').first().waitFor();
  assert.ok((await page.locator('.theme-code-block-highlighted-line').count()) > 0, 'magic comments still mark lines');
  assert.deepEqual(problems.errors, []);
});

test('GraphQL and JSON code blocks are highlighted with the grammars bundled by prism-react-renderer', async () => {
  const { page } = await openPage(suite.browser);
  await page.goto(suite.url('/guides/core-concepts/orders/'));
  assert.ok((await page.locator('pre.language-graphql .token.keyword').count()) > 0, 'graphql keywords');
  await page.goto(suite.url(JSON_PAGE));
  assert.ok((await page.locator('pre.language-json .token.property').count()) > 0, 'json properties');
});

test('a code block too wide for a phone offers word wrap, which wraps it and unwraps it again', async () => {
  const { page, problems } = await openPage(suite.browser, { viewport: { width: 390, height: 844 } });
  await gotoHydrated(page, suite.url(INSTALLATION));
  const block = page.locator('.theme-code-block').filter({ hasText: 'dbConnectionOptions' }).first();
  const scrollsSideways = () => block.locator('pre').evaluate((pre) => pre.scrollWidth > pre.clientWidth);
  assert.equal(await scrollsSideways(), true);
  const wrap = block.getByRole('button', { name: 'Toggle word wrap' });
  await wrap.click();
  assert.equal(await scrollsSideways(), false, 'wrapped');
  await wrap.click();
  assert.equal(await scrollsSideways(), true, 'unwrapped');
  assert.deepEqual(problems.errors, []);
});

test('a page opened on a phone gets its desktop sidebar and table of contents, working, once the window is widened', async () => {
  // On a phone they are left un-hydrated at start-up (src/components/DesktopOnlyHydration).
  const { page, problems } = await openPage(suite.browser, { viewport: { width: 390, height: 844 } });
  await gotoHydrated(page, suite.url(INSTALLATION));
  const desktopSidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
  const desktopToc = page.locator('.theme-doc-toc-desktop');
  await page.waitForFunction(() => !document.querySelector('.theme-doc-toc-desktop'));
  assert.equal(await desktopSidebar.count(), 0, 'the hidden desktop sidebar is gone on a phone');
  await page.setViewportSize({ width: 1280, height: 800 });
  await desktopToc.waitFor();
  const tocLink = desktopToc.getByRole('link').nth(1);
  const target = (await tocLink.getAttribute('href'))!;
  await tocLink.click();
  await page.waitForURL(`**${target}`);
  await desktopSidebar.getByRole('link', { name: 'Installation' }).waitFor();
  assert.deepEqual(problems.errors, []);
});

test('a Mermaid diagram is drawn, on a fresh load and after client-side navigation', async () => {
  const { page, problems } = await openPage(suite.browser, { viewport: { width: 1280, height: 900 } });
  // Drawn at build time (plugins/mermaid-svg), one SVG per colour mode: the one shown.
  const diagram = page.locator('.mermaid-svg > svg:visible');
  await page.goto(suite.url('/guides/core-concepts/orders/'));
  await diagram.waitFor();
  // A link in the text of a guide without a diagram: the sidebar's categories animate as they open
  // and close, which could move a link away from under the pointer between aiming and clicking.
  await gotoHydrated(page, suite.url('/guides/core-concepts/promotions/'));
  await page.locator('article').getByRole('link', { name: 'Orders', exact: true }).first().click();
  await page.waitForURL('**/guides/core-concepts/orders/');
  await diagram.waitFor();
  assert.ok((await diagram.locator('text, foreignObject').count()) > 0, 'the diagram has labels');
  assert.deepEqual(problems.errors, []);
});
