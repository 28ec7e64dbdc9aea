/**
 * I/O step of the TypeScript reference: reads the pinned packages from node_modules, asks the
 * checker for the types the dashboard's shipped sources leave implicit, runs the pure generator and
 * writes docs/reference/{typescript-api,core-plugins,admin-ui-api,dashboard}/.
 *
 * The generated files are cached in .cache/typescript-reference/ under a key made of the installed
 * package versions, the generator's own sources and the routes of the site's other pages, so an
 * unchanged re-run only compares files. The compiler and the generator are loaded only on a miss.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import {
  generatedSections,
  handwrittenReference,
  referencePackages,
  stateMachineSources,
  type ReferencePackage,
  type ReferenceSourceDir,
} from '../../config/reference-packages';
import type { OutputFile } from '../../generators/output-file';
import type { GenerateInput, HandwrittenCategory, ParsedPackage, StateMachineSource } from '../../generators/typescript/generate-reference';
import { siteRoutesFromDocs, type SiteDoc } from '../../generators/typescript/site-links';
import type { CompiledFile, InputFile, InputPackage, Warning } from '../../generators/typescript/types';
import { installedVersion } from '../lib/installed-version';
import { referenceMarks } from '../lib/reference-marks';
import { describeSummary, writeOutput } from '../lib/write-output';
import type { TypeHints } from './typescript-reference-hints';

const root = process.cwd();
const cacheDir = join(root, '.cache', 'typescript-reference');

function packageRoot(name: string): string {
  return join(root, 'node_modules', name);
}

function listFiles(dir: string, accept: (file: string) => boolean): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    if (name === 'node_modules') continue;
    const full = join(dir, name);
    if (statSync(full).isDirectory()) out.push(...listFiles(full, accept));
    else if (accept(full)) out.push(full);
  }
  return out;
}

const toPosix = (p: string): string => p.split('\\').join('/');

/** A bundle of the package (Angular packages ship one per entry point) and the sources its map names. */
interface Bundle {
  path: string;
  map: string;
  sources: string[];
}

function mapSources(file: string, map: string): string[] {
  try {
    return ((JSON.parse(map) as { sources?: string[] }).sources ?? []).map((s) => s.replace(/^(\.\.\/)+/, ''));
  } catch (error) {
    throw new Error(`${file} is not a readable source map: ${error instanceof Error ? error.message : String(error)}`);
  }
}

function readBundles(pkgRoot: string): Bundle[] {
  const out: Bundle[] = [];
  for (const dir of ['fesm2022', 'fesm2020', 'fesm2015']) {
    for (const file of listFiles(join(pkgRoot, dir), (f) => f.endsWith('.mjs') && existsSync(`${f}.map`))) {
      const map = readFileSync(`${file}.map`, 'utf8');
      out.push({ path: file, map, sources: mapSources(`${file}.map`, map) });
    }
  }
  return out;
}

/** The `.js` a `.d.ts` was emitted with, and its source map, when the package ships them. */
function compiledSibling(file: string, pkgRoot: string): CompiledFile | undefined {
  const js = file.replace(/\.d\.ts$/, '.js');
  if (js === file || !existsSync(js)) return undefined;
  const map = `${js}.map`;
  return { path: toPosix(relative(pkgRoot, js)), text: readFileSync(js, 'utf8'), map: existsSync(map) ? readFileSync(map, 'utf8') : undefined };
}

/** Repository path of the source a package file was built from (`.tsx` when a source map says so). */
function repoPathOf(file: string, source: ReferenceSourceDir, pkgRoot: string, bundleSources: string[]): string {
  const rel = toPosix(relative(join(pkgRoot, source.dir), file));
  if (source.kind === 'source') return `${source.repoDir}/${rel}`;
  const base = rel.replace(/\.d\.ts$/, '');
  let ext = '.ts';
  const siblingMap = file.replace(/\.d\.ts$/, '.js.map');
  if (existsSync(siblingMap)) {
    const first = (JSON.parse(readFileSync(siblingMap, 'utf8')) as { sources?: string[] }).sources?.[0];
    if (first?.endsWith('.tsx')) ext = '.tsx';
  } else if (bundleSources.some((s) => s.endsWith(`/${base}.tsx`))) {
    ext = '.tsx';
  }
  return `${source.repoDir}/${base}${ext}`;
}

export interface ReadPackage {
  input: InputPackage;
  /** Files skipped by the config's exclude patterns, with the reason. */
  excluded: { path: string; reason: string; text: string }[];
  /** Absolute paths of the `.ts`/`.tsx` sources read (for the checker). */
  sourceFiles: string[];
}

/**
 * Reads a documented package from `pkgRoot`: the installed one by default, or an earlier release
 * from the releases cache (the "What changed" pages read both sides with this same function).
 */
export function readPackage(pkg: ReferencePackage, pkgRoot = packageRoot(pkg.name)): ReadPackage {
  const version =
    pkgRoot === packageRoot(pkg.name)
      ? installedVersion(pkg.name)
      : (JSON.parse(readFileSync(join(pkgRoot, 'package.json'), 'utf8')) as { version: string }).version;
  const files: InputFile[] = [];
  const excluded: ReadPackage['excluded'] = [];
  const sourceFiles: string[] = [];
  const bundles = readBundles(pkgRoot);
  const bundleSources = bundles.flatMap((b) => b.sources);
  for (const source of pkg.sources) {
    const accept =
      source.kind === 'declarations'
        ? (f: string) => f.endsWith('.d.ts')
        : (f: string) => /\.tsx?$/.test(f) && !f.endsWith('.d.ts') && !/\.(spec|test|stories)\.tsx?$/.test(f);
    for (const file of listFiles(join(pkgRoot, source.dir), accept)) {
      const text = readFileSync(file, 'utf8');
      // Only files that mention a docs tag can contribute a page.
      if (!text.includes('@docs')) continue;
      const path = toPosix(relative(pkgRoot, file));
      const rule = pkg.exclude?.find((e) => e.pattern.test(`/${path}`));
      if (rule) {
        excluded.push({ path, reason: rule.reason, text });
        continue;
      }
      const compiled = source.kind === 'declarations' ? compiledSibling(file, pkgRoot) : undefined;
      files.push({ path, text, repoPath: repoPathOf(file, source, pkgRoot, bundleSources), ...(compiled ? { compiled } : {}) });
      if (source.kind === 'source') sourceFiles.push(file);
    }
  }
  // Only the bundles built from a documented file are worth reading and parsing.
  const used: CompiledFile[] = bundles
    .filter((b) => files.some((f) => b.sources.some((s) => f.repoPath.endsWith(`/${s}`))))
    .map((b) => ({ path: toPosix(relative(pkgRoot, b.path)), text: readFileSync(b.path, 'utf8'), map: b.map }));
  const input: InputPackage = { name: pkg.name, version, section: pkg.section, files, ...(used.length ? { bundles: used } : {}) };
  return { input, excluded, sourceFiles };
}

/** Cached per package version and per version of the code that picks and infers the types. */
function hintsCacheFile(pkg: ReadPackage): string {
  const code = createHash('sha256');
  for (const f of ['generators/typescript/jsdoc-ranges.ts', 'scripts/steps/typescript-reference-hints.ts', 'config/reference-packages.ts']) {
    code.update(readFileSync(join(root, f)));
  }
  const name = pkg.input.name.replace(/[@/]/g, '_');
  return join(cacheDir, `hints-${name}-${pkg.input.version}-${code.digest('hex').slice(0, 12)}.json`);
}

/** Checker-inferred types of a source package, from the cache or from a worker thread. */
async function typeHints(pkg: ReadPackage): Promise<TypeHints> {
  const file = hintsCacheFile(pkg);
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as TypeHints;
  const { computeTypeHintsInWorker } = await import('./typescript-reference-hints');
  const hints = await computeTypeHintsInWorker(packageRoot(pkg.input.name), pkg.sourceFiles);
  mkdirSync(cacheDir, { recursive: true });
  const prefix = `hints-${pkg.input.name.replace(/[@/]/g, '_')}-`;
  for (const old of readdirSync(cacheDir)) if (old.startsWith(prefix)) rmSync(join(cacheDir, old));
  writeFileSync(file, JSON.stringify(hints));
  return hints;
}

function readHandwritten(): HandwrittenCategory[] {
  return handwrittenReference.map((h) => {
    const dir = join(root, h.dir);
    const files: OutputFile[] = listFiles(dir, () => true).map((f) => ({
      path: toPosix(relative(dir, f)),
      content: readFileSync(f, 'utf8'),
    }));
    if (files.length === 0) throw new Error(`${h.dir} holds no pages (needed because ${h.reason})`);
    return { section: h.section, category: h.category, label: h.label, files };
  });
}

/**
 * The site's other pages, for checking the site-absolute links doc comments contain: everything
 * under docs/ except the folders this step writes.
 */
function readSiteDocs(): SiteDoc[] {
  const docsDir = join(root, 'docs');
  const own = generatedSections.map((s) => `reference/${s}/`);
  return listFiles(docsDir, (f) => /\.mdx?$/.test(f))
    .map((f) => ({ path: toPosix(relative(docsDir, f)), file: f }))
    .filter((d) => !own.some((prefix) => d.path.startsWith(prefix)))
    .map((d) => ({ path: d.path, text: readFileSync(d.file, 'utf8') }));
}

function readStateMachines(): StateMachineSource[] {
  return stateMachineSources.map((s) => ({
    stateType: s.stateType,
    processName: s.processName,
    file: `${s.packageName}/${s.file}`,
    text: readFileSync(join(packageRoot(s.packageName), s.file), 'utf8'),
  }));
}

/** Hash of the generator's code and config: a change to either invalidates the cache. */
function codeHash(): string {
  const hash = createHash('sha256');
  const files = [
    ...listFiles(join(root, 'generators', 'typescript'), (f) => f.endsWith('.ts')),
    // The marks are rendered with the release comparison's helpers.
    ...listFiles(join(root, 'generators', 'api-changes'), (f) => f.endsWith('.ts')),
    join(root, 'config', 'reference-packages.ts'),
    // Signature blocks are highlighted with the build's own token markup.
    join(root, 'generators', 'code-highlighting', 'highlight-to-html.ts'),
    join(root, 'scripts', 'steps', 'typescript-reference.ts'),
    join(root, 'scripts', 'steps', 'typescript-reference-hints.ts'),
    ...handwrittenReference.flatMap((h) => listFiles(join(root, h.dir), () => true)),
  ];
  for (const f of files) hash.update(toPosix(relative(root, f))).update('\0').update(readFileSync(f)).update('\0');
  return hash.digest('hex');
}

export function formatWarning(w: Warning): string {
  return `${w.file}${w.line ? `:${w.line}` : ''}: ${w.message}`;
}

export interface CollectedInput {
  input: GenerateInput;
  excluded: { pkg: string; path: string; reason: string; text: string }[];
}

function baseInput(read: ReadPackage[], siteDocs: SiteDoc[]): CollectedInput {
  return {
    input: {
      packages: read.map((r) => r.input),
      stateMachines: readStateMachines(),
      handwritten: readHandwritten(),
      siteDocs,
      today: new Date().toISOString().slice(0, 10),
    },
    excluded: read.flatMap((r) => r.excluded.map((e) => ({ pkg: r.input.name, ...e }))),
  };
}

/**
 * Everything the generator needs, read from disk. `withTypeHints: false` skips the checker (the
 * coverage test only needs declarations and routes, which do not depend on inferred types).
 */
export async function collectInput(options: { withTypeHints?: boolean } = {}): Promise<CollectedInput> {
  const read = referencePackages.map((p) => readPackage(p));
  if (options.withTypeHints !== false) {
    for (const pkg of read) if (pkg.sourceFiles.length) pkg.input.typeHints = await typeHints(pkg);
  }
  return baseInput(read, readSiteDocs());
}

interface CachedRun {
  files: [string, OutputFile[]][];
  summary: string[];
  warnings: string[];
}

function write(files: Map<string, OutputFile[]>): string[] {
  return generatedSections.map((section) => {
    const dir = join(root, 'docs', 'reference', section);
    return describeSummary(dir, writeOutput(dir, files.get(section) ?? []));
  });
}

export async function runTypescriptReference(): Promise<string[]> {
  const versions = referencePackages.map((p) => `${p.name}@${installedVersion(p.name)}`);
  const siteDocs = readSiteDocs();
  // Links into the rest of the site depend on which pages and headings exist, so those are part of
  // the key (their prose is not: editing a guide's text does not change any reference page).
  const siteKey = JSON.stringify([...siteRoutesFromDocs(siteDocs)].map(([route, anchors]) => [route, anchors && [...anchors.keys()]]));
  // The release comparison's marks ("Added in 3.7") are part of the pages too.
  const marks = referenceMarks().typescript;
  const key = createHash('sha256').update(versions.join('\n')).update(codeHash()).update(siteKey).update(JSON.stringify(marks)).digest('hex').slice(0, 16);
  const cacheFile = join(cacheDir, `output-${key}.json`);
  if (existsSync(cacheFile)) {
    const cached = JSON.parse(readFileSync(cacheFile, 'utf8')) as CachedRun;
    for (const w of cached.warnings) console.warn(`[generate] warning: ${w}`);
    return ['cache hit (same package versions, generator and site routes)', ...cached.summary, ...write(new Map(cached.files))];
  }

  const { generateReference, parsePackage } = await import('../../generators/typescript/generate-reference');
  const read = referencePackages.map((p) => readPackage(p));
  // The checker works on the dashboard's sources in a worker while this thread parses the rest.
  const hinted = read.filter((r) => r.sourceFiles.length > 0);
  const hintsDone = Promise.all(hinted.map(async (r) => (r.input.typeHints = await typeHints(r))));
  const parsed = new Map<InputPackage, ParsedPackage>();
  for (const r of read) if (r.sourceFiles.length === 0) parsed.set(r.input, parsePackage(r.input));
  await hintsDone;

  const { input } = baseInput(read, siteDocs);
  const result = generateReference({ ...input, parsed, marks });
  const warnings = result.warnings.map(formatWarning);
  for (const w of warnings) console.warn(`[generate] warning: ${w}`);
  if (result.collisions.length) {
    throw new Error(`routes collide:\n  ${result.collisions.join('\n  ')}`);
  }
  const perSection = generatedSections.map((s) => `${s}: ${result.pages.filter((p) => p.section === s).length} declaration pages`);
  const summary = [
    `${result.declarations.length} documented declarations from ${input.packages.length} packages (${versions.join(', ')})`,
    ...perSection,
    `${warnings.length} warnings`,
  ];
  mkdirSync(cacheDir, { recursive: true });
  // Only the latest run is worth keeping; older outputs belong to other versions or code.
  for (const old of readdirSync(cacheDir)) if (old.startsWith('output-')) rmSync(join(cacheDir, old));
  const cached: CachedRun = { files: [...result.files], summary, warnings };
  writeFileSync(cacheFile, JSON.stringify(cached));
  return [...summary, ...write(result.files)];
}
