import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import test from 'node:test';
import type { Code, Root } from 'mdast';
import remarkStaticCode, { graphiqlApi, THEME_CODE_BLOCK_UTILS } from '../../../../plugins/code-highlighting/remark-static-code';

const magicComments = [
  { className: 'theme-code-block-highlighted-line', line: 'highlight-next-line', block: { start: 'highlight-start', end: 'highlight-end' } },
];

function run(...codes: Code[]): Code[] {
  const tree: Root = { type: 'root', children: [{ type: 'blockquote', children: [codes[0]!] }, ...codes.slice(1)] };
  remarkStaticCode({ additionalLanguages: ['bash'], magicComments })(tree);
  return codes;
}

const props = (node: Code) => (node.data as { hProperties: Record<string, unknown> }).hProperties;

test('every code node, nested ones too, gains its highlighted lines and keeps its other properties', () => {
  const nested: Code = { type: 'code', lang: 'bash', meta: 'title="a.sh"', value: 'echo hi', data: { hProperties: { metastring: 'title="a.sh"' } } as Code['data'] };
  const top: Code = { type: 'code', lang: null, meta: null, value: 'plain <text>' };
  run(nested, top);
  assert.equal(props(nested).metastring, 'title="a.sh"');
  assert.equal(props(nested).highlightedHtml, '<span class="token-line"><span class="token builtin class-name">echo</span> hi<br></span>');
  assert.equal(props(top).highlightedHtml, '<span class="token-line">plain &lt;text&gt;<br></span>');
});

test('magic comments mark lines and leave the code, so the copy button copies without them', () => {
  const [node] = run({ type: 'code', lang: 'TS', meta: null, value: 'a;\n// highlight-next-line\nb;\nc;' });
  assert.equal(node!.value, 'a;\nb;\nc;');
  const lines = String(props(node!).highlightedHtml).split('<br></span>');
  assert.match(lines[1]!, /^<span class="token-line theme-code-block-highlighted-line">b/);
  assert.doesNotMatch(lines[0]! + lines[2]!, /highlighted-line/);
});

test('a line range in the metastring marks those lines (one-based, as writers write it)', () => {
  const [node] = run({ type: 'code', lang: 'js', meta: '{1,3}', value: 'a\nb\nc' });
  assert.equal(String(props(node!).highlightedHtml).match(/highlighted-line/g)?.length, 2);
  assert.match(String(props(node!).highlightedHtml), /^<span class="token-line theme-code-block-highlighted-line">a/);
});

test('showLineNumbers in the metastring numbers the lines', () => {
  const [numbered, plain] = run({ type: 'code', lang: 'js', meta: 'showLineNumbers', value: 'a' }, { type: 'code', lang: 'js', meta: null, value: 'a' });
  assert.match(String(props(numbered!).highlightedHtml), /line-content/);
  assert.doesNotMatch(String(props(plain!).highlightedHtml), /line-content/);
});

test("the theme's line parser is where this plugin reads it", () => {
  // An upgrade that moves the file fails here rather than at build time.
  assert.ok(existsSync(THEME_CODE_BLOCK_UTILS), THEME_CODE_BLOCK_UTILS);
});

test('a GraphQL operation gets the API to open it in GraphiQL with; schema, lone fragments and broken blocks get none', () => {
  assert.equal(graphiqlApi('query GetProduct($id: ID!) { product(id: $id) { name } }', undefined, {}), 'shop');
  assert.equal(graphiqlApi('# a comment\nmutation { logout { success } }', 'api=admin run', {}), 'admin');
  assert.equal(graphiqlApi('{ activeOrder { code } }', 'api=Admin', {}), 'admin');
  assert.equal(graphiqlApi('fragment F on Product { id }\nquery { products { items { ...F } } }', undefined, { graphql_api: 'admin' }), 'admin');
  assert.equal(graphiqlApi('query { me { id } }', 'api=shop', { graphql_api: 'admin' }), 'shop', 'the fence wins over the page');
  assert.equal(graphiqlApi('extend type Query { reviews: [Review!]! }', 'api=admin', {}), undefined);
  assert.equal(graphiqlApi('fragment F on Product { id }', undefined, {}), undefined);
  assert.equal(graphiqlApi('query {', undefined, {}), undefined);
  assert.equal(graphiqlApi('query { me { id } }', 'api=storefront', {}), undefined, 'an API the check refuses');

  const [block, other] = run({ type: 'code', lang: 'graphql', meta: 'api=admin', value: 'query { me { id } }' }, { type: 'code', lang: 'ts', value: 'const a = 1;' });
  assert.equal(props(block!).graphiqlApi, 'admin');
  assert.equal(props(other!).graphiqlApi, undefined);
});
