import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { readTransitions } from '../../../generators/typescript/state-machines';
import { fixturesDir } from './fixtures';

const js = readFileSync(join(fixturesDir, 'core', 'dist', 'default-light-process.js'), 'utf8');

describe('readTransitions', () => {
  it('reads the transitions object of a CommonJS export', () => {
    assert.deepEqual(readTransitions('light.js', js, 'defaultLightProcess'), {
      Red: ['Green'],
      Green: ['Amber', 'Red'],
      Amber: [],
    });
  });

  it('reads the transitions object built inside a function', () => {
    const source = 'function configureProcess(options) { const p = { transitions: { A: { to: ["B"] }, B: { to: [] } } }; return p; }';
    assert.deepEqual(readTransitions('p.js', source, 'configureProcess'), { A: ['B'], B: [] });
  });

  it('explains what is missing instead of throwing', () => {
    assert.equal(readTransitions('light.js', js, 'otherProcess'), 'otherProcess not found in light.js');
    assert.equal(readTransitions('x.js', 'exports.p = { init() {} };', 'p'), 'no "transitions" object in p (x.js)');
  });
});
