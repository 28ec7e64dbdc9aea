/**
 * The benchmarks' server (serveBuildCompressed) answers like the static host it stands for: pages
 * as folder/index.html under their trailing-slash route, gzip for text, no compression for files
 * that are already compressed, and a 404 for unknown paths; plus the extra pages it is given.
 */
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { serveBuildCompressed, type RunningSite } from '../../browser/support/server';

let site: RunningSite;
const PAGE = `<!doctype html><title>Guide</title>${'<p>Some text of the guide.</p>'.repeat(200)}`;

before(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'compressed-server-'));
  mkdirSync(join(dir, 'guides', 'intro'), { recursive: true });
  writeFileSync(join(dir, 'guides', 'intro', 'index.html'), PAGE);
  writeFileSync(join(dir, 'index.pf_fragment'), Buffer.alloc(4000, 7));
  site = await serveBuildCompressed(dir, { '/variants/intro/': PAGE.replace('Guide', 'Variant') });
});

after(() => site.stop());

/** Raw response (status, headers, body bytes) with gzip accepted, without decoding it. */
function get(path: string): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; bytes: number }> {
  return new Promise((resolve, reject) => {
    const req = request(`${site.url}${path}`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes }));
    });
    req.on('error', reject);
    req.end();
  });
}

test('a page is served from its folder under the trailing-slash route, gzipped', async () => {
  const page = await get('/guides/intro/');
  assert.equal(page.status, 200);
  assert.equal(page.headers['content-encoding'], 'gzip');
  assert.ok(page.bytes < PAGE.length / 5, `${page.bytes} bytes on the wire for ${PAGE.length}`);
});

test('the route without its slash redirects to it', async () => {
  const redirect = await get('/guides/intro');
  assert.equal(redirect.status, 301);
  assert.equal(redirect.headers.location, '/guides/intro/');
});

test('files of unknown type go out as they are, and unknown paths are 404', async () => {
  const fragment = await get('/index.pf_fragment');
  assert.equal(fragment.status, 200);
  assert.equal(fragment.headers['content-encoding'], undefined);
  assert.equal(fragment.bytes, 4000);
  assert.equal((await get('/no-such-page/')).status, 404);
});

test('an extra page is served at its path, gzipped, next to the build', async () => {
  const variant = await get('/variants/intro/');
  assert.equal(variant.status, 200);
  assert.equal(variant.headers['content-encoding'], 'gzip');
  assert.match(String(variant.headers['content-type']), /^text\/html/);
  assert.equal((await get('/guides/intro/')).status, 200, 'the build is still served');
  assert.equal((await get('/variants/other/')).status, 404);
});
