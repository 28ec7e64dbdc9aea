import assert from 'node:assert/strict';
import test from 'node:test';
import { createElement, type ReactElement } from 'react';
import { ChromiumMissingError, DiagramError, type DiagramRenderer } from '../../../../plugins/mermaid-svg/diagram-renderer';
import remarkMermaidSvg, { diagramFailure, pageLine } from '../../../../plugins/mermaid-svg/remark-mermaid-svg';
import type { ColourMode } from '../../../../plugins/mermaid-svg/svg-markup';

/** Draws `<svg id="mermaid-<source>-<mode>"><text>source</text></svg>`; "bad" sources fail as Mermaid would. */
function fakeRenderer(): DiagramRenderer & { asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    async render(source: string, mode: ColourMode) {
      asked.push(`${mode}:${source}`);
      if (source.startsWith('bad')) throw new DiagramError('Parse error on line 2:\nbad\n^');
      const id = `mermaid-${source.replace(/\W+/g, '_')}-${mode}`;
      return `<svg id="${id}" role="graphics-document document"><style>#${id}{fill:#333}</style><text>${source}</text></svg>`;
    },
    stats: () => ({ hits: 0, misses: 0 }),
    prune: () => 0,
  };
}

/** MDX compiled and rendered as Docusaurus would, to static HTML. */
async function renderMdx(mdx: string, renderer: DiagramRenderer, path = '/site/docs/page.mdx'): Promise<string> {
  const { evaluate } = await import('@mdx-js/mdx');
  const runtime = await import('react/jsx-runtime');
  const serverModule = 'react-dom/server';
  const { renderToStaticMarkup } = (await import(serverModule)) as { renderToStaticMarkup: (element: ReactElement) => string };
  // The file as Docusaurus' MDX loader gives it: its path, and its front matter in `data`.
  const file = { value: mdx, path, cwd: '/site', data: { frontMatter: { title: 'Page title' } } };
  const { default: Content } = await evaluate(file, { ...runtime, remarkPlugins: [[remarkMermaidSvg, { renderer }]] });
  return renderToStaticMarkup(createElement(Content));
}

test('a mermaid fence becomes both SVGs in one element, named after the heading before it; other code stays', async () => {
  const renderer = fakeRenderer();
  const html = await renderMdx('## The `Order` states\n\n```mermaid\nA\n```\n\n```js\nconst a = 1;\n```\n', renderer);
  assert.equal(
    html,
    '<h2>The <code>Order</code> states</h2>\n' +
      '<div class="mermaid-svg">' +
      '<svg id="mermaid-A-light" role="graphics-document document" data-mode="light" aria-label="The Order states"><style>#mermaid-A-light{fill:#333}</style><text>A</text></svg>' +
      '<svg id="mermaid-A-dark" role="graphics-document document" data-mode="dark" aria-label="The Order states" data-pagefind-ignore="all"><style>#mermaid-A-dark{fill:#333}</style><text>A</text></svg>' +
      '</div>\n<pre><code class="language-js">const a = 1;\n</code></pre>',
  );
  assert.deepEqual(renderer.asked, ['light:A', 'dark:A']);
});

test('the fence title names a diagram before the heading does; without a heading, the page title; repeats get their own ids', async () => {
  const html = await renderMdx('```mermaid title="Checkout"\nB\n```\n\n```mermaid\nB\n```\n', fakeRenderer());
  assert.deepEqual(
    [...html.matchAll(/<svg id="([^"]+)"[^>]*aria-label="([^"]+)"/g)].map(([, id, label]) => `${id} ${label}`),
    ['mermaid-B-light Checkout', 'mermaid-B-dark Checkout', 'mermaid-B-light-2 Page title', 'mermaid-B-dark-2 Page title'],
  );
});

test('a diagram with its own accTitle gets no aria-label', async () => {
  const html = await renderMdx('# Title\n\n```mermaid\nflowchart LR\naccTitle: Own\nA-->B\n```\n', fakeRenderer());
  assert.doesNotMatch(html, /aria-label/);
});

test('a diagram Mermaid cannot draw fails the page with its file, its line and Mermaid\'s message', async () => {
  await assert.rejects(renderMdx('# Title\n\nText.\n\n```mermaid\nbad\n```\n', fakeRenderer()), {
    message: 'docs/page.mdx:7: Mermaid could not draw the diagram that starts on line 5:\nParse error on line 2:\nbad\n^',
  });
});

test('pageLine and diagramFailure place the error in the page', () => {
  assert.equal(pageLine(10, 'Parse error on line 3:'), 13);
  assert.equal(pageLine(10, 'No diagram type detected'), 10);
  assert.equal(
    diagramFailure('docs/a.mdx', 4, new ChromiumMissingError('no Chromium at /x')).message,
    'docs/a.mdx:4: no Chromium at /x',
  );
  assert.equal(
    diagramFailure('docs/a.mdx', 4, new Error('worker stopped')).message,
    'docs/a.mdx:4: the Mermaid diagram could not be drawn: worker stopped',
  );
});
