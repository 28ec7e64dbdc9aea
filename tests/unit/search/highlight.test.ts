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
  SENTENCE_WORDS,
  sentenceAround,
  withoutLeadingText,
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

test('an excerpt is cut to the sentence that best shows the match', () => {
  assert.equal(
    sentenceAround('CustomFields. <mark>Custom</mark> <mark>fields</mark> let you add data. Other text.'),
    '<mark>Custom</mark> <mark>fields</mark> let you add data.',
  );
  assert.equal(
    sentenceAround('on a loyalty number of <mark>customers</mark>. <mark>Custom</mark> <mark>fields</mark> let you add data to entities'),
    '<mark>Custom</mark> <mark>fields</mark> let you add data to entities …',
    'most matched words; "…" where the excerpt ends mid-sentence',
  );
  assert.equal(sentenceAround('of stock, e.g. a <mark>backorder</mark>. Next.'), '… of stock, e.g. a <mark>backorder</mark>.', 'e.g. ends no sentence');
  assert.equal(sentenceAround('First sentence here. Second one.'), 'First sentence here.', 'no match: the first sentence');
  assert.equal(sentenceAround(''), '');
});

test('a sentence longer than the limit is cut around its match, marks kept balanced', () => {
  const words = Array.from({ length: 60 }, (_, i) => `w${i}`);
  words[40] = '<mark>order</mark>';
  const cut = sentenceAround(`${words.join(' ')}.`);
  assert.equal(cut.split(/\s+/).filter((w) => w !== '…').length, SENTENCE_WORDS);
  assert.match(cut, /<mark>order<\/mark>/);
  assert.equal(cut.split('<mark>').length, cut.split('</mark>').length);
});

test('the section heading in front of an excerpt is removed, marks kept balanced', () => {
  assert.equal(withoutLeadingText('Where <mark>custom</mark> fields are defined Custom fields are declared.', 'Where custom fields are defined'), 'Custom fields are declared.');
  assert.equal(withoutLeadingText('<mark>Taxes on orders</mark> apply.', 'Taxes on'), '<mark>orders</mark> apply.');
  assert.equal(withoutLeadingText('Prices &amp; taxes. Then more.', 'Prices & taxes'), 'Then more.');
  assert.equal(withoutLeadingText('Other text first.', 'Heading'), 'Other text first.');
});
