/**
 * Mermaid source to SVG, at build time, cached by source.
 *
 * Drawing is Mermaid's own, in Chromium, through mermaid-isomorphic (it loads Mermaid's browser
 * bundle into a page and calls `mermaid.render`, which needs a real DOM to measure text). Each SVG
 * is stored in `.cache/mermaid-svg/<mode>/` under a hash of its source, of the libraries' versions
 * and of the mode's configuration (./render-config.ts, scripts/lib/content-cache.ts), so a
 * re-build draws only the diagrams that changed, and a build whose diagrams are all cached neither
 * loads mermaid-isomorphic nor starts Chromium.
 *
 * The docs compile concurrently, so misses are gathered for a moment and drawn together: one
 * Chromium and one page per colour mode for all the diagrams asked for meanwhile, instead of a page
 * (with Mermaid's 3 MB bundle to load) per diagram.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { contentCache, type ContentCache } from '../../scripts/lib/content-cache';
import { cacheSalt, MERMAID_CONFIGS, type MermaidConfig } from './render-config';
import { COLOUR_MODES, prefixForeignIds, renameId, type ColourMode } from './svg-markup';

/**
 * mermaid-isomorphic's `MermaidRenderer` as far as it is used here: one result per diagram, in
 * order, the SVG or Mermaid's message; rejects when nothing could be drawn.
 */
export type MermaidRenderer = (
  diagrams: string[],
  options: { prefix: string; mermaidConfig: MermaidConfig },
) => Promise<Array<{ svg: string } | { error: string }>>;

export interface DiagramRendererOptions {
  /** Root of the cache; each colour mode has a folder below it. */
  cacheDir: string;
  /** The installed versions of what draws the SVG; part of every cache key. */
  versions: { mermaid: string; mermaidIsomorphic: string };
  /** The Chromium executable; checked before the first miss is drawn. */
  chromiumPath: string;
  /** Called once, on the first cache miss. */
  createRenderer: () => MermaidRenderer;
  /** How long misses are gathered before they are drawn (ms). */
  batchDelayMs?: number;
}

export interface DiagramRenderer {
  /** The SVG of `source` in `mode`, its root element's id `mermaid-<hash of source>-<mode>`. */
  render: (source: string, mode: ColourMode) => Promise<string>;
  stats: () => { hits: number; misses: number };
  /** Deletes the cached SVGs this run did not ask for; call after a full build only. */
  prune: () => number;
}

/** Thrown when a diagram is not cached and there is no Chromium to draw it. */
export class ChromiumMissingError extends Error {}

/** Thrown with Mermaid's own message when it cannot draw a diagram. */
export class DiagramError extends Error {}

/** The id a diagram's SVG carries: unique per source and mode, the same on every build. */
export function diagramId(source: string, mode: ColourMode): string {
  return `mermaid-${createHash('sha256').update(source).digest('hex').slice(0, 10)}-${mode}`;
}

/** Mermaid numbers the diagrams of one `render` call `<prefix>-0`, `<prefix>-1`, ... */
export const BATCH_ID_PREFIX = 'mermaid-build';

export function chromiumMissingMessage(chromiumPath: string): string {
  return (
    `Mermaid diagrams are drawn at build time in Chromium, and there is no Chromium at ${chromiumPath}. ` +
    'Install it (Debian/Ubuntu: apt-get install chromium) or set CHROMIUM_PATH to a Chromium or Chrome executable. ' +
    'Diagrams already in .cache/mermaid-svg need no browser; this one is not there yet.'
  );
}

interface Pending {
  source: string;
  resolve: (svg: string) => void;
  reject: (error: unknown) => void;
}

export function createDiagramRenderer(options: DiagramRendererOptions): DiagramRenderer {
  const { cacheDir, versions, chromiumPath, createRenderer, batchDelayMs = 50 } = options;
  let renderer: MermaidRenderer | undefined;
  const queues: Record<ColourMode, Pending[]> = { light: [], dark: [] };
  const timers: Partial<Record<ColourMode, NodeJS.Timeout>> = {};

  async function drawBatch(mode: ColourMode, batch: Pending[]): Promise<void> {
    try {
      if (!existsSync(chromiumPath)) throw new ChromiumMissingError(chromiumMissingMessage(chromiumPath));
      renderer ??= createRenderer();
      const results = await renderer(
        batch.map((item) => item.source),
        { prefix: BATCH_ID_PREFIX, mermaidConfig: MERMAID_CONFIGS[mode] },
      );
      batch.forEach((item, index) => {
        const result = results[index] ?? { error: 'Mermaid returned no result' };
        if ('svg' in result) item.resolve(prefixForeignIds(renameId(result.svg, `${BATCH_ID_PREFIX}-${index}`, diagramId(item.source, mode))));
        else item.reject(new DiagramError(result.error));
      });
    } catch (error) {
      for (const item of batch) item.reject(error);
    }
  }

  function draw(mode: ColourMode, source: string): Promise<string> {
    return new Promise<string>((resolve, reject) => {
      queues[mode].push({ source, resolve, reject });
      timers[mode] ??= setTimeout(() => {
        const batch = queues[mode];
        queues[mode] = [];
        delete timers[mode];
        void drawBatch(mode, batch);
      }, batchDelayMs);
    });
  }

  const caches = Object.fromEntries(
    COLOUR_MODES.map((mode) => [mode, contentCache(join(cacheDir, mode), cacheSalt(mode, versions), (source) => draw(mode, source))]),
  ) as Record<ColourMode, ContentCache>;
  // Pages compile concurrently, and the same page twice (client and server): one drawing each.
  const inFlight = new Map<string, Promise<string>>();

  return {
    render(source, mode) {
      const key = `${mode}\0${source}`;
      let svg = inFlight.get(key);
      if (!svg) {
        svg = caches[mode].transform(source).finally(() => inFlight.delete(key));
        inFlight.set(key, svg);
      }
      return svg;
    },
    stats() {
      const [light, dark] = COLOUR_MODES.map((mode) => caches[mode].stats());
      return { hits: light!.hits + dark!.hits, misses: light!.misses + dark!.misses };
    },
    prune() {
      return COLOUR_MODES.reduce((sum, mode) => sum + caches[mode].prune(), 0);
    },
  };
}

/**
 * mermaid-isomorphic's renderer in the project's Chromium (launched with the flags the browser
 * tests use), run in a worker thread (./render-worker.mjs) started on first use. The worker does
 * not keep the build's process alive, and mermaid-isomorphic closes Chromium whenever no diagram
 * is being drawn.
 */
export function workerRenderer(chromiumPath: string, args: readonly string[]): MermaidRenderer {
  const worker = new Worker(join(__dirname, 'render-worker.mjs'), {
    // Node's own loader, not the tsx hooks a test runner may have been started with.
    execArgv: [],
    workerData: { launchOptions: { executablePath: chromiumPath, args: [...args], headless: true } },
  });
  worker.unref();
  const waiting = new Map<number, { resolve: (results: Array<{ svg: string } | { error: string }>) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  const failAll = (error: Error) => {
    for (const { reject } of waiting.values()) reject(error);
    waiting.clear();
  };
  worker.on('message', (message: { id: number; results?: Array<{ svg: string } | { error: string }>; error?: string }) => {
    const request = waiting.get(message.id);
    waiting.delete(message.id);
    if (waiting.size === 0) worker.unref();
    if (!request) return;
    if (message.results) request.resolve(message.results);
    else request.reject(new Error(`Chromium (${chromiumPath}) could not draw Mermaid diagrams: ${message.error}`));
  });
  worker.on('error', (error) => failAll(error));
  worker.on('exit', (code) => failAll(new Error(`The Mermaid render worker stopped (exit code ${code})`)));
  return (diagrams, options) =>
    new Promise((resolve, reject) => {
      const id = nextId++;
      waiting.set(id, { resolve, reject });
      // Kept alive while a batch is out, so the build waits for it.
      worker.ref();
      worker.postMessage({ id, diagrams, options });
    });
}
