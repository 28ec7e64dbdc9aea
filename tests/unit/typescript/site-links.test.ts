import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { anchorsOfDoc, headingSlug, resolveSiteLink, routeOfDoc, siteRoutesFromDocs } from '../../../generators/typescript/site-links';

const routes = siteRoutesFromDocs([
  { path: 'guides/developer-guide/custom-fields.mdx', text: '---\ntitle: Custom Fields\n---\n\n## Config properties\n\n### `name` option {#name-option}\n' },
  { path: 'reference/index.mdx', text: '---\nslug: /reference/\n---\n# Reference\n' },
]);

describe('site links in doc comments', () => {
  it('computes routes and heading anchors the way Docusaurus does', () => {
    assert.equal(routeOfDoc('guides/how-to/index.mdx', ''), '/guides/how-to/');
    assert.equal(headingSlug('Understanding Permission.Owner'), 'understanding-permissionowner');
    assert.deepEqual([...anchorsOfDoc('## A b\n```\n## not a heading\n```\n### C {#see}\n').keys()], ['a-b', 'see']);
    const prerendered = `---\ntitle: x\n---\n\nexport const toc = ${JSON.stringify([{ value: 'Search', id: 'search', level: 2 }])};\n\n<PrerenderedReference html={"<h2 id=\\"search\\">"} />\n`;
    assert.deepEqual([...anchorsOfDoc(prerendered).keys()], ['search'], 'a pre-rendered page: the ids of its exported TOC');
    assert.deepEqual([...routes.keys()], ['/guides/developer-guide/custom-fields/', '/reference/']);
  });

  it('maps the old guide paths under /guides/ and keeps known anchors', () => {
    assert.deepEqual(resolveSiteLink('/developer-guide/custom-fields/#config-properties', routes), {
      href: '/guides/developer-guide/custom-fields/#config-properties',
    });
    assert.deepEqual(resolveSiteLink('/developer-guide/custom-fields', routes), { href: '/guides/developer-guide/custom-fields/' });
  });

  it('drops an unknown anchor and reports it', () => {
    assert.deepEqual(resolveSiteLink('/guides/developer-guide/custom-fields/#nope', routes), {
      href: '/guides/developer-guide/custom-fields/',
      note: 'no heading #nope on /guides/developer-guide/custom-fields/; linked to the page',
    });
  });

  it('never links to a page that does not exist', () => {
    assert.deepEqual(resolveSiteLink('/developer-guide/gone/', routes), {
      href: undefined,
      note: 'no page at /developer-guide/gone/ (nor /guides/developer-guide/gone/)',
    });
  });
});
