/** `tsx scripts/run-tests.ts <dir>`: runs the node tests under a folder (see find-tests.ts). */
import { spawnSync } from 'node:child_process';
import { findTestFiles } from './lib/find-tests';

const dir = process.argv[2] ?? 'tests/unit';
const files = findTestFiles(dir);
if (files.length === 0) {
  console.error(`No *.test.ts files under ${dir}`);
  process.exit(1);
}
const result = spawnSync(
  process.execPath,
  ['--import', 'tsx', '--test', '--test-concurrency=1', '--test-reporter=spec', ...files],
  { stdio: 'inherit' },
);
process.exit(result.status ?? 1);
