/**
 * `npm run check:docs`: docs that cannot lie. Checks, in order:
 *   1. TypeScript samples of the hand-written pages compile (strict) against the pinned packages;
 *   2. GraphQL samples validate against the Admin or Shop schema;
 *   3. the hand-written pages pass the originality tool;
 *   4. runnable samples run against a real Vendure server: the storefront course in reading order,
 *      and every page that builds a plugin with that plugin (checks/run-samples.ts);
 *   5. the production build reports no warning (broken links, anchors, markdown links…);
 *   6. every link and anchor of every built page resolves (static HTML read);
 *   7. every built page is visited in headless Chromium without console or page errors (loaded
 *      afresh: hand-written pages and one generated page per folder; the others by client-side
 *      navigation, see checks/page-crawl.ts);
 * and prints a summary. `npm test` runs the same checks as stages around its one build.
 *
 *   npm run check:docs                              build first (npm run build), then check
 *   npm run check:docs -- --out-dir /tmp/build     the same, building into another folder
 *   npm run check:docs -- --build-dir /tmp/build   check an existing build (its log is not re-read)
 *   npm run check:docs -- --only typescript,graphql   a subset: typescript, graphql, deployment, originality, claims,
 *                                                   samples, build, links, crawl
 *   npm run check:docs -- --pages docs/guides/developer-guide/events.mdx,docs/guides/how-to
 *                                                   only these pages (a file, or a folder's pages), for
 *                                                   the source checks; the build checks see every page
 *   npm run check:docs -- --only samples --record-responses   record the samples' responses
 *                                                   (content/sample-responses.json; npm run samples:record)
 *   npm run check:docs -- --concurrency 4          pages open at once in Chromium (default 4)
 *   npm run check:docs -- --full-loads all          load every page afresh in Chromium instead of
 *                                                   hand-written pages and one generated page per
 *                                                   folder (the others by client-side navigation)
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import config from '../docusaurus.config';
import { launchBrowser } from '../tests/browser/support/browser';
import { serveBuild } from '../tests/browser/support/server';
import { checkGraphqlSamples } from './checks/graphql-samples';
import { generatedRoutePrefixes, handWrittenDocs } from './checks/hand-written-docs';
import { readMarkdownPage, type MarkdownPage } from './checks/markdown-code-blocks';
import { checkDeploymentFiles, createProjectScripts } from './checks/deployment-files';
import { checkOriginality } from './checks/originality';
import { checkClaimsRecords } from './checks/claims-records';
import { checkRunnableSamples, pluginPageRuns } from './checks/run-samples';
import { emptyOutcome, formatProblem, type CheckOutcome } from './checks/outcome';
import { crawlPages, planVisits } from './checks/page-crawl';
import { checkMarkdownTwins } from './checks/markdown-twins';
import { checkPublishedUrls } from './checks/published-urls';
import { checkSiteLinks, readBuiltSite, routeOfFile, sourceFromEditUrl, type BuiltSite } from './checks/site-links';
import { checkTypeScriptSamples } from './checks/typescript-samples';
import { findBuildProblems } from './lib/build-log';
import { vendureSchema } from './lib/vendure-schema';
import { notYetPublished } from '../config/redirects';

export interface TimedOutcome extends CheckOutcome {
  seconds: number;
}

const root = process.cwd();

/** Runs one check, prints its problems and notes as soon as it is done, and times it. */
export async function runCheck(name: string, check: () => CheckOutcome | Promise<CheckOutcome>): Promise<TimedOutcome> {
  const started = performance.now();
  let outcome: CheckOutcome;
  try {
    outcome = await check();
  } catch (error) {
    // A checker that crashes is a failure with its reason, never a silent gap.
    outcome = { ...emptyOutcome(name), failed: 1, problems: [{ where: name, message: `crashed: ${(error as Error).stack ?? String(error)}` }] };
  }
  for (const problem of outcome.problems) console.error(formatProblem(problem));
  for (const note of outcome.notes) console.log(`  ${note}`);
  const seconds = Math.round((performance.now() - started) / 100) / 10;
  console.log(`${outcome.name}: ${outcome.passed} passed, ${outcome.failed} failed, ${outcome.skipped} skipped (${seconds} s)`);
  return { ...outcome, seconds };
}

/** The hand-written pages with their code blocks; pages that do not parse become problems. */
export async function readHandWrittenPages(only: string[] = []): Promise<{ pages: MarkdownPage[]; outcome: CheckOutcome }> {
  const outcome = emptyOutcome('hand-written pages read');
  const pages: MarkdownPage[] = [];
  for (const file of selectPages(handWrittenDocs(root), only)) {
    const page = await readMarkdownPage(file, readFileSync(join(root, file), 'utf8'));
    pages.push(page);
    if (page.problems.length > 0) outcome.failed++;
    else outcome.passed++;
    outcome.problems.push(...page.problems);
  }
  return { pages, outcome };
}

export async function typescriptCheck(pages: MarkdownPage[]): Promise<CheckOutcome> {
  return checkTypeScriptSamples(
    pages.flatMap((page) => page.blocks),
    { root, adminSchema: await vendureSchema('admin') },
  );
}

export async function graphqlCheck(pages: MarkdownPage[]): Promise<CheckOutcome> {
  // Operations that run against a page's own plugin use its schema extension: the server validates them.
  const byServer = new Set(pages.flatMap(pluginPageRuns));
  const samples = pages.flatMap((page) => page.blocks.filter((b) => !byServer.has(b)).map((block) => ({ block, frontMatter: page.frontMatter })));
  const schemas = { admin: await vendureSchema('admin'), shop: await vendureSchema('shop') };
  const outcome = checkGraphqlSamples(samples, schemas);
  if (byServer.size > 0) outcome.notes.push(`${byServer.size} operations of plugin pages are validated by the server they run on (runnable samples)`);
  return outcome;
}

/** Dockerfiles and Compose files parse, and run scripts that a new project has. */
export function deploymentFilesCheck(pages: MarkdownPage[]): CheckOutcome {
  return checkDeploymentFiles(
    pages.flatMap((page) => page.blocks),
    createProjectScripts(),
  );
}

export function samplesCheck(pages: MarkdownPage[], recordResponses = false): Promise<CheckOutcome> {
  return checkRunnableSamples(pages, { root, recordResponses });
}

/** Every hand-written page has a claims record that holds against the pinned packages (checks/claims.ts). */
export function claimsCheck(only: string[] = []): CheckOutcome {
  return checkClaimsRecords(root, selectPages(handWrittenDocs(root), only), { checkOrphans: only.length === 0 });
}

export function originalityCheck(only: string[] = []): CheckOutcome {
  return checkOriginality(root, selectPages(handWrittenDocs(root), only));
}

/**
 * The pages `--pages` names: a file, or every page under a folder. A name that matches no page is an
 * error, so a typo never passes as "0 samples checked".
 */
export function selectPages(files: string[], only: string[]): string[] {
  if (only.length === 0) return files;
  const strip = (name: string): string => name.replace(/^\.\//, '').replace(/\/$/, '');
  const wanted = only.map(strip);
  const unmatched = wanted.filter((name) => !files.some((file) => file === name || file.startsWith(`${name}/`)));
  if (unmatched.length) throw new Error(`--pages: no hand-written page at ${unmatched.join(', ')}`);
  return files.filter((file) => wanted.some((name) => file === name || file.startsWith(`${name}/`)));
}

const readSource = (file: string): string | undefined => {
  const path = join(root, file);
  return existsSync(path) ? readFileSync(path, 'utf8') : undefined;
};

export function linkCheck(site: BuiltSite): CheckOutcome {
  return checkSiteLinks(site, { siteUrl: config.url, readSource });
}

/** Every URL of the published docs site answers with a page or a redirect to one (config/redirects.ts). */
export function publishedUrlsCheck(site: BuiltSite, buildDir: string): CheckOutcome {
  const urls = readFileSync(join(root, 'config', 'published-urls.txt'), 'utf8').split('\n').map((line) => line.trim()).filter(Boolean);
  const build = { files: site.files, read: (file: string) => readFileSync(join(buildDir, file), 'utf8') };
  return checkPublishedUrls(urls, build, notYetPublished);
}

/** Every doc page has its Markdown twin, twins are plain Markdown, llms.txt links resolve (plugins/markdown-twins). */
export function markdownTwinsCheck(site: BuiltSite, buildDir: string): CheckOutcome {
  return checkMarkdownTwins(site, (file) => readFileSync(join(buildDir, file), 'utf8'), config.url);
}

export type FullLoads = 'all' | 'sample';

/**
 * Visits every page of the build (served at `baseUrl`) in Chromium: with `fullLoads` "sample",
 * hand-written pages and one generated page per folder load afresh and the others are reached by
 * client-side navigation (see page-crawl.ts); with "all", every page loads afresh.
 */
export async function crawlCheck(site: BuiltSite, baseUrl: string, concurrency: number, fullLoads: FullLoads): Promise<CheckOutcome> {
  const sources = new Map(
    [...site.pages].map(([file, facts]) => [routeOfFile(file), sourceFromEditUrl(facts.editUrl, (f) => existsSync(join(root, f)))]),
  );
  const targets = planVisits([...site.pages.keys()].map(routeOfFile), generatedRoutePrefixes(root), fullLoads);
  const browser = await launchBrowser();
  try {
    const started = performance.now();
    const outcome = await crawlPages({
      browser,
      baseUrl,
      targets,
      concurrency,
      describe: (route) => (sources.get(route) ? `${sources.get(route)} (page ${route})` : route),
    });
    const seconds = (performance.now() - started) / 1000;
    outcome.notes.push(
      `${targets.length} pages visited in ${seconds.toFixed(1)} s, ${concurrency} at a time (${((seconds * 1000) / Math.max(1, targets.length)).toFixed(0)} ms per page)`,
    );
    return outcome;
  } finally {
    await browser.close();
  }
}

/** "samples compiled: 5, samples skipped (no-check): 0, samples validated: 13, pages crawled: 9, failures: 0". */
export function headline(outcomes: CheckOutcome[]): string {
  const find = (name: string) => outcomes.find((o) => o.name === name);
  const ts = find('TypeScript samples');
  const graphql = find('GraphQL samples');
  const crawl = find('page crawl (Chromium)');
  const samples = find('runnable samples');
  const count = (label: string) => samples?.notes.find((n) => n.startsWith(label))?.match(/\d+/)?.[0] ?? '0';
  return [
    ts && `samples compiled: ${ts.passed + ts.failed}`,
    (ts || graphql) && `samples skipped (no-check): ${(ts?.skipped ?? 0) + (graphql?.skipped ?? 0)}`,
    graphql && `samples validated: ${graphql.passed + graphql.failed}`,
    find('Dockerfiles and Compose files') && `deployment files checked: ${(find('Dockerfiles and Compose files')?.passed ?? 0) + (find('Dockerfiles and Compose files')?.failed ?? 0)}`,
    samples && `samples executed: ${count('samples executed')}`,
    samples && `plugin pages run: ${count('plugin pages run')}`,
    crawl && `pages crawled: ${crawl.passed + crawl.failed}`,
    `failures: ${outcomes.reduce((sum, o) => sum + o.failed, 0)}`,
  ]
    .filter(Boolean)
    .join(', ');
}

/** Prints the closing summary and returns the number of failures. */
export function printSummary(outcomes: TimedOutcome[], seconds: number): number {
  console.log('\n=== docs check summary ===');
  for (const o of outcomes) console.log(`${o.name}: ${o.passed} passed, ${o.failed} failed, ${o.skipped} skipped (${o.seconds} s)`);
  for (const o of outcomes.filter((o) => o.skipped > 0 && o.passed + o.failed === 0)) console.log(`NOTE: ${o.name} was skipped, see above`);
  console.log(`${headline(outcomes)}, time: ${seconds.toFixed(1)} s`);
  return outcomes.reduce((sum, o) => sum + o.failed, 0);
}

/**
 * `npm run build` (into `outDir`) with its output shown and kept: the outcome fails on any warning it
 * prints, and `code` says whether there is a build to check at all.
 */
export function buildSite(outDir = 'build'): Promise<{ code: number; outcome: CheckOutcome }> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', 'build', '--', '--out-dir', outDir], { stdio: ['ignore', 'pipe', 'pipe'] });
    let log = '';
    child.stdout.on('data', (chunk: Buffer) => ((log += chunk.toString()), process.stdout.write(chunk)));
    child.stderr.on('data', (chunk: Buffer) => ((log += chunk.toString()), process.stderr.write(chunk)));
    child.on('close', (code) => {
      const outcome = emptyOutcome('production build (no warnings allowed)');
      outcome.problems = findBuildProblems(log).map((line) => ({ where: 'build log', message: line }));
      if (code !== 0) outcome.problems.push({ where: 'build', message: `npm run build exited with ${code}` });
      if (outcome.problems.length === 0) outcome.passed = 1;
      else outcome.failed = 1;
      resolve({ code: code ?? 1, outcome });
    });
  });
}

export function crawlFullLoads(value: string): FullLoads {
  if (value !== 'all' && value !== 'sample') throw new Error(`full loads must be "all" or "sample", not "${value}"`);
  return value;
}

const CHECKS = ['typescript', 'graphql', 'deployment', 'originality', 'claims', 'samples', 'build', 'links', 'crawl'] as const;
type CheckName = (typeof CHECKS)[number];

export interface Arguments {
  buildDir?: string;
  outDir?: string;
  only: Set<CheckName>;
  /** `--pages`: the source checks read only these files or folders (empty: every page). */
  pages: string[];
  concurrency: number;
  fullLoads: FullLoads;
  /** `--record-responses`: the samples run records its responses instead of comparing them. */
  recordResponses: boolean;
}

/** Command-line flags; CRAWL_CONCURRENCY and CRAWL_FULL_LOADS in `env` give the crawl defaults. */
export function parseArguments(argv: string[], env: NodeJS.ProcessEnv = process.env): Arguments {
  const args: Arguments = {
    only: new Set(CHECKS),
    pages: [],
    concurrency: Number(env.CRAWL_CONCURRENCY || 4),
    fullLoads: crawlFullLoads(env.CRAWL_FULL_LOADS || 'sample'),
    recordResponses: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split(/=(.*)/s, 2);
    const value = (): string => {
      const v = inline ?? argv[++i];
      if (v === undefined) throw new Error(`${flag} needs a value`);
      return v;
    };
    if (flag === '--build-dir') args.buildDir = value();
    else if (flag === '--out-dir') args.outDir = value();
    else if (flag === '--concurrency') args.concurrency = Number(value());
    else if (flag === '--full-loads') args.fullLoads = crawlFullLoads(value());
    else if (flag === '--record-responses') args.recordResponses = true;
    else if (flag === '--pages') args.pages = value().split(',').map((n) => n.trim()).filter(Boolean);
    else if (flag === '--only') {
      const names = value().split(',').map((n) => n.trim());
      const unknown = names.filter((n) => !(CHECKS as readonly string[]).includes(n));
      if (unknown.length) throw new Error(`--only: unknown check ${unknown.join(', ')} (known: ${CHECKS.join(', ')})`);
      args.only = new Set(names as CheckName[]);
    } else throw new Error(`unknown argument ${argv[i]}`);
  }
  if (!Number.isInteger(args.concurrency) || args.concurrency < 1) throw new Error('--concurrency must be a whole number above 0');
  if (args.buildDir && args.outDir) throw new Error('--build-dir checks an existing build, --out-dir builds a new one: give only one');
  if (args.buildDir) args.only.delete('build');
  return args;
}

async function main(): Promise<void> {
  const args = parseArguments(process.argv.slice(2));
  const started = performance.now();
  const outcomes: TimedOutcome[] = [];
  const wants = (name: CheckName) => args.only.has(name);

  if (wants('typescript') || wants('graphql') || wants('deployment') || wants('samples')) {
    let pages: MarkdownPage[] = [];
    outcomes.push(
      await runCheck('hand-written pages read', async () => {
        const read = await readHandWrittenPages(args.pages);
        pages = read.pages;
        return read.outcome;
      }),
    );
    if (wants('typescript')) outcomes.push(await runCheck('TypeScript samples', () => typescriptCheck(pages)));
    if (wants('graphql')) outcomes.push(await runCheck('GraphQL samples', () => graphqlCheck(pages)));
    if (wants('deployment')) outcomes.push(await runCheck('Dockerfiles and Compose files', () => deploymentFilesCheck(pages)));
    if (wants('samples')) outcomes.push(await runCheck('runnable samples', () => samplesCheck(pages, args.recordResponses)));
  }
  if (wants('originality')) outcomes.push(await runCheck('originality', () => originalityCheck(args.pages)));
  if (wants('claims')) outcomes.push(await runCheck('claims on record', () => claimsCheck(args.pages)));

  const buildDir = args.buildDir ?? args.outDir ?? 'build';
  let buildUsable = true;
  if (wants('build')) {
    let exitCode = 1;
    const build = await runCheck('production build (no warnings allowed)', async () => {
      const { code, outcome } = await buildSite(buildDir);
      exitCode = code;
      return outcome;
    });
    outcomes.push(build);
    // A failed build may leave pages behind; checking them would report on a stale site.
    buildUsable = exitCode === 0;
  } else if (args.buildDir && (wants('links') || wants('crawl'))) {
    console.log(`Checking the existing build in ${buildDir}; its build log (warnings) is not checked here.`);
  }
  if ((wants('links') || wants('crawl')) && buildUsable) {
    const site = readBuiltSite(buildDir);
    if (wants('links')) {
      outcomes.push(await runCheck('links and anchors', () => linkCheck(site)));
      outcomes.push(await runCheck('published URLs answer', () => publishedUrlsCheck(site, buildDir)));
      outcomes.push(await runCheck('Markdown twins and llms.txt', () => markdownTwinsCheck(site, buildDir)));
    }
    if (wants('crawl')) {
      const server = await serveBuild(buildDir);
      try {
        outcomes.push(await runCheck('page crawl (Chromium)', () => crawlCheck(site, server.url, args.concurrency, args.fullLoads)));
      } finally {
        await server.stop();
      }
    }
  } else if (wants('links') || wants('crawl')) {
    outcomes.push({ ...emptyOutcome('site checks (no build to check)'), failed: 1, seconds: 0 });
  }

  const failures = printSummary(outcomes, (performance.now() - started) / 1000);
  process.exit(failures === 0 ? 0 : 1);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
