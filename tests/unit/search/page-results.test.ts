import assert from 'node:assert/strict';
import { test } from 'node:test';
import { contentHtml, groupByDocument, hierarchyHtml, searchPageRequest, sitePath } from '../../../src/search/page-results';
import { LEVELS, type DocSearchHit } from '../../../src/search/types';

function hit(url: string, anchor: string | null, levels: string[]): DocSearchHit {
  const record = {
    objectID: url,
    url,
    url_without_anchor: url.split('#')[0],
    anchor,
    type: anchor ? 'content' : 'lvl1',
    content: null,
    _highlightResult: {},
    _snippetResult: {},
  } as unknown as DocSearchHit;
  for (const l of LEVELS) {
    const key = `hierarchy.lvl${l}` as const;
    record[key] = levels[l] ?? null;
    if (levels[l]) record._highlightResult[key] = { value: `<mark>${levels[l]}</mark>`, matchLevel: 'full', matchedWords: [] };
  }
  return record;
}

test('records are grouped per page, page record first, sections in the order received', () => {
  const a = 'https://x.test/a/';
  const b = 'https://x.test/b/';
  const entries = groupByDocument([
    hit(`${a}#one`, 'one', ['S', 'A', 'One']),
    hit(a, null, ['S', 'A']),
    hit(b, null, ['S', 'B']),
    hit(`${a}#two`, 'two', ['S', 'A', 'Two']),
  ]);
  assert.deepEqual(
    entries.map((e) => [e.url, e.page?.url ?? null, e.sections.map((s) => s.anchor)]),
    [
      [a, a, ['one', 'two']],
      [b, b, []],
    ],
  );
});

test('the hierarchy of a record is its highlighted levels, outermost first', () => {
  assert.deepEqual(hierarchyHtml(hit('https://x.test/a/#one', 'one', ['S', 'A', 'One'])), ['<mark>S</mark>', '<mark>A</mark>', '<mark>One</mark>']);
});

test('the excerpt prefers the snippet', () => {
  const record = hit('https://x.test/a/', null, ['S', 'A']);
  assert.equal(contentHtml(record), '');
  record._highlightResult.content = { value: 'full <mark>text</mark>', matchLevel: 'full', matchedWords: [] };
  assert.equal(contentHtml(record), 'full <mark>text</mark>');
  record._snippetResult.content = { value: '<mark>text</mark>', matchLevel: 'full' };
  assert.equal(contentHtml(record), '<mark>text</mark>');
});

test('links use the site path of the absolute record URL', () => {
  assert.equal(sitePath('https://docs.vendure.io/guides/x/#y'), '/guides/x/#y');
  assert.equal(sitePath('/guides/x/'), '/guides/x/');
});

test('a /search page asks for ten documents per page, grouped per page URL', () => {
  assert.deepEqual(searchPageRequest('order', 'language:=en', 1), {
    q: 'order',
    filter_by: 'language:=en',
    page: 2,
    per_page: 10,
    group_by: 'url_without_anchor',
    group_limit: 3,
    // The section label (lvl0) is not searched; titles weigh most, text least.
    query_by: 'hierarchy.lvl1,hierarchy.lvl2,hierarchy.lvl3,hierarchy.lvl4,hierarchy.lvl5,hierarchy.lvl6,content',
    query_by_weights: '9,6,6,3,3,3,1',
    prioritize_exact_match: true,
    sort_by: '_text_match:desc,item_priority:desc',
    include_fields:
      'hierarchy.lvl0,hierarchy.lvl1,hierarchy.lvl2,hierarchy.lvl3,hierarchy.lvl4,hierarchy.lvl5,hierarchy.lvl6,content,anchor,url,url_without_anchor,type,id',
    highlight_full_fields: 'hierarchy.lvl0,hierarchy.lvl1,hierarchy.lvl2,hierarchy.lvl3,hierarchy.lvl4,hierarchy.lvl5,hierarchy.lvl6,content',
    highlight_affix_num_tokens: 12,
  });
});
