import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { before, test } from 'node:test';
import { readMarkdownPage, type CodeBlock } from '../../../scripts/checks/markdown-code-blocks';
import type { CheckOutcome } from '../../../scripts/checks/outcome';
import { checkTypeScriptSamples, placeBlocks } from '../../../scripts/checks/typescript-samples';

const root = process.cwd();
const fixtures = 'tests/fixtures/checks/samples';

async function blocksOf(name: string): Promise<CodeBlock[]> {
  const file = `${fixtures}/${name}`;
  return (await readMarkdownPage(file, readFileSync(file, 'utf8'))).blocks;
}

function block(file: string, line: number, title?: string, lang = 'ts'): CodeBlock {
  return { file, line, column: 1, lang, meta: new Map(title ? [['title', title]] : []), code: '' };
}

test('blocks titled with a file path sit at that path in their page folder; the last of a repeated path wins', () => {
  const page = join(root, '.doc-samples', 'docs/a.mdx');
  const placed = placeBlocks(root, [
    block('docs/a.mdx', 3, 'src/vendure-config.ts'),
    block('docs/a.mdx', 9, 'Separate cookies'),
    block('docs/a.mdx', 20, 'src/vendure-config.ts'),
    block('docs/a.mdx', 30, '../outside.ts'),
    block('docs/a.mdx', 40, undefined, 'tsx'),
    block('docs/b.mdx', 5, 'src/vendure-config.ts'),
  ]);
  assert.deepEqual(
    placed.map((m) => m.path),
    [
      join(page, 'src/vendure-config.line-3.ts'),
      join(page, 'sample-line-9.ts'),
      join(page, 'src/vendure-config.ts'),
      join(page, 'sample-line-30.ts'),
      join(page, 'sample-line-40.tsx'),
      join(root, '.doc-samples', 'docs/b.mdx', 'src/vendure-config.ts'),
    ],
  );
});

// One compiler run for both fixture pages: loading the @vendure/core types is the slow part.
let outcome: CheckOutcome;
before(async () => {
  outcome = checkTypeScriptSamples([...(await blocksOf('good.mdx')), ...(await blocksOf('bad-typescript.mdx'))], { root });
});

test('known-good samples compile: sibling imports, one module per block, TSX', () => {
  assert.equal(outcome.problems.filter((p) => p.where.includes('good.mdx')).length, 0);
});

test('type errors, missing sibling files and indented samples fail with the doc file, line and column', () => {
  assert.deepEqual(outcome.problems, [
    {
      where: `${fixtures}/bad-typescript.mdx:12:9`,
      message: "TS2322: Type 'string' is not assignable to type 'number'.",
    },
    {
      where: `${fixtures}/bad-typescript.mdx:24:26`,
      message: "TS2307: Cannot find module './settings' or its corresponding type declarations.",
    },
    {
      where: `${fixtures}/bad-typescript.mdx:38:9`,
      message: "TS2322: Type 'string' is not assignable to type 'number'.",
    },
  ]);
});

test('no-check samples are counted as skipped and named in the notes', () => {
  assert.deepEqual(
    { passed: outcome.passed, failed: outcome.failed, skipped: outcome.skipped, notes: outcome.notes },
    { passed: 5, failed: 3, skipped: 1, notes: [`not compiled (no-check): ${fixtures}/bad-typescript.mdx:31`] },
  );
});

test("Dashboard code is typed against the core Admin schema plus the page's own extension", { timeout: 300_000 }, async () => {
  const { vendureSchema } = await import('../../../scripts/lib/vendure-schema');
  const outcome = checkTypeScriptSamples(await blocksOf('dashboard-own-schema.mdx'), { root, adminSchema: await vendureSchema('admin') });
  assert.equal(outcome.passed, 2);
  assert.equal(outcome.failed, 1);
  assert.equal(outcome.problems.length, 1);
  assert.equal(outcome.problems[0].where, `${fixtures}/dashboard-own-schema.mdx:60:79`);
  assert.match(outcome.problems[0].message, /^TS2339: Property 'txt' does not exist/);
});
