import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseFile, placeUncategorized } from '../../../generators/typescript/parse-declarations';
import type { DocDeclaration, Warning } from '../../../generators/typescript/types';
import { fixtureHints, fixturePackage } from './fixtures';

const core = fixturePackage('core', '@fixture/core', 'typescript-api', 'packages/core/src');

function parse(path: string, pkg = core): { declarations: DocDeclaration[]; warnings: Warning[] } {
  const warnings: Warning[] = [];
  const file = pkg.files.find((f) => f.path === path)!;
  return { declarations: parseFile(pkg, file, warnings), warnings };
}

const byName = (list: DocDeclaration[], name: string): DocDeclaration => {
  const found = list.find((d) => d.name === name);
  assert.ok(found, `${name} was not parsed`);
  return found;
};

describe('parseFile: tags and members of a class', () => {
  const { declarations, warnings } = parse('dist/greeting.d.ts');
  const service = byName(declarations, 'GreetingService');

  it('reads category, weight, since and the source location', () => {
    assert.equal(service.kind, 'class');
    assert.equal(service.category, 'services');
    assert.equal(service.weight, 2);
    assert.equal(service.doc.since, '2.1.0');
    assert.equal(service.line, 23);
    assert.equal(service.repoPath, 'packages/core/src/greeting.ts');
    assert.deepEqual(warnings, []);
  });

  it('prints the exact public signature without private, protected, Angular-internal or @internal members', () => {
    assert.equal(
      service.signature,
      [
        'class GreetingService {',
        '    prefix: string;',
        '    greet(customer: Customer): string;',
        '    greet(customers: Customer[], separator?: string): string;',
        '    watch(): Observable<Customer>;',
        '    greetFamily(parent: Customer, partner: Customer, child: Customer, separator: string): string;',
        '    get injector(): Injector;',
        '}',
      ].join('\n'),
    );
    assert.deepEqual(
      service.members.map((m) => `${m.kind} ${m.name}`),
      ['property prefix', 'method greet', 'method watch', 'method greetFamily', 'accessor injector'],
    );
  });

  it('marks a getter without a setter read-only', () => {
    assert.deepEqual(
      service.members.filter((m) => m.readonly).map((m) => m.name),
      ['injector'],
    );
  });

  it('keeps @default and @since of a member', () => {
    const prefix = service.members[0];
    assert.equal(prefix.doc.default, "'Hello'");
    assert.equal(prefix.doc.since, '2.2.0');
    assert.equal(prefix.doc.description, 'The greeting prefix.');
  });

  it('groups overloads, each with its own doc comment and @param texts', () => {
    const greet = service.members[1];
    assert.equal(greet.signatures.length, 2);
    assert.equal(greet.signatures[0].doc?.description, 'Greets one customer.');
    assert.equal(greet.signatures[1].doc?.deprecated, 'Use `greetAll()` instead.');
    assert.deepEqual(
      greet.signatures[1].parameters.map((p) => [p.name, p.type?.text, p.optional, p.description]),
      [
        ['customers', 'Customer[]', false, 'who to greet'],
        ['separator', 'string', true, 'put between the names'],
      ],
    );
    assert.deepEqual(greet.signatures[1].returnType, { text: 'string', refs: [] });
  });

  it('records third-party imports so they are never linked', () => {
    assert.deepEqual([...service.externalNames], ['Observable']);
  });

  it('leaves @internal declarations out and keeps uncategorised ones for placement', () => {
    assert.deepEqual(
      declarations.map((d) => `${d.name}:${d.category}`),
      ['GreetingService:services', 'GreetingOptions:', 'Orphan:', 'Customer:entities'],
    );
  });
});

describe('placeUncategorized', () => {
  it('puts a declaration without @docsCategory on its @docsPage and reports both outcomes', () => {
    const { declarations } = parse('dist/greeting.d.ts');
    const warnings: Warning[] = [];
    const kept = placeUncategorized(declarations, warnings);
    assert.deepEqual(
      kept.map((d) => `${d.name}:${d.category}`),
      ['GreetingService:services', 'GreetingOptions:services', 'Customer:entities'],
    );
    assert.deepEqual(warnings, [
      {
        file: '@fixture/core/dist/greeting.d.ts',
        line: 63,
        message: 'GreetingOptions has no @docsCategory; placed on its @docsPage "GreetingService" in category "services"',
      },
      {
        file: '@fixture/core/dist/greeting.d.ts',
        line: 72,
        message: 'Orphan has @docsPage/@docsWeight but no @docsCategory, so it gets no page',
      },
    ]);
  });
});

describe('parseFile: generics, unions, enums and overloaded functions', () => {
  const { declarations } = parse('dist/lists.d.ts');

  it('links constraints of type parameters but never the parameters themselves', () => {
    const list = byName(declarations, 'PaginatedList');
    assert.deepEqual(list.typeParameters, {
      text: '<T extends Customer = Customer>',
      refs: [
        { start: 11, end: 19, name: 'Customer' },
        { start: 22, end: 30, name: 'Customer' },
      ],
    });
    assert.deepEqual(list.members[0].type, { text: 'T[]', refs: [] });
  });

  it('keeps a union as written and finds the named types in it', () => {
    const sortKey = byName(declarations, 'SortKey');
    assert.equal(sortKey.kind, 'type');
    assert.equal(sortKey.signature, "type SortKey<T> = keyof T | 'createdAt' | Customer;");
    assert.deepEqual(sortKey.type, { text: "keyof T | 'createdAt' | Customer", refs: [{ start: 24, end: 32, name: 'Customer' }] });
  });

  it('reads enum members with their values and docs', () => {
    const color = byName(declarations, 'Color');
    assert.deepEqual(
      color.members.map((m) => [m.name, m.value?.text, m.doc.description]),
      [
        ['Red', '"RED"', ''],
        ['Green', '"GREEN"', 'The green one.'],
      ],
    );
  });

  it('turns consecutive function overloads into one declaration', () => {
    const find = byName(declarations, 'findItem');
    assert.equal(find.kind, 'function');
    assert.equal(
      find.signature,
      'function findItem<T>(id: string): Promise<T | undefined>;\nfunction findItem<T>(id: string, fallback: T): Promise<T>;',
    );
    assert.deepEqual(
      find.signatures.map((s) => [s.typeParameters?.text, s.parameters.map((p) => p.name).join(','), s.returnType?.text]),
      [
        ['<T>', 'id', 'Promise<T | undefined>'],
        ['<T>', 'id,fallback', 'Promise<T>'],
      ],
    );
    assert.equal(find.signatures[1].parameters[0].description, 'the ID to look up');
  });
});

describe('parseFile: a .tsx source with checker hints', () => {
  const ui = fixtureHints(fixturePackage('ui', '@fixture/ui', 'dashboard', 'packages/ui'), ['string', 'boolean']);
  const { declarations } = parse('src/use-greeting.tsx', ui);

  it('prints a declaration-file signature: no body, defaults made optional, inferred types filled in', () => {
    const hook = byName(declarations, 'useGreeting');
    assert.equal(hook.signature, 'function useGreeting(customer: Customer, loud?: boolean): string;');
    assert.deepEqual(
      hook.signatures[0].parameters.map((p) => [p.name, p.type?.text, p.optional, p.defaultValue]),
      [
        ['customer', 'Customer', false, undefined],
        ['loud', 'boolean', true, 'false'],
      ],
    );
    assert.deepEqual(hook.signatures[0].returnType, { text: 'string', refs: [] });
  });

  it('documents a non-exported interface that asked for a page', () => {
    assert.equal(byName(declarations, 'GreetingProps').page, 'useGreeting');
  });
});
