import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { prerenderElementPages } from '../../../generators/graphql';
import { PRERENDERED_COMPONENT, prerenderPage } from '../../../generators/graphql/prerender';
import { exportedToc } from '../../../generators/graphql/toc-export';
import { fileContent, fixtureReference } from './fixture';

const reference = fixtureReference();
const PAGE = `---
title: "Demo API enums"
---

Intro with a [link](/reference/x/).

## Colour {#colour}

<code>enum Colour</code>

- <code>RED</code> — Like <b>fire</b> & blood.

### Nested <i>name</i> {#nested}
`;

describe('pre-rendered reference pages', () => {
  it('keeps the front matter and exports the level 2–3 headings as the TOC', async () => {
    const { content, toc } = await prerenderPage(PAGE);
    assert.ok(content.startsWith('---\ntitle: "Demo API enums"\n---\n'));
    assert.deepEqual(toc, [
      { value: 'Colour', id: 'colour', level: 2 },
      { value: 'Nested name', id: 'nested', level: 3 },
    ]);
    assert.ok(content.includes(`import PrerenderedReference from '${PRERENDERED_COMPONENT}';`));
    assert.ok(content.includes(`export const toc = ${JSON.stringify(toc)};`));
    assert.deepEqual(exportedToc(content), toc, 'read back as written');
    assert.equal(exportedToc(PAGE), undefined, 'a Markdown page exports no TOC');
  });

  it('passes the body as one HTML string without line breaks between tags, headings with the markup of Docusaurus headings', async () => {
    const { content } = await prerenderPage(PAGE);
    const html = JSON.parse(/html=\{(".*")\} anchors=/.exec(content)![1]) as string;
    assert.equal(
      html,
      '<p>Intro with a <a href="/reference/x/">link</a>.</p>' +
        '<h2 id="colour" class="anchor">Colour<a href="#colour" class="hash-link" aria-label="Direct link to Colour" title="Direct link to Colour">\u200B</a></h2>' +
        '<code>enum Colour</code>' +
        '<ul><li><code>RED</code> — Like <b>fire</b> &amp; blood.</li></ul>' +
        '<h3 id="nested" class="anchor">Nested <i>name</i><a href="#nested" class="hash-link" aria-label="Direct link to Nested name" title="Direct link to Nested name">\u200B</a></h3>',
    );
    assert.ok(content.endsWith(' anchors={toc.map((entry) => entry.id)} />\n'));
  });

  it('refuses a heading without an explicit id, and a page without front matter', async () => {
    await assert.rejects(prerenderPage('---\ntitle: x\n---\n\n## Lost\n'), /heading "Lost" has no \{#id\}/);
    await assert.rejects(prerenderPage('## A {#a}\n'), /no front matter/);
  });

  it('pre-renders the element pages of a generated reference and leaves the index pages as Markdown', async () => {
    const prerendered = await prerenderElementPages(reference);
    const paths = prerendered.files.filter((file) => file.content.includes(PRERENDERED_COMPONENT)).map((file) => file.path);
    assert.deepEqual(paths.sort(), ['demo/enums.mdx', 'demo/input-types.mdx', 'demo/mutations.mdx', 'demo/object-types.mdx', 'demo/queries.mdx']);
    assert.equal(fileContent(prerendered, 'demo/index.mdx'), fileContent(reference, 'demo/index.mdx'));
  });

  it('keeps every heading anchor of the Markdown page', async () => {
    for (const path of ['demo/object-types.mdx', 'demo/queries.mdx']) {
      const markdown = fileContent(reference, path);
      const ids = [...markdown.matchAll(/ \{#([^}]+)\}$/gm)].map((match) => match[1]);
      const { toc } = await prerenderPage(markdown);
      assert.deepEqual(toc.map((entry) => entry.id), ids, path);
    }
  });
});

describe('code blocks of pre-rendered pages', () => {
  it('can be focused, so a block that scrolls sideways is reachable from the keyboard', async () => {
    const { content } = await prerenderPage('---\ntitle: x\n---\n\n## A {#a}\n\n```graphql\nquery { a }\n```\n');
    assert.ok(content.includes('<pre tabindex=\\"0\\"><code class=\\"language-graphql\\">query { a }\\n</code></pre>'), content);
  });
});
