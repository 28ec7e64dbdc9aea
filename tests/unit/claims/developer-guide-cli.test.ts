import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';

const require = createRequire(import.meta.url);
const helpers = require('@vendure/create/lib/helpers') as {
  getServerPackageScripts(): Record<string, string>;
  getDependencies(dbType: string, version?: string): { dependencies: string[]; devDependencies: string[] };
};

test('create-package-scripts: a new project runs dev, build and start through the vendure CLI', () => {
  const scripts = helpers.getServerPackageScripts();
  assert.equal(scripts.dev, 'vendure dev all');
  assert.equal(scripts.build, 'vendure build all');
  assert.equal(scripts.start, 'vendure start all');
});

test('create-cli-dev-dependency: @vendure/cli is a dev dependency pinned like @vendure/core', () => {
  const { dependencies, devDependencies } = helpers.getDependencies('postgres', '@3.7.3');
  assert.ok(dependencies.includes('@vendure/core@3.7.3'));
  assert.ok(devDependencies.includes('@vendure/cli@3.7.3'));
  assert.ok(!dependencies.some(d => d.startsWith('@vendure/cli')));
});

// ---------------------------------------------------------------------------
// @vendure/cli 3.7.3: the commands as compiled in node_modules/@vendure/cli/dist
// ---------------------------------------------------------------------------

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { mock, type TestContext } from 'node:test';

import { addCommand } from '@vendure/cli/dist/commands/add/add';
import { addApiExtension } from '@vendure/cli/dist/commands/add/api-extension/add-api-extension';
import { addDashboard } from '@vendure/cli/dist/commands/add/dashboard/add-dashboard';
import { addEntity } from '@vendure/cli/dist/commands/add/entity/add-entity';
import { addJobQueue } from '@vendure/cli/dist/commands/add/job-queue/add-job-queue';
import { createNewPlugin, generatePlugin } from '@vendure/cli/dist/commands/add/plugin/create-new-plugin';
import { addService } from '@vendure/cli/dist/commands/add/service/add-service';
import {
  getBuildCleanPathsForTarget,
  getBuildProcessDefinitions,
  getBuildProcessGroupsForTarget,
  resolveBuildTsConfigs,
} from '@vendure/cli/dist/commands/build/build';
import { codemodCommand } from '@vendure/cli/dist/commands/codemod/codemod';
import { cliCommands } from '@vendure/cli/dist/commands/command-declarations';
import { getDevProcessDefinitions, normalizeDevTarget, shouldRestartOnFileChange } from '@vendure/cli/dist/commands/dev/dev';
import { runDependencyCheck } from '@vendure/cli/dist/commands/doctor/checks/dependency-check';
import { runProjectCheck } from '@vendure/cli/dist/commands/doctor/checks/project-check';
import { generateMigrationCommand } from '@vendure/cli/dist/commands/migrate/generate-migration/generate-migration';
import { migrateCommand } from '@vendure/cli/dist/commands/migrate/migrate';
import { generateMigrationOperation } from '@vendure/cli/dist/commands/migrate/migration-operations';
import { schemaCommand } from '@vendure/cli/dist/commands/schema/schema';
import { getStartProcessDefinitions, getStartProcessesForTarget, normalizeStartTarget } from '@vendure/cli/dist/commands/start/start';
import { registerCommands } from '@vendure/cli/dist/shared/command-registry';
import { isVendureProjectDirectory } from '@vendure/cli/dist/shared/project-validation';
import { VendureConfigRef } from '@vendure/cli/dist/shared/vendure-config-ref';
import type { VendurePluginRef } from '@vendure/cli/dist/shared/vendure-plugin-ref';
import { selectTsConfigFile } from '@vendure/cli/dist/utilities/ast-utils';
import { isNonInteractiveEnvironment, withInteractiveTimeout } from '@vendure/cli/dist/utilities/utils';
import { Project } from 'ts-morph';

// The CLI brings its own copies of commander 11 and @clack/prompts; use those, not the site's.
const cliRequire = createRequire(require.resolve('@vendure/cli/package.json'));
type Program = Parameters<typeof registerCommands>[0];
const { Command } = cliRequire('commander') as { Command: new () => Program };

interface ClackSpinner {
  start(message?: string): void;
  stop(message?: string, code?: number): void;
  message(message?: string): void;
}
type LogLevel = 'message' | 'info' | 'success' | 'step' | 'warn' | 'warning' | 'error';
interface Clack {
  log: Record<LogLevel, (message: string) => void>;
  spinner(): ClackSpinner;
  note(message?: string, title?: string): void;
  text(options: { message: string; validate?: (value: string) => string | undefined }): Promise<unknown>;
}
const clack: Clack = cliRequire('@clack/prompts');
const levels: LogLevel[] = ['message', 'info', 'success', 'step', 'warn', 'warning', 'error'];

/** Silences the CLI's prompts library for one test and returns what it would have logged. */
function quiet(t: TestContext): string[] {
  const lines: string[] = [];
  t.mock.method(clack, 'spinner', (): ClackSpinner => ({ start() {}, stop() {}, message() {} }));
  t.mock.method(clack, 'note', () => {});
  for (const level of levels) {
    t.mock.method(clack.log, level, (message: string) => {
      lines.push(`${level}: ${message}`);
    });
  }
  return lines;
}

class Exited extends Error {
  constructor(readonly code: string | number | null | undefined) {
    super(`exit ${code}`);
  }
}
const exitedWith = (code: number) => (e: unknown) => e instanceof Exited && e.code === code;

function trapExit(t: TestContext): void {
  t.mock.method(process, 'exit', (code?: string | number | null): never => {
    throw new Exited(code);
  });
}

async function withEnv<T>(name: string, value: string, fn: () => Promise<T>): Promise<T> {
  const saved = process.env[name];
  process.env[name] = value;
  try {
    return await fn();
  } finally {
    if (saved === undefined) delete process.env[name];
    else process.env[name] = saved;
  }
}

/** Writes files into a fresh temp folder, runs fn with it as the working directory, then removes it. */
async function inTempProject<T>(files: Record<string, string>, fn: (dir: string) => Promise<T> | T): Promise<T> {
  const dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'vendure-cli-claims-')));
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), content);
  }
  const cwd = process.cwd();
  process.chdir(dir);
  try {
    return await fn(dir);
  } finally {
    process.chdir(cwd);
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

// A stand-in for `VendureConfig`: the CLI finds the config by the declared type's name.
const configDecl = 'interface VendureConfig { plugins?: unknown[]; dbConnectionOptions?: unknown }\n';
const serverProject = {
  'package.json': JSON.stringify({ name: 'shop', dependencies: { '@vendure/core': '3.7.3' } }),
  'tsconfig.json': JSON.stringify({ compilerOptions: { experimentalDecorators: true, skipLibCheck: true }, include: ['src'] }),
  'src/vendure-config.ts': `${configDecl}export const config: VendureConfig = {\n    plugins: [],\n};\n`,
};

function program(): Program {
  const p = new Command();
  registerCommands(p, cliCommands);
  return p;
}
const commandNamed = (name: string) => {
  const found = program().commands.find(c => c.name() === name);
  assert.ok(found, `command ${name}`);
  return found;
};
const longFlags = (name: string) => commandNamed(name).options.map(o => o.long);

test('commands-at-a-glance: the CLI registers add, dev, build, start, migrate, codemod, schema and doctor', () => {
  assert.deepEqual(
    program().commands.map(c => c.name()).sort(),
    ['add', 'build', 'codemod', 'dev', 'doctor', 'migrate', 'schema', 'start'],
  );
});

test('config-flag-commands: --config exists on add, migrate, schema and doctor, the commands that load the config', () => {
  const withConfig = program()
    .commands.filter(c => c.options.some(o => o.long === '--config'))
    .map(c => c.name())
    .sort();
  assert.deepEqual(withConfig, ['add', 'doctor', 'migrate', 'schema']);
});

test('add-flags: add takes -p -e -s -a -j -c -d -u and the sub-options of the table', () => {
  const add = commandNamed('add');
  const shorts = Object.fromEntries(add.options.filter(o => o.short).map(o => [o.short, o.long]));
  assert.deepEqual(shorts, {
    '-p': '--plugin',
    '-e': '--entity',
    '-s': '--service',
    '-j': '--job-queue',
    '-c': '--codegen',
    '-a': '--api-extension',
    '-d': '--dashboard',
    '-u': '--ui-extensions',
  });
  const longs = longFlags('add');
  for (const flag of ['--selected-plugin', '--custom-fields', '--translatable', '--type', '--selected-entity', '--name', '--selected-service', '--query-name', '--mutation-name']) {
    assert.ok(longs.includes(flag), flag);
  }
  assert.match(add.options.find(o => o.long === '--ui-extensions')?.description ?? '', /deprecated/);
});

test('migrate-flags: migrate takes -g/--generate, -r/--run, --revert, -o/--output-dir and --config', () => {
  const migrate = commandNamed('migrate');
  assert.deepEqual(
    migrate.options.map(o => [o.short ?? '', o.long]),
    [['-g', '--generate'], ['-r', '--run'], ['', '--revert'], ['-o', '--output-dir'], ['', '--config']],
  );
});

test('schema-flags: schema takes -a/--api, -d/--dir, -n/--file-name, -f/--format and --config', () => {
  const schema = commandNamed('schema');
  assert.deepEqual(
    schema.options.map(o => o.flags),
    ['-a, --api <admin|shop>', '-d, --dir [dir]', '-n, --file-name [name]', '-f, --format [sdl|json]', '--config [path]'],
  );
});

test('dev-flags: dev takes an optional target and --server-entry, --worker-entry, --vite-config, --inspect, --inspect-brk, --no-reload', () => {
  const dev = commandNamed('dev');
  assert.deepEqual(dev.registeredArguments.map(a => [a.name(), a.required]), [['target', false]]);
  assert.deepEqual(longFlags('dev'), ['--server-entry', '--worker-entry', '--vite-config', '--inspect', '--inspect-brk', '--no-reload']);
});

test('build-flags: build takes --tsconfig, --worker-tsconfig, --clean and --watch among its options', () => {
  const longs = longFlags('build');
  for (const flag of ['--tsconfig', '--worker-tsconfig', '--clean', '--watch', '--vite-config']) assert.ok(longs.includes(flag), flag);
});

test('doctor-flags: doctor takes --check, --profile, --format, --strict and --config', () => {
  assert.deepEqual(longFlags('doctor').sort(), ['--check', '--config', '--format', '--profile', '--strict']);
});

test('add-menu: the interactive menu offers plugin, entity, service, job queue, codegen, API extension and Dashboard, not UI extensions', () => {
  const add = cliCommands.find(c => c.name === 'add');
  const menu = (add?.options ?? []).filter(o => o.interactiveId && o.interactiveFn).map(o => o.long.split(' ')[0]);
  assert.deepEqual(menu, ['--plugin', '--entity', '--service', '--job-queue', '--codegen', '--api-extension', '--dashboard']);
});

test('noninteractive-env: CI or VENDURE_CLI_NON_INTERACTIVE other than "", 0 or false, or a stream without a TTY, means unattended', () => {
  const tty = { isTTY: true };
  const check = (env: NodeJS.ProcessEnv, stdin: { isTTY?: boolean } = tty, stdout: { isTTY?: boolean } = tty) =>
    isNonInteractiveEnvironment({ env, stdin, stdout });
  assert.equal(check({}), false);
  for (const value of ['', '0', 'false']) {
    assert.equal(check({ CI: value }), false, `CI=${value}`);
    assert.equal(check({ VENDURE_CLI_NON_INTERACTIVE: value }), false, `VENDURE_CLI_NON_INTERACTIVE=${value}`);
  }
  for (const value of ['1', 'true', 'yes']) {
    assert.equal(check({ CI: value }), true, `CI=${value}`);
    assert.equal(check({ VENDURE_CLI_NON_INTERACTIVE: value }), true, `VENDURE_CLI_NON_INTERACTIVE=${value}`);
  }
  assert.equal(check({}, {}), true);
  assert.equal(check({}, tty, { isTTY: false }), true);
});

test('noninteractive-refusal: add, migrate and schema without action flags, and codemod without a name, exit 1 with examples', async t => {
  const lines = quiet(t);
  trapExit(t);
  await withEnv('VENDURE_CLI_NON_INTERACTIVE', 'true', async () => {
    const runs: Array<[string, () => Promise<void>]> = [
      ['vendure add', () => addCommand({})],
      ['vendure migrate', () => migrateCommand({})],
      ['vendure schema', () => schemaCommand(undefined)],
      ['vendure codemod', () => codemodCommand()],
    ];
    for (const [name, run] of runs) {
      lines.length = 0;
      await assert.rejects(run(), exitedWith(1), name);
      assert.ok(lines.some(l => l.startsWith('error:') && l.includes(`Cannot run "${name}" interactively`)), name);
      assert.ok(lines.some(l => l.startsWith('info: Examples:')), name);
    }
  });
});

test('add-any-option: any option at all makes add skip the menu and run non-interactively', async t => {
  const lines = quiet(t);
  trapExit(t);
  await assert.rejects(addCommand({ translatable: true }), exitedWith(1));
  assert.equal(lines[0], 'error: No valid add operation specified');
  assert.ok(!lines.some(l => l.includes('interactively')));
});

test('add-config-only: add with only --config exits 1 with "No valid add operation specified"', async t => {
  const lines = quiet(t);
  trapExit(t);
  await assert.rejects(addCommand({ config: 'src/vendure-config.ts' }), exitedWith(1));
  assert.equal(lines[0], 'error: No valid add operation specified');
});

test('prompt-timeout: a prompt wrapped in the interactive timeout gives up after 60 seconds with exit code 1', t => {
  quiet(t);
  const codes: Array<string | number | null | undefined> = [];
  t.mock.method(process, 'exit', (code?: string | number | null): never => {
    codes.push(code);
    throw new Exited(code);
  });
  t.mock.timers.enable({ apis: ['setTimeout'] });
  void withInteractiveTimeout(() => new Promise<string>(() => {}));
  t.mock.timers.tick(59_999);
  assert.deepEqual(codes, []);
  try {
    t.mock.timers.tick(1);
  } catch (e) {
    if (!(e instanceof Exited)) throw e;
  }
  assert.deepEqual(codes, [1]);
});

test('migrate-one-action: migrate refuses two of --generate, --run and --revert at once', async t => {
  const lines = quiet(t);
  trapExit(t);
  await assert.rejects(migrateCommand({ generate: 'add-review', run: true }), exitedWith(1));
  assert.equal(lines[0], 'error: The migrate command accepts only one operation at a time. Received: --generate, --run.');
});

test('api-flag-check: add -a without --query-name or --mutation-name is refused before the service is looked at', async t => {
  const lines = quiet(t);
  trapExit(t);
  await assert.rejects(addCommand({ apiExtension: 'ReviewsPlugin', selectedService: 'ReviewService' }), exitedWith(1));
  assert.match(lines[0], /At least one of query-name or mutation-name must be specified/);
});

test('tsconfig-lookup: tsconfig.json in the current folder, else the first tsconfig*.json, else an error', async () => {
  await inTempProject({}, () => {
    assert.throws(() => selectTsConfigFile(), /^Error: No tsconfig files found in current directory$/);
  });
  await inTempProject({ 'tsconfig.build.json': '{}' }, () => {
    assert.equal(selectTsConfigFile(), 'tsconfig.build.json');
  });
  await inTempProject({ 'tsconfig.build.json': '{}', 'tsconfig.json': '{}' }, () => {
    assert.equal(selectTsConfigFile(), 'tsconfig.json');
  });
});

test('config-by-type: the config is the file with a variable typed VendureConfig; two such files need --config', () => {
  const project = new Project({ useInMemoryFileSystem: true });
  project.createSourceFile('/app/src/vendure-config.ts', `${configDecl}export const config: VendureConfig = {};`);
  project.createSourceFile('/app/src/settings.ts', 'export const settings = { plugins: [] };');
  assert.equal(new VendureConfigRef(project).sourceFile.getFilePath(), '/app/src/vendure-config.ts');
  project.createSourceFile('/app/src/vendure-config.prod.ts', `${configDecl}export const prodConfig: VendureConfig = {};`);
  assert.throws(() => new VendureConfigRef(project), /Multiple Vendure config files found\. Please specify which one to use with the --config flag/);
  // What counts is files: two typed variables in one file are no conflict, the first one is used.
  const single = new Project({ useInMemoryFileSystem: true });
  single.createSourceFile('/app/src/vendure-config.ts', `${configDecl}export const config: VendureConfig = {};\nexport const testConfig: VendureConfig = {};`);
  assert.equal(new VendureConfigRef(single).getConfigObjectVariableName(), 'config');
});

test('config-suffix-match: --config matches the end of the path, a leading ./ never matches, doctor wants the path from the current folder', async () => {
  const project = new Project({ useInMemoryFileSystem: true });
  project.createSourceFile('/app/src/vendure-config.ts', `${configDecl}export const config: VendureConfig = {};`);
  project.createSourceFile('/app/src/vendure-config.prod.ts', `${configDecl}export const prodConfig: VendureConfig = {};`);
  project.createSourceFile('/app/test/vendure-config.ts', `${configDecl}export const testConfig: VendureConfig = {};`);
  assert.equal(new VendureConfigRef(project, 'vendure-config.prod.ts').sourceFile.getFilePath(), '/app/src/vendure-config.prod.ts');
  assert.equal(new VendureConfigRef(project, 'src/vendure-config.ts').sourceFile.getFilePath(), '/app/src/vendure-config.ts');
  // Two files end in vendure-config.ts: the first one of the project wins, no error.
  const first = project.getSourceFiles().find(sf => sf.getFilePath().endsWith('vendure-config.ts'));
  assert.equal(new VendureConfigRef(project, 'vendure-config.ts').sourceFile, first);
  // vendure doctor first checks that the value exists as a path relative to the current folder.
  await inTempProject({ ...serverProject, 'src/vendure-config.prod.ts': 'export {};' }, async () => {
    const short = await runProjectCheck('vendure-config.prod.ts');
    assert.equal(short.status, 'fail');
    assert.equal(short.message, 'Specified config file not found: vendure-config.prod.ts');
    assert.equal((await runProjectCheck('src/vendure-config.prod.ts')).status, 'pass');
  });
});

test('config-leading-dot: a --config value starting with ./ matches no file', () => {
  const project = new Project({ useInMemoryFileSystem: true });
  project.createSourceFile('/app/src/vendure-config.ts', `${configDecl}export const config: VendureConfig = {};`);
  assert.equal(new VendureConfigRef(project, 'src/vendure-config.ts').sourceFile.getFilePath(), '/app/src/vendure-config.ts');
  assert.throws(() => new VendureConfigRef(project, './src/vendure-config.ts'), /Could not find a config file at "\.\/src\/vendure-config\.ts"/);
});

test('migrate-project-check: migrate flags need package.json with a @vendure/ dependency and vendure-config.ts/.js in the folder or src/', async () => {
  const pkg = JSON.stringify({ dependencies: { '@vendure/core': '3.7.3' } });
  await inTempProject({ 'package.json': pkg, 'src/vendure-config.ts': '' }, () => assert.equal(isVendureProjectDirectory(), true));
  await inTempProject({ 'package.json': pkg, 'vendure-config.js': '' }, () => assert.equal(isVendureProjectDirectory(), true));
  await inTempProject({ 'package.json': pkg, 'src/config.ts': '' }, () => assert.equal(isVendureProjectDirectory(), false));
  await inTempProject({ 'package.json': '{"dependencies":{"express":"4"}}', 'src/vendure-config.ts': '' }, () =>
    assert.equal(isVendureProjectDirectory(), false),
  );
});

test('migrate-name-rule: letters, digits, dashes and underscores, starting with a letter, at least two characters', async t => {
  quiet(t);
  trapExit(t);
  await inTempProject(serverProject, async () => {
    for (const name of ['1-add-review', 'a']) {
      const result = await generateMigrationOperation({ name });
      assert.equal(result.success, false, name);
      assert.equal(result.message, 'The migration name must contain only letters, numbers, underscores and dashes', name);
    }
    // The interactive prompt applies the same rule; capture its validator instead of answering.
    let validate: ((value: string) => string | undefined) | undefined;
    t.mock.method(clack, 'text', async (options: { message: string; validate?: (value: string) => string | undefined }) => {
      validate = options.validate;
      throw new Error('captured');
    });
    await assert.rejects(generateMigrationCommand.run({}), /captured/);
    assert.ok(validate);
    for (const ok of ['upgrade-vendure-3-7-3', 'add_review', 'ab']) assert.equal(validate(ok), undefined, ok);
    for (const bad of ['a', '1-add-review', 'add review', 'add.review']) assert.equal(typeof validate(bad), 'string', bad);
  });
});

test('plugin-added-to-config: add -p reviews writes three files in src/plugins/reviews and adds ReviewsPlugin.init({}) to the config', async t => {
  quiet(t);
  await inTempProject(serverProject, async dir => {
    await createNewPlugin({ name: 'reviews' });
    assert.deepEqual(fs.readdirSync(path.join(dir, 'src/plugins/reviews')).sort(), ['constants.ts', 'reviews.plugin.ts', 'types.ts']);
    const config = fs.readFileSync(path.join(dir, 'src/vendure-config.ts'), 'utf-8');
    assert.match(config, /plugins: \[ReviewsPlugin\.init\(\{\}\)\]/);
    assert.match(config, /import \{ ReviewsPlugin \} from '\.\/plugins\/reviews\/reviews\.plugin';/);
  });
});

test('plugin-folder: with plugins present, a new plugin goes into a folder alongside them', async t => {
  quiet(t);
  const files = {
    ...serverProject,
    'src/features/ratings/ratings.plugin.ts': 'declare function VendurePlugin(m: object): ClassDecorator;\n@VendurePlugin({})\nexport class RatingsPlugin {}\n',
  };
  await inTempProject(files, async dir => {
    await createNewPlugin({ name: 'reviews-plugin' });
    assert.ok(fs.existsSync(path.join(dir, 'src/features/reviews/reviews.plugin.ts')));
  });
});

test('plugin-folder-exists: without prompts, add -p stops when the plugin folder already exists', async t => {
  quiet(t);
  await inTempProject({ ...serverProject, 'src/plugins/reviews/README.md': 'taken' }, async dir => {
    await assert.rejects(createNewPlugin({ name: 'reviews-plugin' }), /A directory named ".*src\/plugins\/reviews" already exists\./);
    assert.deepEqual(fs.readdirSync(path.join(dir, 'src/plugins/reviews')), ['README.md']);
  });
});

test('add-class-name: a plugin is named by its class; anything else is "not found" with the list of plugin classes', async t => {
  quiet(t);
  const files = {
    ...serverProject,
    'src/plugins/reviews/reviews.plugin.ts': 'declare function VendurePlugin(m: object): ClassDecorator;\n@VendurePlugin({})\nexport class ReviewsPlugin {}\n',
  };
  await inTempProject(files, async () => {
    await assert.rejects(
      addEntity({ className: 'Review', isNonInteractive: true, pluginName: 'reviews' }),
      /Plugin "reviews" not found\. Available plugins: ReviewsPlugin/,
    );
  });
});

// The feature commands below run against a plugin in an in-memory project, one step after the other.
const scaffold = new Project({ useInMemoryFileSystem: true, compilerOptions: { experimentalDecorators: true } });
const pluginDir = '/app/src/plugins/reviews';
let reviewsPlugin: VendurePluginRef | undefined;
async function plugin(): Promise<VendurePluginRef> {
  reviewsPlugin ??= (await generatePlugin(scaffold, { name: 'reviews', pluginDir })).plugin;
  return reviewsPlugin;
}
const text = (file: string) => scaffold.getSourceFileOrThrow(path.posix.join(pluginDir, file)).getFullText();
const pluginText = () => text('reviews.plugin.ts');

test('plugin-name-trim: "reviews" and "reviews-plugin" both give class ReviewsPlugin in reviews.plugin.ts', async t => {
  quiet(t);
  assert.equal((await plugin()).name, 'ReviewsPlugin');
  const other = new Project({ useInMemoryFileSystem: true });
  const { plugin: trimmed } = await generatePlugin(other, { name: 'reviews-plugin', pluginDir: '/other/reviews' });
  assert.equal(trimmed.name, 'ReviewsPlugin');
  assert.equal(trimmed.getSourceFile().getFilePath(), '/other/reviews/reviews.plugin.ts');
});

test('plugin-class-template: static init(), an options provider under the token, an empty configuration hook, compatibility ^3.0.0', async t => {
  quiet(t);
  await plugin();
  const source = pluginText();
  assert.match(source, /providers: \[\{ provide: REVIEWS_PLUGIN_OPTIONS, useFactory: \(\) => ReviewsPlugin\.options \}\]/);
  assert.match(source, /configuration: config => \{[^}]*return config;\s*\}/);
  assert.match(source, /compatibility: '\^3\.0\.0'/);
  assert.match(source, /static init\(options: PluginInitOptions\): Type<ReviewsPlugin> \{\s*this\.options = options;/);
});

test('plugin-constants-types: constants.ts holds the options token and loggerCtx, types.ts the PluginInitOptions interface', async t => {
  quiet(t);
  await plugin();
  assert.match(text('constants.ts'), /export const REVIEWS_PLUGIN_OPTIONS = Symbol\('REVIEWS_PLUGIN_OPTIONS'\);\s*export const loggerCtx = 'ReviewsPlugin';/);
  assert.match(text('types.ts'), /export interface PluginInitOptions \{\s*exampleOption\?: string;\s*\}/);
});

test('entity-file: add -e writes entities/review.entity.ts extending VendureEntity with a code column, registered in entities; switches off by default', async t => {
  quiet(t);
  await addEntity({ plugin: await plugin(), className: 'Review', isNonInteractive: true });
  const entity = text('entities/review.entity.ts');
  assert.match(entity, /export class Review extends VendureEntity/);
  assert.match(entity, /@Column\(\)\s*code: string;/);
  assert.doesNotMatch(entity, /customFields/);
  assert.equal(scaffold.getSourceFile(`${pluginDir}/entities/review-translation.entity.ts`), undefined);
  assert.match(pluginText(), /entities: \[Review\]/);
});

test('entity-switches: --custom-fields adds a customFields embedded column to the entity', async t => {
  quiet(t);
  await addEntity({ plugin: await plugin(), className: 'Label', isNonInteractive: true, customFields: true });
  assert.match(text('entities/label.entity.ts'), /@Column\(type => LabelCustomFields\)\s*customFields: LabelCustomFields;/);
});

test('entity-translatable: --translatable writes a linked translation entity and registers both classes', async t => {
  quiet(t);
  await addEntity({ plugin: await plugin(), className: 'Tag', isNonInteractive: true, translatable: true });
  assert.match(text('entities/tag.entity.ts'), /@OneToMany\(type => TagTranslation, translation => translation\.base/);
  assert.match(text('entities/tag-translation.entity.ts'), /@ManyToOne\(type => Tag, base => base\.translations/);
  assert.match(pluginText(), /entities: \[Review, Label, Tag, TagTranslation\]/);
});

test('service-entity: an entity service is named <Entity>Service, has the CRUD methods and gets the plugin options injected', async t => {
  quiet(t);
  const { serviceRef } = await addService({
    plugin: await plugin(),
    serviceName: 'ReviewManager',
    isNonInteractive: true,
    serviceType: 'entity',
    selectedEntityName: 'Review',
  });
  assert.equal(serviceRef.name, 'ReviewService');
  const service = text('services/review.service.ts');
  for (const method of ['findAll', 'findOne', 'create', 'update', 'delete']) {
    assert.ok(serviceRef.classDeclaration.getMethod(method), method);
  }
  assert.match(service, /this\.listQueryBuilder\s*\.build\(Review, options,/);
  assert.match(service, /@Inject\(REVIEWS_PLUGIN_OPTIONS\) private options: PluginInitOptions/);
  assert.match(pluginText(), /providers: \[[^\]]*ReviewService\]/);
});

test('service-basic: the basic template is an @Injectable() class with a TransactionalConnection and one example method', async t => {
  quiet(t);
  const { serviceRef } = await addService({ plugin: await plugin(), serviceName: 'ReviewStatsService', isNonInteractive: true });
  const service = text('services/review-stats.service.ts');
  assert.match(service, /@Injectable\(\)\s*export class ReviewStatsService/);
  assert.match(service, /private connection: TransactionalConnection/);
  assert.deepEqual(serviceRef.classDeclaration.getMethods().map(m => m.getName()), ['exampleMethod']);
  assert.match(service, /@Inject\(REVIEWS_PLUGIN_OPTIONS\) private options: PluginInitOptions/);
});

test('api-entity-crud: for an entity service, add -a writes the type, list type, review/reviews queries and create/update/delete mutations', async t => {
  quiet(t);
  await addApiExtension({ plugin: await plugin(), isNonInteractive: true, selectedService: 'ReviewService', queryName: 'unusedName' });
  const schema = text('api/api-extensions.ts');
  for (const line of [
    'type Review implements Node {',
    'type ReviewList implements PaginatedList {',
    'review(id: ID!): Review',
    'reviews(options: ReviewListOptions): ReviewList!',
    'input CreateReviewInput {',
    'input UpdateReviewInput {',
    'createReview(input: CreateReviewInput!): Review!',
    'updateReview(input: UpdateReviewInput!): Review!',
    'deleteReview(id: ID!): DeletionResponse!',
  ]) {
    assert.ok(schema.includes(line), line);
  }
  assert.ok(!schema.includes('unusedName'));
  assert.match(text('api/review-admin.resolver.ts'), /@Allow\(Permission\.SuperAdmin\)/);
  assert.match(pluginText(), /adminApiExtensions: \{\s*schema: adminApiExtensions,\s*resolvers: \[ReviewAdminResolver\]/);
});

test('api-basic: for a basic service, the named query and mutation take an id, return Boolean, and get stub methods in the service', async t => {
  quiet(t);
  await addApiExtension({
    plugin: await plugin(),
    isNonInteractive: true,
    selectedService: 'ReviewStatsService',
    queryName: 'reviewStats',
    mutationName: 'refreshReviewStats',
  });
  const schema = text('api/api-extensions.ts');
  assert.ok(schema.includes('reviewStats(id: ID!): Boolean!'));
  assert.ok(schema.includes('refreshReviewStats(id: ID!): Boolean!'));
  assert.ok(schema.includes('deleteReview(id: ID!)'), 'the existing file is extended, not replaced');
  const resolver = text('api/review-stats-admin.resolver.ts');
  assert.equal(resolver.match(/@Allow\(Permission\.SuperAdmin\)/g)?.length, 2);
  const service = text('services/review-stats.service.ts');
  assert.match(service, /async reviewStats\(ctx: RequestContext, id: ID\): Promise<boolean>/);
  assert.match(service, /async refreshReviewStats\(ctx: RequestContext, id: ID\): Promise<boolean>/);
});

test('jobqueue-edits-service: add -j creates no file; it adds a queue, onModuleInit with a simulated task, progress, cancellation and a trigger method', async t => {
  quiet(t);
  const before = scaffold.getSourceFiles().length;
  await addJobQueue({ plugin: await plugin(), isNonInteractive: true, name: 'recalculate-ratings', selectedService: 'ReviewService' });
  assert.equal(scaffold.getSourceFiles().length, before);
  const service = text('services/review.service.ts');
  assert.match(service, /private recalculateRatingsQueue: JobQueue/);
  assert.match(service, /private jobQueueService: JobQueueService/);
  assert.match(service, /async onModuleInit\(\): Promise<void> \{\s*this\.recalculateRatingsQueue = await this\.jobQueueService\.createQueue\(\{\s*name: 'recalculate-ratings'/);
  assert.match(service, /job\.state === JobState\.CANCELLED/);
  assert.match(service, /job\.setProgress\(/);
  assert.match(service, /triggerRecalculateRatings\(ctx: RequestContext\) \{\s*return this\.recalculateRatingsQueue\.add\(/);
});

test('dashboard-ext: add -d sets dashboard: ./dashboard/index.tsx and writes an entry with a test page in the Catalog section', async t => {
  quiet(t);
  await addDashboard({ plugin: await plugin(), isNonInteractive: true });
  assert.match(pluginText(), /dashboard: '\.\/dashboard\/index\.tsx'/);
  const entry = text('dashboard/index.tsx');
  assert.match(entry, /sectionId: 'catalog'/);
  assert.match(entry, /pageBlocks: \[\],\s*navSections: \[\],/);
});

test('dev-processes: dev runs src/index.ts and src/index-worker.ts with ts-node and the Dashboard with vite; target defaults to all', () => {
  assert.equal(normalizeDevTarget(undefined), 'all');
  for (const target of ['server', 'worker', 'dashboard']) assert.equal(normalizeDevTarget(target), target);
  assert.throws(() => normalizeDevTarget('storefront'), /Unknown dev target "storefront"/);
  const defs = getDevProcessDefinitions();
  assert.deepEqual([defs.server.binName, defs.server.args], ['ts-node', ['./src/index.ts']]);
  assert.deepEqual([defs.worker.binName, defs.worker.args], ['ts-node', ['./src/index-worker.ts']]);
  assert.equal(defs.dashboard.binName, 'vite');
  assert.deepEqual([defs.server.reloadOnChange, defs.worker.reloadOnChange, defs.dashboard.reloadOnChange], [true, true, false]);
  const custom = getDevProcessDefinitions({ serverEntry: './src/main.ts', workerEntry: './src/jobs.ts', viteConfig: 'vite.admin.mts' });
  assert.deepEqual(custom.server.args, ['./src/main.ts']);
  assert.deepEqual(custom.worker.args, ['./src/jobs.ts']);
  assert.deepEqual(custom.dashboard.args.slice(-2), ['--config', 'vite.admin.mts']);
  const inspect = getDevProcessDefinitions({ inspect: true }, 'all');
  assert.deepEqual([inspect.server.nodeArgs, inspect.worker.nodeArgs], [['--inspect=9229'], ['--inspect=9230']]);
});

test('dev-reload: .ts changes restart server and worker, except in node_modules, dist and Dashboard extension folders; .env does too', () => {
  const root = '/shop';
  const dashboard = ['/shop/src/plugins/reviews/dashboard'];
  const restarts = (file: string) => shouldRestartOnFileChange(path.join(root, file), root, dashboard);
  assert.equal(restarts('src/plugins/reviews/services/review.service.ts'), true);
  assert.equal(restarts('src/vendure-config.ts'), true);
  assert.equal(restarts('.env'), true);
  assert.equal(restarts('dist/index.ts'), false);
  assert.equal(restarts('node_modules/some-lib/index.ts'), false);
  assert.equal(restarts('src/plugins/reviews/dashboard/helpers.ts'), false);
  assert.equal(restarts('src/plugins/reviews/dashboard/index.tsx'), false);
  assert.equal(restarts('src/types.d.ts'), false);
});

test('build-tsconfig-order: server tsconfig.server.json > tsconfig.build.json > tsconfig.json; worker tsconfig.worker.json first', async () => {
  await inTempProject({ 'tsconfig.json': '{}', 'tsconfig.build.json': '{}' }, dir => {
    assert.deepEqual(resolveBuildTsConfigs(dir), { serverTsconfig: './tsconfig.build.json', workerTsconfig: './tsconfig.build.json' });
    fs.writeFileSync(path.join(dir, 'tsconfig.worker.json'), '{}');
    fs.writeFileSync(path.join(dir, 'tsconfig.server.json'), '{}');
    assert.deepEqual(resolveBuildTsConfigs(dir), { serverTsconfig: './tsconfig.server.json', workerTsconfig: './tsconfig.worker.json' });
    assert.deepEqual(resolveBuildTsConfigs(dir, { tsconfig: 'ts.prod.json' }), { serverTsconfig: 'ts.prod.json', workerTsconfig: 'ts.prod.json' });
    assert.deepEqual(resolveBuildTsConfigs(dir, { tsconfig: 'ts.prod.json', workerTsconfig: 'ts.jobs.json' }), {
      serverTsconfig: 'ts.prod.json',
      workerTsconfig: 'ts.jobs.json',
    });
  });
});

test('build-tools: build compiles server and worker with tsc and the Dashboard with vite build; --clean and --watch reach both', async () => {
  const files = {
    'tsconfig.json': JSON.stringify({ compilerOptions: { outDir: './dist' }, include: ['src'] }),
    'src/index.ts': 'export {};',
  };
  await inTempProject(files, dir => {
    const tsconfigs = resolveBuildTsConfigs(dir);
    const plain = getBuildProcessDefinitions({}, tsconfigs);
    assert.deepEqual([plain.server.binName, plain.worker.binName, plain.dashboard.binName], ['tsc', 'tsc', 'vite']);
    assert.deepEqual(plain.server.args, ['-p', './tsconfig.json', '--noEmitOnError']);
    assert.equal(plain.dashboard.args[0], 'build');
    const watched = getBuildProcessDefinitions({ watch: true, clean: true }, tsconfigs);
    assert.ok(watched.server.args.includes('--watch'));
    assert.ok(watched.dashboard.args.includes('--watch'));
    assert.ok(watched.dashboard.args.includes('--emptyOutDir'));
    assert.deepEqual(getBuildCleanPathsForTarget(dir, 'all', tsconfigs), [path.join(dir, 'dist')]);
    const groups = getBuildProcessGroupsForTarget('all', plain).map(g => g.map(p => p.target));
    assert.deepEqual(groups, [['dashboard'], ['server']]);
    assert.deepEqual(getBuildProcessGroupsForTarget('dashboard', plain).map(g => g.map(p => p.target)), [['dashboard']]);
  });
});

test('start-processes: start runs dist/index.js and dist/index-worker.js; targets all, server or worker', () => {
  assert.equal(normalizeStartTarget(undefined), 'all');
  assert.throws(() => normalizeStartTarget('dashboard'), /Unknown start target "dashboard"\. Expected one of: all, server, worker/);
  const defs = getStartProcessDefinitions();
  assert.deepEqual(getStartProcessesForTarget('all', defs).map(d => d.args), [['./dist/index.js'], ['./dist/index-worker.js']]);
});

function fakePackage(version: string, name: string): string {
  return JSON.stringify({ name, version });
}

test('doctor-version-mismatch: doctor fails on a major/minor difference between @vendure/* packages and warns on a patch difference', async () => {
  const base = (common: string) => ({
    'package.json': serverProject['package.json'],
    'node_modules/@vendure/core/package.json': fakePackage('3.7.3', '@vendure/core'),
    'node_modules/@vendure/common/package.json': fakePackage(common, '@vendure/common'),
  });
  await inTempProject(base('3.7.3'), async () => assert.equal((await runDependencyCheck()).status, 'pass'));
  await inTempProject(base('3.7.1'), async () => {
    const result = await runDependencyCheck();
    assert.equal(result.status, 'warn');
    assert.ok(result.details?.includes('Mismatched @vendure/* package versions (patch):'));
  });
  await inTempProject(base('3.6.0'), async () => {
    const result = await runDependencyCheck();
    assert.equal(result.status, 'fail');
    assert.ok(result.details?.includes('Mismatched @vendure/* package versions (minor/major):'));
  });
});

test('doctor-singletons: a second copy of graphql somewhere in node_modules is a warning', async () => {
  const files = {
    'package.json': serverProject['package.json'],
    'node_modules/@vendure/core/package.json': fakePackage('3.7.3', '@vendure/core'),
    'node_modules/graphql/package.json': fakePackage('16.11.0', 'graphql'),
    'node_modules/old-plugin/node_modules/graphql/package.json': fakePackage('15.8.0', 'graphql'),
  };
  await inTempProject(files, async () => {
    const result = await runDependencyCheck();
    assert.equal(result.status, 'warn');
    assert.deepEqual(result.details, ['All @vendure/* packages at 3.7.3', 'Multiple graphql versions found: 15.8.0, 16.11.0']);
  });
});

test('doctor-no-vendure-duplicates: a second, nested copy of @vendure/core goes unreported', async () => {
  const files = {
    'package.json': serverProject['package.json'],
    'node_modules/@vendure/core/package.json': fakePackage('3.7.3', '@vendure/core'),
    'node_modules/old-plugin/node_modules/@vendure/core/package.json': fakePackage('3.6.0', '@vendure/core'),
  };
  await inTempProject(files, async () => {
    const result = await runDependencyCheck();
    assert.equal(result.status, 'pass');
    assert.ok(!result.details?.some(d => d.includes('3.6.0')));
  });
});

test('doctor-db-driver: the dependency check fails when the driver for dbConnectionOptions.type is not installed', async () => {
  const files = {
    'package.json': serverProject['package.json'],
    'node_modules/@vendure/core/package.json': fakePackage('3.7.3', '@vendure/core'),
    'src/vendure-config.ts': "export const config = { dbConnectionOptions: { type: 'postgres' } };",
  };
  await inTempProject(files, async () => {
    const result = await runDependencyCheck();
    assert.equal(result.status, 'fail');
    assert.ok(result.details?.includes('DB driver "pg" not installed (required for dbConnectionOptions.type: "postgres")'));
  });
});

test('doctor-sentry-listed: the list of compared packages includes @vendure/sentry-plugin', async () => {
  const files = {
    'package.json': serverProject['package.json'],
    'node_modules/@vendure/core/package.json': fakePackage('3.7.3', '@vendure/core'),
    'node_modules/@vendure/sentry-plugin/package.json': fakePackage('3.5.0', '@vendure/sentry-plugin'),
  };
  await inTempProject(files, async () => {
    const result = await runDependencyCheck();
    assert.equal(result.status, 'fail');
    assert.ok(result.details?.includes('  3.5.0: @vendure/sentry-plugin'));
  });
});
