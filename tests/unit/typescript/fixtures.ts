/**
 * Loads the small fixture packages of tests/fixtures/typescript/ into generator input, the way the
 * I/O step would (paths relative to the package, a repository path per file).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import type { GenerateInput } from '../../../generators/typescript/generate-reference';
import { inferredTypeTargets } from '../../../generators/typescript/jsdoc-ranges';
import type { InputPackage } from '../../../generators/typescript/types';
import type { ReferenceSection } from '../../../config/reference-packages';

export const fixturesDir = join(__dirname, '..', '..', 'fixtures', 'typescript');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? files(full) : [full];
  });
}

export function fixturePackage(folder: string, name: string, section: ReferenceSection, repoDir: string): InputPackage {
  const root = join(fixturesDir, folder);
  return {
    name,
    version: '3.7.3',
    section,
    files: files(root)
      .filter((f) => /\.tsx?$/.test(f))
      .sort()
      .map((f) => {
        const path = relative(root, f).split('\\').join('/');
        const srcPath = path.replace(/^(dist|lib)\//, '').replace(/\.d\.ts$/, '.ts');
        return { path, text: readFileSync(f, 'utf8'), repoPath: `${repoDir}/${srcPath}` };
      }),
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
