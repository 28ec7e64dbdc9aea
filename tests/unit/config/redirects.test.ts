import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { movedPages, sectionRedirectsTo } from '../../../config/redirects';

const publishedCopy = join(__dirname, '../../../config/published-urls.txt');
const specList = join(__dirname, '../../../../shared/spec/published-urls.txt');
const published = new Set(readFileSync(publishedCopy, 'utf8').split('\n').map((line) => line.trim()).filter(Boolean));
const withSlash = (url: string) => (url.endsWith('/') ? url : `${url}/`);

test('the copied published URL list matches the spec when the spec is at hand', { skip: !existsSync(specList) && 'no spec folder beside the clone' }, () => {
  assert.equal(readFileSync(publishedCopy, 'utf8'), readFileSync(specList, 'utf8'));
});

test('a page of a renamed section is also reached from the old section path', () => {
  assert.deepEqual(sectionRedirectsTo('/reference/dashboard/extensions/page-blocks/'), ['/reference/dashboard/extensions-api/page-blocks/']);
  assert.deepEqual(sectionRedirectsTo('/reference/dashboard/extensions/'), ['/reference/dashboard/extensions-api/']);
  assert.deepEqual(sectionRedirectsTo('/reference/dashboard/components/page-block/'), []);
  assert.deepEqual(sectionRedirectsTo('/a/b/', [{ from: '/old/', to: '/a/' }]), ['/old/b/']);
});

test('every moved page is a published URL, redirects to another path, and explains why', () => {
  const publishedWithSlash = new Set([...published].map(withSlash));
  for (const { from, to, why } of movedPages) {
    assert.ok(publishedWithSlash.has(from), `${from} is not a published URL`);
    assert.notEqual(from, to);
    assert.ok(to.startsWith('/') && to.endsWith('/'), `${to} is a site path with a trailing slash`);
    assert.ok(why.length > 10, `${from} says why it moved`);
  }
});
