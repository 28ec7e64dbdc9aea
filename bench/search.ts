/**
 * Embedded search (Pagefind), measured on the production build in headless Chromium:
 *  - the index on disk (build/pagefind);
 *  - bytes transferred from the first interaction to the first query's rendered hits (backend
 *    config, Pagefind runtime and WebAssembly, index chunks, fragments), served gzipped like a host;
 *  - keystroke-to-rendered-hits in the modal over 30 queries once the index is loaded: from the input
 *    event of the query to the first frame painted with its hits (median and p95); the first 30
 *    queries of the relevance suite (mostly names, comparable across rounds), pasted and typed, and
 *    30 task queries typed (longer, and the ones a short list is widened for).
 * Run after `npm run build` (BUILD_DIR for another folder); results go to bench/results/search.json.
 */
import { readdirSync, readFileSync, statSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CDPSession, Page } from 'playwright-core';
import { gotoHydrated, launchBrowser } from '../tests/browser/support/browser';
import { serveBuildCompressed } from '../tests/browser/support/server';
import { modal, modalInput, searchButton } from '../tests/browser/support/search';
import { PAGEFIND_DIR } from '../config/search';

const QUERY_COUNT = 30;
const SEARCH_REQUEST = /\/search-config\.json$|\/pagefind\//;


function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Bytes on the wire (headers and compressed body) of every finished request matching `pattern`. */
function transferCounter(cdp: CDPSession, pattern: RegExp): { bytes: () => number; requests: () => number } {
  const urls = new Map<string, string>();
  let bytes = 0;
  let requests = 0;
  cdp.on('Network.requestWillBeSent', (event) => urls.set(event.requestId, event.request.url));
  cdp.on('Network.loadingFinished', (event) => {
    if (!pattern.test(urls.get(event.requestId) ?? '')) return;
    bytes += event.encodedDataLength;
    requests += 1;
  });
  return { bytes: () => bytes, requests: () => requests };
}

type Entry = 'pasted' | 'typed';

/** Milliseconds between keystrokes when typing: a brisk typist. */
const KEY_INTERVAL_MS = 100;
/** The dropdown counts as settled once it has not changed for this long. */
const SETTLED_MS = 400;

/**
 * Enters `query` into the open modal (after clearing it) and resolves with the milliseconds from
 * the last input event to the frame that showed the hits' last change.
 *  - `pasted`: the whole query in one input event, so every index chunk and fragment it needs is
 *    fetched then (the worst case);
 *  - `typed`: one key at a time, as a reader types; earlier keystrokes have already searched the
 *    prefixes, so this is the wait a reader sees after the last key.
 */
async function timeToHits(page: Page, query: string, entry: Entry): Promise<number> {
  await modalInput(page).fill('');
  await page.locator('.DocSearch-Hit').first().waitFor({ state: 'detached' });
  await page.evaluate(
    ({ settledMs }) => {
      const state = { typedAt: 0, changedAt: 0, done: null as Promise<number> | null };
      const input = document.querySelector('.DocSearch-Input');
      const dropdown = document.querySelector('.DocSearch-Dropdown');
      if (!input || !dropdown) throw new Error('the modal is not open');
      input.addEventListener('input', () => (state.typedAt = performance.now()), { capture: true });
      // Stamped in the next animation frame: the change is on screen with that frame.
      const observer = new MutationObserver(() => requestAnimationFrame(() => (state.changedAt = performance.now())));
      observer.observe(dropdown, { childList: true, subtree: true, characterData: true });
      state.done = new Promise<number>((resolve, reject) => {
        const started = performance.now();
        const poll = setInterval(() => {
          const now = performance.now();
          const hits = dropdown.querySelector('.DocSearch-Hit');
          if (state.typedAt && hits && state.changedAt > state.typedAt && now - state.changedAt > settledMs) {
            clearInterval(poll);
            observer.disconnect();
            resolve(state.changedAt - state.typedAt);
          } else if (now - started > 15_000) {
            clearInterval(poll);
            reject(new Error('no hits settled within 15 s'));
          }
        }, 20);
      });
      (window as unknown as { searchBench: typeof state }).searchBench = state;
    },
    { settledMs: SETTLED_MS },
  );
  if (entry === 'pasted') await page.keyboard.insertText(query);
  else await page.keyboard.type(query, { delay: KEY_INTERVAL_MS });
  return page.evaluate(() => (window as unknown as { searchBench: { done: Promise<number> } }).searchBench.done);
}

function summary(times: number[]): { queries: number; median: number; p95: number; max: number } {
  const sorted = [...times].sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return { queries: times.length, median: round(percentile(sorted, 50)), p95: round(percentile(sorted, 95)), max: round(sorted[sorted.length - 1]) };
}

async function main(): Promise<void> {
  const indexDir = join(process.env.BUILD_DIR ?? 'build', PAGEFIND_DIR);
  const indexFiles = readdirSync(indexDir, { recursive: true, encoding: 'utf8' })
    .map((file) => statSync(join(indexDir, file)))
    .filter((stat) => stat.isFile());
  const index = { files: indexFiles.length, bytes: indexFiles.reduce((sum, stat) => sum + stat.size, 0) };
  const { queries } = JSON.parse(readFileSync('tests/fixtures/search/relevance.json', 'utf8')) as { queries: { query: string; type: string }[] };
  const tasks = queries.filter((q) => q.type === 'task').slice(-QUERY_COUNT);
  if (queries.length < QUERY_COUNT || tasks.length < QUERY_COUNT) {
    throw new Error(`the relevance list has ${queries.length} queries and ${tasks.length} tasks, the benchmark needs ${QUERY_COUNT} of each`);
  }

  const site = await serveBuildCompressed();
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const transfer = transferCounter(cdp, SEARCH_REQUEST);
    await gotoHydrated(page, `${site.url}/guides/getting-started/installation/`);
    await page.waitForLoadState('networkidle');
    if (transfer.requests() > 0) throw new Error('search files were requested on page load');

    await searchButton(page).click();
    await modal(page).waitFor();
    const firstQuery = queries[0].query;
    await modalInput(page).fill(firstQuery);
    await page.locator('.DocSearch-Hit').first().waitFor();
    await page.waitForLoadState('networkidle');
    const firstQueryTransfer = { query: firstQuery, bytes: transfer.bytes(), requests: transfer.requests() };

    const measured: Record<Entry, number[]> = { pasted: [], typed: [] };
    for (const entry of ['pasted', 'typed'] as const) {
      for (const { query } of queries.slice(0, QUERY_COUNT)) measured[entry].push(await timeToHits(page, query, entry));
    }
    const typedTasks: number[] = [];
    for (const { query } of tasks) typedTasks.push(await timeToHits(page, query, 'typed'));
    const results = {
      date: new Date().toISOString(),
      index,
      firstQueryTransfer,
      keystrokeToHitsMs: { pasted: summary(measured.pasted), typed: summary(measured.typed), typedTasks: summary(typedTasks) },
    };
    mkdirSync('bench/results', { recursive: true });
    writeFileSync('bench/results/search.json', `${JSON.stringify(results, null, 2)}\n`);
    console.log(JSON.stringify(results, null, 2));
  } finally {
    await browser.close();
    await site.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
