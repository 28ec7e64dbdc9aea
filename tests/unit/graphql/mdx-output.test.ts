import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fileContent, fixtureReference } from './fixture';
import { renderMdxPage } from './mdx-render';

const reference = fixtureReference();

describe('generated MDX', () => {
  it('compiles every page with MDX 3, GFM and directives, and contains no directive', async () => {
    for (const file of reference.files.filter((candidate) => candidate.path.endsWith('.mdx'))) {
      await assert.doesNotReject(renderMdxPage(file.content), `${file.path} should compile`);
    }
  });

  it('renders fields as light list items: a code signature with one link per type', async () => {
    const html = await renderMdxPage(fileContent(reference, 'demo/object-types.mdx'));
    assert.ok(html.includes('<li><code>oldPrice: <a href="#money">Money</a></code> — <strong>Deprecated:</strong> Use <code>price</code>.</li>'));
    assert.ok(html.includes('<li><code>variants(take: <a href="#int">Int</a> = 5, filter: <a href="/reference/graphql-api/demo/input-types/#variantfilter">VariantFilter</a>): [<a href="#variant">Variant</a>!]</code></li>'));
    assert.ok(html.includes('<code>union SearchResult = <a href="#product">Product</a> | <a href="#variant">Variant</a></code>'));
  });

  it('shows escaped description text literally and keeps its Markdown', async () => {
    const html = await renderMdxPage(fileContent(reference, 'demo/object-types.mdx'));
    assert.ok(html.includes('<p>A product of the catalog. Text may hold &lt;b&gt;tags&lt;/b&gt;, {braces} and a <a href="https://example.com/docs">link</a>, plus a relative guide.</p><p><strong>Details</strong></p>'));
    assert.ok(html.includes('<li>Item two with <code>code {x}</code></li>'));
  });

  it('shows default values exactly as GraphQL writes them', async () => {
    const inputs = await renderMdxPage(fileContent(reference, 'demo/input-types.mdx'));
    assert.ok(inputs.includes('<code>tags: [<a href="/reference/graphql-api/demo/object-types/#string">String</a>!] = [&quot;new&quot;, &quot;sale&quot;]</code>'));
    const queries = await renderMdxPage(fileContent(reference, 'demo/queries.mdx'));
    assert.ok(queries.includes('<a href="/reference/graphql-api/demo/input-types/#productlistoptions">ProductListOptions</a> = {take: 10}, sort:'));
  });

  it('renders the index table with header cells', async () => {
    const html = await renderMdxPage(fileContent(reference, 'demo/index.mdx'));
    assert.ok(html.includes('<table><thead><tr><th>Page</th><th>Contents</th></tr></thead>'));
  });
});
