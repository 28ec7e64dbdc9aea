/**
 * A file cache for a pure, slow text transform (string in, string out), keyed by a hash of the
 * input and of a `salt` that names everything else the output depends on (code, library versions).
 * Used by the GraphQL step for the pre-rendered pages (about 5 s of MDX compilation per run).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface ContentCache {
  transform: (input: string) => Promise<string>;
  /** Hits and misses so far, for the step's summary line. */
  stats: () => { hits: number; misses: number };
  /** Deletes the entries this run did not use (outputs of older inputs or code). */
  prune: () => number;
}

export function contentCache(dir: string, salt: string, compute: (input: string) => Promise<string>): ContentCache {
  const used = new Set<string>();
  let hits = 0;
  let misses = 0;
  const transform = async (input: string): Promise<string> => {
    const name = `${createHash('sha256').update(salt).update('\0').update(input).digest('hex').slice(0, 32)}.txt`;
    used.add(name);
    const file = join(dir, name);
    if (existsSync(file)) {
      hits++;
      return readFileSync(file, 'utf8');
    }
    misses++;
    const output = await compute(input);
    mkdirSync(dir, { recursive: true });
    writeFileSync(file, output);
    return output;
  };
  const prune = (): number => {
    if (!existsSync(dir)) return 0;
    const stale = readdirSync(dir).filter((name) => !used.has(name));
    for (const name of stale) rmSync(join(dir, name));
    return stale.length;
  };
  return { transform, stats: () => ({ hits, misses }), prune };
}
