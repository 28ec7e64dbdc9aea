/**
 * The production build served locally, the way users get it: `docusaurus serve` applies the same
 * trailing-slash and 404 handling as the static host. When SITE_URL is set (the full test run starts
 * one server for every file) that server is reused.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

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
    const timer = setTimeout(() => reject(new Error(`docusaurus serve did not start:\n${output}`)), 60_000);
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
      reject(new Error(`docusaurus serve exited with ${code}:\n${output}`));
    });
  });
}

/** Serves `buildDir` (default: ./build) on a free loopback port. */
export async function serveBuild(buildDir = process.env.BUILD_DIR ?? 'build'): Promise<RunningSite> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const bin = join(process.cwd(), 'node_modules', '.bin', 'docusaurus');
  const child = spawn(bin, ['serve', '--dir', buildDir, '--host', '127.0.0.1', '--port', String(port), '--no-open'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await waitForListening(child, `${url}/`);
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill();
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
 * The build served the way a production static host delivers it: the same routing as
 * `docusaurus serve` (serve-handler with clean URLs and trailing slashes, which is all that command
 * does for base URL "/") plus gzip, which `docusaurus serve` lacks and every CDN applies. The
 * benchmarks use it so that transfer sizes and Lighthouse's simulated download times are the ones
 * readers get. `extraPages` (URL path → HTML) adds pages the build does not have, such as a
 * benchmark's variant of a page.
 */
export async function serveBuildCompressed(buildDir = process.env.BUILD_DIR ?? 'build', extraPages: Record<string, string> = {}): Promise<RunningSite> {
  const [{ createServer: createHttpServer }, { default: compression }, { default: serveHandler }] = await Promise.all([
    import('node:http'),
    import('compression'),
    import('serve-handler'),
  ]);
  const gzip = compression();
  const server = createHttpServer((req, res) => {
    gzip(req as never, res as never, () => {
      const extraPage = extraPages[req.url ?? ''];
      if (extraPage !== undefined) {
        res.setHeader('content-type', 'text/html; charset=utf-8');
        res.end(extraPage);
        return;
      }
      void serveHandler(req, res, { public: buildDir, cleanUrls: true, trailingSlash: true, directoryListing: false });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
