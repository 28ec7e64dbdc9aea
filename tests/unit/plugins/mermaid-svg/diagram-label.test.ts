import assert from 'node:assert/strict';
import test from 'node:test';
import { diagramLabel, hasAccTitle, plainText, titleFromMeta } from '../../../../plugins/mermaid-svg/diagram-label';

const FLOW = 'flowchart LR\n  A --> B';

test('titleFromMeta reads title="..." or title=\'...\' from the fence meta', () => {
  assert.equal(titleFromMeta('title="The order process"'), 'The order process');
  assert.equal(titleFromMeta("showLineNumbers title='Checkout'"), 'Checkout');
  assert.equal(titleFromMeta('subtitle="no"'), undefined);
  assert.equal(titleFromMeta('title=""'), undefined);
  assert.equal(titleFromMeta(null), undefined);
});

test("hasAccTitle finds Mermaid's accTitle in either form, on any line", () => {
  assert.equal(hasAccTitle('flowchart LR\n  accTitle: Flow\n  A --> B'), true);
  assert.equal(hasAccTitle('sequenceDiagram\naccTitle { Calls }\nA->>B: hi'), true);
  assert.equal(hasAccTitle('flowchart LR\n  accDescr: only a description'), false);
  assert.equal(hasAccTitle('flowchart LR\n  A[accTitle: a label] --> B'), false);
});

test('plainText joins the text of a heading, inline code included, without JSX or HTML', () => {
  const heading = {
    type: 'heading',
    children: [
      { type: 'text', value: 'The ' },
      { type: 'inlineCode', value: 'OrderProcess' },
      { type: 'emphasis', children: [{ type: 'text', value: ' states' }] },
      { type: 'mdxJsxTextElement', value: 'ignored', children: [] },
      { type: 'html', value: '<br/>' },
    ],
  };
  assert.equal(plainText(heading), 'The OrderProcess states');
});

test('diagramLabel: accTitle, else the fence title, else the heading, else the page title, else "Diagram"', () => {
  const all = { meta: 'title="From meta"', heading: 'From heading', pageTitle: 'From page' };
  assert.equal(diagramLabel({ ...all, source: 'flowchart LR\naccTitle: Own\nA-->B' }), undefined);
  assert.equal(diagramLabel({ ...all, source: FLOW }), 'From meta');
  assert.equal(diagramLabel({ ...all, meta: null, source: FLOW }), 'From heading');
  assert.equal(diagramLabel({ ...all, meta: null, heading: '  ', source: FLOW }), 'From page');
  assert.equal(diagramLabel({ source: FLOW, meta: undefined, heading: undefined, pageTitle: undefined }), 'Diagram');
});
