import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { test } from 'node:test';

process.env.VENDURE_DISABLE_TELEMETRY = 'true';

import { Job } from '@vendure/core';
import { JobState } from '@vendure/common/lib/generated-types';

const require = createRequire(import.meta.url);
const helpersPath = require.resolve('@vendure/create/lib/helpers.js');
const helpers = require(helpersPath);
const constants = require('@vendure/create/lib/constants.js');
// The Handlebars instance that @vendure/create registers its helpers on
const Handlebars = createRequire(helpersPath)('handlebars');

test('generated-dockerfile: for npm the template renders FROM node:20, npm ci, npm run build and no CMD', () => {
    helpers.registerTemplateHelpers(helpers.getPackageManagerInfo('npm'));
    const template = fs.readFileSync(require.resolve('@vendure/create/assets/Dockerfile.hbs'), 'utf8');
    const dockerfile: string = Handlebars.compile(template)({ isBun: false, needsCorepack: false });
    const lines = dockerfile.split('\n').map(l => l.trim()).filter(Boolean);
    assert.deepEqual(lines, [
        'FROM node:20',
        'WORKDIR /usr/src/app',
        'COPY package.json package-lock.json ./',
        'RUN npm ci',
        'COPY . .',
        'RUN npm run build',
    ]);
    assert.ok(!/\bCMD\b/.test(dockerfile));
});

test('no-cmd: the generated Dockerfile names no command to run', () => {
    const template = fs.readFileSync(require.resolve('@vendure/create/assets/Dockerfile.hbs'), 'utf8');
    assert.ok(!/^\s*(CMD|ENTRYPOINT)\b/m.test(template));
});

test('project-scripts: start:server, start:worker, start and build run the documented commands', () => {
    const scripts = helpers.getServerPackageScripts();
    assert.equal(scripts['start:server'], 'node ./dist/index.js');
    assert.equal(scripts['start:worker'], 'node ./dist/index-worker.js');
    assert.equal(scripts.start, 'vendure start all');
    assert.equal(scripts.build, 'vendure build all');
});

test('node-versions: create requires ^20.19.0 || >=22.12.0 and treats majors below 22 as end-of-life', () => {
    assert.equal(constants.REQUIRED_NODE_VERSION, '^20.19.0 || >=22.12.0');
    assert.equal(constants.OLDEST_NON_EOL_NODE_MAJOR, 22);
});

test('prune-removes-build-tools: the CLI, TypeScript and Vite are dev dependencies, the Dashboard is not', () => {
    const { dependencies, devDependencies } = helpers.getDependencies('postgres', '@3.7.3');
    const names = (list: string[]) => list.map(d => d.replace(/(.)@.*$/, '$1'));
    assert.deepEqual(names(devDependencies).sort(), ['@vendure/cli', 'ts-node', 'typescript', 'vite']);
    assert.ok(names(dependencies).includes('@vendure/dashboard'));
});

test('deferred-jobs: a running job stopped by the shutdown timeout goes back to PENDING', () => {
    const job = new Job({ queueName: 'claims-test', data: {}, state: JobState.RUNNING });
    job.defer();
    assert.equal(job.state, JobState.PENDING);
});
