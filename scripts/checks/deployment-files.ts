/**
 * Dockerfiles and Compose files in the docs: each ```dockerfile block is parsed instruction by
 * instruction, each Compose file (a ```yaml block titled docker-compose.yml / compose.yaml) is parsed
 * as YAML and read as services, and every `npm run x` / `yarn x` / `pnpm x` they run must name a
 * script that a project made by the pinned @vendure/create has. A deployment guide that says
 * `npm run start:prod` when the project only has `start:server` fails here, not on a reader's server.
 */
import { parse as parseYaml } from 'yaml';
import type { CodeBlock } from './markdown-code-blocks';
import { emptyOutcome, location, type CheckOutcome, type Problem } from './outcome';
import { NO_CHECK } from './typescript-samples';

export const DOCKERFILE_LANGS = new Set(['dockerfile', 'docker']);
const COMPOSE_TITLE = /(^|\/)(docker-)?compose(\.[\w-]+)?\.ya?ml$/;

/** The instructions of the Dockerfile reference. */
const INSTRUCTIONS = new Set([
  'ADD', 'ARG', 'CMD', 'COPY', 'ENTRYPOINT', 'ENV', 'EXPOSE', 'FROM', 'HEALTHCHECK', 'LABEL', 'MAINTAINER',
  'ONBUILD', 'RUN', 'SHELL', 'STOPSIGNAL', 'USER', 'VOLUME', 'WORKDIR',
]);

export interface Instruction {
  /** 1-based line in the block where the instruction starts. */
  line: number;
  keyword: string;
  args: string;
}

/** Dockerfile instructions with line continuations joined and comments dropped. */
export function parseDockerfile(code: string): Instruction[] {
  const instructions: Instruction[] = [];
  let current: Instruction | undefined;
  code.split('\n').forEach((raw, index) => {
    const text = raw.trim();
    if (!current && (text === '' || text.startsWith('#'))) return;
    if (current) {
      if (!text.startsWith('#')) current.args += ` ${text.replace(/\\$/, '').trim()}`;
    } else {
      const [keyword, ...rest] = text.split(/\s+/);
      current = { line: index + 1, keyword: keyword.toUpperCase(), args: rest.join(' ').replace(/\\$/, '').trim() };
    }
    if (!text.endsWith('\\')) {
      instructions.push({ ...current, args: current.args.trim() });
      current = undefined;
    }
  });
  if (current) instructions.push(current);
  return instructions;
}

/** The words of a RUN/CMD/ENTRYPOINT/command value: JSON exec form or shell form. */
function commandText(args: string | string[]): string {
  if (Array.isArray(args)) return args.join(' ');
  if (args.startsWith('[')) {
    try {
      return (JSON.parse(args) as string[]).join(' ');
    } catch {
      return args;
    }
  }
  return args;
}

/** Package scripts a command runs: `npm run x`, `npm x` for start/test, `yarn x`, `pnpm [run] x`, `bun run x`. */
export function scriptsRun(command: string): string[] {
  const found: string[] = [];
  const flags = String.raw`(?:--?[\w-]+(?:=\S+)?\s+)*`;
  const pattern = new RegExp(String.raw`\b(npm|yarn|pnpm|bun)\s+${flags}(run\s+|run-script\s+)?${flags}([\w:.][\w:.-]*)`, 'g');
  const builtIn: Record<string, Set<string>> = {
    npm: new Set(['install', 'ci', 'i', 'exec', 'init', 'prune', 'cache', 'config', 'pack', 'publish', 'version', 'view', 'ls', 'rebuild', 'dedupe', 'update', 'uninstall']),
    yarn: new Set(['install', 'add', 'remove', 'workspace', 'workspaces', 'dlx', 'cache', 'config', 'set', 'why', 'init', 'up', 'global', 'exec']),
    pnpm: new Set(['install', 'i', 'add', 'remove', 'dlx', 'exec', 'fetch', 'prune', 'store', 'deploy', 'store', 'why', 'import']),
    bun: new Set(['install', 'add', 'remove', 'x', 'build', 'pm']),
  };
  for (const [, tool, run, name] of command.matchAll(pattern)) {
    // `npm start` and `npm test` run scripts without "run"; other npm words are npm's own commands.
    if (run) found.push(name);
    else if (tool === 'npm') {
      if (name === 'start' || name === 'test') found.push(name);
    } else if (!builtIn[tool].has(name)) found.push(name);
  }
  return found;
}

function unknownScripts(command: string, scripts: ReadonlySet<string>): string[] {
  return scriptsRun(command).filter((name) => !scripts.has(name));
}

export function checkDockerfile(block: CodeBlock, scripts: ReadonlySet<string>): Problem[] {
  const problems: Problem[] = [];
  const at = (line: number) => location(block.file, block.line + line);
  const instructions = parseDockerfile(block.code);
  const first = instructions.find((i) => i.keyword !== 'ARG');
  if (!first || first.keyword !== 'FROM') problems.push({ where: at(first?.line ?? 1), message: 'a Dockerfile must start with FROM (after optional ARGs)' });
  for (const instruction of instructions) {
    if (!INSTRUCTIONS.has(instruction.keyword)) {
      problems.push({ where: at(instruction.line), message: `unknown Dockerfile instruction ${instruction.keyword}` });
    } else if (['RUN', 'CMD', 'ENTRYPOINT'].includes(instruction.keyword)) {
      for (const name of unknownScripts(commandText(instruction.args), scripts)) {
        problems.push({ where: at(instruction.line), message: `${instruction.keyword} runs the script "${name}", which a project made by @vendure/create does not have (${[...scripts].join(', ')})` });
      }
    }
  }
  return problems;
}

export function checkComposeFile(block: CodeBlock, scripts: ReadonlySet<string>): Problem[] {
  const where = location(block.file, block.line);
  let document: unknown;
  try {
    document = parseYaml(block.code);
  } catch (error) {
    return [{ where, message: `Compose file is not valid YAML: ${(error as Error).message.split('\n')[0]}` }];
  }
  const services = (document as { services?: unknown } | null)?.services;
  if (typeof services !== 'object' || services === null || Array.isArray(services)) return [{ where, message: 'Compose file has no services map' }];
  const problems: Problem[] = [];
  for (const [name, service] of Object.entries(services as Record<string, unknown>)) {
    const definition = (service ?? {}) as { image?: unknown; build?: unknown; command?: string | string[]; entrypoint?: string | string[] };
    if (definition.image === undefined && definition.build === undefined) {
      problems.push({ where, message: `service "${name}" has neither an image nor a build` });
    }
    for (const key of ['command', 'entrypoint'] as const) {
      const value = definition[key];
      if (value === undefined) continue;
      for (const script of unknownScripts(commandText(value), scripts)) {
        problems.push({ where, message: `service "${name}" ${key} runs the script "${script}", which a project made by @vendure/create does not have` });
      }
    }
  }
  return problems;
}

export function isComposeBlock(block: CodeBlock): boolean {
  return (block.lang === 'yaml' || block.lang === 'yml') && COMPOSE_TITLE.test(String(block.meta.get('title') ?? ''));
}

/** Checks every Dockerfile and Compose block against the scripts of a new project. */
export function checkDeploymentFiles(blocks: CodeBlock[], scripts: ReadonlySet<string>): CheckOutcome {
  const outcome = emptyOutcome('Dockerfiles and Compose files');
  for (const block of blocks) {
    const isDockerfile = DOCKERFILE_LANGS.has(block.lang);
    if (!isDockerfile && !isComposeBlock(block)) continue;
    if (block.meta.has(NO_CHECK)) {
      outcome.skipped++;
      outcome.notes.push(`not checked (${NO_CHECK}): ${location(block.file, block.line)}`);
      continue;
    }
    const problems = isDockerfile ? checkDockerfile(block, scripts) : checkComposeFile(block, scripts);
    if (problems.length > 0) outcome.failed++;
    else outcome.passed++;
    outcome.problems.push(...problems);
  }
  return outcome;
}

/** The package scripts of a project made by the installed @vendure/create. */
export function createProjectScripts(): Set<string> {
  const helpers = require('@vendure/create/lib/helpers') as { getServerPackageScripts(): Record<string, string> };
  return new Set(Object.keys(helpers.getServerPackageScripts()));
}
