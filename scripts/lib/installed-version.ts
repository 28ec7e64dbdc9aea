/**
 * The version of a package as installed in the project's node_modules, read from its folder
 * (some packages' export maps hide package.json from `require.resolve`).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export function installedVersion(name: string, root = process.cwd()): string {
  const file = join(root, 'node_modules', name, 'package.json');
  if (!existsSync(file)) throw new Error(`${name} is not installed (expected ${file}); run npm install`);
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}
