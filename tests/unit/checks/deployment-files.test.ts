import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkDeploymentFiles, createProjectScripts, parseDockerfile, scriptsRun } from '../../../scripts/checks/deployment-files';
import { parseFenceMeta, type CodeBlock } from '../../../scripts/checks/markdown-code-blocks';

const block = (lang: string, meta: string, code: string, line = 10): CodeBlock => ({ file: 'docs/d.mdx', line, column: 1, lang, meta: parseFenceMeta(meta), code });
const scripts = new Set(['build', 'start:server', 'start:worker', 'start']);

test('Dockerfile instructions join continuations and skip comments', () => {
  assert.deepEqual(parseDockerfile('# base\nFROM node:20\n\nRUN npm ci && \\\n    npm run build\nCMD ["npm", "run", "start:server"]'), [
    { line: 2, keyword: 'FROM', args: 'node:20' },
    { line: 4, keyword: 'RUN', args: 'npm ci && npm run build' },
    { line: 6, keyword: 'CMD', args: '["npm", "run", "start:server"]' },
  ]);
});

test('the scripts a command runs, for npm, yarn, pnpm and bun', () => {
  assert.deepEqual(scriptsRun('npm ci && npm run build && npm start'), ['build', 'start']);
  assert.deepEqual(scriptsRun('yarn install --frozen-lockfile && yarn build'), ['build']);
  assert.deepEqual(scriptsRun('pnpm run start:worker'), ['start:worker']);
  assert.deepEqual(scriptsRun('npm run --silent build'), ['build']);
  assert.deepEqual(scriptsRun('node ./dist/index.js'), []);
});

test('a Dockerfile and a Compose file that use the project scripts pass', () => {
  const outcome = checkDeploymentFiles(
    [
      block('dockerfile', 'title="Dockerfile"', 'FROM node:20\nWORKDIR /usr/src/app\nCOPY . .\nRUN npm ci && npm run build\nCMD ["npm", "run", "start:server"]'),
      block('yaml', 'title="docker-compose.yml"', 'services:\n  server:\n    build: .\n    command: ["npm", "run", "start:server"]\n  worker:\n    build: .\n    command: npm run start:worker\n  db:\n    image: postgres:16\n'),
      block('yaml', 'title="app.yaml"', 'not: [a compose file'),
    ],
    scripts,
  );
  assert.deepEqual([outcome.passed, outcome.failed, outcome.problems], [2, 0, []]);
});

test('unknown scripts, instructions and broken Compose files fail with the page and line', () => {
  const outcome = checkDeploymentFiles(
    [
      block('dockerfile', '', 'RUN npm ci\nFROM node:20\nCOPPY . .\nCMD npm run start:prod'),
      block('yaml', 'title="compose.yaml"', 'services:\n  server:\n    command: yarn serve\n'),
      block('yaml', 'title="docker-compose.yml"', 'services: [oops'),
      block('dockerfile', 'no-check', 'nonsense'),
    ],
    scripts,
  );
  assert.deepEqual([outcome.passed, outcome.failed, outcome.skipped], [0, 3, 1]);
  assert.deepEqual(outcome.problems.slice(0, 3), [
    { where: 'docs/d.mdx:11', message: 'a Dockerfile must start with FROM (after optional ARGs)' },
    { where: 'docs/d.mdx:13', message: 'unknown Dockerfile instruction COPPY' },
    { where: 'docs/d.mdx:14', message: 'CMD runs the script "start:prod", which a project made by @vendure/create does not have (build, start:server, start:worker, start)' },
  ]);
  assert.deepEqual(outcome.problems.slice(3, 5), [
    { where: 'docs/d.mdx:10', message: 'service "server" has neither an image nor a build' },
    { where: 'docs/d.mdx:10', message: 'service "server" command runs the script "serve", which a project made by @vendure/create does not have' },
  ]);
  assert.match(outcome.problems[5].message, /^Compose file is not valid YAML: /);
});

test('the project scripts come from the installed @vendure/create', () => {
  const names = createProjectScripts();
  for (const name of ['build', 'start:server', 'start:worker', 'dev']) assert.ok(names.has(name), name);
});
