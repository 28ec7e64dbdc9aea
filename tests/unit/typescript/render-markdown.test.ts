import assert from 'node:assert/strict';
import { test } from 'node:test';
import { headingPlacer } from '../../../generators/typescript/render-markdown';

const place = (base: number, lines: string[]) => lines.map(headingPlacer(base));

test('the top headings of a text sit one level below its base, deeper ones one more, never skipping', () => {
  assert.deepEqual(place(2, ['## Installation', 'text', '### Options', '## Dev mode']), ['### Installation', 'text', '#### Options', '### Dev mode']);
  assert.deepEqual(place(2, ['### Starts deep', '##### Jumps two']), ['### Starts deep', '#### Jumps two']);
  assert.deepEqual(place(3, ['# Top']), ['#### Top']);
  assert.deepEqual(place(5, ['## a', '### b', '#### c']), ['###### a', '###### b', '###### c']);
});

test('inline text (base 0) keeps its headings, and non-heading lines are untouched', () => {
  assert.deepEqual(place(0, ['## As written', '#hashtag', 'x ## y']), ['## As written', '#hashtag', 'x ## y']);
});

test('the first sentence skips abbreviations and lower-case continuations, and a list intro ends with a dot', async () => {
  const { firstSentence } = await import('../../../generators/typescript/render-markdown');
  assert.equal(firstSentence('An EmailSender is responsible for sending the email, e.g. via SMTP. It is configured.'), 'An EmailSender is responsible for sending the email, e.g. via SMTP.');
  assert.equal(firstSentence('Languages with a region modifier (e.g. en_US). Next.'), 'Languages with a region modifier (e.g. en_US).');
  assert.equal(firstSentence('Specifies how the image fits the dimensions:'), 'Specifies how the image fits the dimensions.');
  assert.equal(firstSentence('Uses version 1.2. Then more.'), 'Uses version 1.2.');
  assert.equal(firstSentence('Items, etc. are kept. Next.'), 'Items, etc. are kept.');
  assert.equal(firstSentence('No dot at all'), 'No dot at all');
});
