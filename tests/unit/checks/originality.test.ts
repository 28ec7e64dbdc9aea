import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { checkOriginality, originalityToolPath, parseOriginalityReport } from '../../../scripts/checks/originality';

const work = mkdtempSync(join(tmpdir(), 'originality-'));
after(() => rmSync(work, { recursive: true, force: true }));

const REPORT = [
  'docs/guides/a.mdx: 16 words in a row and 3.1% of sequences repeat existing documentation',
  '  rewrite in your own words: "the quick brown fox"',
  'originality: 2 passed, 1 failed',
  '',
].join('\n');

test("the tool's report becomes counts and one problem per page, with its hint", () => {
  assert.deepEqual(parseOriginalityReport(REPORT), {
    passed: 2,
    failed: 1,
    problems: [
      {
        where: 'docs/guides/a.mdx',
        message: '16 words in a row and 3.1% of sequences repeat existing documentation\nrewrite in your own words: "the quick brown fox"',
      },
    ],
  });
  assert.equal(parseOriginalityReport('usage: originality.mjs FILE_OR_FOLDER...'), undefined);
});

test('without ../shared/tools the check is skipped and says so', () => {
  const root = join(work, 'lonely', 'repo');
  mkdirSync(root, { recursive: true });
  const outcome = checkOriginality(root, ['docs/a.mdx', 'docs/b.mdx']);
  assert.deepEqual(outcome, {
    name: 'originality',
    passed: 0,
    failed: 0,
    skipped: 2,
    problems: [],
    notes: [`SKIPPED: ${originalityToolPath(root)} is not there (a clone without the shared folder); 2 pages not checked`],
  });
});

test('the tool runs from the repository root with the page list, and its findings fail the check', () => {
  const root = join(work, 'with-tool', 'repo');
  mkdirSync(join(work, 'with-tool', 'shared', 'tools'), { recursive: true });
  mkdirSync(root, { recursive: true });
  // A stand-in that echoes what it was given in the real tool's format.
  writeFileSync(
    originalityToolPath(root),
    `const files = process.argv.slice(2);
     console.log(files[0] + ': 20 words in a row and 9.0% of sequences repeat existing documentation');
     console.log('  rewrite in your own words: "cwd ' + process.cwd() + '"');
     console.log('originality: ' + (files.length - 1) + ' passed, 1 failed');
     process.exit(1);`,
  );
  const outcome = checkOriginality(root, ['docs/a.mdx', 'docs/b.mdx']);
  assert.deepEqual(outcome.problems, [
    {
      where: 'docs/a.mdx',
      message: `20 words in a row and 9.0% of sequences repeat existing documentation\nrewrite in your own words: "cwd ${root}"`,
    },
  ]);
  assert.deepEqual([outcome.passed, outcome.failed], [1, 1]);
});

test('a tool that crashes is a failure with its output', () => {
  const root = join(work, 'crashing', 'repo');
  mkdirSync(join(work, 'crashing', 'shared', 'tools'), { recursive: true });
  mkdirSync(root, { recursive: true });
  writeFileSync(originalityToolPath(root), `console.error('data file missing'); process.exit(2);`);
  const outcome = checkOriginality(root, ['docs/a.mdx']);
  assert.equal(outcome.failed, 1);
  assert.deepEqual(outcome.problems, [{ where: '../shared/tools/originality.mjs', message: 'did not run cleanly (exit 2):\ndata file missing' }]);
});
