/**
 * Draws Mermaid diagrams with mermaid-isomorphic in a worker thread (see ./diagram-renderer.ts).
 *
 * Plain JavaScript run by Node's own loader: mermaid-isomorphic is ESM and finds Mermaid's browser
 * bundle with `import.meta.resolve`, which neither jiti (Docusaurus' loader for the TypeScript
 * config and plugins) nor tsx's CommonJS transform (the unit tests) keep working.
 *
 * workerData: { launchOptions } for Playwright's `chromium.launch`.
 * Message in: { id, diagrams: string[], options: { prefix, mermaidConfig } }.
 * Message out: { id, results: Array<{ svg } | { error }> } or { id, error } when nothing could be
 * drawn (Chromium did not start).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { createMermaidRenderer } from 'mermaid-isomorphic';
import { chromium } from 'playwright-core';

const render = createMermaidRenderer({ browserType: chromium, launchOptions: workerData.launchOptions });

function message(reason) {
  return reason && typeof reason === 'object' && 'message' in reason ? String(reason.message) : String(reason);
}

parentPort.on('message', async ({ id, diagrams, options }) => {
  try {
    const settled = await render(diagrams, options);
    const results = settled.map((result) =>
      result.status === 'fulfilled' ? { svg: result.value.svg } : { error: message(result.reason) },
    );
    parentPort.postMessage({ id, results });
  } catch (error) {
    parentPort.postMessage({ id, error: message(error) });
  }
});
