import { mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import type { OutputFile } from '../../generators/output-file';

export type { OutputFile };

export interface WriteSummary {
  written: number;
  unchanged: number;
  removed: number;
}

function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) out.push(...listFiles(full));
    else out.push(full);
  }
  return out;
}

/**
 * Makes `outDir` hold exactly `files`: writes what changed, keeps identical files untouched (so the
 * dev server does not reload them) and removes stale ones left by an earlier release.
 */
export function writeOutput(outDir: string, files: OutputFile[]): WriteSummary {
  const wanted = new Map(files.map((f) => [join(outDir, f.path), f.content]));
  const summary: WriteSummary = { written: 0, unchanged: 0, removed: 0 };
  for (const existing of listFiles(outDir)) {
    if (!wanted.has(existing)) {
      rmSync(existing);
      summary.removed++;
    }
  }
  for (const [full, content] of wanted) {
    if (existsSync(full) && readFileSync(full, 'utf8') === content) {
      summary.unchanged++;
      continue;
    }
    mkdirSync(dirname(full), { recursive: true });
    writeFileSync(full, content);
    summary.written++;
  }
  return summary;
}

export function describeSummary(outDir: string, s: WriteSummary): string {
  return `${relative(process.cwd(), outDir)}: ${s.written} written, ${s.unchanged} unchanged, ${s.removed} removed`;
}
