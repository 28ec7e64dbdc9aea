import assert from 'node:assert/strict';
import test from 'node:test';
import { escapeHtml, highlightToHtml, highlightWithLinks } from '../../../../generators/code-highlighting/highlight-to-html';
import { prismWithLanguages } from '../../../../plugins/code-highlighting/prism-with-languages';

const prism = prismWithLanguages(['docker', 'bash']);

test('each line is a token-line span closed by <br>; tokens carry their Prism types as classes', () => {
  assert.equal(
    highlightToHtml(prism, 'let a = 1;\nreturn a;', 'ts'),
    '<span class="token-line"><span class="token keyword">let</span> a <span class="token operator">=</span> <span class="token number">1</span><span class="token punctuation">;</span><br></span>' +
      '<span class="token-line"><span class="token keyword">return</span> a<span class="token punctuation">;</span><br></span>',
  );
});

test('a token that spans lines is split at each line end, and an empty line is an empty token-line', () => {
  assert.equal(
    highlightToHtml(prism, '/* one\ntwo */\n\nx', 'js'),
    '<span class="token-line"><span class="token comment">/* one</span><br></span>' +
      '<span class="token-line"><span class="token comment">two */</span><br></span>' +
      '<span class="token-line"><br></span>' +
      '<span class="token-line">x<br></span>',
  );
});

test('nested tokens carry the types of their parents, as prism-react-renderer gives them', () => {
  const html = highlightToHtml(prism, '`a${b}`', 'js');
  assert.match(html, /<span class="token template-string interpolation interpolation-punctuation punctuation">\$\{<\/span>/);
});

test('line classes are added to the lines they name (zero-based)', () => {
  assert.equal(
    highlightToHtml(prism, 'a\nb\nc', 'text', { 1: ['theme-code-block-highlighted-line'] }),
    '<span class="token-line">a<br></span><span class="token-line theme-code-block-highlighted-line">b<br></span><span class="token-line">c<br></span>',
  );
});

test('with line numbers, the tokens of each line sit in a cell of their own beside the number', () => {
  assert.equal(
    highlightToHtml(prism, 'a b\nc', 'text', {}, true),
    '<span class="token-line"><span class="line-content">a b</span><br></span><span class="token-line"><span class="line-content">c</span><br></span>',
  );
});

test('a language Prism does not know is escaped plain text', () => {
  assert.equal(highlightToHtml(prism, 'a <b> & c', 'no-such-language'), '<span class="token-line">a &lt;b&gt; &amp; c<br></span>');
  assert.equal(escapeHtml('<a href="x">&amp;</a>'), '&lt;a href="x"&gt;&amp;amp;&lt;/a&gt;');
});

test('the additional languages are registered: docker and bash', () => {
  assert.match(highlightToHtml(prism, 'FROM node:20', 'docker'), /<span class="token instruction keyword">FROM<\/span>/);
  assert.match(highlightToHtml(prism, 'echo "$HOME"', 'bash'), /<span class="token builtin class-name">echo<\/span>/);
});

test('registering languages leaves no global Prism behind', () => {
  prismWithLanguages(['docker', 'bash', 'php']);
  assert.equal((globalThis as { Prism?: unknown }).Prism, undefined);
  assert.match(highlightToHtml(prism, '<?php echo 1; ?>', 'php'), /token delimiter important/);
});

test('links sit inside the token they cover, and a token a link covers in part is split', () => {
  // Prism reads ` Required` (with its space) as one plain token and `Foo` after `extends` as part of a class-name.
  const code = 'let a: Required<Foo>;';
  const html = highlightWithLinks(prism, code, 'ts', [
    { start: 7, end: 15, href: '/a/#required' },
    { start: 16, end: 19, href: '/b/#foo?x="1"&y' },
  ]);
  assert.equal(
    html,
    '<span class="token-line"><span class="token keyword">let</span> a<span class="token operator">:</span> ' +
      '<a href="/a/#required">Required</a><span class="token operator">&lt;</span>' +
      '<a href="/b/#foo?x=&quot;1&quot;&amp;y">Foo</a><span class="token operator">&gt;</span><span class="token punctuation">;</span><br></span>',
  );
});

test('link offsets count every line, empty ones included', () => {
  const html = highlightWithLinks(prism, 'a\n\nb', 'text', [{ start: 3, end: 4, href: '/b/' }]);
  assert.equal(html, '<span class="token-line">a<br></span><span class="token-line"><br></span><span class="token-line"><a href="/b/">b</a><br></span>');
});

test('without links the markup is what fenced code gets', () => {
  const code = 'type A<T> = keyof T | "x";';
  assert.equal(highlightWithLinks(prism, code, 'ts', []), highlightToHtml(prism, code, 'ts'));
});
