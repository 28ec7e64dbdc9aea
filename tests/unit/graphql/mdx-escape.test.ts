import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { escapeLiteral, escapeProseInline } from '../../../generators/graphql/mdx-escape';

describe('escapeLiteral', () => {
  it('escapes everything Markdown or MDX could read as syntax', () => {
    assert.equal(escapeLiteral('{take: 10, tags: ["a_b", "<x>"]}'), '\\{take: 10, tags: \\["a\\_b", "\\<x\\>"\\]\\}');
    assert.equal(escapeLiteral('a | b & c ~ *d* `e` \\f'), 'a \\| b \\& c \\~ \\*d\\* \\`e\\` \\\\f');
  });

  it('escapes a colon that would start a directive but not one followed by a space', () => {
    assert.equal(escapeLiteral('"note:here" and a: b'), '"note\\:here" and a: b');
  });

  it('keeps plain names untouched and folds newlines into spaces', () => {
    assert.equal(escapeLiteral('productVariant'), 'productVariant');
    assert.equal(escapeLiteral('a\nb'), 'a b');
  });
});

describe('escapeProseInline', () => {
  it('escapes braces, angle brackets and directives outside code', () => {
    assert.equal(
      escapeProseInline('Use {id} or <b>x</b>, see Note:here; keep `{a} <b>` as code'),
      'Use \\{id\\} or \\<b\\>x\\</b\\>, see Note\\:here; keep `{a} <b>` as code',
    );
  });

  it('keeps a block quote marker at the start of a line', () => {
    assert.equal(escapeProseInline('> quoted\nnot > here'), '> quoted\nnot \\> here');
  });

  it('keeps existing backslash escapes and escapes an unmatched backtick', () => {
    assert.equal(escapeProseInline('a \\{ b ` c'), 'a \\{ b \\` c');
  });

  it('matches code spans by backtick count, across lines', () => {
    assert.equal(escapeProseInline('``a ` {b}\nc`` {d}'), '``a ` {b}\nc`` \\{d\\}');
  });

  it('keeps web links, turns autolinks into links and drops untrusted targets to their text', () => {
    assert.equal(
      escapeProseInline('[docs](https://example.com/a_b) <https://x.io/y> [guide](./guide.md) ![img](img.png) [t](#top)'),
      '[docs](https://example.com/a_b) [https://x.io/y](https://x.io/y) guide img t',
    );
  });

  it('keeps links to targets the caller trusts', () => {
    assert.equal(escapeProseInline('[Product](#product)', new Set(['#product'])), '[Product](#product)');
  });
});
