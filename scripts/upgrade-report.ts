/**
 * `npm run upgrade-report -- <version>`: what a candidate Vendure release changes under the docs.
 * Diffs the code every claims record cites (claims/) between the pinned packages and the
 * candidate's tarballs (no install needed), compiles the TypeScript samples against the candidate
 * where it installs, and lists the pages affected. Writes the report to
 * bench/results/upgrade-report-<version>.md and prints it.
 *
 *   npm run upgrade-report -- 3.8.0-minor-202609120217
 *   npm run upgrade-report -- latest-prerelease     the newest 3.x prerelease of @vendure/core
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { readRecord, recordPathFor, type ClaimsRecord } from './checks/claims';
import { handWrittenDocs } from './checks/hand-written-docs';
import { readMarkdownPage } from './checks/markdown-code-blocks';
import { checkTypeScriptSamples } from './checks/typescript-samples';
import { installedVersion } from './lib/installed-version';
import { splitPackagePath } from './upgrade/cited-code';
import { cacheRoot, installAt, packageAt, resolveVersion } from './upgrade/release-cache';
import { affectedPages, compareClaims, packagesCited, renderReport, type CandidateFile, type SamplesResult } from './upgrade/report';

const root = process.cwd();

function readRecords(): ClaimsRecord[] {
  return handWrittenDocs(root).flatMap((page) => {
    const file = join(root, recordPathFor(page));
    if (!existsSync(file)) return [];
    const { record } = readRecord(readFileSync(file, 'utf8'), recordPathFor(page));
    return record ? [record] : [];
  });
}

/** The @vendure/* packages the site pins (package.json devDependencies). */
function pinnedVendurePackages(): string[] {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { devDependencies: Record<string, string> };
  return Object.keys(pkg.devDependencies).filter((name) => name.startsWith('@vendure/'));
}

function newestPrerelease(): string {
  const result = spawnSync('npm', ['view', '@vendure/core', 'versions', '--json'], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`the registry did not answer: ${result.stderr.trim().split('\n').pop()}`);
  const versions = (JSON.parse(result.stdout) as string[]).filter((v) => /^3\.\d+\.\d+-/.test(v));
  const last = versions.pop();
  if (!last) throw new Error('@vendure/core has no 3.x prerelease on the registry');
  return last;
}

async function compileSamples(version: string): Promise<SamplesResult> {
  // Only the packages published at the candidate can be installed; the others are named.
  const published = pinnedVendurePackages().filter((name) => packageAt(name, version).ok);
  const left = pinnedVendurePackages().filter((name) => !published.includes(name));
  const leftOut = left.length ? `; not published at ${version}: ${left.join(', ')}` : '';
  // The samples also need the pinned project's own type packages (Node's), at the pinned versions.
  const installed = installAt([...published.map((name) => `${name}@${version}`), `@types/node@${installedVersion('@types/node', root)}`], version);
  if (!installed.ok) return { unchecked: `${installed.reason}${leftOut}`, problems: [], compiled: 0 };
  const pages = await Promise.all(handWrittenDocs(root).map((file) => readMarkdownPage(file, readFileSync(join(root, file), 'utf8'))));
  const outcome = checkTypeScriptSamples(
    pages.flatMap((p) => p.blocks),
    { root: installed.dir },
  );
  return { problems: outcome.problems, compiled: outcome.passed + outcome.failed };
}

async function main(): Promise<void> {
  const started = performance.now();
  const [argument] = process.argv.slice(2);
  if (!argument) throw new Error('usage: npm run upgrade-report -- <version> (or latest-prerelease)');
  const candidate = argument === 'latest-prerelease' ? newestPrerelease() : argument;
  const pinned = installedVersion('@vendure/core', root);
  const records = readRecords();
  console.log(`Comparing ${records.length} claims records: ${pinned} → ${candidate} (cache: ${cacheRoot()})`);

  // Vendure's packages at the candidate; a third-party package at the version the candidate's core
  // depends on (else the pinned one), since that is what a project on the candidate gets.
  const core = packageAt('@vendure/core', candidate);
  const coreDependencies = core.ok ? ((JSON.parse(readFileSync(join(core.dir, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> }).dependencies ?? {}) : {};
  const versionFor = (name: string): string =>
    name.startsWith('@vendure/') ? candidate : coreDependencies[name] ? (resolveVersion(name, coreDependencies[name]) ?? installedVersion(name, root)) : installedVersion(name, root);
  const fetched = new Map(packagesCited(records).map((name) => [name, packageAt(name, versionFor(name))]));
  const candidateFile = (file: string): CandidateFile => {
    const { name, path } = splitPackagePath(file);
    const pkg = fetched.get(name);
    if (!pkg || !pkg.ok) return { unavailable: pkg && !pkg.ok ? pkg.reason : `${name} was not fetched` };
    const full = join(pkg.dir, path);
    return { text: existsSync(full) ? readFileSync(full, 'utf8') : undefined };
  };
  const pinnedFile = (file: string) => {
    const full = join(root, 'node_modules', file);
    return existsSync(full) ? readFileSync(full, 'utf8') : undefined;
  };
  const claims = compareClaims(records, pinnedFile, candidateFile);
  const samples = await compileSamples(candidate);
  const text = renderReport({ pinned, candidate, claims, samples, pages: affectedPages(claims, samples) });
  mkdirSync(join(root, 'bench', 'results'), { recursive: true });
  const out = join(root, 'bench', 'results', `upgrade-report-${candidate}.md`);
  writeFileSync(out, text);
  console.log(text);
  console.log(`Report written to ${out} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
