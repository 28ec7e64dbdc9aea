import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseFenceMeta, type CodeBlock, type MarkdownPage } from '../../../scripts/checks/markdown-code-blocks';
import { checkResponse, orderCodeIn, planPage, withRootTypename, type RunStep } from '../../../scripts/checks/runnable-samples';
import { parse, print, type OperationDefinitionNode } from 'graphql';

const block = (line: number, lang: string, meta: string, code: string): CodeBlock => ({ file: 'docs/x.mdx', line, column: 1, lang, meta: parseFenceMeta(meta), code });
const page = (...blocks: CodeBlock[]): MarkdownPage => ({ file: 'docs/x.mdx', frontMatter: {}, blocks, problems: [] });

test('a run block becomes one step per operation, with __typename on the root field and its fragments', () => {
  const { steps, problems } = planPage(
    page(
      block(1, 'graphql', 'api=shop', 'fragment Card on Order { code }'),
      block(5, 'graphql', 'run returns=Order session=ada', 'mutation Add($id: ID!) {\n  addItemToOrder(productVariantId: $id, quantity: 1) { ...Card }\n}'),
      block(9, 'json', 'variables', '{ "id": "3" }'),
    ),
  );
  assert.deepEqual(problems, []);
  assert.equal(steps.length, 1);
  const { block: _block, ...step } = steps[0];
  assert.deepEqual(step, {
    where: 'docs/x.mdx:6',
    operationName: 'Add',
    query: 'mutation Add($id: ID!) {\n  addItemToOrder(productVariantId: $id, quantity: 1) {\n    __typename\n    ...Card\n  }\n}\n\nfragment Card on Order {\n  code\n}',
    api: 'shop',
    session: 'ada',
    variables: { id: '3' },
    fill: {},
    resultKey: 'addItemToOrder',
    addedTypename: true,
    responseKey: 'Add',
    returns: 'Order',
    expect: [],
  });
});

test('run=A,B picks and orders operations; returns and variables are per operation; admin runs as the superadmin', () => {
  const { steps } = planPage(
    page(
      block(1, 'graphql', 'api=admin run=B,A returns=A:Product,B:Customer', 'query A { product(id: "1") { id } }\nquery B { customer(id: "1") { id } }\nquery C { me { id } }'),
      block(4, 'text', '', 'not JSON'),
      block(6, 'json', 'variables=A', '{ "a": 1 }'),
      block(8, 'json', 'variables=B', '{ "b": 2 }'),
      block(10, 'graphql', '', 'query D { me { id } }'),
      block(12, 'json', 'variables=A', '{ "ignored": true }'),
    ),
  );
  assert.deepEqual(
    steps.map((s) => [s.operationName, s.returns, s.variables, s.session, s.api]),
    [
      ['B', 'Customer', { b: 2 }, 'superadmin', 'admin'],
      ['A', 'Product', { a: 1 }, 'superadmin', 'admin'],
    ],
  );
});

test('mistakes in the meta and the variables are problems with the page and line', () => {
  const { steps, problems } = planPage(
    page(
      block(1, 'graphql', 'run=Missing', 'query Here { me { id } }'),
      block(3, 'json', 'variables', '[1, 2]'),
      block(5, 'graphql', 'run fill=token:inbox', 'query Other { me { id } }'),
      block(7, 'graphql', 'run', 'query {'),
    ),
  );
  assert.deepEqual(problems, [
    { where: 'docs/x.mdx:7', message: 'does not parse: Syntax Error: Expected Name, found <EOF>.' },
    { where: 'docs/x.mdx:3', message: 'variables block: variables must be a JSON object' },
    { where: 'docs/x.mdx:1', message: 'run=Missing: the block has no operation of that name' },
    { where: 'docs/x.mdx:5', message: 'fill=token:inbox: the source must be one of verification, passwordReset, orderCode' },
  ]);
  assert.deepEqual(steps.map((s) => [s.operationName, s.fill]), [['Other', {}]]);
});

test('__typename is added once, and not to a scalar root field', () => {
  const op = (source: string) => parse(source).definitions[0] as OperationDefinitionNode;
  assert.equal(print(withRootTypename(op('{ a: activeOrder { __typename code } }')).operation), '{\n  a: activeOrder {\n    __typename\n    code\n  }\n}');
  assert.deepEqual(withRootTypename(op('{ nextOrderStates }')).resultKey, 'nextOrderStates');
  assert.equal(print(withRootTypename(op('{ nextOrderStates }')).operation), '{\n  nextOrderStates\n}');
  assert.deepEqual([withRootTypename(op('{ a: activeOrder { __typename code } }')).added, withRootTypename(op('{ activeOrder { code } }')).added], [false, true]);
});

test('each run of an operation on a page has its own response key', () => {
  const page: MarkdownPage = {
    file: 'docs/x.mdx',
    frontMatter: {},
    blocks: [block(1, 'graphql', 'run', 'query A { activeOrder { id } }'), block(5, 'graphql', 'run=A,B', 'query A { activeOrder { id } }\nquery B { me { id } }')],
  } as MarkdownPage;
  assert.deepEqual(planPage(page).steps.map((s) => s.responseKey), ['A', 'A#2', 'B']);
});

const step = (returns?: string | null): RunStep => ({
  block: block(1, 'graphql', 'run', ''),
  where: 'docs/x.mdx:2',
  operationName: 'Op',
  query: '',
  api: 'shop',
  session: 'guest',
  variables: {},
  fill: {},
  resultKey: 'field',
  addedTypename: true,
  responseKey: 'Op',
  returns,
  expect: [],
});

test('a response passes only with the __typename the page names, and never as an unannounced error result', () => {
  assert.equal(checkResponse(step('Order'), { data: { field: { __typename: 'Order' } } }), undefined);
  assert.equal(
    checkResponse(step('Order'), { data: { field: { __typename: 'OrderLimitError', errorCode: 'ORDER_LIMIT_ERROR', message: 'too many' } } }),
    'Op: field is OrderLimitError, the page says Order (ORDER_LIMIT_ERROR: too many)',
  );
  assert.equal(
    checkResponse(step(), { data: { field: { __typename: 'InsufficientStockError', errorCode: 'INSUFFICIENT_STOCK_ERROR', message: 'no stock' } } }),
    'Op: field is the error result InsufficientStockError (INSUFFICIENT_STOCK_ERROR: no stock)',
  );
  assert.equal(checkResponse(step('InsufficientStockError'), { data: { field: { __typename: 'InsufficientStockError', errorCode: 'X' } } }), undefined);
  assert.equal(checkResponse(step(), { data: { field: null } }), 'Op: field is null');
  assert.equal(checkResponse(step(null), { data: { field: null } }), undefined);
  assert.equal(checkResponse(step(null), { data: { field: { __typename: 'Order' } } }), 'Op: field should be null, got {"__typename":"Order"}');
  assert.equal(checkResponse(step('ShippingMethodQuote'), { data: { field: [{ __typename: 'ShippingMethodQuote' }] } }), undefined);
  assert.equal(checkResponse(step(), { data: { field: ['AddingItems'] } }), undefined);
  assert.equal(
    checkResponse(step(), { errors: [{ message: 'Forbidden', extensions: { code: 'FORBIDDEN' } }, { message: 'Other' }] }),
    'Op returned errors: Forbidden (FORBIDDEN); Other',
  );
});

test('the order code of a response is the last Order found in it', () => {
  assert.equal(orderCodeIn({ __typename: 'Order', code: 'ABC' }), 'ABC');
  assert.equal(orderCodeIn({ __typename: 'InsufficientStockError', order: { __typename: 'Order', code: 'DEF' } }), 'DEF');
  assert.equal(orderCodeIn([{ __typename: 'Customer', code: 'X' }]), undefined);
});

test('expect= names paths under the result that must hold something', () => {
  const { steps } = planPage(page(block(1, 'graphql', 'run expect=productVariants.totalItems,name', 'query C { collection(id: "2") { name productVariants { totalItems } } }')));
  assert.deepEqual(steps[0].expect, ['productVariants.totalItems', 'name']);
  const withExpect = { ...step(), expect: steps[0].expect };
  assert.equal(checkResponse(withExpect, { data: { field: { __typename: 'Collection', name: 'New', productVariants: { totalItems: 4 } } } }), undefined);
  assert.equal(
    checkResponse(withExpect, { data: { field: { __typename: 'Collection', name: 'New', productVariants: { totalItems: 0 } } } }),
    'Op: field.productVariants.totalItems is 0, the page expects a value',
  );
  assert.equal(checkResponse({ ...withExpect, expect: ['items'] }, { data: { field: { items: [] } } }), 'Op: field.items is [], the page expects a value');
});
