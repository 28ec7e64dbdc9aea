import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { twinCodeMeta, withoutMagicComments } from '../../../generators/markdown-twins/code-blocks';
import { absoluteUrl, twinFiles, twinPath } from '../../../generators/markdown-twins/urls';

describe('twin URLs', () => {
  it('a page URL with .md in place of its trailing slash; the home page as /index.md', () => {
    assert.equal(twinPath('/guides/core-concepts/orders/'), '/guides/core-concepts/orders.md');
    assert.equal(twinPath('/reference/'), '/reference.md');
    assert.equal(twinPath('/'), '/index.md');
  });

  it('answers the trailing-slash form too (folder/index.md)', () => {
    assert.deepEqual(twinFiles('/guides/core-concepts/orders/'), ['guides/core-concepts/orders.md', 'guides/core-concepts/orders/index.md']);
    assert.deepEqual(twinFiles('/'), ['index.md']);
  });

  it('makes site paths, anchors and relative links absolute; leaves other schemes alone', () => {
    const pageUrl = 'https://docs.example.com/guides/a/';
    assert.equal(absoluteUrl('/reference/x/', pageUrl), 'https://docs.example.com/reference/x/');
    assert.equal(absoluteUrl('#setup', pageUrl), 'https://docs.example.com/guides/a/#setup');
    assert.equal(absoluteUrl('../b/', pageUrl), 'https://docs.example.com/guides/b/');
    assert.equal(absoluteUrl('https://vendure.io', pageUrl), 'https://vendure.io');
    assert.equal(absoluteUrl('mailto:x@example.com', pageUrl), 'mailto:x@example.com');
  });
});

describe('twin code fences', () => {
  it('keep the file name and drop the sample-check words', () => {
    assert.equal(twinCodeMeta('title="src/a.ts" run api=admin'), 'title="src/a.ts"');
    assert.equal(twinCodeMeta("no-check title='b.ts'"), "title='b.ts'");
    assert.equal(twinCodeMeta('run {1,3}'), null);
    assert.equal(twinCodeMeta(undefined), null);
  });

  it('drop lines holding only a highlight comment, in each comment style', () => {
    const code = ['// highlight-next-line', 'a();', '# highlight-start', 'b', '# highlight-end', '{/* highlight-next-line */}', '<!-- highlight-start -->', 'c // highlight-next-line is prose here'].join('\n');
    assert.equal(withoutMagicComments(code), ['a();', 'b', 'c // highlight-next-line is prose here'].join('\n'));
  });
});
