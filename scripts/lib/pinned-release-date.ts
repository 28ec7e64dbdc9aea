/**
 * A stable "last updated" date for generated reference pages: the day the installed version of a
 * package was pinned in package.json (the commit that introduced `"<pkg>": "<version>"`).
 *
 * Generated pages are not tracked by git, so Docusaurus cannot date them itself; the build time
 * would change on every build and say nothing about the content. The pin date changes exactly when
 * the documented release does. One `git log` call per package, cheap; outside a git checkout the
 * install time of the package is used instead.
 */
import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const require = createRequire(join(process.cwd(), 'package.json'));

export function pinnedReleaseDate(pkg: string): string {
  const manifest = require.resolve(`${pkg}/package.json`);
  const { version } = require(manifest) as { version: string };
  try {
    const out = execFileSync('git', ['log', '-1', '--format=%cs', '-S', `"${pkg}": "${version}"`, '--', 'package.json'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    if (/^\d{4}-\d{2}-\d{2}$/.test(out)) return out;
  } catch {
    // Not a git checkout (e.g. a source tarball): fall through to the install time.
  }
  return statSync(manifest).mtime.toISOString().slice(0, 10);
}
