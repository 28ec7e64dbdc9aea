/**
 * The rendering stage of the Dashboard samples refuses a sample that the Dashboard would silently
 * leave out (an anchor the page does not render), naming the page and line, and the project it
 * builds gives each extension a plugin whose `dashboard` entry points at the sample's entry file.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { readMarkdownPage } from '../../../scripts/checks/markdown-code-blocks';
import { anchorsOf, checkAnchors, dashboardAnchors } from '../../../scripts/dashboard-samples/anchors';
import { buildDashboardSamples, RenderingStageError } from '../../../scripts/dashboard-samples/build';
import { samplesProject } from '../../../scripts/dashboard-samples/project';
import { appSampleProject } from '../../../scripts/dashboard-samples/app-sample';
import { dashboardSamples } from '../../../scripts/dashboard-samples/samples';

const root = process.cwd();
const FIXTURE = 'tests/fixtures/dashboard-samples/wrong-block-id.mdx';
const fixture = () => readMarkdownPage(FIXTURE, readFileSync(FIXTURE, 'utf8'));

test("the Dashboard's anchors are read from its pages", () => {
  const anchors = dashboardAnchors(root);
  assert.deepEqual([...(anchors.get('order-detail')?.blocks ?? [])].sort(), [
    'custom-fields', 'customer', 'fulfillment-details', 'order-history', 'order-table', 'payment-details', 'seller-orders', 'state', 'tax-summary',
  ]);
  assert.ok(anchors.get('product-list')?.blocks.has('list-table'));
  assert.ok(anchors.get('product-list')?.items.has('rebuild-index-button'));
});

test('a sample names its anchors with their place in the block', () => {
  const code = `const b = { id: 'x', location: { pageId: 'order-detail', column: 'side', position: { blockId: 'customer', order: 'after' } } };`;
  const [anchor] = anchorsOf(code);
  assert.deepEqual({ ...anchor, offset: code.slice(anchor.offset, anchor.offset + 10) }, { kind: 'block', id: 'x', pageId: 'order-detail', target: 'customer', offset: "'customer'" });
});

test('a page block anchored to a block id the page does not render is a problem at its page and line', async () => {
  const problems = checkAnchors(await fixture(), dashboardAnchors(root), '3.7.3');
  assert.equal(problems.length, 1, JSON.stringify(problems));
  assert.equal(problems[0].where, `${FIXTURE}:18:38`);
  assert.match(problems[0].message, /page block "stock-notes" is placed against block "stock-levels", which page "product-detail" of @vendure\/dashboard 3\.7\.3 does not render \(its blocks: assets, channels, custom-fields, enabled-toggle,/);
  assert.match(problems[0].message, /leave the block out without a warning/);
});

test('the rendering stage fails on that sample before building, naming the page and line', async () => {
  const samples = [{ page: FIXTURE, entry: 'src/plugins/stock-notes/dashboard/index.tsx' }];
  await assert.rejects(buildDashboardSamples({ root, samples, log: () => undefined }), (error: unknown) => {
    assert.ok(error instanceof RenderingStageError);
    assert.match(error.message, new RegExp(`^the Dashboard samples cannot be rendered:\\n${FIXTURE.replace(/[.]/g, '\\.')}:18:38: page block "stock-notes"`));
    return true;
  });
});

test('an extension without a plugin on its page gets one whose dashboard entry is the sample entry', async () => {
  const page = await fixture();
  const project = samplesProject(root, [page], [{ page: FIXTURE, entry: 'src/plugins/stock-notes/dashboard/index.tsx' }]);
  assert.deepEqual(project.problems, []);
  const [plugin] = project.plugins;
  assert.equal(plugin.generated, true);
  assert.match(project.files.get(plugin.file) ?? '', /dashboard: '\.\/dashboard\/index\.tsx'/);
  assert.ok(project.files.has(plugin.file.replace(/dashboard-sample\.plugin\.ts$/, 'dashboard/index.tsx')));
  assert.match(project.files.get('vendure-config.ts') ?? '', new RegExp(`plugins: \\[[\\s\\S]*${plugin.className},`));
});

test("every listed sample's page and entry exist and its anchors are the Dashboard's", async () => {
  const files = [...new Set(dashboardSamples.map((s) => s.page))];
  const pages = await Promise.all(files.map((f) => readMarkdownPage(f, readFileSync(f, 'utf8'))));
  const project = samplesProject(root, pages, dashboardSamples);
  assert.deepEqual(project.problems, []);
  const anchors = dashboardAnchors(root);
  assert.deepEqual(pages.flatMap((p) => checkAnchors(p, anchors, '3.7.3')), []);
});

test('a page that shows routes but not the defineDashboardExtension call gets that call and a plugin for it', async () => {
  const page = readMarkdownPage('tests/fixtures/dashboard-samples/routes-only.mdx', readFileSync('tests/fixtures/dashboard-samples/routes-only.mdx', 'utf8'));
  const routes = [{ file: 'src/plugins/tags/dashboard/tag-list.tsx', name: 'tagListRoute' }];
  const project = samplesProject(root, [await page], [{ page: 'tests/fixtures/dashboard-samples/routes-only.mdx', routes }]);
  assert.deepEqual(project.problems, []);
  const [plugin] = project.plugins;
  assert.equal(plugin.className, 'TestsFixturesDashboardSamplesRoutesOnlySamplePlugin');
  const entry = project.files.get(plugin.file.replace(/dashboard-sample\.plugin\.ts$/, 'index.tsx')) ?? '';
  assert.match(entry, /import \{ tagListRoute \} from '\.\.\/src\/plugins\/tags\/dashboard\/tag-list';/);
  assert.match(entry, /defineDashboardExtension\(\{ routes: \[tagListRoute\] \}\);/);
  assert.match(project.files.get(plugin.file) ?? '', /dashboard: '\.\/index\.tsx'/);

  const missing = samplesProject(root, [await page], [{ page: 'tests/fixtures/dashboard-samples/routes-only.mdx', routes: [{ ...routes[0], name: 'tagDetailRoute' }] }]);
  assert.deepEqual(missing.problems, [
    { where: 'tests/fixtures/dashboard-samples/routes-only.mdx', message: "no block titled src/plugins/tags/dashboard/tag-list.tsx exports tagDetailRoute (a route of this page's Dashboard sample)" },
  ]);
});

test("a sample that changes the whole app becomes a project of the page's files, its stylesheet included, and a server config naming its entry", async () => {
  const file = 'tests/fixtures/dashboard-samples/app-sample.mdx';
  const page = await readMarkdownPage(file, readFileSync(file, 'utf8'));
  const sample = { page: file, viteConfig: 'vite.config.mts', entry: 'src/plugins/branding/dashboard/index.tsx' };
  const project = appSampleProject(page, sample);
  assert.deepEqual(project.problems, []);
  assert.deepEqual([...project.files.keys()].sort(), ['src/dashboard/brand.css', 'src/plugins/branding/dashboard/index.tsx', 'src/vendure-config.ts', 'vite.config.mts']);
  assert.match(project.files.get('src/dashboard/brand.css') ?? '', /@utility brand-stripe/);
  assert.match(project.files.get('src/vendure-config.ts') ?? '', /dashboard: '\.\/plugins\/branding\/dashboard\/index\.tsx'/);

  assert.deepEqual(appSampleProject(page, { ...sample, viteConfig: 'vite.config.ts' }).problems, [
    { where: file, message: "no block titled vite.config.ts (part of this page's Dashboard sample)" },
  ]);
});
