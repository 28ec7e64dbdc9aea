import assert from 'node:assert/strict';
import test from 'node:test';
import {
  compactSvg,
  diagramInnerHtml,
  escapeAttribute,
  prefixForeignIds,
  renameId,
  svgForMode,
  svgId,
  withUniqueId,
} from '../../../../plugins/mermaid-svg/svg-markup';

/** Mermaid's shape in small: the id on the root, in the scoped style, a marker and a title. */
const SVG =
  '<svg id="m-1" aria-labelledby="chart-title-m-1"><style>#m-1 .node{fill:#333;}</style><title id="chart-title-m-1">T</title>' +
  '<marker id="m-1_flowchart-v2-pointEnd"/><path marker-end="url(#m-1_flowchart-v2-pointEnd)"/><g id="m-12-x"/></svg>';

test('renameId renames the id wherever Mermaid composed it, and not a longer id that starts alike', () => {
  assert.equal(
    renameId(SVG, 'm-1', 'mermaid-abc-light'),
    '<svg id="mermaid-abc-light" aria-labelledby="chart-title-mermaid-abc-light"><style>#mermaid-abc-light .node{fill:#333;}</style>' +
      '<title id="chart-title-mermaid-abc-light">T</title><marker id="mermaid-abc-light_flowchart-v2-pointEnd"/>' +
      '<path marker-end="url(#mermaid-abc-light_flowchart-v2-pointEnd)"/><g id="m-12-x"/></svg>',
  );
});

test('svgId reads the root id, and refuses markup without one', () => {
  assert.equal(svgId('<svg width="100%" id="mermaid-x-dark" class="flowchart"><g id="inner"/></svg>'), 'mermaid-x-dark');
  assert.throws(() => svgId('<svg><g id="inner"/></svg>'), /no id on its root element/);
});

test('prefixForeignIds prefixes the ids without the root id, and the references to them', () => {
  assert.equal(
    prefixForeignIds('<svg id="r"><line id="actor0"/><g id="r-a"/><use href="#actor0"/><path fill="url(#actor0)" marker-end="url(#r-a)"/></svg>'),
    '<svg id="r"><line id="r-actor0"/><g id="r-a"/><use href="#r-actor0"/><path fill="url(#r-actor0)" marker-end="url(#r-a)"/></svg>',
  );
  // Mermaid's own ids are left alone; one that only starts like the root id is not one of them.
  assert.equal(prefixForeignIds(SVG), SVG.replace('id="m-12-x"', 'id="m-1-m-12-x"'));
});

test('compactSvg drops data-points and cuts numbers in tags and styles to two decimals, not in text', () => {
  assert.equal(
    compactSvg(
      '<svg id="r" style="max-width: 784.3670654296875px;" viewBox="0 0 784.3670654296875 930"><style>#r{fill:hsl(180, 1.5873015873%, 28.3%);}</style>' +
        '<path d="M101.797,35L107.4,35" data-points="W3sieCI6MTAx" data-id="L_A_B_0"/><p>Version 1.23456</p></svg>',
    ),
    '<svg id="r" style="max-width: 784.36px;" viewBox="0 0 784.36 930"><style>#r{fill:hsl(180, 1.58%, 28.3%);}</style>' +
      '<path d="M101.79,35L107.4,35" data-id="L_A_B_0"/><p>Version 1.23456</p></svg>',
  );
});

test('compactSvg keeps every coordinate of compact path data (numbers that start with a dot)', () => {
  // Mermaid's database symbol: cutting "256.004" as one number dropped a coordinate and the
  // browser rejected the path ("Expected number").
  assert.equal(compactSvg('<path d="M12.258.001l.256.004.255.012v17.5123"/>'), '<path d="M12.25.001l.256.004.255.012v17.51"/>');
});

test('svgForMode marks the mode, names the diagram unless its accTitle does, and keeps one copy out of search', () => {
  assert.equal(
    svgForMode('<svg id="r" role="graphics-document document"><g/></svg>', { mode: 'light', label: 'Order "states" & <more>', indexed: true }),
    '<svg id="r" role="graphics-document document" data-mode="light" aria-label="Order &quot;states&quot; &amp; &lt;more&gt;"><g/></svg>',
  );
  assert.equal(
    svgForMode('<svg id="r" aria-labelledby="chart-title-r"><title id="chart-title-r">T</title></svg>', { mode: 'dark', label: 'Heading', indexed: false }),
    '<svg id="r" aria-labelledby="chart-title-r" data-mode="dark" data-pagefind-ignore="all"><title id="chart-title-r">T</title></svg>',
  );
  assert.equal(svgForMode('<svg id="r"/>', { mode: 'dark', indexed: true }), '<svg id="r" data-mode="dark"/>');
  assert.throws(() => svgForMode('<div/>', { mode: 'light', indexed: true }), /Not an SVG/);
  assert.equal(escapeAttribute(`a"b'<c>&`), 'a&quot;b\'&lt;c&gt;&amp;');
});

test('withUniqueId keeps a free id and numbers a repeated one', () => {
  const used = new Set<string>();
  const svg = '<svg id="mermaid-a-light"><style>#mermaid-a-light{}</style></svg>';
  assert.equal(withUniqueId(svg, used), svg);
  assert.equal(withUniqueId(svg, used), '<svg id="mermaid-a-light-2"><style>#mermaid-a-light-2{}</style></svg>');
  assert.equal(withUniqueId(svg, used), '<svg id="mermaid-a-light-3"><style>#mermaid-a-light-3{}</style></svg>');
  assert.deepEqual([...used], ['mermaid-a-light', 'mermaid-a-light-2', 'mermaid-a-light-3']);
});

test('diagramInnerHtml puts the light SVG, indexed, before the dark one, compacted', () => {
  assert.equal(
    diagramInnerHtml({ light: '<svg id="l" width="10.123"></svg>', dark: '<svg id="d"></svg>' }, 'Flow'),
    '<svg id="l" width="10.12" data-mode="light" aria-label="Flow"></svg><svg id="d" data-mode="dark" aria-label="Flow" data-pagefind-ignore="all"></svg>',
  );
});
