import assert from 'node:assert/strict';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { gunzipSync } from 'node:zlib';
import { pageUrl, writeSearchFiles } from '../../../plugins/search/index';
import { indexedPageCount, isShippedPagefindFile } from '../../../plugins/search/pagefind-files';

const FIXTURE_SITE = join(__dirname, '../../fixtures/search/site');
const dirs: string[] = [];
after(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function builtSite(withFixture = true): string {
  const dir = mkdtempSync(join(tmpdir(), 'search-plugin-'));
  dirs.push(dir);
  if (withFixture) cpSync(FIXTURE_SITE, dir, { recursive: true });
  return dir;
}

/** Pagefind's files are gzip with a "pagefind_dcd" signature in front of the payload. */
function decode(path: string): string {
  const text = gunzipSync(readFileSync(path)).toString('utf8');
  assert.ok(text.startsWith('pagefind_dcd'), `${path} has the Pagefind signature`);
  return text.slice('pagefind_dcd'.length);
}

test('without a cluster the build gets the backend config and a Pagefind bundle of the doc content only', async () => {
  const site = builtSite();
  const summary = await writeSearchFiles(site, {}, []);
  assert.match(summary, /^\[search\] Pagefind indexed 1 pages into \d+ files \(\d+ KB\)$/);
  assert.deepEqual(JSON.parse(readFileSync(join(site, 'search-config.json'), 'utf8')), { backend: 'pagefind', bundlePath: 'pagefind/' });
  const bundle = readdirSync(join(site, 'pagefind'));
  for (const name of ['pagefind.js', 'pagefind-entry.json', 'wasm.en.pagefind', 'fragment', 'index', 'filter']) {
    assert.ok(bundle.includes(name), `${name} is shipped`);
  }
  assert.deepEqual(bundle.filter((name) => /ui|highlight|worker/.test(name)), []);

  const fragments = readdirSync(join(site, 'pagefind', 'fragment'));
  assert.equal(fragments.length, 1);
  const page = JSON.parse(decode(join(site, 'pagefind', 'fragment', fragments[0]))) as {
    url: string;
    content: string;
    meta: Record<string, string>;
    filters: Record<string, string[]>;
    anchors: { element: string; id: string; text: string }[];
  };
  assert.equal(page.url, '/guides/orders/');
  assert.deepEqual(page.meta, {
    title: 'Orders',
    lvl0: 'Core Concepts, Orders: basics',
    // Ranking fields and the exact-name word of plugins/search/index-html.ts.
    guide_title: 'Orders',
    guide_heading0: 'The order process',
    exact: 'ordersexactname',
    kind: 'guide',
  });
  assert.deepEqual(page.filters, { docusaurus_tag: ['docs-default-current'] });
  assert.deepEqual(page.anchors.map((a) => [a.element, a.id, a.text]), [['h2', 'the-order-process', 'The order process']]);
  assert.doesNotMatch(page.content, /navbarword|sidebarword|tocword|footerword|\u200B/);
  assert.match(page.content, /An order collects what a customer buys/);
});

test('the index reads its own copy of each page: the built files stay as they were', async () => {
  const site = builtSite();
  const file = join(site, 'guides/orders/index.html');
  const before = readFileSync(file, 'utf8');
  await writeSearchFiles(site, {}, []);
  assert.equal(readFileSync(file, 'utf8'), before);
});

test('a page is indexed under its URL: the folder of its index.html', () => {
  assert.equal(pageUrl('guides/orders/index.html'), '/guides/orders/');
  assert.equal(pageUrl('index.html'), '/');
  assert.equal(pageUrl('404.html'), '/404.html');
});

test('with a cluster only the backend config is written', async () => {
  const site = builtSite();
  const summary = await writeSearchFiles(site, {
    TYPESENSE_HOSTS: '127.0.0.1',
    TYPESENSE_PORT: '8108',
    TYPESENSE_PROTOCOL: 'http',
    TYPESENSE_SEARCH_ONLY_API_KEY: 'search-key',
  });
  assert.equal(summary, '[search] Typesense collection "vendure-docs" on 127.0.0.1');
  assert.equal(JSON.parse(readFileSync(join(site, 'search-config.json'), 'utf8')).backend, 'typesense');
  assert.equal(existsSync(join(site, 'pagefind')), false);
});

test('a site where no page is marked for indexing fails the build by name', async () => {
  const site = builtSite(false);
  cpSync(join(FIXTURE_SITE, 'other'), join(site, 'other'), { recursive: true });
  await assert.rejects(writeSearchFiles(site, {}, []), /Pagefind indexed no page in .*: no element carries data-pagefind-body/);
});

test('Pagefind UI kits, highlighter and worker are not shipped', () => {
  const names = ['pagefind.js', 'pagefind-ui.js', 'pagefind-ui.css', 'pagefind-modular-ui.js', 'pagefind-component-ui.css', 'pagefind-highlight.js', 'pagefind-worker.js', 'wasm.en.pagefind', 'fragment/en_1.pf_fragment'];
  assert.deepEqual(names.filter(isShippedPagefindFile), ['pagefind.js', 'wasm.en.pagefind', 'fragment/en_1.pf_fragment']);
});

test('the indexed page count is read from pagefind-entry.json', () => {
  assert.equal(indexedPageCount('{"version":"1.6.0","languages":{"en":{"hash":"x","wasm":"en","page_count":5},"de":{"page_count":2}}}'), 7);
  assert.equal(indexedPageCount('{"languages":{}}'), 0);
});

test('a synonym\'s words become the page\'s synonyms field; a synonym naming a page the build lacks fails it by name', async () => {
  const site = builtSite();
  await writeSearchFiles(site, {}, [{ words: ['purchases', 'checkout'], term: 'orders', pages: ['/guides/orders/'] }]);
  const [fragment] = readdirSync(join(site, 'pagefind', 'fragment'));
  const page = JSON.parse(decode(join(site, 'pagefind', 'fragment', fragment))) as { meta: Record<string, string> };
  assert.equal(page.meta.synonyms, 'purchases checkout');
  await assert.rejects(
    writeSearchFiles(builtSite(), {}, [{ words: ['x'], term: 'y', pages: ['/guides/gone/'] }]),
    /config\/search-synonyms.ts names pages this build does not have: \/guides\/gone\//,
  );
});
