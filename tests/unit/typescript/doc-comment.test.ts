import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseDocComment, type DocCommentProblem } from '../../../generators/typescript/doc-comment';

const comment = (...lines: string[]): string => ['/**', ...lines.map((l) => ` * ${l}`.trimEnd()), ' */'].join('\n');

describe('parseDocComment', () => {
  it('reads every tag the framework uses', () => {
    const doc = parseDocComment(
      comment(
        '@description',
        'Does **things** with a {@link Customer}.',
        '',
        'Second paragraph.',
        '',
        '@example',
        '```ts',
        "import { Thing } from '\\@vendure/core';",
        '```',
        '',
        '@docsCategory products & stock',
        '@docsPage ThingPage',
        '@docsWeight 3',
        '@since 2.2.0',
        "@default 'auto'",
        '@deprecated Use `OtherThing` instead.',
        '@param ctx - the request context',
        '@param {string} name the name',
        '@returns the thing',
      ),
    );
    assert.equal(doc.description, 'Does **things** with a {@link Customer}.\n\nSecond paragraph.');
    assert.deepEqual(doc.examples, ["```ts\nimport { Thing } from '@vendure/core';\n```"]);
    assert.equal(doc.category, 'products & stock');
    assert.equal(doc.page, 'ThingPage');
    assert.equal(doc.weight, 3);
    assert.equal(doc.since, '2.2.0');
    assert.equal(doc.default, "'auto'");
    assert.equal(doc.deprecated, 'Use `OtherThing` instead.');
    assert.deepEqual(doc.params, [
      { name: 'ctx', description: 'the request context' },
      { name: 'name', description: 'the name' },
    ]);
    assert.equal(doc.returns, 'the thing');
    assert.equal(doc.internal, false);
    assert.equal(doc.hasDocsTags, true);
  });

  it('treats text before the first tag as description, and a bare @deprecated / @internal as flags', () => {
    const doc = parseDocComment(comment('Plain description.', '@deprecated', '@internal'));
    assert.equal(doc.description, 'Plain description.');
    assert.equal(doc.deprecated, true);
    assert.equal(doc.internal, true);
  });

  it('does not start a tag at a decorator inside a code fence', () => {
    const doc = parseDocComment(comment('@description', 'Text.', '```ts', '@Injectable()', '@Entity', 'class A {}', '```', '@docsCategory services'));
    assert.equal(doc.description, 'Text.\n```ts\n@Injectable()\n@Entity\nclass A {}\n```');
    assert.equal(doc.category, 'services');
  });

  it('still sees @docsCategory after an example whose fence was never closed', () => {
    const doc = parseDocComment(comment('@example', '```ts', 'broken()', '', '@example', '```tsx', '<Ok />', '```', '@docsCategory components'));
    assert.deepEqual(doc.examples, ['```ts\nbroken()', '```tsx\n<Ok />\n```']);
    assert.equal(doc.category, 'components');
  });

  it('wraps an example without a fence in a ts fence', () => {
    assert.deepEqual(parseDocComment(comment('@example', 'doIt(1);')).examples, ['```ts\ndoIt(1);\n```']);
  });

  it('reports a non-numeric @docsWeight instead of dropping it silently', () => {
    const problems: DocCommentProblem[] = [];
    const doc = parseDocComment(comment('@docsCategory x', '@docsWeight heavy'), problems);
    assert.equal(doc.weight, undefined);
    assert.deepEqual(problems, [{ message: '@docsWeight "heavy" is not a number' }]);
  });
});
