/**
 * Reads one release for the "What changed" comparison: its documented packages with the TypeScript
 * reference's own reader and parser (from node_modules for the pinned versions, from
 * `.cache/releases/` for earlier ones), and its final Admin and Shop schemas.
 *
 * Every release is read the same way, the pinned one included: without the checker's inferred
 * types (which need each release's whole dependency tree), so a difference is never an artefact of
 * reading one side differently.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { GraphQLSchema } from 'graphql';
import { referencePackages, type ReferencePackage } from '../../config/reference-packages';
import type { ReleaseModel } from '../../generators/api-changes';
import type { ReleaseSelection } from '../../generators/api-changes/releases';
import { parsePackage } from '../../generators/typescript/generate-reference';
import { placeUncategorized } from '../../generators/typescript/parse-declarations';
import type { DocDeclaration } from '../../generators/typescript/types';
import { releaseDir, releaseSchemaFile } from '../lib/release-cache';
import { schemaFromSdl, vendureSchema } from '../lib/vendure-schema';
import { readPackage } from './typescript-reference';

const root = process.cwd();
const parsedDir = join(root, '.cache', 'api-changes', 'parsed');

/** The files of an unpacked package that the reader reads: what the releases cache keeps. */
export function readSideFiles(name: string, dir: string): string[] {
  const config = referencePackages.find((p) => p.name === name);
  if (!config) throw new Error(`${name} is not a documented package`);
  const { input } = readPackage(config, dir);
  const files: string[] = [];
  for (const file of input.files) {
    files.push(file.path);
    if (file.compiled) files.push(file.compiled.path, ...(file.compiled.map === undefined ? [] : [`${file.compiled.path}.map`]));
  }
  for (const bundle of input.bundles ?? []) files.push(bundle.path, `${bundle.path}.map`);
  return files;
}

function packagesOf(selection: ReleaseSelection, version: string): Record<string, string> {
  for (const pair of selection.pairs) for (const r of [pair.from, pair.to]) if (r.version === version) return r.packages;
  throw new Error(`release ${version} is not compared`);
}

async function schemasOf(version: string, pin: string): Promise<ReleaseModel['schemas']> {
  if (version === pin) return { admin: await vendureSchema('admin'), shop: await vendureSchema('shop') };
  const problem = releaseSchemaFile(version, 'problem');
  if (existsSync(problem)) return { problem: `the schemas of @vendure/core ${version} could not be built: ${readFileSync(problem, 'utf8').split('\n')[0]}` };
  const schemas: Record<string, GraphQLSchema> = {};
  for (const api of ['admin', 'shop'] as const) {
    const file = releaseSchemaFile(version, api);
    if (!existsSync(file)) return { problem: `${file} is missing; delete its folder in .cache/releases/ to fetch it again` };
    schemas[api] = schemaFromSdl(readFileSync(file, 'utf8'), file);
  }
  return schemas;
}

/** Hash of the code that reads and parses a package: a change to it invalidates the parsed copies. */
function parserHash(): string {
  const hash = createHash('sha256');
  const dir = join(root, 'generators', 'typescript');
  const files = [...readdirSync(dir).sort().map((f) => join(dir, f)), join(root, 'config', 'reference-packages.ts'), join(root, 'scripts', 'steps', 'typescript-reference.ts')];
  for (const f of files) hash.update(f).update('\0').update(readFileSync(f)).update('\0');
  return hash.digest('hex').slice(0, 12);
}

// Sets and maps of a declaration survive the JSON round trip as arrays.
const toJson = (_key: string, value: unknown) => (value instanceof Set ? { $set: [...value] } : value instanceof Map ? { $map: [...value] } : value);
const fromJson = (_key: string, value: unknown) => {
  if (value && typeof value === 'object' && '$set' in value) return new Set((value as { $set: unknown[] }).$set);
  if (value && typeof value === 'object' && '$map' in value) return new Map((value as { $map: [unknown, unknown][] }).$map);
  return value;
};

/**
 * One package's documented declarations, parsed once per version and parser: parsing the four
 * releases takes 10–30 s, which a change to the comparison or its pages should not cost again.
 */
function parsedPackage(config: ReferencePackage, version: string, pkgRoot: string | undefined, hash: string, used: Set<string>): DocDeclaration[] {
  const file = join(parsedDir, `${config.name.replace(/[@/]/g, '_')}@${version}-${hash}.json`);
  used.add(file);
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'), fromJson) as DocDeclaration[];
  const { declarations } = parsePackage(readPackage(config, pkgRoot).input);
  mkdirSync(parsedDir, { recursive: true });
  writeFileSync(file, JSON.stringify(declarations, toJson));
  return declarations;
}

export async function readRelease(selection: ReleaseSelection, version: string, pinned: Record<string, string>, used: Set<string>): Promise<ReleaseModel> {
  const packages = packagesOf(selection, version);
  const hash = parserHash();
  const parsed = referencePackages
    .filter((p) => packages[p.name] !== undefined)
    .flatMap((p) => parsedPackage(p, packages[p.name], packages[p.name] === pinned[p.name] ? undefined : releaseDir(p.name, packages[p.name]), hash, used));
  // Warnings about doc comments belong to the reference step, which reports them for the pin.
  const declarations = placeUncategorized(parsed, []);
  return { declarations, schemas: await schemasOf(version, selection.pin) };
}

/** Removes parsed copies no release of this run used (other versions or parser code). */
export function pruneParsed(used: Set<string>): void {
  if (!existsSync(parsedDir)) return;
  for (const name of readdirSync(parsedDir)) if (!used.has(join(parsedDir, name))) rmSync(join(parsedDir, name));
}
