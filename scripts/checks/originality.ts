/**
 * Runs the team's originality tool (../shared/tools/originality.mjs, next to the repository) over
 * the hand-written pages and turns its report into problems. A clone without the shared folder
 * cannot run it: that is reported as skipped, never as a pass.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { emptyOutcome, type CheckOutcome, type Problem } from './outcome';

export function originalityToolPath(root: string): string {
  return resolve(root, '..', 'shared', 'tools', 'originality.mjs');
}

/**
 * Reads the tool's output: "file: what repeats" lines, each followed by an indented
 * "rewrite in your own words" hint, and a last line "originality: N passed, M failed".
 */
export function parseOriginalityReport(output: string): { passed: number; failed: number; problems: Problem[] } | undefined {
  const summary = /^originality: (\d+) passed, (\d+) failed$/m.exec(output);
  if (!summary) return undefined;
  const problems: Problem[] = [];
  for (const line of output.split('\n')) {
    const finding = /^(\S[^:]*\.mdx?): (.+)$/.exec(line);
    if (finding) problems.push({ where: finding[1], message: finding[2] });
    else if (/^\s+\S/.test(line) && problems.length > 0) problems[problems.length - 1].message += `\n${line.trim()}`;
  }
  return { passed: Number(summary[1]), failed: Number(summary[2]), problems };
}

export function checkOriginality(root: string, files: string[]): CheckOutcome {
  const outcome = emptyOutcome('originality');
  const tool = originalityToolPath(root);
  if (!existsSync(tool)) {
    outcome.skipped = files.length;
    outcome.notes.push(`SKIPPED: ${tool} is not there (a clone without the shared folder); ${files.length} pages not checked`);
    return outcome;
  }
  if (files.length === 0) return outcome;
  const run = spawnSync(process.execPath, [tool, ...files], { cwd: root, encoding: 'utf8', maxBuffer: 64 << 20 });
  const report = parseOriginalityReport(run.stdout ?? '');
  if (!report || (run.status !== 0 && report.failed === 0)) {
    outcome.failed = 1;
    outcome.problems.push({
      where: join('..', 'shared', 'tools', 'originality.mjs'),
      message: `did not run cleanly (exit ${run.status ?? run.signal}):\n${`${run.stdout ?? ''}${run.stderr ?? ''}`.trim()}`,
    });
    return outcome;
  }
  return { ...outcome, ...report };
}
