/**
 * Cold build benchmark: wipes every cache and generated file, runs `npm run build` under GNU time
 * and records wall time, peak memory (largest process) and the number of HTML pages produced.
 * Results go to bench/results/build.json; the README quotes them.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';

const GENERATED = [
  'build',
  '.docusaurus',
  '.cache',
  'docs/reference/typescript-api',
  'docs/reference/core-plugins',
  'docs/reference/admin-ui-api',
  'docs/reference/dashboard',
  'docs/reference/graphql-api',
];

function countPages(dir: string): number {
  let pages = 0;
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) pages += countPages(path);
    else if (name.endsWith('.html')) pages++;
  }
  return pages;
}

function gnuTimeField(report: string, label: string): string {
  const line = report.split('\n').find((l) => l.trim().startsWith(label));
  if (!line) throw new Error(`GNU time did not report "${label}"`);
  return line.slice(line.lastIndexOf(': ') + 2).trim();
}

/** "1:23.45" or "1:02:03" → seconds. */
function elapsedSeconds(value: string): number {
  return value.split(':').reduce((total, part) => total * 60 + Number(part), 0);
}

for (const path of GENERATED) rmSync(path, { recursive: true, force: true });
const run = spawnSync('/usr/bin/time', ['-v', 'npm', 'run', 'build'], { encoding: 'utf8', maxBuffer: 1 << 30 });
if (run.status !== 0) {
  console.error(run.stdout, run.stderr);
  throw new Error(`build failed with status ${run.status}`);
}
const result = {
  date: new Date().toISOString(),
  machine: `${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB`,
  wallSeconds: elapsedSeconds(gnuTimeField(run.stderr, 'Elapsed (wall clock) time')),
  peakMemoryMiB: Math.round(Number(gnuTimeField(run.stderr, 'Maximum resident set size (kbytes)')) / 1024),
  htmlPages: countPages('build'),
};
mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/build.json', `${JSON.stringify(result, null, 2)}\n`);
console.log(result);
