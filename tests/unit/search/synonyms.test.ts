import assert from 'node:assert/strict';
import { test } from 'node:test';
import { SEARCH_SYNONYMS, type SearchSynonym } from '../../../config/search-synonyms';
import { missingSynonymPages, synonymWordsByPage, typesenseSynonyms } from '../../../src/search/synonyms';

const ENTRIES: SearchSynonym[] = [
  { words: ['colours', 'logo'], term: 'theming', pages: ['/theming/'] },
  { words: ['discount'], term: 'promotions', pages: ['/ug/promotions/', '/guide/promotions/'] },
  { words: ['logo', 'brand'], term: 'branding', pages: ['/theming/'] },
];

test('the embedded index gets each page its reader words, once each', () => {
  assert.deepEqual(
    [...synonymWordsByPage(ENTRIES)],
    [
      ['/theming/', ['colours', 'logo', 'brand']],
      ['/ug/promotions/', ['discount']],
      ['/guide/promotions/', ['discount']],
    ],
  );
});

test('pages an entry names that the build lacks are reported', () => {
  assert.deepEqual(missingSynonymPages(ENTRIES, ['/theming/', '/ug/promotions/']), ['/guide/promotions/']);
  assert.deepEqual(missingSynonymPages(ENTRIES, ['/theming/', '/ug/promotions/', '/guide/promotions/']), []);
});

test('Typesense gets one one-way synonym per reader word, from the word to the pages\' term', () => {
  assert.deepEqual(typesenseSynonyms(ENTRIES.slice(0, 2)), [
    { id: 'docs-colours', root: 'colours', synonyms: ['theming'] },
    { id: 'docs-logo', root: 'logo', synonyms: ['theming'] },
    { id: 'docs-discount', root: 'discount', synonyms: ['promotions'] },
  ]);
});

test('the committed list: lower-case single words, a term, site paths, no word in two entries', () => {
  const seen = new Map<string, string>();
  for (const entry of SEARCH_SYNONYMS) {
    assert.ok(entry.term && entry.pages.length > 0, entry.term);
    for (const page of entry.pages) assert.match(page, /^\/.*\/$/, page);
    for (const word of entry.words) {
      assert.match(word, /^[a-z0-9]+$/, `"${word}" is one lower-case word`);
      assert.equal(seen.get(word), undefined, `"${word}" is in the entries for ${seen.get(word)} and ${entry.term}`);
      seen.set(word, entry.term);
    }
  }
});
