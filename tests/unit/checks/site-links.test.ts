import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { readHtmlPage } from '../../../scripts/checks/html-page';
import {
  checkSiteLinks,
  judgeLink,
  sitemapUrls,
  lineOfLink,
  readBuiltSite,
  resolvePath,
  routeOfFile,
  sourceFromEditUrl,
} from '../../../scripts/checks/site-links';

const siteDir = 'tests/fixtures/checks/site';
const sourceDir = 'tests/fixtures/checks/site-source';
const siteUrl = 'https://docs.example.com';
const readSource = (file: string): string | undefined => {
  const path = join(sourceDir, file);
  return existsSync(path) ? readFileSync(path, 'utf8') : undefined;
};

test('an HTML page gives its ids, named anchors, links, resources and edit link', () => {
  const facts = readHtmlPage(readFileSync(join(siteDir, 'guides/a/index.html'), 'utf8'));
  assert.deepEqual([...facts.ids], ['setup', 'legacy-anchor']);
  assert.deepEqual(
    facts.links.map((l) => `${l.from} ${l.url}`),
    [
      'link[href] https://docs.example.com/guides/a/',
      'a[href] /',
      'a[href] #setup',
      'a[href] ../a/#setup',
      'a[href] /guides/a/#configuration',
      'a[href] /guides/b/',
      'a[href] https://docs.example.com/guides/a/#missing-too',
      'a[href] #legacy-anchor',
      'img[src] /img/missing.png',
      'a[href] https://github.com/example/docs/edit/main/docs/docs/guides/a.mdx',
    ],
  );
  assert.equal(facts.editUrl, 'https://github.com/example/docs/edit/main/docs/docs/guides/a.mdx');
});

test('srcset candidates are links, preconnect origins are not, and entities are decoded', () => {
  const facts = readHtmlPage(
    '<link rel="preconnect" href="https://cdn.example.com"><img srcset="/a.png 1x, /b.png 2x"><a href="/x/?a=1&amp;b=2">x</a>',
  );
  assert.deepEqual(
    facts.links.map((l) => l.url),
    ['/a.png', '/b.png', '/x/?a=1&b=2'],
  );
});

test('routes and paths resolve like the static host serves them', () => {
  const files = new Set(['/index.html', '/guides/a/index.html', '/404.html', '/img/logo.svg']);
  assert.equal(routeOfFile('/guides/a/index.html'), '/guides/a/');
  assert.equal(routeOfFile('/404.html'), '/404.html');
  assert.equal(resolvePath('/guides/a/', files), '/guides/a/index.html');
  assert.equal(resolvePath('/guides/a', files), '/guides/a/index.html');
  assert.equal(resolvePath('/404', files), '/404.html');
  assert.equal(resolvePath('/img/logo.svg', files), '/img/logo.svg');
  assert.equal(resolvePath('/img/logo.svg/', files), undefined);
  assert.equal(resolvePath('/guides/b/', files), undefined);
});

test('each kind of link gets its verdict', () => {
  const site = readBuiltSite(siteDir);
  const judge = (link: string) => judgeLink(link, '/guides/a/', site, siteUrl);
  assert.deepEqual(judge('#setup'), { kind: 'ok' });
  assert.deepEqual(judge('../a/#setup'), { kind: 'ok' });
  assert.deepEqual(judge('/guides/a/#legacy-anchor'), { kind: 'ok' });
  assert.deepEqual(judge('#'), { kind: 'ok' });
  assert.deepEqual(judge('/img/logo.svg#anything'), { kind: 'ok' });
  assert.deepEqual(judge('https://elsewhere.example.org/x/'), { kind: 'external' });
  assert.deepEqual(judge('mailto:a@example.com'), { kind: 'not-checked' });
  assert.deepEqual(judge('#nope'), { kind: 'broken', reason: '/guides/a/ has no element with id "nope"' });
  assert.deepEqual(judge('https://docs.example.com/guides/a/#nope'), { kind: 'broken', reason: '/guides/a/ has no element with id "nope"' });
  assert.deepEqual(judge('/guides/b/'), { kind: 'broken', reason: 'no page or file at /guides/b/' });
  assert.deepEqual(judge('/guides/%E0%A4%A/'), { kind: 'broken', reason: 'has malformed percent-encoding' });
});

test('the edit link names the local source file, and the line of a link is found in it', () => {
  const exists = (file: string) => file === 'docs/guides/a.mdx';
  assert.equal(sourceFromEditUrl('https://github.com/o/r/edit/main/docs/docs/guides/a.mdx', exists), 'docs/guides/a.mdx');
  assert.equal(sourceFromEditUrl('https://github.com/o/r/edit/main/docs/docs/guides/gone.mdx', exists), undefined);
  assert.equal(sourceFromEditUrl(undefined, exists), undefined);
  const source = 'intro\n[x](/guides/b)\nsee [y](#configuration)\n';
  assert.equal(lineOfLink(source, '/guides/b/'), 2);
  assert.equal(lineOfLink(source, '/guides/a/#configuration'), 3);
  assert.equal(lineOfLink(source, '/img/x.png'), undefined);
});

test('missing pages, anchors and files fail with the source file and line; good links pass', () => {
  const outcome = checkSiteLinks(readBuiltSite(siteDir), { siteUrl, readSource });
  assert.deepEqual(outcome.problems, [
    {
      where: 'docs/guides/a.mdx:8 (page /guides/a/)',
      message: 'broken link /guides/a/#configuration (a[href]): /guides/a/ has no element with id "configuration"',
    },
    {
      where: 'docs/guides/a.mdx:9 (page /guides/a/)',
      message: 'broken link /guides/b/ (a[href]): no page or file at /guides/b/',
    },
    {
      where: 'docs/guides/a.mdx:10 (page /guides/a/)',
      message: 'broken link https://docs.example.com/guides/a/#missing-too (a[href]): /guides/a/ has no element with id "missing-too"',
    },
    {
      where: 'docs/guides/a.mdx (page /guides/a/)',
      message: 'broken link /img/missing.png (img[src]): no page or file at /img/missing.png',
    },
  ]);
  assert.deepEqual(
    { passed: outcome.passed, failed: outcome.failed, notes: outcome.notes },
    {
      passed: 2,
      failed: 1,
      notes: [
        '2 sitemap URLs checked',
        '20 internal links and resources checked on 2 pages (all but /404.html), 2 external links not fetched',
      ],
    },
  );
});

test('sitemap URLs must be pages of the build on the site origin', () => {
  const xml = '<urlset><url><loc>https://docs.example.com/a/?x=1&amp;y=2</loc></url><url><loc> https://docs.example.com/b/ </loc></url></urlset>';
  assert.deepEqual(sitemapUrls(xml), ['https://docs.example.com/a/?x=1&y=2', 'https://docs.example.com/b/']);
  const site = readBuiltSite(siteDir);
  site.sitemap = ['https://docs.example.com/guides/a/', 'https://docs.example.com/guides/gone/', 'https://elsewhere.example.org/'];
  const outcome = checkSiteLinks(site, { siteUrl, readSource });
  assert.deepEqual(
    outcome.problems.filter((p) => p.where === '/sitemap.xml'),
    [
      { where: '/sitemap.xml', message: 'wrong URL https://docs.example.com/guides/gone/: no page or file at /guides/gone/' },
      { where: '/sitemap.xml', message: "wrong URL https://elsewhere.example.org/: not on the site's own origin https://docs.example.com" },
    ],
  );
});

test('a page without an edit link is named by its route', () => {
  const site = readBuiltSite(siteDir);
  const facts = site.pages.get('/guides/a/index.html')!;
  site.pages.set('/guides/a/index.html', { ...facts, editUrl: undefined });
  const outcome = checkSiteLinks(site, { siteUrl, readSource });
  assert.deepEqual(
    outcome.problems.map((p) => p.where),
    ['/guides/a/', '/guides/a/', '/guides/a/', '/guides/a/'],
  );
});
