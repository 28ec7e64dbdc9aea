import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import test from 'node:test';
import {
  BATCH_ID_PREFIX,
  ChromiumMissingError,
  createDiagramRenderer,
  DiagramError,
  diagramId,
  type MermaidRenderer,
} from '../../../../plugins/mermaid-svg/diagram-renderer';
import { MERMAID_CONFIGS } from '../../../../plugins/mermaid-svg/render-config';

const versions = { mermaid: '11.0.0', mermaidIsomorphic: '3.0.0' };

/** Draws `<svg id="<prefix>-<i>">source</svg>`, fails for sources starting with "bad", records each call. */
function fakeMermaid() {
  const calls: Array<{ diagrams: string[]; theme: string }> = [];
  const render: MermaidRenderer = async (diagrams, { prefix, mermaidConfig }) => {
    calls.push({ diagrams, theme: mermaidConfig.theme });
    return diagrams.map((source, i) =>
      source.startsWith('bad') ? { error: `Parse error on line 2:\n${source}` } : { svg: `<svg id="${prefix}-${i}"><g id="${prefix}-${i}-n">${source}</g></svg>` },
    );
  };
  return { calls, render };
}

function setUp(chromiumPath = process.execPath, cacheDir = mkdtempSync(join(tmpdir(), 'mermaid-svg-'))) {
  const mermaid = fakeMermaid();
  let created = 0;
  const renderer = () =>
    createDiagramRenderer({
      cacheDir,
      versions,
      chromiumPath,
      batchDelayMs: 5,
      createRenderer: () => {
        created++;
        return mermaid.render;
      },
    });
  return { cacheDir, mermaid, renderer, created: () => created, done: () => rmSync(cacheDir, { recursive: true, force: true }) };
}

test('diagramId is the same for the same source and mode, and differs between modes and sources', () => {
  assert.match(diagramId('graph TD', 'light'), /^mermaid-[0-9a-f]{10}-light$/);
  assert.equal(diagramId('graph TD', 'dark'), diagramId('graph TD', 'light').replace(/light$/, 'dark'));
  assert.notEqual(diagramId('graph LR', 'light'), diagramId('graph TD', 'light'));
});

test('misses asked for together are drawn in one call per mode, with the mode theme, under their own ids', async () => {
  const { renderer, mermaid, created, done } = setUp();
  try {
    const r = renderer();
    const [a, b, aDark, again] = await Promise.all([r.render('A', 'light'), r.render('B', 'light'), r.render('A', 'dark'), r.render('A', 'light')]);
    assert.deepEqual(mermaid.calls, [
      { diagrams: ['A', 'B'], theme: 'default' },
      { diagrams: ['A'], theme: 'dark' },
    ]);
    assert.equal(created(), 1);
    const id = diagramId('A', 'light');
    assert.equal(a, `<svg id="${id}"><g id="${id}-n">A</g></svg>`);
    assert.equal(again, a);
    assert.equal(b, `<svg id="${diagramId('B', 'light')}"><g id="${diagramId('B', 'light')}-n">B</g></svg>`);
    assert.equal(aDark, `<svg id="${diagramId('A', 'dark')}"><g id="${diagramId('A', 'dark')}-n">A</g></svg>`);
    assert.equal(MERMAID_CONFIGS.dark.theme, 'dark');
    assert.ok(!a.includes(BATCH_ID_PREFIX));
  } finally {
    done();
  }
});

test('a second build takes every SVG from the cache and starts no renderer', async () => {
  const { renderer, mermaid, created, cacheDir, done } = setUp();
  try {
    const first = renderer();
    const drawn = await Promise.all([first.render('A', 'light'), first.render('A', 'dark')]);
    assert.deepEqual(first.stats(), { hits: 0, misses: 2 });
    assert.deepEqual(readdirSync(cacheDir).sort(), ['dark', 'light']);
    const second = renderer();
    assert.deepEqual(await Promise.all([second.render('A', 'light'), second.render('A', 'dark')]), drawn);
    assert.deepEqual(second.stats(), { hits: 2, misses: 0 });
    assert.equal(mermaid.calls.length, 2);
    assert.equal(created(), 1);
    // Only a changed diagram is drawn again; the old one's SVGs go with the next prune.
    const third = renderer();
    await Promise.all([third.render('A changed', 'light'), third.render('A changed', 'dark')]);
    assert.deepEqual(mermaid.calls.slice(2).map((call) => call.diagrams), [['A changed'], ['A changed']]);
    assert.equal(third.prune(), 2);
    assert.equal(readdirSync(join(cacheDir, 'light')).length, 1);
  } finally {
    done();
  }
});

test("a diagram Mermaid cannot draw rejects with Mermaid's message; the others of its batch are drawn", async () => {
  const { renderer, done } = setUp();
  try {
    const r = renderer();
    const [good, bad] = await Promise.allSettled([r.render('A', 'light'), r.render('bad -->', 'light')]);
    assert.equal(good.status, 'fulfilled');
    assert.equal(bad.status, 'rejected');
    const reason = (bad as PromiseRejectedResult).reason as Error;
    assert.ok(reason instanceof DiagramError);
    assert.equal(reason.message, 'Parse error on line 2:\nbad -->');
    // Nothing is cached for it: the next build tries again.
    await assert.rejects(renderer().render('bad -->', 'light'), DiagramError);
  } finally {
    done();
  }
});

test('without Chromium, a miss fails with what is missing and how to get it; cached diagrams need none', async () => {
  const { renderer, done, cacheDir } = setUp();
  const missing = setUp('/no/such/chromium', cacheDir);
  try {
    const cached = await renderer().render('A', 'light');
    const withoutChromium = missing.renderer();
    assert.equal(await withoutChromium.render('A', 'light'), cached);
    await assert.rejects(
      withoutChromium.render('B', 'light'),
      (error: Error) =>
        error instanceof ChromiumMissingError &&
        error.message.includes('no Chromium at /no/such/chromium') &&
        error.message.includes('apt-get install chromium') &&
        error.message.includes('CHROMIUM_PATH'),
    );
    assert.equal(missing.created(), 0);
  } finally {
    done();
  }
});
