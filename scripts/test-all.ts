/**
 * The one test command (`npm test`): type-check, unit tests, the docs checks that read the sources
 * (samples compile and validate, prose is original), a production build that must be free of
 * warnings, the docs checks of that build (links and anchors, every page in Chromium), then the
 * browser tests against it. The guides' Dashboard extensions are built into a real Dashboard and
 * checked in Chromium as a stage of their own (tests/dashboard-samples). The site is built once for
 * all of them. Every stage runs even when an earlier one failed (except those that need the build),
 * and the last line sums everything up.
 */
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import {
  type TimedOutcome,
  crawlCheck,
  deploymentFilesCheck,
  graphqlCheck,
  headline,
  linkCheck,
  originalityCheck,
  claimsCheck,
  parseArguments,
  samplesCheck,
  readHandWrittenPages,
  runCheck,
  publishedUrlsCheck,
  markdownTwinsCheck,
  typescriptCheck,
} from './check-docs';
import type { MarkdownPage } from './checks/markdown-code-blocks';
import type { CheckOutcome } from './checks/outcome';
import { readBuiltSite, type BuiltSite } from './checks/site-links';
import { findBuildProblems } from './lib/build-log';
import { findTestFiles } from './lib/find-tests';
import { serveBuild } from '../tests/browser/support/server';

interface StageResult {
  name: string;
  passed: number;
  failed: number;
  seconds: number;
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const forward = (chunk: Buffer, to: NodeJS.WriteStream): void => {
      output += chunk.toString();
      to.write(chunk);
    };
    child.stdout.on('data', (chunk: Buffer) => forward(chunk, process.stdout));
    child.stderr.on('data', (chunk: Buffer) => forward(chunk, process.stderr));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

/** Counts from the summary that node's test runner prints last ("ℹ pass 12", "ℹ fail 0"). */
function nodeTestCounts(output: string): { passed: number; failed: number } {
  const count = (label: string): number => {
    const matches = [...output.matchAll(new RegExp(`^ℹ ${label} (\\d+)$`, 'gm'))];
    return matches.length ? Number(matches[matches.length - 1][1]) : 0;
  };
  return { passed: count('pass'), failed: count('fail') + count('cancelled') };
}

async function stage(name: string, body: () => Promise<{ passed: number; failed: number }>): Promise<StageResult> {
  console.log(`\n=== ${name} ===`);
  const started = performance.now();
  const counts = await body();
  return { name, ...counts, seconds: Math.round((performance.now() - started) / 100) / 10 };
}

/** Folders under tests/unit that run as stages of their own. */
const CLAIMS_TESTS = 'tests/unit/claims';

const nodeTests =
  (dir: string, env: NodeJS.ProcessEnv = {}, { concurrency = 1, exclude = [] as string[] } = {}) =>
  async () => {
    const files = findTestFiles(dir).filter((file) => !exclude.some((folder) => file.startsWith(`${folder}/`)));
    const { code, output } = await run(
      process.execPath,
      ['--import', 'tsx', '--test', `--test-concurrency=${concurrency}`, '--test-reporter=spec', ...files],
      env,
    );
    const counts = nodeTestCounts(output);
    // A runner that crashed before its summary still counts as a failure.
    return code !== 0 && counts.failed === 0 ? { ...counts, failed: 1 } : counts;
  };

/** A docs check (see check-docs.ts) as a stage; its outcome is kept for the docs line of the summary. */
const docOutcomes: TimedOutcome[] = [];
const docsStage = (name: string, check: () => CheckOutcome | Promise<CheckOutcome>) =>
  stage(`docs: ${name}`, async () => {
    const outcome = await runCheck(name, check);
    docOutcomes.push(outcome);
    return { passed: outcome.passed, failed: outcome.failed };
  });

async function main(): Promise<void> {
  const results: StageResult[] = [];
  results.push(
    await stage('type-check', async () => {
      const { code } = await run('npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']);
      return code === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 };
    }),
  );
  results.push(await stage('unit tests', nodeTests('tests/unit', {}, { exclude: [CLAIMS_TESTS] })));

  let pages: MarkdownPage[] = [];
  results.push(
    await docsStage('hand-written pages read', async () => {
      const read = await readHandWrittenPages();
      pages = read.pages;
      return read.outcome;
    }),
  );
  results.push(await docsStage('TypeScript samples', () => typescriptCheck(pages)));
  results.push(await docsStage('GraphQL samples', () => graphqlCheck(pages)));
  results.push(await docsStage('Dockerfiles and Compose files', () => deploymentFilesCheck(pages)));
  results.push(await docsStage('originality', originalityCheck));
  results.push(await docsStage('claims on record', () => claimsCheck()));
  // Claims executed against the real packages: one process per page (the tests set global config),
  // two at a time, since most of each file's time is loading @vendure/core.
  results.push(await stage('claims executed', nodeTests(CLAIMS_TESTS, {}, { concurrency: 2 })));
  results.push(await docsStage('runnable samples', () => samplesCheck(pages)));
  // The guides' Dashboard extensions built into the real Dashboard and checked in Chromium (no site build needed).
  results.push(await stage('Dashboard samples', nodeTests('tests/dashboard-samples')));

  let buildOk = false;
  let built = false;
  results.push(
    await stage('production build (no warnings allowed)', async () => {
      // BUILD_DIR (also read by serveBuild) builds elsewhere than ./build, e.g. in /tmp.
      const outDir = process.env.BUILD_DIR ? ['--', '--out-dir', process.env.BUILD_DIR] : [];
      const { code, output } = await run('npm', ['run', 'build', ...outDir]);
      const problems = findBuildProblems(output);
      for (const line of problems) console.error(`build problem: ${line}`);
      built = code === 0;
      buildOk = built && problems.length === 0;
      return buildOk ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 };
    }),
  );

  const site = built ? await serveBuild() : undefined;
  try {
    if (site) {
      let pagesBuilt: BuiltSite | undefined;
      const builtSite = () => (pagesBuilt ??= readBuiltSite(process.env.BUILD_DIR ?? 'build'));
      results.push(await docsStage('links and anchors', () => linkCheck(builtSite())));
      results.push(await docsStage('published URLs answer', () => publishedUrlsCheck(builtSite(), process.env.BUILD_DIR ?? 'build')));
      results.push(await docsStage('Markdown twins and llms.txt', () => markdownTwinsCheck(builtSite(), process.env.BUILD_DIR ?? 'build')));
      const { concurrency, fullLoads } = parseArguments([]);
      results.push(await docsStage('page crawl (Chromium)', () => crawlCheck(builtSite(), site.url, concurrency, fullLoads)));
    } else {
      console.error('\nLinks and page crawl skipped: the build failed.');
      results.push({ name: 'docs site checks (skipped: the build failed)', passed: 0, failed: 1, seconds: 0 });
    }
    if (site && buildOk) {
      results.push(await stage('browser tests', nodeTests('tests/browser', { SITE_URL: site.url })));
    } else {
      console.error('\nBrowser tests skipped: they need a clean production build.');
      results.push({ name: 'browser tests (skipped: no clean build)', passed: 0, failed: 1, seconds: 0 });
    }
  } finally {
    await site?.stop();
  }

  console.log('\n=== summary ===');
  for (const r of results) console.log(`${r.name}: ${r.passed} passed, ${r.failed} failed (${r.seconds} s)`);
  const docsSeconds = docOutcomes.reduce((sum, o) => sum + o.seconds, 0);
  console.log(`docs: ${headline(docOutcomes)}, time: ${docsSeconds.toFixed(1)} s (without the build)`);
  const passed = results.reduce((sum, r) => sum + r.passed, 0);
  const failed = results.reduce((sum, r) => sum + r.failed, 0);
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed === 0 ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(error);
  console.log('0 passed, 1 failed');
  process.exit(1);
});
