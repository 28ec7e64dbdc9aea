import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  cleanText,
  escapeHtml,
  highlightSegments,
  highlightTerms,
  queryTerms,
  sanitizeMarked,
  sanitizePagefindExcerpt,
} from '../../../src/search/highlight';

test('escapeHtml escapes the five HTML-significant characters', () => {
  assert.equal(escapeHtml(`<a href="x" title='y'>&</a>`), '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
});

test('engine text with <mark> tags keeps only the marks as markup', () => {
  assert.equal(
    sanitizeMarked('Use <mark>OrderService</mark> & <img src=x onerror=alert(1)>'),
    'Use <mark>OrderService</mark> &amp; &lt;img src=x onerror=alert(1)&gt;',
  );
  assert.equal(sanitizeMarked('<mark>open</mark></mark> and <mark>never closed'), '<mark>open</mark> and <mark>never closed</mark>');
  assert.equal(sanitizeMarked('<MARK>upper</MARK>'), '&lt;MARK&gt;upper&lt;/MARK&gt;');
});

test("Pagefind excerpts are decoded once (they escape only < and >) and re-escaped", () => {
  assert.equal(
    sanitizePagefindExcerpt('Use <mark>&lt;img</mark> src=x onerror=alert(1)&gt; carefully & wisely\u200B'),
    'Use <mark>&lt;img</mark> src=x onerror=alert(1)&gt; carefully &amp; wisely',
  );
});

test('query terms are the lower-cased words of the query, once each', () => {
  assert.deepEqual(queryTerms('  Order-Service <img src=x> order_line ORDER'), ['order', 'service', 'img', 'src', 'x', 'order_line']);
  assert.deepEqual(queryTerms(' ?! '), []);
});

test('titles are highlighted on word prefixes, escaped, with a match level', () => {
  assert.deepEqual(highlightTerms('OrderService & <Order> lines\u200B', ['order']), {
    value: '<mark>OrderService</mark> &amp; &lt;<mark>Order</mark>&gt; lines',
    matchLevel: 'full',
    matchedWords: ['order'],
  });
  assert.deepEqual(highlightTerms('Shipping methods', ['order', 'ship']), {
    value: '<mark>Shipping</mark> methods',
    matchLevel: 'partial',
    matchedWords: ['ship'],
  });
  assert.equal(highlightTerms('Taxes', ['order']).matchLevel, 'none');
  assert.equal(highlightTerms('reorder', ['order']).value, 'reorder');
});

test('highlight HTML turns back into text segments for React', () => {
  assert.deepEqual(highlightSegments('a &lt;b&gt; <mark>c &amp; d</mark> e'), [
    { text: 'a <b> ', marked: false },
    { text: 'c & d', marked: true },
    { text: ' e', marked: false },
  ]);
});

test('cleanText drops heading-anchor zero-width spaces and outer blanks', () => {
  assert.equal(cleanText('  What GraphQL is\u200B '), 'What GraphQL is');
});
