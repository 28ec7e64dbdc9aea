/**
 * What the reference reads from the JavaScript a package ships beside its declaration files:
 * column defaults and `@Calculated()` members of entities, Angular input initializers, and the
 * source lines of the "source" links. The compiled fixtures are tsc's output for the sources in
 * tests/fixtures/typescript/sources/, so the lines expected here can be read off those files.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { generateReference, type GenerateResult } from '../../../generators/typescript/generate-reference';
import { readDecoratedMembers, readFieldInitializers } from '../../../generators/typescript/compiled-members';
import { compiledDeclarationLines, declarationLines, readSourceMap } from '../../../generators/typescript/source-lines';
import { fixtureInput, fixturesDir } from './fixtures';

const result = generateReference(fixtureInput());

function file(out: GenerateResult, section: string, path: string): string {
  const found = out.files.get(section as never)?.find((f) => f.path === path);
  assert.ok(found, `${section}/${path} was not generated`);
  return found.content;
}

/** The lines of a member's section, from its heading to the next heading. */
function memberSection(page: string, anchor: string): string[] {
  const lines = page.split('\n');
  const start = lines.findIndex((l) => l.endsWith(`{#${anchor}}`));
  assert.ok(start >= 0, `no heading {#${anchor}}`);
  const end = lines.findIndex((l, i) => i > start && (/^#{1,6} /.test(l) || l.startsWith('<span id=')));
  return lines.slice(start, end < 0 ? undefined : end).filter((l) => l !== '');
}

describe('entity columns and read-only members, from the compiled JavaScript beside the .d.ts', () => {
  const voucher = file(result, 'typescript-api', 'entities/voucher.mdx');

  it("shows a column's default as the member's default, its names linked", () => {
    assert.deepEqual(memberSection(voucher, 'voucher-enabled'), ['### enabled {#voucher-enabled}', '<code>enabled: boolean</code>', 'Default: <code>true</code>']);
    assert.deepEqual(memberSection(voucher, 'voucher-color'), [
      '### color {#voucher-color}',
      '<code>color: [Color](/reference/typescript-api/common/color/#color)</code>',
      'Default: <code>[Color](/reference/typescript-api/common/color/#color).Red</code>',
    ]);
    assert.deepEqual(memberSection(voucher, 'voucher-code'), ['### code {#voucher-code}', '<code>code: string</code>']);
  });

  it('lets an @default in the doc comment win over the column default', () => {
    assert.deepEqual(memberSection(voucher, 'voucher-uses'), [
      '### uses {#voucher-uses}',
      '<code>uses: number</code>',
      'Default: <code>1 per customer</code>',
      'How often it can be used.',
    ]);
  });

  it('marks a getter without setter read-only, and a @Calculated() member as calculated and read-only', () => {
    assert.deepEqual(memberSection(voucher, 'voucher-label'), ['### label {#voucher-label}', '<code>label: string</code>', '`readonly`']);
    assert.deepEqual(memberSection(voucher, 'voucher-remaining'), ['### remaining {#voucher-remaining}', '<code>remaining: number</code>', '`@Calculated()` · `readonly`']);
    assert.deepEqual(memberSection(voucher, 'voucher-note'), ['### note {#voucher-note}', '<code>note: string</code>'], 'a getter with a setter can be written');
  });

  it('reads defaults from the decorators, in any argument, only where they are constants', () => {
    const js = [
      'const typeorm_1 = require("typeorm");',
      'const generated_types_1 = require("@vendure/common/lib/generated-types");',
      'const money_decorator_1 = require("../money/money.decorator");',
      'class Order {}',
      '__decorate([(0, typeorm_1.Column)("varchar", { default: generated_types_1.OrderType.Regular })], Order.prototype, "type", void 0);',
      '__decorate([(0, money_decorator_1.Money)({ default: 0 })], Order.prototype, "shipping", void 0);',
      '__decorate([(0, typeorm_1.Column)({ default: () => "CURRENT_TIMESTAMP" })], Order.prototype, "placedAt", void 0);',
      '__decorate([(0, typeorm_1.Column)({ default: ["a", -1, { b: null }] })], Order.prototype, "tags", void 0);',
      '__decorate([(0, typeorm_1.Index)({ default: 1 })], Order.prototype, "code", void 0);',
    ].join('\n');
    assert.deepEqual([...readDecoratedMembers('order.entity.js', js).get('Order')!], [
      ['type', { columnDefault: 'OrderType.Regular' }],
      ['shipping', { columnDefault: '0' }],
      ['tags', { columnDefault: '["a", -1, { b: null }]' }],
    ]);
  });
});

describe('Angular inputs: the initial value of the field, from the package bundle', () => {
  const options = file(result, 'core-plugins', 'postcard-plugin/postcard-options.mdx');

  it("shows an input's initializer as its default, the doc comment's @default first", () => {
    assert.deepEqual(memberSection(options, 'postcard-preview-component-stamp'), [
      '### stamp {#postcard-preview-component-stamp}',
      '<code>stamp: string</code>',
      "`@Input()` · Default: <code>'first-class'</code>",
    ]);
    assert.deepEqual(memberSection(options, 'postcard-preview-component-size'), [
      '### size {#postcard-preview-component-size}',
      '<code>size: string</code>',
      "`@Input()` · Default: <code>'A5' &#40;or the shop's default&#41;</code>",
      'Paper size.',
    ]);
  });

  it('gives no default to what is not an input, nor to an output', () => {
    assert.deepEqual(memberSection(options, 'postcard-preview-component-label'), ['### label {#postcard-preview-component-label}', '<code>label: string</code>']);
    assert.deepEqual(memberSection(options, 'postcard-preview-component-flip'), ['### flip {#postcard-preview-component-flip}', '<code>flip: unknown</code>', '`@Output()`']);
  });

  it('keeps constants only: no parameters, calls or locals, and no class whose name means two things', () => {
    const js = [
      "import * as i0 from '@angular/core';",
      'var Size; (function (Size) { Size["A5"] = "A5"; })(Size || (Size = {}));',
      'class Card {',
      '    constructor(options) {',
      '        this.size = Size.A5;',
      '        this.fromOptions = options.size;',
      '        this.injected = i0.inject(Thing);',
      '        this.list = [1, "x"];',
      '        this.offset = -1;',
      '        this.strategy = i0.ChangeDetectionStrategy.OnPush;',
      '    }',
      '    hidden = null;',
      '    static shared = true;',
      '}',
      'class Twice { constructor() { this.a = 1; } }',
      'class Twice { constructor() { this.a = 2; } }',
    ].join('\n');
    const fields = readFieldInitializers('bundle.mjs', js);
    assert.deepEqual([...fields.get('Card')!], [
      ['size', 'Size.A5'],
      ['list', '[1, "x"]'],
      ['offset', '-1'],
      ['strategy', 'ChangeDetectionStrategy.OnPush'],
      ['hidden', 'null'],
    ]);
    assert.equal(fields.has('Twice'), false);
  });
});

describe('source links point at the line of the declaration', () => {
  const source = (section: string, path: string) => /\[source\]\((.*?)\)/.exec(file(result, section, path))![1];
  const repo = 'https://github.com/vendure-ecommerce/vendure/blob/v3.7.3';

  it("maps an emitted declaration's name through the source map beside the .js", () => {
    assert.equal(source('typescript-api', 'entities/voucher.mdx'), `${repo}/packages/core/src/voucher.entity.ts#L23`);
    assert.equal(source('typescript-api', 'entities/welcome-voucher.mdx'), `${repo}/packages/core/src/voucher.entity.ts#L66`);
    assert.match(file(result, 'typescript-api', 'entities/voucher.mdx'), /^custom_edit_url: ".*voucher\.entity\.ts#L23"$/m);
  });

  it('links an interface or type alias without a line when only a map without sources could place it', () => {
    // The compiler erases them: no JavaScript, nothing to map.
    assert.equal(source('typescript-api', 'entities/voucher-options.mdx'), `${repo}/packages/core/src/voucher.entity.ts`);
    // No compiled file at all: no line either (a .d.ts line is not the source's).
    assert.equal(source('typescript-api', 'common/color.mdx'), `${repo}/packages/core/src/lists.ts`);
  });

  it("finds every kind of declaration in a source a bundle's map carries, and in a shipped source", () => {
    const options = file(result, 'core-plugins', 'postcard-plugin/postcard-options.mdx');
    assert.ok(options.includes(`[source](${repo}/packages/postcard-plugin/src/plugin.ts#L29)`), 'the interface');
    assert.ok(options.includes(`[source](${repo}/packages/postcard-plugin/src/plugin.ts#L42)`), 'the component');
    assert.equal(source('dashboard', 'hooks/use-greeting.mdx'), `${repo}/packages/ui/src/use-greeting.tsx#L11`);
  });

  it('gives no line when the map points into another file', () => {
    const dist = join(fixturesDir, 'core', 'dist');
    const compiled = { path: 'dist/voucher.entity.js', text: readFileSync(join(dist, 'voucher.entity.js'), 'utf8') };
    const map = readSourceMap(readFileSync(join(dist, 'voucher.entity.js.map'), 'utf8'));
    assert.ok(typeof map !== 'string');
    assert.deepEqual([...compiledDeclarationLines(compiled, map, 'packages/core/src/voucher.entity.ts')], [
      ['Voucher', 23],
      ['welcomeVoucher', 66],
    ]);
    assert.deepEqual([...compiledDeclarationLines(compiled, map, 'packages/core/src/other.ts')], []);
  });

  it('reports a source map it cannot read, and links without a line', () => {
    const input = fixtureInput();
    const core = input.packages[0];
    const files = core.files.map((f) => (f.compiled ? { ...f, compiled: { ...f.compiled, map: '{"version": 3, "mappings": ' } } : f));
    const out = generateReference({ ...input, packages: [{ ...core, files }, ...input.packages.slice(1)] });
    assert.match(file(out, 'typescript-api', 'entities/voucher.mdx'), /\[source\]\(https:\/\/github\.com\/[^)]*voucher\.entity\.ts\)/);
    assert.deepEqual(
      out.warnings.filter((w) => w.file.endsWith('.map')).map((w) => [w.file, w.message.replace(/\(.*\)/, '(…)')]),
      [['@fixture/core/dist/voucher.entity.js.map', 'unreadable source map (…); source links of what it maps have no line']],
    );
  });

  it('reads the lines of a source file at the names it declares', () => {
    const text = readFileSync(join(fixturesDir, 'sources', 'voucher.entity.ts'), 'utf8');
    assert.deepEqual([...declarationLines('voucher.entity.ts', text)], [
      ['VoucherOptions', 12],
      ['Voucher', 23],
      ['welcomeVoucher', 66],
    ]);
  });
});

describe('the page of a single declaration', () => {
  const voucher = file(result, 'typescript-api', 'entities/voucher.mdx');

  it("opens with the declaration's kind as its h2, since the page title is its name, and keeps the anchor there", () => {
    assert.ok(!/^## Voucher\b/m.test(voucher), 'no h2 repeating the title');
    assert.ok(
      voucher.includes(
        [
          '---',
          '## Class {#voucher}',
          '',
          '`@fixture/core` · [source](https://github.com/vendure-ecommerce/vendure/blob/v3.7.3/packages/core/src/voucher.entity.ts#L23)',
        ].join('\n'),
      ),
    );
    assert.match(voucher, /^### enabled \{#voucher-enabled\}$/m);
    assert.match(file(result, 'typescript-api', 'entities/welcome-voucher.mdx'), /^## Constant \{#welcome-voucher\}$/m);
    assert.match(file(result, 'typescript-api', 'entities/voucher-options.mdx'), /^## Interface \{#voucher-options\}$/m);
    assert.match(file(result, 'typescript-api', 'services/find-item.mdx'), /^## Function \{#find-item\}$/m);
    assert.match(file(result, 'typescript-api', 'state-machine/light-state.mdx'), /^## Type alias \{#light-state\}$/m);
  });

  it('keeps the name as the h2 of each declaration on a page of several, the kind in the line below', () => {
    const service = file(result, 'typescript-api', 'services/greeting-service.mdx');
    assert.match(service, /^## GreetingService \{#greeting-service\}\n\n\*\*class\*\* · `@fixture\/core` · since 2\.1\.0 · \[source\]/m);
    assert.match(service, /^### prefix \{#greeting-service-prefix\}$/m);
  });
});
