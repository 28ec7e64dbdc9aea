/**
 * A real Vendure server for the checks that run the docs' samples (and for anything else that needs
 * a shop to talk to): the pinned @vendure/core in a child process on sqljs, with the catalogue of a
 * new @vendure/create project. The first server of a release populates the database (about a minute);
 * it is saved under .cache/vendure-server/ and every later server starts from a copy in seconds.
 *
 *   const server = await startVendureServer({ pluginModules: ['/abs/path/reviews.plugin.js'] });
 *   try { await fetch(server.shopApi, …) } finally { await server.stop(); }
 *
 * `stop()` ends the child by its own handle (SIGTERM, then SIGKILL after 10 s) and removes its
 * working folder; children still running when this process exits are killed, so no process or port
 * is left behind even when a check throws.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from '../../../tests/browser/support/server';
import { installedVersion } from '../installed-version';
import type { EmailedTokenKind, ServerOptions, ToChild, ToParent } from './protocol';

export interface VendureServer {
  url: string;
  adminApi: string;
  shopApi: string;
  /** Names of the plugin classes that were found in the given modules and added. */
  plugins: string[];
  /** The token the shop e-mailed last (account verification or password reset), as a customer would read it. */
  emailedToken(kind: EmailedTokenKind): Promise<string | null>;
  /** The server's log so far (its last lines), for failure messages. */
  log(): string;
  stop(): Promise<void>;
}

export interface StartOptions {
  pluginModules?: string[];
  /** Log at info level (the server banner, population progress) instead of warnings only. */
  verbose?: boolean;
  /** Serve this built Dashboard app at /dashboard (see scripts/screenshots/dashboard-app.ts). */
  dashboardAppDir?: string;
  root?: string;
}

const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/** Where the populated database of the installed release lives. */
export function serverDataDir(root = process.cwd()): string {
  const release = `core-${installedVersion('@vendure/core', root)}+create-${installedVersion('@vendure/create', root)}`;
  return join(root, '.cache', 'vendure-server', release);
}

const LOG_LINES = 80;
let started = 0;

export async function startVendureServer({ pluginModules = [], verbose = false, dashboardAppDir, root = process.cwd() }: StartOptions = {}): Promise<VendureServer> {
  const port = await freePort();
  const createAssets = join(root, 'node_modules', '@vendure', 'create', 'assets');
  const runDir = join(root, '.cache', 'vendure-server', 'runs', `${process.pid}-${++started}`);
  const options: ServerOptions = {
    port,
    dataDir: serverDataDir(root),
    runDir,
    pluginModules,
    createAssets: {
      initialData: join(createAssets, 'initial-data.json'),
      productsCsv: join(createAssets, 'products.csv'),
      images: join(createAssets, 'images'),
    },
    verbose,
    dashboardAppDir,
  };
  const child = spawn(process.execPath, ['--import', 'tsx', join(__dirname, 'server-process.ts')], {
    cwd: root,
    // No telemetry from test servers (and no network to send it on). NODE_ENV is that of a project in
    // development whatever the caller's is (a Vite build sets "production", in which Vendure refuses
    // to start with the default superadmin password the samples sign in with).
    env: { ...process.env, VENDURE_SAMPLE_SERVER: JSON.stringify(options), VENDURE_DISABLE_TELEMETRY: 'true', NODE_ENV: 'development' },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  running.add(child);
  const lines: string[] = [];
  const keep = (chunk: Buffer): void => {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    lines.splice(0, Math.max(0, lines.length - LOG_LINES));
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const log = (): string => lines.join('\n');

  const stop = (): Promise<void> =>
    new Promise((resolve) => {
      const done = (): void => {
        running.delete(child);
        rmSync(runDir, { recursive: true, force: true });
        resolve();
      };
      if (child.exitCode !== null || child.signalCode !== null) return done();
      const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      child.once('exit', () => {
        clearTimeout(killer);
        done();
      });
      child.kill('SIGTERM');
    });

  let plugins: string[];
  try {
    plugins = await new Promise<string[]>((resolve, reject) => {
      // The first start of a release populates the database: allow for that on a slow machine.
      const timer = setTimeout(() => reject(new Error(`the Vendure server did not start within 10 minutes\n${log()}`)), 600_000);
      child.on('message', (message: ToParent) => {
        if (message.type === 'ready') (clearTimeout(timer), resolve(message.plugins));
        if (message.type === 'failed') (clearTimeout(timer), reject(new Error(`the Vendure server failed to start: ${message.message}\n${log()}`)));
      });
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`the Vendure server exited (${signal ?? code}) before it was ready\n${log()}`));
      });
    });
  } catch (error) {
    await stop();
    throw error;
  }

  let asked = 0;
  const emailedToken = (kind: EmailedTokenKind): Promise<string | null> =>
    new Promise((resolve, reject) => {
      const id = ++asked;
      const onMessage = (message: ToParent): void => {
        if (message.type !== 'token' || message.id !== id) return;
        child.off('message', onMessage);
        if (message.error) reject(new Error(message.error));
        else resolve(message.value);
      };
      child.on('message', onMessage);
      const question: ToChild = { type: 'token', id, kind };
      child.send(question);
    });

  const url = `http://127.0.0.1:${port}`;
  return { url, adminApi: `${url}/admin-api`, shopApi: `${url}/shop-api`, plugins, emailedToken, log, stop };
}
