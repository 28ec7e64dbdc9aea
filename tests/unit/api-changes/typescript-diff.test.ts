import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { deprecationNote, diffDeclarations } from '../../../generators/api-changes/typescript-diff';
import { parsePackage } from '../../../generators/typescript/generate-reference';
import type { DocDeclaration } from '../../../generators/typescript/types';

/** One release of a tiny package, read by the reference generator's own parser. */
function release(version: string, text: string): DocDeclaration[] {
  return parsePackage({
    name: '@fixture/core',
    version,
    section: 'typescript-api',
    files: [{ path: 'dist/options.d.ts', text, repoPath: 'packages/core/src/options.ts' }],
  }).declarations;
}

const before = release(
  '1.0.0',
  `/**
 * @description Options of the greeter.
 * @docsCategory configuration
 */
export interface GreeterOptions {
    /**
     * @description How to greet.
     * @default 'Hello'
     */
    greeting?: string;
    /** @description Removed in 1.1. */
    shout?: boolean;
    /** @description Stays. */
    name: string;
}
/**
 * @description Greets.
 * @docsCategory services
 */
export declare class GreeterService {
    greet(name: string): string;
    /** @description Will go away. */
    wave(): void;
}
/**
 * @description Gone in 1.1.
 * @docsCategory services
 */
export declare function legacyGreet(): string;
`,
);

const after = release(
  '1.1.0',
  `/**
 * @description Options of the greeter.
 * @docsCategory configuration
 */
export interface GreeterOptions {
    /**
     * @description How to greet.
     * @default 'Hi'
     */
    greeting?: string;
    /** @description Stays. */
    name: string;
    /** @description New in 1.1. */
    locale?: string;
}
/**
 * @description Greets.
 * @docsCategory services
 */
export declare class GreeterService {
    greet(name: string, channelId?: string): string;
    /**
     * @description Will go away.
     * @deprecated Use greet() instead. It does more.
     */
    wave(): void;
}
/**
 * @description New helper.
 * @docsCategory services
 */
export declare function formatGreeting(name: string): string;
`,
);

const links = {
  declaration: (d: DocDeclaration) => `/reference/typescript-api/x/${d.name.toLowerCase()}/`,
  member: (d: DocDeclaration, m: { name: string }) => `/reference/typescript-api/x/${d.name.toLowerCase()}/#${m.name}`,
};
const changes = diffDeclarations(before, after, links);
const find = (declaration: string, member?: string) => changes.filter((c) => c.declaration === declaration && c.member === member).map(({ kind, aspect, before: b, after: a, note, href }) => ({ kind, aspect, before: b, after: a, note, href }));

describe('diffDeclarations', () => {
  it('finds an added member, with its declaration text and the link to its entry', () => {
    assert.deepEqual(find('GreeterOptions', 'locale'), [
      { kind: 'added', aspect: undefined, before: undefined, after: 'locale?: string', note: undefined, href: '/reference/typescript-api/x/greeteroptions/#locale' },
    ]);
  });

  it('finds a removed member (no link: the current reference has no entry)', () => {
    assert.deepEqual(find('GreeterOptions', 'shout'), [{ kind: 'removed', aspect: undefined, before: 'shout?: boolean', after: undefined, note: undefined, href: undefined }]);
  });

  it('finds a changed member signature, before and after', () => {
    assert.deepEqual(find('GreeterService', 'greet'), [
      {
        kind: 'changed',
        aspect: 'signature',
        before: 'greet(name: string): string',
        after: 'greet(name: string, channelId?: string): string',
        note: undefined,
        href: '/reference/typescript-api/x/greeterservice/#greet',
      },
    ]);
  });

  it('names the parameters a signature change added or removed', () => {
    assert.deepEqual(changes.find((c) => c.member === 'greet')?.parameters, { added: ['channelId?: string'], removed: [] });
  });

  it('finds a changed @default', () => {
    assert.deepEqual(find('GreeterOptions', 'greeting'), [
      { kind: 'changed', aspect: 'default', before: "'Hello'", after: "'Hi'", note: undefined, href: '/reference/typescript-api/x/greeteroptions/#greeting' },
    ]);
  });

  it('finds a new deprecation, with the first sentence of its notice', () => {
    assert.deepEqual(find('GreeterService', 'wave'), [
      { kind: 'deprecated', aspect: undefined, before: undefined, after: undefined, note: 'Use greet() instead.', href: '/reference/typescript-api/x/greeterservice/#wave' },
    ]);
  });

  it('cuts a deprecation notice after its first sentence, not at an abbreviation, links as their text', () => {
    assert.equal(deprecationNote('Use probes (e.g. Kubernetes ones) and {@link HealthCheckStrategy}. Removed in v4.'), 'Use probes (e.g. Kubernetes ones) and HealthCheckStrategy.');
    assert.equal(deprecationNote(true), undefined);
  });

  it('finds added and removed declarations; unchanged ones report nothing', () => {
    assert.deepEqual(find('formatGreeting').map((c) => [c.kind, c.after]), [['added', 'formatGreeting(name: string): string']]);
    assert.deepEqual(find('legacyGreet').map((c) => [c.kind, c.before]), [['removed', 'legacyGreet(): string']]);
    assert.deepEqual(find('GreeterOptions', 'name'), []);
    assert.deepEqual(find('GreeterOptions'), []);
    assert.equal(changes.length, 7);
  });

  it('keeps the package and category of each change for grouping', () => {
    assert.deepEqual([...new Set(changes.map((c) => `${c.packageName} ${c.section} ${c.category}`))].sort(), [
      '@fixture/core typescript-api configuration',
      '@fixture/core typescript-api services',
    ]);
  });
});
