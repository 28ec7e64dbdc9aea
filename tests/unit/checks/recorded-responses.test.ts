import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Root } from 'mdast';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { firstDifference, normaliseResponse, printResponse, stepKey } from '../../../generators/sample-responses/normalise';
import remarkSampleResponses from '../../../plugins/sample-responses/remark-sample-responses';
import type { CodeBlock } from '../../../scripts/checks/markdown-code-blocks';
import { ResponseBook, shownResponse } from '../../../scripts/checks/recorded-responses';
import type { RunStep } from '../../../scripts/checks/runnable-samples';

const step = (over: Partial<RunStep> = {}): RunStep => ({
  block: { file: 'docs/guides/x.mdx', line: 10 } as CodeBlock,
  where: 'docs/guides/x.mdx:11',
  operationName: 'GetOrder',
  query: '',
  api: 'shop',
  session: 'guest',
  variables: {},
  fill: {},
  resultKey: 'order',
  returns: undefined,
  expect: [],
  addedTypename: true,
  responseKey: 'GetOrder',
  ...over,
});

const liveOrder = (code: string, placedAt: string) => ({
  order: { __typename: 'Order', id: '3', code, orderPlacedAt: placedAt, lines: [{ id: '1' }, { id: '2' }, { id: '3' }, { id: '4' }, { id: '5' }] },
});

test('what varies between runs becomes a placeholder; long lists and strings are cut the same way every time', () => {
  assert.deepEqual(
    normaliseResponse({
      data: {
        order: { __typename: 'Order', code: 'K2W8QZJ4D5TNB7RA', createdAt: '2026-11-28T04:00:01.123Z', lines: [1, 2, 3, 4, 5] },
        register: { token: 'abc', verificationToken: 'xyz' },
        product: { code: 'SHORT', description: 'x'.repeat(200) },
      },
    }),
    {
      data: {
        order: { __typename: 'Order', code: '<order code>', createdAt: '<date>', lines: [1, 2, 3, '\u0000omitted:2'] },
        register: { token: '<token>', verificationToken: '<token>' },
        product: { code: 'SHORT', description: `${'x'.repeat(160)}…` },
      },
    },
  );
});

test('a local server address reads as the one a new project uses; api keys, job ids and any Order code are placeholders', () => {
  assert.deepEqual(
    normaliseResponse({
      asset: { preview: 'http://127.0.0.1:46747/assets/preview/3a/a__preview.jpg', source: 'https://cdn.example.com/a.jpg' },
      createApiKey: { apiKey: '50b70b2d:229d9354' },
      job: { __typename: 'Job', id: '5929626460', state: 'PENDING' },
      addItemToOrder: { __typename: 'Order', code: 'WEB-BAEF-YVS9' },
      product: { id: '1', code: 'WEB-BAEF-YVS9' },
    }),
    {
      asset: { preview: 'http://localhost:3000/assets/preview/3a/a__preview.jpg', source: 'https://cdn.example.com/a.jpg' },
      createApiKey: { apiKey: '<api key>' },
      job: { __typename: 'Job', id: '<job id>', state: 'PENDING' },
      addItemToOrder: { __typename: 'Order', code: '<order code>' },
      product: { id: '1', code: 'WEB-BAEF-YVS9' },
    },
  );
});

test('the response is printed as JSON with a comment for the left-out items', () => {
  assert.equal(printResponse(normaliseResponse({ items: [1, 2, 3, 4] })), '{\n  "items": [\n    1,\n    2,\n    3,\n    // … 1 more\n  ]\n}');
});

test('the __typename the run adds is not shown; one the page asks for is', () => {
  const data = liveOrder('K2W8QZJ4D5TNB7RA', '2026-11-28T04:00:01.123Z');
  assert.equal('__typename' in ((shownResponse(step(), data) as { data: { order: object } }).data.order), false);
  assert.equal('__typename' in ((shownResponse(step({ addedTypename: false }), data) as { data: { order: object } }).data.order), true);
});

test('a changed field fails with its path; a new order code and date do not', () => {
  const recorded = { 'docs/guides/x.mdx': { GetOrder: shownResponse(step(), liveOrder('K2W8QZJ4D5TNB7RA', '2026-11-28T04:00:01.123Z')) } };
  const book = new ResponseBook(recorded, false);
  assert.equal(book.meet(step(), liveOrder('Z9Y8X7W6V5U4T3S2', '2027-01-01T10:00:00.000Z')), undefined);
  const changed = liveOrder('Z9Y8X7W6V5U4T3S2', '2027-01-01T10:00:00.000Z');
  changed.order.id = '4';
  assert.equal(
    book.meet(step(), changed),
    'GetOrder: the response differs from the recorded one at data.order.id: recorded "3", now "4" (if the change is expected, re-record with `npm run samples:record`)',
  );
  assert.equal(book.meet(step({ responseKey: 'GetOrder#2' }), changed), 'GetOrder: no recorded response (run `npm run samples:record` to record it)');
});

test('a recorded response no step produced is reported; recording replaces only the pages run', () => {
  const book = new ResponseBook({ 'docs/guides/x.mdx': { Gone: {} }, 'docs/other.mdx': { Kept: {} } }, true);
  book.meet(step(), liveOrder('K2W8QZJ4D5TNB7RA', '2026-11-28T04:00:01.123Z'));
  assert.deepEqual(book.unmet(['docs/guides/x.mdx']), [
    { where: 'docs/guides/x.mdx', message: 'the recorded response of Gone belongs to no runnable operation of the page (re-record with `npm run samples:record`)' },
  ]);
  assert.deepEqual(Object.keys(book.result(['docs/guides/x.mdx'])['docs/guides/x.mdx']), ['GetOrder']);
  assert.deepEqual(book.result(['docs/guides/x.mdx'])['docs/other.mdx'], { Kept: {} });
});

test('firstDifference names the first differing path, and nothing for equal values', () => {
  assert.equal(firstDifference({ a: [{ b: 1 }] }, { a: [{ b: 1 }] }), undefined);
  assert.equal(firstDifference({ a: [{ b: 1 }] }, { a: [{ b: 1 }, { b: 2 }] }), 'a[1]: recorded nothing, now {"b":2}');
  assert.equal(stepKey('A', 0), 'A');
  assert.equal(stepKey('A', 1), 'A#2');
});

const PAGE = ['# Page', '', '```graphql run=First,Second', 'query First { a }', 'query Second { b }', '```', '', '```json variables', '{}', '```', '', 'Text.', ''].join('\n');

async function render(responses: Record<string, Record<string, unknown>>): Promise<string> {
  const processor = unified().use(remarkParse).use(remarkSampleResponses, { responses, siteDir: '/site', release: '3.7.3' }).use(remarkStringify);
  const file = new VFile({ path: '/site/docs/page.mdx', value: PAGE });
  const tree = (await processor.run(processor.parse(file), file)) as Root;
  return processor.stringify(tree);
}

test('the build shows each recorded response after the query and its variables, titled with the release', async () => {
  const output = await render({ 'docs/page.mdx': { First: { data: { a: 1 } }, Second: { data: { b: [1, 2, 3, 4] } } } });
  assert.match(output, /```json variables\n\{\}\n```\n\n```json title="Response of First \(Vendure 3\.7\.3\)"\n\{\n {2}"data": \{\n {4}"a": 1\n {2}\}\n\}\n```\n\n```json title="Response of Second \(Vendure 3\.7\.3\)"/);
  assert.ok(output.indexOf('Response of Second') < output.indexOf('Text.'));
});

test('a runnable operation without a recorded response stops the build with page and line', async () => {
  await assert.rejects(render({ 'docs/page.mdx': { First: {} } }), { message: 'docs/page.mdx:3: Second runs but has no recorded response; run `npm run samples:record`' });
});
