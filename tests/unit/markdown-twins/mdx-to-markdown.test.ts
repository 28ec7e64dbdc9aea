import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { mdxToMarkdown, type TwinPage } from '../../../generators/markdown-twins/mdx-to-markdown';
import { parseMdx } from '../../../generators/markdown-twins/parse-mdx';
import { treeToMarkdown } from '../../../generators/markdown-twins/mdx-to-markdown';
import { fileContent, fixtureReference } from '../graphql/fixture';

const FIXTURES = join('tests', 'fixtures', 'markdown-twins');
const SITE = 'https://docs.example.com/';
const fixture = (name: string): string => readFileSync(join(FIXTURES, name), 'utf8');
const page = (path: string, title: string, description?: string): TwinPage => ({ file: path, siteUrl: SITE, url: `${SITE}${path}`, title, description });

describe('Markdown twins of whole pages', () => {
  it('a guide: imports, comments and JSX gone; tabs, admonitions, screenshots in Markdown; links absolute', () => {
    const twin = mdxToMarkdown(fixture('guide.mdx'), page('guides/shipping/', 'Shipping', 'How a shop charges for delivery.'));
    assert.equal(twin, fixture('guide.md'));
  });

  it('a TypeScript reference page: anchors dropped, linked signatures as code, a multi-line member signature as a ts block', () => {
    const twin = mdxToMarkdown(fixture('typescript-page.mdx'), page('reference/typescript-api/orders/order-placed-strategy/', 'OrderPlacedStrategy'));
    assert.equal(twin, fixture('typescript-page.md'));
  });

  it('a GraphQL reference page, from the Markdown the generator writes before pre-rendering', () => {
    const markdown = fileContent(fixtureReference(), 'demo/queries.mdx');
    const twin = mdxToMarkdown(markdown, page('reference/graphql-api/demo/queries/', 'Demo API queries'));
    assert.equal(twin, fixture('graphql-page.md'));
  });

  it('a generated signature block: its plain code as a ts block with its title, not the highlighted HTML', () => {
    const source = 'import SignatureBlock from \'@site/src/components/SignatureBlock\';\n\n<SignatureBlock title="Signature" code={"type A = B<\\"x\\">;"} html={"<span class=\\"token-line\\"><a href=\\"/b/\\">B</a></span>"} />\n';
    assert.equal(mdxToMarkdown(source, page('a/', 'A')), '# A\n\n```ts title="Signature"\ntype A = B<"x">;\n```\n');
  });

  it('keeps a page that opens with its own # heading as it is, without a second title', () => {
    assert.equal(mdxToMarkdown('# Own title\n\nText.\n', page('a/', 'Front matter title')), '# Own title\n\nText.\n');
  });

  it('nests tab headings one level below the heading above the tabs', () => {
    const source = '## A\n\n### B\n\n<Tabs><TabItem value="x" label="X">\n\nOne\n\n</TabItem></Tabs>\n\n## C\n';
    assert.equal(mdxToMarkdown(source, page('a/', 'T')), '# T\n\n## A\n\n### B\n\n#### X\n\nOne\n\n## C\n');
  });

  it('leaves the parsed tree untouched (Docusaurus compiles the same tree afterwards)', () => {
    const { tree, text } = parseMdx(fixture('guide.mdx'));
    const before = JSON.stringify(tree);
    treeToMarkdown(tree, text, page('guides/shipping/', 'Shipping'));
    assert.equal(JSON.stringify(tree), before);
  });
});

describe('Markdown twins refuse what they cannot say', () => {
  const fails = (source: string, message: RegExp) =>
    assert.throws(() => mdxToMarkdown(source, page('guides/x/', 'X')), message);

  it('names an unknown component with the file and line', () => {
    fails('Intro\n\n<DocCardList items={[]} />\n', /^TwinError: guides\/x\/:3: <DocCardList> has no Markdown form; give it one in generators\/markdown-twins\/jsx-elements\.ts$/);
  });

  it('points a pre-rendered page at its generated Markdown', () => {
    fails('<PrerenderedReference html="<p>x</p>" />\n', /<PrerenderedReference> has no Markdown form \(a pre-rendered reference page.*run npm run generate\)/);
  });

  it('refuses an expression that is page content', () => {
    fails('Total: {1 + 1}\n', /guides\/x\/:1: the expression \{1 \+ 1\} has no Markdown form/);
  });

  it('refuses tabs holding something else than TabItem', () => {
    fails('<Tabs>\n<Card />\n</Tabs>\n', /guides\/x\/:2: <Tabs> may only hold <TabItem> elements, found <Card>/);
  });

  it('refuses a screenshot without alt text, and attribute expressions it cannot read', () => {
    fails('<Screenshot name="a" />\n', /<Screenshot> needs a alt attribute/);
    fails('<Screenshot name="a" alt={label} />\n', /<Screenshot> alt=\{\.\.\.\}: the twin can only read string attributes/);
  });

  it('refuses a directive that is not an admonition', () => {
    fails(':::details\nx\n:::\n', /":::details" is not an admonition the site knows/);
  });
});
