import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Every `*.test.ts` file under `dir`, sorted. Node 20's test runner neither expands globs nor
 * discovers TypeScript files by itself, so the file list is built here.
 */
export function findTestFiles(dir: string): string[] {
  const found: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) found.push(...findTestFiles(path));
    else if (name.endsWith('.test.ts')) found.push(path);
  }
  return found.sort();
}
