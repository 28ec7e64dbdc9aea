/**
 * Loads the small fixture packages of tests/fixtures/typescript/ into generator input, the way the
 * I/O step would (paths relative to the package, a repository path per file).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import type { GenerateInput } from '../../../generators/typescript/generate-reference';
import { inferredTypeTargets } from '../../../generators/typescript/jsdoc-ranges';
import type { CompiledFile, InputPackage } from '../../../generators/typescript/types';
import type { ReferenceSection } from '../../../config/reference-packages';

export const fixturesDir = join(__dirname, '..', '..', 'fixtures', 'typescript');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? files(full) : [full];
  });
}

/** A compiled file of the fixture package and its source map, if there is one. */
function compiled(root: string, file: string): CompiledFile {
  const map = `${file}.map`;
  return { path: posix(relative(root, file)), text: readFileSync(file, 'utf8'), map: existsSync(map) ? readFileSync(map, 'utf8') : undefined };
}

const posix = (p: string): string => p.split('\\').join('/');

/**
 * A `.d.ts` comes with the `.js` (and `.js.map`) emitted beside it, and the package with its
 * `fesm2022` bundles, as the I/O step reads them. The compiled fixtures are tsc's output for the
 * sources in tests/fixtures/typescript/sources/ (their maps' `sources` pointed at `../src/`).
 */
export function fixturePackage(folder: string, name: string, section: ReferenceSection, repoDir: string): InputPackage {
  const root = join(fixturesDir, folder);
  const all = files(root).sort();
  const bundles = all.filter((f) => f.endsWith('.mjs')).map((f) => compiled(root, f));
  return {
    name,
    version: '3.7.3',
    section,
    files: all
      .filter((f) => /\.tsx?$/.test(f))
      .map((f) => {
        const path = posix(relative(root, f));
        const srcPath = path.replace(/^(dist|lib)\//, '').replace(/\.d\.ts$/, '.ts');
        const js = f.replace(/\.d\.ts$/, '.js');
        return {
          path,
          text: readFileSync(f, 'utf8'),
          repoPath: `${repoDir}/${srcPath}`,
          ...(js !== f && existsSync(js) ? { compiled: compiled(root, js) } : {}),
        };
      }),
    ...(bundles.length ? { bundles } : {}),
  };
}

/**
 * Stands in for the checker: every node the source leaves untyped gets the type a checker would
 * infer for this fixture (`string` for the hook's return value, `boolean` for `loud = false`).
 */
export function fixtureHints(pkg: InputPackage, types: string[]): InputPackage {
  const typeHints: NonNullable<InputPackage['typeHints']> = {};
  for (const file of pkg.files) {
    if (file.path.endsWith('.d.ts')) continue;
    const sf = ts.createSourceFile(file.path, file.text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
    const own: Record<number, string> = {};
    inferredTypeTargets(sf).forEach((node, i) => {
      own[node.getStart(sf)] = types[i] ?? 'unknown';
    });
    typeHints[file.path] = own;
  }
  return { ...pkg, typeHints };
}

export function fixtureInput(): GenerateInput {
  return {
    packages: [
      fixturePackage('core', '@fixture/core', 'typescript-api', 'packages/core/src'),
      fixturePackage('plugin', '@fixture/postcard-plugin', 'core-plugins', 'packages/postcard-plugin/src'),
      fixtureHints(fixturePackage('ui', '@fixture/ui', 'dashboard', 'packages/ui'), ['string', 'boolean']),
    ],
    stateMachines: [
      {
        stateType: 'LightState',
        processName: 'defaultLightProcess',
        file: '@fixture/core/dist/default-light-process.js',
        text: readFileSync(join(fixturesDir, 'core', 'dist', 'default-light-process.js'), 'utf8'),
      },
    ],
    siteDocs: [{ path: 'guides/developer-guide/postcards.mdx', text: '---\ntitle: Postcards\n---\n\n## Setup\n\nText.\n' }],
    today: '2030-01-01',
  };
}
