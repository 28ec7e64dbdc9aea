import assert from 'node:assert/strict';
import { test } from 'node:test';
import { headline, parseArguments, selectPages } from '../../../scripts/check-docs';
import { emptyOutcome, type CheckOutcome } from '../../../scripts/checks/outcome';

const outcome = (name: string, passed: number, failed: number, skipped = 0): CheckOutcome => ({
  ...emptyOutcome(name),
  passed,
  failed,
  skipped,
});

test('the headline counts compiled, skipped and validated samples, crawled pages and all failures', () => {
  assert.equal(
    headline([
      outcome('TypeScript samples', 108, 2, 3),
      outcome('GraphQL samples', 90, 1, 1),
      outcome('links and anchors', 700, 4),
      outcome('page crawl (Chromium)', 716, 1),
    ]),
    'samples compiled: 110, samples skipped (no-check): 4, samples validated: 91, pages crawled: 717, failures: 8',
  );
  assert.equal(headline([outcome('links and anchors', 3, 0)]), 'failures: 0');
});

test('the headline adds deployment files, samples executed and plugin pages run', () => {
  const samples = { ...outcome('runnable samples', 40, 1), notes: ['samples executed: 41 (storefront course: 33 operations on 10 pages; plugin pages: 8)', 'plugin pages run: 3'] };
  assert.equal(
    headline([outcome('Dockerfiles and Compose files', 4, 1), samples]),
    'deployment files checked: 5, samples executed: 41, plugin pages run: 3, failures: 2',
  );
});

test('arguments: defaults, a subset, an existing build, and mistakes that stop the run', () => {
  const defaults = parseArguments([], {});
  assert.deepEqual([...defaults.only], ['typescript', 'graphql', 'deployment', 'originality', 'claims', 'samples', 'build', 'links', 'crawl']);
  assert.deepEqual([defaults.concurrency, defaults.fullLoads], [4, 'sample']);
  assert.deepEqual([...parseArguments(['--only', 'typescript,graphql'], {}).only], ['typescript', 'graphql']);
  const existing = parseArguments(['--build-dir=/tmp/b', '--concurrency', '2', '--full-loads', 'all'], {});
  assert.deepEqual(
    { buildDir: existing.buildDir, only: [...existing.only], concurrency: existing.concurrency, fullLoads: existing.fullLoads },
    { buildDir: '/tmp/b', only: ['typescript', 'graphql', 'deployment', 'originality', 'claims', 'samples', 'links', 'crawl'], concurrency: 2, fullLoads: 'all' },
  );
  assert.equal(parseArguments([], { CRAWL_CONCURRENCY: '2', CRAWL_FULL_LOADS: 'all' }).fullLoads, 'all');
  assert.throws(() => parseArguments(['--only', 'typescript,spelling']), /--only: unknown check spelling/);
  assert.throws(() => parseArguments(['--concurrency', '0']), /--concurrency must be a whole number above 0/);
  assert.throws(() => parseArguments(['--build-dir', 'a', '--out-dir', 'b']), /give only one/);
  assert.throws(() => parseArguments(['--full-loads', 'some']), /full loads must be "all" or "sample"/);
  assert.throws(() => parseArguments(['--verbose']), /unknown argument --verbose/);
});

test('--pages narrows the source checks to files or folders, and a name that matches nothing stops the run', () => {
  assert.deepEqual(parseArguments(['--pages', 'docs/a.mdx, docs/b/'], {}).pages, ['docs/a.mdx', 'docs/b/']);
  const files = ['docs/a.mdx', 'docs/b/one.mdx', 'docs/b/two.mdx', 'docs/bc.mdx'];
  assert.deepEqual(selectPages(files, []), files);
  assert.deepEqual(selectPages(files, ['./docs/b/']), ['docs/b/one.mdx', 'docs/b/two.mdx']);
  assert.deepEqual(selectPages(files, ['docs/a.mdx']), ['docs/a.mdx']);
  assert.throws(() => selectPages(files, ['docs/c.mdx']), /--pages: no hand-written page at docs\/c.mdx/);
});
