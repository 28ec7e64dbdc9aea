import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { generateReference, type GenerateResult } from '../../../generators/typescript/generate-reference';
import { fixtureInput, fixturePackage } from './fixtures';

const result = generateReference(fixtureInput());

function file(result: GenerateResult, section: string, path: string): string {
  const found = result.files.get(section as never)?.find((f) => f.path === path);
  assert.ok(found, `${section}/${path} was not generated`);
  return found.content;
}

/** The code of each `<SignatureBlock>` on a page and its links, as [text, href] pairs. */
function signatureBlocks(page: string): { code: string; links: [string, string][] }[] {
  return [...page.matchAll(/^<SignatureBlock title="Signature" code=\{(".*?")\} html=\{(".*")\} \/>$/gm)].map((m) => ({
    code: JSON.parse(m[1]) as string,
    links: [...(JSON.parse(m[2]) as string).matchAll(/<a href="([^"]*)">([^<]*)<\/a>/g)].map((l) => [l[2], l[1]] as [string, string]),
  }));
}

/** Asserts that `lines` appear in `text` as consecutive lines. */
function assertBlock(text: string, lines: string[]): void {
  assert.ok(text.includes(lines.join('\n')), `expected block not found:\n${lines.join('\n')}\n--- in ---\n${text}`);
}

describe('generateReference: routes, category pages and sidebar metadata', () => {
  it('emits one page per declaration or @docsPage, a category index each, and section overviews', () => {
    assert.deepEqual(
      result.files.get('typescript-api')!.map((f) => f.path),
      [
        'common/_category_.json',
        'entities/_category_.json',
        'services/_category_.json',
        'state-machine/_category_.json',
        'common/index.mdx',
        'common/paginated-list.mdx',
        'common/color.mdx',
        'entities/index.mdx',
        'entities/customer.mdx',
        'entities/voucher.mdx',
        'entities/voucher-options.mdx',
        'entities/welcome-voucher.mdx',
        'services/index.mdx',
        'services/greeting-service.mdx',
        'services/find-item.mdx',
        'state-machine/index.mdx',
        'state-machine/light-state.mdx',
        'state-machine/named-light.mdx',
        'index.mdx',
      ],
    );
    assert.deepEqual(
      result.pages.map((p) => p.route),
      [
        '/reference/core-plugins/postcard-plugin/',
        '/reference/core-plugins/postcard-plugin/postcard-options/',
        '/reference/dashboard/hooks/use-greeting/',
        '/reference/typescript-api/common/color/',
        '/reference/typescript-api/common/paginated-list/',
        '/reference/typescript-api/entities/customer/',
        '/reference/typescript-api/entities/voucher-options/',
        '/reference/typescript-api/entities/voucher/',
        '/reference/typescript-api/entities/welcome-voucher/',
        '/reference/typescript-api/services/find-item/',
        '/reference/typescript-api/services/greeting-service/',
        '/reference/typescript-api/state-machine/light-state/',
        '/reference/typescript-api/state-machine/named-light/',
      ],
    );
    assert.deepEqual(result.collisions, []);
  });

  it('orders pages by @docsWeight, then by name', () => {
    assert.match(file(result, 'typescript-api', 'services/greeting-service.mdx'), /^sidebar_position: 1$/m);
    assert.match(file(result, 'typescript-api', 'services/find-item.mdx'), /^sidebar_position: 2$/m);
    assert.equal(
      file(result, 'typescript-api', 'services/_category_.json'),
      '{\n  "label": "Services",\n  "position": 3,\n  "collapsible": true,\n  "collapsed": true\n}\n',
    );
  });

  it('makes a plugin class the index page of its plugin folder', () => {
    const index = file(result, 'core-plugins', 'postcard-plugin/index.mdx');
    assert.ok(index.startsWith('---\ntitle: "PostcardPlugin"\ndescription: "Sends postcards to each Customer."\n'));
    assertBlock(index, [
      '| Page | Summary |',
      '| --- | --- |',
      '| [PostcardOptions](/reference/core-plugins/postcard-plugin/postcard-options/) | Options of the PostcardPlugin. |',
    ]);
  });

  it("places a doc comment's headings right below the declaration's heading, without skipping a level", () => {
    const index = file(result, 'core-plugins', 'postcard-plugin/index.mdx');
    assertBlock(index, ['### Installation', '', 'Add the plugin to the config.', '', '#### From npm']);
    assertBlock(index, ['### Dev mode', '', 'Postcards are written to a folder.']);
  });

  it('links the names in a default value as in a signature, not the ones inside strings', () => {
    assertBlock(file(result, 'core-plugins', 'postcard-plugin/postcard-options.mdx'), [
      "`optional` · Default: <code>new [Customer](/reference/typescript-api/entities/customer/#customer)&#40;'Customer service'&#41;</code>",
    ]);
  });

  it('lists the pages of a category in one case-insensitive alphabetical run', () => {
    assertBlock(file(result, 'typescript-api', 'services/index.mdx'), [
      '| [findItem](/reference/typescript-api/services/find-item/) | Finds an item. |',
      '| [GreetingService](/reference/typescript-api/services/greeting-service/) | Says hello to a Customer. |',
    ]);
  });

  it("marks an Angular component's inputs and outputs, read from its compiled metadata", () => {
    const options = file(result, 'core-plugins', 'postcard-plugin/postcard-options.mdx');
    assertBlock(options, ['### stamp {#postcard-preview-component-stamp}', '', '<code>stamp: string</code>', '', '`@Input()`']);
    assertBlock(options, ['### flip {#postcard-preview-component-flip}', '', '<code>flip: unknown</code>', '', '`@Output()`']);
    assert.ok(!options.includes('<code>label: string</code>\n\n`@'), 'a property without binding has no flag');
  });

  it('dates every page from the release instead of asking git', () => {
    assertBlock(file(result, 'typescript-api', 'entities/customer.mdx'), ['last_update:', '  date: 2026-09-03', '  author: "@fixture/core 3.7.3"', '---']);
  });
});

describe('generateReference: a declaration page', () => {
  const page = file(result, 'typescript-api', 'services/greeting-service.mdx');

  it('shows kind, package, since and the source link at the release tag', () => {
    assertBlock(page, [
      '## GreetingService {#greeting-service}',
      '',
      '**class** · `@fixture/core` · since 2.1.0 · [source](https://github.com/vendure-ecommerce/vendure/blob/v3.7.3/packages/core/src/greeting.ts)',
    ]);
  });

  it("keeps the published reference's anchors (name lower-cased) just above each heading", () => {
    assertBlock(page, ['<span id="greetingservice"></span>', '', '## GreetingService {#greeting-service}']);
    assertBlock(page, ['<span id="prefix"></span>', '', '### prefix {#greeting-service-prefix}']);
  });

  it('resolves {@link} to page and anchor, member links included; an unknown name stays plain text', () => {
    assertBlock(page, [
      'Says hello to a [Customer](/reference/typescript-api/entities/customer/#customer). See also Missing and',
      "[the customer's name](/reference/typescript-api/entities/customer/#customer-name).",
    ]);
  });

  it('warns about the unknown {@link}, naming the file and line', () => {
    assert.deepEqual(
      result.warnings.filter((w) => w.message.includes('Missing')),
      [{ file: '@fixture/core/dist/greeting.d.ts', line: 23, message: '{@link Missing} in GreetingService names nothing that has a page; shown as plain text' }],
    );
  });

  it('renders examples as code blocks and the exact signature', () => {
    assertBlock(page, ['**Example**', '', '```ts', 'const service = new GreetingService();', 'service.greet(customer);', '```']);
    assertBlock(page, ['```ts title="Signature"', 'class GreetingService {', '    prefix: string;']);
  });

  it('gives each member its anchor, type links, default and since', () => {
    assertBlock(page, [
      '### prefix {#greeting-service-prefix}',
      '',
      '<code>prefix: string</code>',
      '',
      "Default: <code>'Hello'</code> · Since 2.2.0",
      '',
      'The greeting prefix.',
    ]);
    assertBlock(page, [
      '### watch {#greeting-service-watch}',
      '',
      '<code>watch&#40;&#41;: Observable&#60;[Customer](/reference/typescript-api/entities/customer/#customer)&#62;</code>',
    ]);
  });

  it('documents overloads one by one when their doc comments differ', () => {
    assertBlock(page, [
      '### greet {#greeting-service-greet}',
      '',
      '<code>greet&#40;customer: [Customer](/reference/typescript-api/entities/customer/#customer)&#41;: string</code>',
      '',
      'Greets one customer.',
      '',
      '<code>greet&#40;customers: [Customer](/reference/typescript-api/entities/customer/#customer)&#91;&#93;, separator?: string&#41;: string</code>',
      '',
      'Parameters:',
      '',
      '- <span id="customers"></span>`customers` <code>[Customer](/reference/typescript-api/entities/customer/#customer)&#91;&#93;</code> — who to greet',
      '- <span id="separator"></span>`separator` <code>string</code> (optional) — put between the names',
      '',
      ':::warning Deprecated',
      'Use `greetAll()` instead.',
      ':::',
      '',
      'Greets several customers.',
    ]);
  });

  it('adds a declaration without category to its @docsPage page', () => {
    assertBlock(page, ['This page documents `GreetingService`, `GreetingOptions`.']);
    assertBlock(page, ['## GreetingOptions {#greeting-options}']);
  });

  it('never emits @internal, private or protected members', () => {
    assert.ok(!page.includes('internalCounter'));
    assert.ok(!page.includes('secret'));
    assert.ok(!page.includes('helper'));
    assert.ok(!page.includes('SecretService'));
  });
});

describe('generateReference: generics, unions and functions', () => {
  const list = file(result, 'typescript-api', 'common/paginated-list.mdx');

  it('links the constraint of a type parameter, not the parameter', () => {
    assertBlock(list, [
      '- Type parameters: <code>&#60;T extends [Customer](/reference/typescript-api/entities/customer/#customer) = [Customer](/reference/typescript-api/entities/customer/#customer)&#62;</code>',
    ]);
    assertBlock(list, ['<code>items: T&#91;&#93;</code>']);
  });

  it('shows a type alias once, as a signature block with its named members linked and its type parameter not', () => {
    assert.deepEqual(signatureBlocks(list)[0], {
      code: "type SortKey<T> = keyof T | 'createdAt' | Customer;",
      links: [['Customer', '/reference/typescript-api/entities/customer/#customer']],
    });
    assert.ok(!list.includes('- Type:'), 'no second, linked copy of the type');
  });

  it('shows the value a declaration file gives a readonly property, and links qualified names by their first part', () => {
    const light = file(result, 'typescript-api', 'state-machine/named-light.mdx');
    assertBlock(light, ['### name {#named-light-name}', '', '<code>name = "light"</code>', '', '`readonly`']);
    assertBlock(light, ['<code>state: [LightState](/reference/typescript-api/state-machine/light-state/#light-state)</code>']);
  });

  it('writes a signature with more than three parameters one parameter per line', () => {
    assert.deepEqual(signatureBlocks(list)[1], {
      code: 'function buildList(\n    name: string,\n    size: number,\n    color: Color,\n    sorted: boolean\n): PaginatedList<string>;',
      links: [
        ['Color', '/reference/typescript-api/common/color/#color'],
        ['PaginatedList', '/reference/typescript-api/common/paginated-list/#paginated-list'],
      ],
    });
    // A method's signature is a line of code in its member section.
    assertBlock(file(result, 'typescript-api', 'services/greeting-service.mdx'), [
      '<code>greetFamily&#40;<br />&nbsp;&nbsp;&nbsp;&nbsp;parent: [Customer](/reference/typescript-api/entities/customer/#customer),<br />&nbsp;&nbsp;&nbsp;&nbsp;partner: [Customer](/reference/typescript-api/entities/customer/#customer),<br />&nbsp;&nbsp;&nbsp;&nbsp;child: [Customer](/reference/typescript-api/entities/customer/#customer),<br />&nbsp;&nbsp;&nbsp;&nbsp;separator: string<br />&#41;: string</code>',
    ]);
  });

  it('labels one example "Example" and several "Examples"', () => {
    assertBlock(list, ['**Examples**', '', '```ts', "buildList('a', 1, Color.Red, true);", '```', '', '```ts', "buildList('b', 2, Color.Green, false);", '```']);
    assert.ok(!file(result, 'typescript-api', 'services/greeting-service.mdx').includes('**Examples**'));
  });

  it('shows each function overload once, as a signature block followed by its parameters', () => {
    const page = file(result, 'typescript-api', 'services/find-item.mdx');
    assert.deepEqual(signatureBlocks(page), [
      { code: 'function findItem<T>(id: string): Promise<T | undefined>;', links: [] },
      { code: 'function findItem<T>(id: string, fallback: T): Promise<T>;', links: [] },
    ]);
    const [, second] = page.split(/^<SignatureBlock .*$/m).slice(1);
    // `#id` is the first overload's; the second's parameter of that name gets no second one.
    assert.equal(second, ['', '', 'Parameters:', '', '- `id` <code>string</code> — the ID to look up', '- <span id="fallback"></span>`fallback` <code>T</code>', '', ''].join('\n'));
    assert.ok(!page.includes('```ts title="Signature"'), 'no plain copy of the signature');
    assert.ok(!page.includes('<code>findItem'), 'no linked one-line copy either');
  });

  it('imports the components a page uses, right after its front matter', () => {
    const page = file(result, 'typescript-api', 'services/find-item.mdx');
    assertBlock(page, ['---', "import SignatureBlock from '@site/src/components/SignatureBlock';", '', '<span id="finditem"></span>']);
    assert.ok(!file(result, 'typescript-api', 'entities/voucher.mdx').includes('import '), 'a page without signature blocks imports nothing');
  });

  it('writes a signature block as highlighted code whose type names are links', () => {
    assertBlock(file(result, 'typescript-api', 'entities/welcome-voucher.mdx'), [
      '<SignatureBlock title="Signature" code={"const welcomeVoucher: Voucher"} html={"<span class=\\"token-line\\"><span class=\\"token keyword\\">const</span> welcomeVoucher<span class=\\"token operator\\">:</span> <a href=\\"/reference/typescript-api/entities/voucher/#voucher\\">Voucher</a><br></span>"} />',
    ]);
  });

  it('fills in the types a .tsx source leaves to inference', () => {
    assert.deepEqual(signatureBlocks(file(result, 'dashboard', 'hooks/use-greeting.mdx')), [
      {
        code: 'function useGreeting(customer: Customer, loud?: boolean): string;',
        links: [['Customer', '/reference/typescript-api/entities/customer/#customer']],
      },
    ]);
  });
});

describe('generateReference: state machines and site links', () => {
  it('renders the states and transitions read from the default process', () => {
    assertBlock(file(result, 'typescript-api', 'state-machine/light-state.mdx'), [
      '| State | Can transition to |',
      '| --- | --- |',
      '| `Red` | `Green` |',
      '| `Green` | `Amber`, `Red` |',
      '| `Amber` | — (final state) |',
      '',
      '```mermaid',
      'stateDiagram-v2',
      '    [*] --> Red',
      '    Red --> Green',
      '    Green --> Amber',
      '    Green --> Red',
      '    Amber --> [*]',
      '```',
    ]);
  });

  it('names the package, not a build path, as the source of the transitions', () => {
    const page = file(result, 'typescript-api', 'state-machine/light-state.mdx');
    assert.ok(page.includes('(as defined in the published package)'));
    assert.ok(!page.includes('/dist/') && !page.includes('.js`'), 'no build path in the text');
  });

  it('keeps links to existing guides (old paths mapped) and unlinks missing ones', () => {
    assertBlock(file(result, 'core-plugins', 'postcard-plugin/index.mdx'), [
      'Sends postcards to each [Customer](/reference/typescript-api/entities/customer/#customer). See the [setup guide](/guides/developer-guide/postcards/#setup)',
      'and the old page. The [`postcards` guide](/guides/developer-guide/postcards/) has more.',
    ]);
    assert.ok(
      result.warnings.some(
        (w) =>
          w.file === '@fixture/postcard-plugin/lib/plugin.d.ts' &&
          w.message === 'link to /developer-guide/gone/ in PostcardPlugin: no page at /developer-guide/gone/ (nor /guides/developer-guide/gone/); shown as plain text',
      ),
    );
  });
});

describe('generateReference: collisions and escaping', () => {
  it('reports two declarations that would share a route', () => {
    const core = fixturePackage('core', '@fixture/core', 'typescript-api', 'packages/core/src');
    const copy = { ...core, name: '@fixture/copy' };
    const clash = generateReference({ packages: [core, copy], today: '2030-01-01' });
    assert.ok(clash.collisions.includes('/reference/typescript-api/entities/customer/: Customer (@fixture/core/dist/greeting.d.ts:81) and Customer (@fixture/copy/dist/greeting.d.ts:81)'));
  });

  it('escapes braces and angle brackets in prose but not in code', () => {
    const pkg = {
      name: '@fixture/escape',
      version: '3.7.3',
      section: 'typescript-api' as const,
      files: [
        {
          path: 'dist/e.d.ts',
          repoPath: 'packages/e/src/e.ts',
          text: '/**\n * @description\n * Use <T> with {a: 1} or `{b: <c>}`.\n *\n * @docsCategory common\n */\nexport declare const e: number;\n',
        },
      ],
    };
    const out = generateReference({ packages: [pkg], today: '2030-01-01' });
    assert.ok(file(out, 'typescript-api', 'common/e.mdx').includes('Use &lt;T> with \\{a: 1\\} or `{b: <c>}`.'));
  });
});
