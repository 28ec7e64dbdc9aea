import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { parseFenceMeta, readMarkdownPage } from '../../../scripts/checks/markdown-code-blocks';

const fixture = 'tests/fixtures/checks/samples/good.mdx';

test('fence meta gives quoted and bare values and flags, and ignores highlight ranges', () => {
  assert.deepEqual(
    [...parseFenceMeta(`title="src/a b.ts" api=admin no-check {1,3-4} showLineNumbers label='x y'`)],
    [
      ['title', 'src/a b.ts'],
      ['api', 'admin'],
      ['no-check', true],
      ['showLineNumbers', true],
      ['label', 'x y'],
    ],
  );
  assert.deepEqual([...parseFenceMeta(null)], []);
});

test('code blocks are found with their line, also inside JSX, next to {#id} headings and imports', async () => {
  const page = await readMarkdownPage(fixture, readFileSync(fixture, 'utf8'));
  assert.deepEqual(page.problems, []);
  assert.deepEqual(page.frontMatter, { title: 'Good samples', description: 'Every sample on this page compiles or validates.' });
  assert.deepEqual(
    page.blocks.map((b) => [b.lang, b.line, b.column, b.meta.get('title') ?? null]),
    [
      ['ts', 11, 1, 'src/vendure-config.ts'],
      ['ts', 25, 1, 'src/index.ts'],
      ['ts', 37, 1, null],
      ['ts', 41, 1, null],
      ['tsx', 45, 1, 'src/plugins/hello/dashboard/index.tsx'],
      ['graphql', 51, 1, 'Storefront query (Shop API by default)'],
      ['graphql', 60, 1, 'Admin only'],
      ['graphql', 68, 1, "A plugin's schema extension"],
    ],
  );
  assert.equal(page.blocks[2].code, 'const port: number = 3000;');
});

test('an indented fence in a list keeps its column, and its code loses the indentation', async () => {
  const source = '# Title\n\n- item\n\n  ```ts no-check\n  const a = 1;\n  ```\n';
  const page = await readMarkdownPage('docs/x.mdx', source);
  assert.deepEqual(
    page.blocks.map((b) => [b.line, b.column, b.code, b.meta.get('no-check')]),
    [[5, 3, 'const a = 1;', true]],
  );
});

test('front matter with braces and angle brackets does not disturb MDX or line numbers', async () => {
  const source = '---\ntitle: "Maps {and} <sets>"\n---\n\n```graphql\n{ a }\n```\n';
  const page = await readMarkdownPage('docs/x.mdx', source);
  assert.deepEqual(page.problems, []);
  assert.equal(page.frontMatter.title, 'Maps {and} <sets>');
  assert.deepEqual(page.blocks.map((b) => b.line), [5]);
});

test('a page that is not valid MDX is a problem with its file and line, not a crash', async () => {
  const page = await readMarkdownPage('docs/broken.mdx', '# Title\n\nSome text\n\n<Tabs>\n\n```ts\nconst a = 1;\n```\n');
  assert.equal(page.blocks.length, 0);
  assert.equal(page.problems.length, 1);
  assert.equal(page.problems[0].where, 'docs/broken.mdx:5:1');
  assert.match(page.problems[0].message, /^MDX does not parse, code blocks cannot be checked: .*<Tabs>/);
});

test('front matter that is not YAML is reported with the file and line', async () => {
  const page = await readMarkdownPage('docs/bad-yaml.mdx', '---\ntitle: Fine\nlist: [unclosed\n---\n\nText\n');
  assert.deepEqual(page.problems, [
    {
      where: 'docs/bad-yaml.mdx:4',
      message: 'front matter is not valid YAML: unexpected end of the stream within a flow collection at line 4, column 1:',
    },
  ]);
});
