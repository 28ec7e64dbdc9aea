import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { descriptionToMdx, endsWithList, isSingleParagraph, type DescriptionLinks } from '../../../generators/graphql/description';

const links: DescriptionLinks = { linkToType: (name) => (name === 'Product' ? '#product' : undefined) };

describe('descriptionToMdx', () => {
  it('returns an empty string for a missing or blank description', () => {
    assert.equal(descriptionToMdx(undefined, links), '');
    assert.equal(descriptionToMdx(null, links), '');
    assert.equal(descriptionToMdx('  \n ', links), '');
  });

  it('drops Vendure docs tags, keeps the text after @description and labels @example', () => {
    const source = '@description\nThe state of a job.\n\n@example\n```ts\nconst a = 1;\n```\n\n@docsCategory common\n@docsPage JobState';
    assert.equal(descriptionToMdx(source, links), 'The state of a job.\n\n**Example**\n```ts\nconst a = 1;\n```');
  });

  it('turns headings into bold paragraphs so the page keeps its heading order', () => {
    assert.equal(descriptionToMdx('Intro\n\n## Understanding it ##\n\nText\n\nSetext\n===', links), 'Intro\n\n**Understanding it**\n\nText\n\n**Setext**');
  });

  it('leaves fenced code verbatim, removes TSDoc @ escapes and closes an unclosed fence', () => {
    assert.equal(
      descriptionToMdx('Code:\n```ts\n\\@Query()\nconst x = {a: <T>() => 1};\n```\nafter {x}\n~~~\nopen {', links),
      'Code:\n```ts\n@Query()\nconst x = {a: <T>() => 1};\n```\nafter \\{x\\}\n~~~\nopen {\n~~~',
    );
  });

  it('links {@link} to schema types and shows other targets as code', () => {
    assert.equal(
      descriptionToMdx('See {@link Product}, {@link Product the product} and {@link Allow}.', links),
      'See [Product](#product), [the product](#product) and `Allow`.',
    );
  });

  it('keeps MDX from reading a line as an import or export statement', () => {
    assert.equal(descriptionToMdx('import this\nexport that\nimportant', links), '&#105;mport this\n&#101;xport that\nimportant');
  });

  it('keeps Markdown lists, emphasis and web links', () => {
    assert.equal(
      descriptionToMdx('* ID=1 OR ID=2: `{ or: [1,2] }`\n* **must** see [CLDR](https://cldr.unicode.org/)', links),
      '* ID=1 OR ID=2: `{ or: [1,2] }`\n* **must** see [CLDR](https://cldr.unicode.org/)',
    );
  });

  it('collapses runs of blank lines and trims trailing spaces', () => {
    assert.equal(descriptionToMdx('a  \n\n\n\nb\n\n', links), 'a\n\nb');
  });
});

describe('description shape helpers', () => {
  it('tells single paragraphs from block content', () => {
    assert.equal(isSingleParagraph('one line\nand its continuation'), true);
    assert.equal(isSingleParagraph('one\n\ntwo'), false);
    assert.equal(isSingleParagraph('text\n* item'), false);
    assert.equal(isSingleParagraph('```\ncode\n```'), false);
  });

  it('sees a description that ends with a list', () => {
    assert.equal(endsWithList('Intro\n\n* a\n* b'), true);
    assert.equal(endsWithList('Intro\n\n1. a'), true);
    assert.equal(endsWithList('* a\n\nOutro'), false);
  });
});
