import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { checkRecord, plainText, readRecord, recordPathFor, type ClaimsEnvironment } from '../../../scripts/checks/claims';
import { checkClaimsRecords } from '../../../scripts/checks/claims-records';

const PAGE = 'docs/guides/orders.mdx';
const PAGE_TEXT = `# Orders

The default strategy gives every order a **random code** of
16 characters, see [the strategy](/reference/x/).
`;

const env: ClaimsEnvironment = {
  pinnedRelease: '3.7.3',
  packageFileLines: (file) => ({ '@vendure/core/dist/order-code.js': 40 })[file],
  projectFile: (path) => (path === 'tests/unit/claims/orders.test.ts' ? "test('code-length: 16 characters', () => {})" : undefined),
};

const record = (claims: string, release = '3.7.3') => `page: ${PAGE}\nrelease: ${release}\nclaims:\n${claims}`;
const CLAIM = `  - id: code-length
    quote: "gives every order a random code of 16 characters"
    source:
      - file: "@vendure/core/dist/order-code.js"
        lines: 10-20
    verdict: true
`;

function problemsOf(text: string, pageText = PAGE_TEXT): string[] {
  const { record: parsed, problems } = readRecord(text, 'claims/guides/orders.yaml');
  assert.ok(parsed);
  return [...problems, ...checkRecord(parsed, PAGE, pageText, env, 'claims/guides/orders.yaml')].map((p) => `${p.where}: ${p.message}`);
}

test('a record whose quote, file and lines hold passes', () => {
  assert.deepEqual(problemsOf(record(CLAIM)), []);
});

test('recordPathFor mirrors docs/ under claims/', () => {
  assert.equal(recordPathFor('docs/guides/core-concepts/orders.mdx'), 'claims/guides/core-concepts/orders.yaml');
  assert.equal(recordPathFor('src/pages/TODO.md'), 'claims/pages/TODO.yaml');
});

test('plainText drops markup and line wraps, keeping link text', () => {
  assert.equal(plainText('a **random code** of\n16 `characters`, see [the strategy](/x/).'), 'a random code of 16 characters, see the strategy.');
});

test("plainText keeps a picture's alt text and caption, which readers see, and drops the rest of the tag", () => {
  assert.equal(
    plainText('Before <Screenshot set="x" name="tags" alt="The tag list, sorted by value" caption="Three tags" /> after <br/> end'),
    'Before The tag list, sorted by value Three tags after end',
  );
});

test('a stale line range fails with page, claim and the file length', () => {
  assert.deepEqual(problemsOf(record(CLAIM.replace('10-20', '30-45'))), [
    'claims/guides/orders.yaml (claim code-length): @vendure/core/dist/order-code.js:30-45 is out of range (the file has 40 lines)',
  ]);
});

test('a missing file fails', () => {
  assert.deepEqual(problemsOf(record(CLAIM.replace('order-code.js', 'order-codes.js'))), [
    'claims/guides/orders.yaml (claim code-length): @vendure/core/dist/order-codes.js does not exist in node_modules at the pinned version',
  ]);
});

test('an edited sentence no longer matches its record', () => {
  const edited = PAGE_TEXT.replace('16 characters', '12 characters');
  assert.deepEqual(problemsOf(record(CLAIM), edited), [
    'claims/guides/orders.yaml (claim code-length): the page no longer says "gives every order a random code of 16 characters": the text was edited after the check; re-check the claim and update the record',
  ]);
});

test('a record of another release asks for a re-check', () => {
  assert.match(problemsOf(record(CLAIM, '3.6.4')).join('\n'), /checked against 3\.6\.4, the pin is 3\.7\.3/);
});

test('a false verdict, a missing source and a test without the claim id fail', () => {
  const claims = `  - id: a
    quote: "gives every order a random code"
    verdict: false
  - id: b
    quote: "gives every order a random code"
    test: tests/unit/claims/orders.test.ts
    verdict: true
`;
  assert.deepEqual(problemsOf(record(claims)), [
    'claims/guides/orders.yaml (claim a): verdict "false": a claim on record must be true or corrected (fix the page, then record it)',
    'claims/guides/orders.yaml (claim a): needs a `source:` (file and lines) or a `test:` that executes it',
    'claims/guides/orders.yaml (claim b): test tests/unit/claims/orders.test.ts has no test named after the claim id "b"',
  ]);
});

test('a record without claims needs a reason', () => {
  assert.deepEqual(problemsOf(`page: ${PAGE}\nrelease: 3.7.3\nclaims: []\n`), [
    'claims/guides/orders.yaml: no claims: list them, or say with `none:` why the page makes none',
  ]);
  assert.deepEqual(problemsOf(`page: ${PAGE}\nrelease: 3.7.3\nclaims: []\nnone: a landing page\n`), []);
});

test('over the project: a page with no record fails, a pending page is skipped, a stray record fails', () => {
  const root = mkdtempSync(join(tmpdir(), 'claims-'));
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  write('docs/a.mdx', PAGE_TEXT);
  write('docs/b.mdx', PAGE_TEXT);
  write('docs/c.mdx', PAGE_TEXT);
  write('claims/c.yaml', 'page: docs/c.mdx\nrelease: 3.7.3\nclaims: []\nnone: nothing to check\n');
  write('claims/gone.yaml', 'page: docs/gone.mdx\nrelease: 3.7.3\nclaims: []\nnone: x\n');
  write('claims/PENDING', '# not reviewed yet\ndocs/b.mdx\n');
  const outcome = checkClaimsRecords(root, ['docs/a.mdx', 'docs/b.mdx', 'docs/c.mdx'], { env });
  assert.deepEqual(
    outcome.problems.map((p) => `${p.where}: ${p.message}`),
    [
      'docs/a.mdx: no claims record: write claims/a.yaml (or say with `none:` that the page makes no claims)',
      'claims/gone.yaml: this record belongs to no hand-written page (was the page moved or removed?)',
    ],
  );
  assert.deepEqual([outcome.passed, outcome.failed, outcome.skipped], [1, 2, 1]);
});
