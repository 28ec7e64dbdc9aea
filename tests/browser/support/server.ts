/**
 * The production build served locally, the way users get it: by the README's serve command
 * (`npm run serve`, scripts/serve.ts), which routes as the static host does (trailing slashes, 404
 * page) and keeps a search link's query across the trailing-slash redirect. When SITE_URL is set
 * (the full test run starts one server for every file) that server is reused.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { listen } from '../../../scripts/lib/static-site-server';

export interface RunningSite {
  url: string;
  stop: () => Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function waitForListening(child: ChildProcess, url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`npm run serve did not start:\n${output}`)), 60_000);
    const onData = (chunk: Buffer): void => {
      output += chunk.toString();
      if (output.includes(url)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`npm run serve exited with ${code}:\n${output}`));
    });
  });
}

/**
 * Serves `buildDir` (default: ./build) on a free loopback port with `npm run serve`. npm starts the
 * server through a shell and tsx, so the child leads a process group of its own and stop() ends the
 * whole group.
 */
export async function serveBuild(buildDir = process.env.BUILD_DIR ?? 'build'): Promise<RunningSite> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn('npm', ['run', '--silent', 'serve', '--', '--dir', buildDir, '--host', '127.0.0.1', '--port', String(port)], {
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const killGroup = (): void => {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  };
  process.once('exit', killGroup);
  try {
    await waitForListening(child, `${url}/`);
  } catch (error) {
    killGroup();
    throw error;
  }
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        process.removeListener('exit', killGroup);
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        killGroup();
      }),
  };
}

/** The site under test: SITE_URL when given, otherwise a server started for this test file. */
export async function siteUnderTest(): Promise<RunningSite> {
  const given = process.env.SITE_URL;
  if (given) return { url: given.replace(/\/$/, ''), stop: async () => {} };
  return serveBuild();
}

/**
 * The build served the way a production static host delivers it: the routing of `npm run serve`
 * plus gzip, which every CDN applies. The benchmarks use it so that transfer sizes and Lighthouse's
 * simulated download times are the ones readers get. `extraPages` (URL path → HTML) adds pages the
 * build does not have, such as a benchmark's variant of a page.
 */
export async function serveBuildCompressed(buildDir = process.env.BUILD_DIR ?? 'build', extraPages: Record<string, string> = {}): Promise<RunningSite> {
  const { server, url } = await listen({ dir: buildDir, gzip: true, extraPages });
  return { url, stop: () => new Promise((resolve) => server.close(() => resolve())) };
}
