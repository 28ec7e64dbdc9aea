/**
 * The README's serve command (`npm run serve`): routes as the static host does, and a redirect keeps
 * the request's query, so a shared /search?q= link lands on the search page with its query.
 */
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { parseServeArguments } from '../../../scripts/serve';
import { locationWithQuery } from '../../../scripts/lib/static-site-server';
import { serveBuild, type RunningSite } from '../../browser/support/server';

test('a redirect target gets the query of the request unless it has one', () => {
  assert.equal(locationWithQuery('/search/', '/search?q=order'), '/search/?q=order');
  assert.equal(locationWithQuery('/search/', '/search?q=add%20item&x=1'), '/search/?q=add%20item&x=1');
  assert.equal(locationWithQuery('/search/', '/search'), '/search/');
  assert.equal(locationWithQuery('/a/?b=1', '/a?q=2'), '/a/?b=1');
  assert.equal(locationWithQuery('/a/#top', '/a?q=2'), '/a/?q=2#top');
});

test('serve arguments: defaults, a folder and a free port, and mistakes', () => {
  assert.deepEqual(parseServeArguments([]), { dir: 'build', host: 'localhost', port: 3000 });
  assert.deepEqual(parseServeArguments(['--dir=/tmp/b', '--host', '127.0.0.1', '--port', '0']), { dir: '/tmp/b', host: '127.0.0.1', port: 0 });
  assert.throws(() => parseServeArguments(['--port', 'http']), /--port must be a port number/);
  assert.throws(() => parseServeArguments(['--port']), /--port needs a value/);
  assert.throws(() => parseServeArguments(['--verbose', 'x']), /unknown argument --verbose/);
});

let site: RunningSite;
before(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'serve-'));
  mkdirSync(join(dir, 'search'));
  writeFileSync(join(dir, 'search', 'index.html'), '<!doctype html><title>Search</title>');
  writeFileSync(join(dir, '404.html'), '<!doctype html><title>Not found</title>');
  site = await serveBuild(dir);
});
after(() => site.stop());

function head(path: string): Promise<{ status: number; location?: string }> {
  return new Promise((resolve, reject) => {
    const req = request(`${site.url}${path}`, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location }));
    });
    req.on('error', reject);
    req.end();
  });
}

test('npm run serve: /search?q=order redirects to /search/?q=order, the page answers, unknown paths are 404', async () => {
  assert.deepEqual(await head('/search?q=order'), { status: 301, location: '/search/?q=order' });
  assert.deepEqual(await head('/search'), { status: 301, location: '/search/' });
  assert.equal((await head('/search/?q=order')).status, 200);
  assert.equal((await head('/no-such-page/')).status, 404);
});
