/**
 * Runs the docs' samples against a real Vendure server (scripts/lib/vendure-server):
 *
 * - the storefront course: the runnable operations of the pages under guides/storefront/, in
 *   reading order (sidebar_position), against one server, sessions carried from page to page the
 *   way the guides teach (the `vendure-auth-token` response header sent back as a bearer token);
 * - every other page with runnable operations or tests: its path-titled TypeScript blocks
 *   (`title="src/plugins/x/x.plugin.ts"`) are compiled to a CommonJS project, a server boots with the
 *   plugin classes exported by its `*.plugin.ts` files (after loading a `src/vendure-config.ts` block,
 *   whose `Plugin.init(options)` calls set the options), and the page's operations run against it;
 *   a block with `run-test` is a test file run with `node --test` (it starts its own server).
 *
 * Every step fails with the page, the line and the server's message; the server is stopped by its
 * handle whatever happens.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';
import { startVendureServer, type VendureServer } from '../lib/vendure-server/server';
import type { CodeBlock, MarkdownPage } from './markdown-code-blocks';
import { emptyOutcome, location, type CheckOutcome } from './outcome';
import { checkResponse, isRunnable, orderCodeIn, planPage, type RunStep } from './runnable-samples';
import { readRecordedResponses, ResponseBook, RESPONSES_FILE, writeRecordedResponses } from './recorded-responses';
import { placeBlocks, sampleCompilerOptions, TYPESCRIPT_LANGS, NO_CHECK } from './typescript-samples';

export const RUN_TEST = 'run-test';
/** The folder whose pages form the storefront course, run in reading order against one server. */
export const COURSE_DIR = 'docs/guides/storefront/';

interface Session {
  token?: string;
  lastOrderCode?: string;
}

/** Shop sessions by name, and the superadmin session of the Admin API. */
class Sessions {
  private readonly sessions = new Map<string, Session>();
  constructor(private readonly server: VendureServer) {}

  get(name: string): Session {
    let session = this.sessions.get(name);
    if (!session) this.sessions.set(name, (session = {}));
    return session;
  }

  /** POSTs one operation as the session, keeping the token the server hands out. */
  async post(api: 'admin' | 'shop', name: string, query: string, variables: Record<string, unknown>): Promise<unknown> {
    const session = this.get(`${api}:${name}`);
    if (api === 'admin' && !session.token) await this.loginSuperadmin(session);
    const response = await fetch(api === 'admin' ? this.server.adminApi : this.server.shopApi, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(session.token ? { authorization: `Bearer ${session.token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    const token = response.headers.get('vendure-auth-token');
    if (token) session.token = token;
    const text = await response.text();
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new Error(`HTTP ${response.status}, not JSON: ${text.slice(0, 300)}`);
    }
  }

  private async loginSuperadmin(session: Session): Promise<void> {
    const response = await fetch(this.server.adminApi, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'mutation { login(username: "superadmin", password: "superadmin") { __typename } }' }),
    });
    const token = response.headers.get('vendure-auth-token');
    if (!token) throw new Error(`superadmin login failed: ${await response.text()}`);
    session.token = token;
  }
}

async function fillVariables(step: RunStep, sessions: Sessions, server: VendureServer): Promise<Record<string, unknown>> {
  const variables = { ...step.variables };
  for (const [name, source] of Object.entries(step.fill)) {
    if (source === 'orderCode') variables[name] = sessions.get(`${step.api}:${step.session}`).lastOrderCode;
    else variables[name] = await server.emailedToken(source);
  }
  return variables;
}

/** Runs the steps in order against the server; each step passes or fails on its own. */
export async function runSteps(steps: RunStep[], server: VendureServer, sessions: Sessions, outcome: CheckOutcome, responses: ResponseBook): Promise<void> {
  for (const step of steps) {
    let problem: string | undefined;
    let data: Record<string, unknown> | undefined;
    // Steps with `expect` wait for effects that a job applies (up to 20 tries, 500 ms apart).
    for (let attempt = 0; attempt < (step.expect.length > 0 ? 20 : 1); attempt++) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 500));
      try {
        const response = (await sessions.post(step.api, step.session, step.query, await fillVariables(step, sessions, server))) as {
          data?: Record<string, unknown>;
        };
        problem = checkResponse(step, response);
        data = response.data;
        const code = orderCodeIn(response.data?.[step.resultKey]);
        if (code) sessions.get(`${step.api}:${step.session}`).lastOrderCode = code;
      } catch (error) {
        problem = `${step.operationName}: ${(error as Error).message}`;
      }
      if (!problem) break;
    }
    if (!problem && data) problem = responses.meet(step, data);
    if (problem) {
      outcome.failed++;
      outcome.problems.push({ where: step.where, message: problem });
    } else outcome.passed++;
  }
}

/** The page's path-titled TypeScript blocks as CommonJS files under `outDir`; returns them by source path. */
export function compilePageProject(root: string, blocks: CodeBlock[], outDir: string): Map<CodeBlock, string> {
  const files = placeBlocks(root, blocks.filter((b) => TYPESCRIPT_LANGS.has(b.lang) && !b.meta.has(NO_CHECK)));
  const base = join(root, '.doc-samples');
  const options: ts.CompilerOptions = {
    ...sampleCompilerOptions(root),
    module: ts.ModuleKind.CommonJS,
    moduleResolution: ts.ModuleResolutionKind.Node10,
    noEmit: false,
    // Transpiled one by one, as ts-node does for a project made by @vendure/create.
    isolatedModules: true,
  };
  const compiled = new Map<CodeBlock, string>();
  for (const { block, path } of files) {
    // placeBlocks puts each page under .doc-samples/<page>/; the compiled copy mirrors that layout.
    const out = join(outDir, relative(base, path)).replace(/\.[cm]?tsx?$/, '.js');
    const { outputText } = ts.transpileModule(block.code, { compilerOptions: options, fileName: path });
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, outputText);
    compiled.set(block, out);
  }
  return compiled;
}

/** A page that builds a plugin: it has a `*.plugin.ts` file block. */
export function isPluginPage(page: MarkdownPage): boolean {
  return page.blocks.some((b) => TYPESCRIPT_LANGS.has(b.lang) && /\.plugin\.tsx?$/.test(String(b.meta.get('title') ?? '')));
}

/** The runnable GraphQL blocks of a plugin page (validated by the server they run on). */
export function pluginPageRuns(page: MarkdownPage): CodeBlock[] {
  return isPluginPage(page) ? page.blocks.filter(isRunnable) : [];
}

function runNodeTest(file: string, root: string): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--test', '--test-reporter=dot', file], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 300_000);
    child.on('close', (code) => (clearTimeout(timer), resolve({ code: code ?? 1, output })));
  });
}

function sidebarPosition(page: MarkdownPage): number {
  const value = Number(page.frontMatter.sidebar_position);
  return Number.isFinite(value) ? value : Number.MAX_SAFE_INTEGER;
}

export interface RunSamplesOptions {
  root: string;
  /** Replaces the server start (tests). */
  start?: typeof startVendureServer;
  /** Write the responses of this run as the recorded ones instead of comparing with them. */
  recordResponses?: boolean;
  /** The recorded responses file (default: content/sample-responses.json under root). */
  responsesFile?: string;
}

export async function checkRunnableSamples(
  pages: MarkdownPage[],
  { root, start = startVendureServer, recordResponses = false, responsesFile = join(root, RESPONSES_FILE) }: RunSamplesOptions,
): Promise<CheckOutcome> {
  const outcome = emptyOutcome('runnable samples');
  const responses = new ResponseBook(readRecordedResponses(responsesFile), recordResponses);
  const outDir = join(root, '.cache', 'samples');
  rmSync(outDir, { recursive: true, force: true });
  const plans = pages.map((page) => ({ page, plan: planPage(page), tests: page.blocks.filter((b) => b.meta.has(RUN_TEST)) }));
  for (const { plan } of plans) {
    outcome.problems.push(...plan.problems);
    outcome.failed += plan.problems.length;
  }
  const course = plans.filter(({ page, plan }) => page.file.startsWith(COURSE_DIR) && plan.steps.length > 0).sort((a, b) => sidebarPosition(a.page) - sidebarPosition(b.page));
  const others = plans.filter(({ page, plan, tests }) => !page.file.startsWith(COURSE_DIR) && (plan.steps.length > 0 || tests.length > 0));
  let coursePages = 0;
  let pluginPages = 0;

  if (course.length > 0) {
    const server = await start({ root });
    try {
      const sessions = new Sessions(server);
      for (const { plan } of course) await runSteps(plan.steps, server, sessions, outcome, responses);
      coursePages = course.length;
    } finally {
      await server.stop();
    }
  }
  const storefrontSteps = outcome.passed + outcome.failed;

  for (const { page, plan, tests } of others) {
    const compiled = compilePageProject(root, page.blocks, outDir);
    const titled = (pattern: RegExp) => [...compiled].filter(([block]) => pattern.test(String(block.meta.get('title') ?? ''))).map(([, file]) => file);
    // The page's config goes first, so that its `SomePlugin.init(options)` calls run before the plugin classes are used.
    const pluginFiles = titled(/\.plugin\.tsx?$/);
    const pluginModules = [...titled(/(^|\/)vendure-config\.ts$/), ...pluginFiles];
    if (plan.steps.length > 0) {
      let server: VendureServer | undefined;
      try {
        server = await start({ root, pluginModules });
        // A page may show only a config file (no plugin of its own): then there is no plugin class to expect.
        if (pluginFiles.length > 0 && server.plugins.length === 0) {
          outcome.failed++;
          outcome.problems.push({ where: page.file, message: `no plugin class is exported by ${pluginFiles.map((m) => relative(root, m)).join(', ')}` });
        }
        await runSteps(plan.steps, server, new Sessions(server), outcome, responses);
        pluginPages++;
      } catch (error) {
        outcome.failed++;
        outcome.problems.push({ where: page.file, message: `the server with this page's plugin did not start: ${(error as Error).message}` });
      } finally {
        await server?.stop();
      }
    }
    for (const test of tests) {
      const file = compiled.get(test);
      if (!file) {
        outcome.failed++;
        outcome.problems.push({ where: location(test.file, test.line), message: `${RUN_TEST} needs a TypeScript block with a file path title` });
        continue;
      }
      const { code, output } = await runNodeTest(file, root);
      if (code === 0) outcome.passed++;
      else {
        outcome.failed++;
        outcome.problems.push({ where: location(test.file, test.line), message: `the test failed (exit ${code}):\n${output.trim().split('\n').slice(-30).join('\n')}` });
      }
      pluginPages++;
    }
  }
  if (recordResponses) {
    writeRecordedResponses(responsesFile, responses.result(plans.map(({ page }) => page.file)));
    outcome.notes.push(`responses recorded: ${responses.count} operations, written to ${relative(root, responsesFile)}`);
  } else {
    const stale = responses.unmet(plans.map(({ page }) => page.file));
    outcome.failed += stale.length;
    outcome.problems.push(...stale);
    outcome.notes.push(`responses compared with the recorded ones: ${responses.count}`);
  }
  outcome.notes.push(
    `samples executed: ${outcome.passed + outcome.failed} (storefront course: ${storefrontSteps} operations on ${coursePages} pages; plugin pages: ${outcome.passed + outcome.failed - storefrontSteps})`,
    `plugin pages run: ${pluginPages}`,
  );
  return outcome;
}
