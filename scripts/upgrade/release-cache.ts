/**
 * Candidate releases of the documented packages, outside the project tree (the project's own
 * node_modules must keep the pinned release): package tarballs unpacked under
 * `$VENDURE_DOCS_CACHE` (default `~/.cache/vendure-docs`)/releases/<name>@<version>/, which needs
 * no install, and a full install of the candidate under .../installs/<version>/ for compiling
 * samples, tried once per version. Both are kept, so a second report runs offline.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

export function cacheRoot(env: NodeJS.ProcessEnv = process.env): string {
  return env.VENDURE_DOCS_CACHE ?? join(env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'vendure-docs');
}

export type Fetched = { ok: true; dir: string } | { ok: false; reason: string };

function npm(args: string[], cwd: string): { ok: boolean; output: string } {
  const result = spawnSync('npm', args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return { ok: result.status === 0, output: `${result.stdout ?? ''}${result.stderr ?? ''}` };
}

/** The first line of npm's output that says what went wrong. */
function npmReason(output: string): string {
  const lines = output.split('\n');
  const line = lines.find((l) => /No matching version|404 Not Found/i.test(l)) ?? lines.find((l) => /ERESOLVE|code E/i.test(l)) ?? lines.filter(Boolean).pop() ?? '';
  return line.replace(/^npm (error|ERR!)\s*/i, '').trim();
}

/** The unpacked tarball of `name@version` (its `package/` folder), fetched on first use. */
export function packageAt(name: string, version: string, root = cacheRoot()): Fetched {
  const dir = join(root, 'releases', `${name.replace('/', '+')}@${version}`);
  const unpacked = join(dir, 'package');
  const missing = join(dir, 'MISSING');
  if (existsSync(join(unpacked, 'package.json'))) return { ok: true, dir: unpacked };
  if (existsSync(missing)) return { ok: false, reason: readFileSync(missing, 'utf8') };
  mkdirSync(dir, { recursive: true });
  const listed = npm(['view', name, 'versions', '--json'], dir);
  if (!listed.ok) return { ok: false, reason: `the registry did not answer for ${name} (${npmReason(listed.output)})` };
  const versions = JSON.parse(listed.output) as string[] | string;
  if (!(Array.isArray(versions) ? versions : [versions]).includes(version)) {
    const minor = version.replace(/^(\d+\.\d+)\..*$/, '$1.');
    const sameMinor = (Array.isArray(versions) ? versions : [versions]).filter((v) => v.startsWith(minor));
    const reason = `${name} has no ${version} build on the registry${sameMinor.length ? ` (its ${minor}x builds: ${sameMinor.slice(-2).join(', ')})` : ` (nor any ${minor}x build)`}`;
    writeFileSync(missing, reason);
    return { ok: false, reason };
  }
  const packed = npm(['pack', `${name}@${version}`, '--pack-destination', dir], dir);
  const tarball = readdirSync(dir).find((f) => f.endsWith('.tgz'));
  if (!packed.ok || !tarball) return { ok: false, reason: `${name}@${version} could not be fetched (${npmReason(packed.output)})` };
  const untar = spawnSync('tar', ['-xzf', tarball], { cwd: dir, encoding: 'utf8' });
  rmSync(join(dir, tarball));
  if (untar.status !== 0) return { ok: false, reason: `${name}@${version}: the tarball did not unpack (${untar.stderr.trim()})` };
  return { ok: true, dir: unpacked };
}

/** A project with `specs` (name@version) installed for the candidate `version`, or why there is none. */
export function installAt(specs: string[], version: string, root = cacheRoot()): Fetched {
  const dir = join(root, 'installs', version);
  const failed = join(dir, 'FAILED');
  if (existsSync(join(dir, 'node_modules', '@vendure', 'core', 'package.json'))) return { ok: true, dir };
  if (existsSync(failed)) return { ok: false, reason: readFileSync(failed, 'utf8') };
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'candidate', private: true }));
  const installed = npm(['install', '--no-audit', '--no-fund', '--ignore-scripts', ...specs], dir);
  if (installed.ok) return { ok: true, dir };
  const reason = `npm could not install the candidate (${npmReason(installed.output)})`;
  writeFileSync(failed, reason);
  return { ok: false, reason };
}

/** The newest version of `name` that `range` allows, as the registry says (undefined: none). */
export function resolveVersion(name: string, range: string): string | undefined {
  const viewed = npm(['view', `${name}@${range}`, 'version', '--json'], process.cwd());
  if (!viewed.ok || !viewed.output.trim()) return undefined;
  const value = JSON.parse(viewed.output) as string | string[];
  return Array.isArray(value) ? value[value.length - 1] : value;
}
