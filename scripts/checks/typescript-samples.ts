/**
 * Type-checks the ```ts / ```tsx samples of the docs against the installed @vendure/* packages.
 *
 * Every block is its own module in a virtual project per page: a block whose title is a file path
 * (`title="src/vendure-config.ts"`) sits at that path, so `import { config } from './vendure-config'`
 * in a later block of the same page resolves to it; other blocks get a name of their own. Nothing is
 * written to disk: a compiler host serves the virtual files and reads everything else (node_modules)
 * from the file system, and a single program checks all blocks at once.
 */
import type { GraphQLSchema } from 'graphql';
import { readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import ts from 'typescript';
import type { CodeBlock } from './markdown-code-blocks';
import { adminExtensionSdl, graphqlEnvSource, pageAdminSchema } from './page-graphql-env';
import { emptyOutcome, location, type CheckOutcome } from './outcome';

export const TYPESCRIPT_LANGS = new Set(['ts', 'tsx', 'typescript']);
export const NO_CHECK = 'no-check';

/** A module path such as src/plugins/x/x.plugin.ts (no spaces, no "..", a TS extension). */
const FILE_PATH_TITLE = /^(?:[\w@.-]+\/)*[\w@.-]+\.(?:ts|tsx|mts|cts)$/;

/**
 * One compiler setting for every sample. It follows the tsconfig.json of a project made by
 * @vendure/create (Node's module rules, under which these .ts files are CommonJS as in that project;
 * decorators with metadata) and adds what its dashboard extensions use (React JSX, the DOM library,
 * the `@/gql` and `@/vdb/*` aliases of tsconfig.dashboard.json, and Vite for vite.config.ts; `@/gql` is the graphql.ts that
 * the dashboard package ships, typed against the default Admin API). All of `strict` is on, even
 * strictPropertyInitialization that the generated project turns off, so a sample that passes here
 * compiles there too.
 */
export function sampleCompilerOptions(root: string): ts.CompilerOptions {
  const dashboard = join(root, 'node_modules', '@vendure', 'dashboard', 'src', 'lib');
  return {
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    target: ts.ScriptTarget.ES2022,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    jsx: ts.JsxEmit.ReactJSX,
    strict: true,
    esModuleInterop: true,
    allowSyntheticDefaultImports: true,
    experimentalDecorators: true,
    emitDecoratorMetadata: true,
    useDefineForClassFields: false,
    skipLibCheck: true,
    noEmit: true,
    types: ['node'],
    // Each block is a module of its own, even without import/export.
    moduleDetection: ts.ModuleDetectionKind.Force,
    baseUrl: root,
    paths: {
      '@/gql': [join(dashboard, 'graphql', 'graphql.ts')],
      '@/vdb/*': [join(dashboard, '*')],
      // A project's vite.config.ts imports Vite, a devDependency of every project with the Dashboard;
      // here it is the copy the dashboard package resolves (nested or hoisted), so the config is checked against its Vite.
      vite: [join(dirname(require.resolve('vite/package.json', { paths: [join(root, 'node_modules', '@vendure', 'dashboard')] })), 'dist', 'node', 'index.d.ts')],
    },
  };
}

interface VirtualModule {
  block: CodeBlock;
  /** Absolute virtual path. */
  path: string;
}

/**
 * Where each block lives in its page's virtual project. When a page shows the same file twice (a
 * "before" and an "after"), the last one keeps the path, since later imports mean the final file,
 * and earlier ones get a line suffix in the same folder.
 */
export function placeBlocks(root: string, blocks: CodeBlock[]): VirtualModule[] {
  const byPage = new Map<string, CodeBlock[]>();
  for (const block of blocks) byPage.set(block.file, [...(byPage.get(block.file) ?? []), block]);
  const modules: VirtualModule[] = [];
  for (const [file, pageBlocks] of byPage) {
    const base = join(root, '.doc-samples', file);
    const named = pageBlocks.map((block) => {
      const title = block.meta.get('title');
      const wanted = typeof title === 'string' ? posix.normalize(title.trim()) : '';
      const isPath = FILE_PATH_TITLE.test(wanted) && !wanted.startsWith('..');
      const extension = block.lang === 'tsx' ? '.tsx' : '.ts';
      return isPath ? wanted : `sample-line-${block.line}${extension}`;
    });
    named.forEach((name, index) => {
      const isLast = named.lastIndexOf(name) === index;
      const unique = isLast ? name : name.replace(/(\.[cm]?tsx?)$/, `.line-${pageBlocks[index].line}$1`);
      modules.push({ block: pageBlocks[index], path: join(base, unique) });
    });
  }
  return modules;
}

function virtualHost(options: ts.CompilerOptions, files: Map<string, string>): ts.CompilerHost {
  const host = ts.createCompilerHost(options, true);
  const dirs = new Set<string>();
  for (const path of files.keys()) {
    for (let dir = posix.dirname(path); !dirs.has(dir) && dir !== posix.dirname(dir); dir = posix.dirname(dir)) dirs.add(dir);
  }
  const { getSourceFile, fileExists, readFile, directoryExists, realpath } = host;
  return {
    ...host,
    fileExists: (path) => files.has(path) || fileExists.call(host, path),
    readFile: (path) => files.get(path) ?? readFile.call(host, path),
    directoryExists: (dir) => dirs.has(dir) || (directoryExists?.call(host, dir) ?? ts.sys.directoryExists(dir)),
    realpath: (path) => (files.has(path) ? path : realpath ? realpath.call(host, path) : path),
    getSourceFile: (path, languageVersion, onError, shouldCreate) => {
      const text = files.get(path);
      if (text !== undefined) return ts.createSourceFile(path, text, languageVersion, true);
      return getSourceFile.call(host, path, languageVersion, onError, shouldCreate);
    },
  };
}

function describe(diagnostic: ts.Diagnostic): string {
  return `TS${diagnostic.code}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`;
}

export interface TypeScriptCheckOptions {
  /** Repository root: node_modules is looked up from here. */
  root: string;
  /**
   * The core Admin schema. With it, a page whose Dashboard code imports `@/gql` and whose plugin
   * extends the Admin API is compiled on its own, with `@/gql` typed against core + that extension.
   */
  adminSchema?: GraphQLSchema;
}

interface ProgramGroup {
  modules: VirtualModule[];
  /** Virtual files besides the samples (a page's graphql.ts and graphql-env.d.ts). */
  extraFiles: Map<string, string>;
  /** The `@/gql` module of this group, when it is the page's own. */
  gqlModule?: string;
}

const IMPORTS_GQL = /from\s+['"]@\/gql['"]/;

/**
 * One program for all samples, except pages that type Dashboard documents against their own schema
 * extension: each gets a program whose `@/gql` is generated from that schema, as `gqlOutputPath`
 * does in a project.
 */
export function programGroups(root: string, modules: VirtualModule[], adminSchema?: GraphQLSchema): ProgramGroup[] {
  const shared: ProgramGroup = { modules: [], extraFiles: new Map() };
  const own = new Map<string, ProgramGroup>();
  const byPage = new Map<string, VirtualModule[]>();
  for (const module of modules) byPage.set(module.block.file, [...(byPage.get(module.block.file) ?? []), module]);
  for (const [file, pageModules] of byPage) {
    const sdl = adminSchema && pageModules.some((m) => IMPORTS_GQL.test(m.block.code)) ? adminExtensionSdl(pageModules.map((m) => m.block)) : '';
    if (!adminSchema || sdl === '') {
      shared.modules.push(...pageModules);
      continue;
    }
    const dir = join(root, '.doc-samples', file, '.gql');
    const gqlModule = join(dir, 'graphql.ts');
    const dashboardGraphql = readFileSync(join(root, 'node_modules', '@vendure', 'dashboard', 'src', 'lib', 'graphql', 'graphql.ts'), 'utf8');
    own.set(file, {
      modules: pageModules,
      gqlModule,
      extraFiles: new Map([
        [gqlModule, dashboardGraphql],
        [join(dir, 'graphql-env.d.ts'), graphqlEnvSource(pageAdminSchema(adminSchema, sdl))],
      ]),
    });
  }
  return [...(shared.modules.length > 0 ? [shared] : []), ...own.values()];
}

/**
 * Checks every TypeScript block of `blocks` (others are ignored). A block fails when the compiler
 * reports anything for it; each problem names the page, line and column of the error.
 */
export function checkTypeScriptSamples(blocks: CodeBlock[], { root, adminSchema }: TypeScriptCheckOptions): CheckOutcome {
  const outcome = emptyOutcome('TypeScript samples');
  const samples = blocks.filter((block) => TYPESCRIPT_LANGS.has(block.lang));
  const checked = samples.filter((block) => {
    if (!block.meta.has(NO_CHECK)) return true;
    outcome.skipped++;
    outcome.notes.push(`not compiled (${NO_CHECK}): ${location(block.file, block.line)}`);
    return false;
  });
  const modules = placeBlocks(root, checked);
  const failedBlocks = new Set<CodeBlock>();
  for (const group of programGroups(root, modules, adminSchema)) {
    const options = sampleCompilerOptions(root);
    if (group.gqlModule) options.paths = { ...options.paths, '@/gql': [group.gqlModule] };
    const files = new Map([...group.extraFiles, ...group.modules.map((module) => [module.path, module.block.code] as const)]);
    const program = ts.createProgram({ rootNames: group.modules.map((m) => m.path), options, host: virtualHost(options, files) });
    for (const diagnostic of [...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics()]) {
      outcome.problems.push({ where: 'TypeScript setup', message: describe(diagnostic) });
    }
    // Only the samples are checked; packages are read for their types (and skipLibCheck).
    for (const module of group.modules) {
      const source = program.getSourceFile(module.path);
      if (!source) throw new Error(`TypeScript did not load the sample ${location(module.block.file, module.block.line)}`);
      for (const diagnostic of [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)]) {
        failedBlocks.add(module.block);
        const { line, character } = source.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
        outcome.problems.push({
          where: location(module.block.file, module.block.line + line + 1, module.block.column + character),
          message: describe(diagnostic),
        });
      }
    }
  }
  outcome.failed = failedBlocks.size;
  outcome.passed = checked.length - failedBlocks.size;
  // Compiler-level problems belong to no block but must still fail the check.
  if (outcome.problems.length > 0 && outcome.failed === 0) outcome.failed = 1;
  return outcome;
}
