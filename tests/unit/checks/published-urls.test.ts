import assert from 'node:assert/strict';
import { test } from 'node:test';
import { answerPublishedUrl, checkPublishedUrls, fileForPath, redirectTarget } from '../../../scripts/checks/published-urls';

const redirectPage = (to: string) =>
  `<!DOCTYPE html><html><head><meta charset="UTF-8"><meta http-equiv="refresh" content="0; url=${to}"><link rel="canonical" href="${to}" /></head></html>`;

const pages: Record<string, string> = {
  '/guides/a/index.html': '<html><body>A</body></html>',
  '/guides/old/index.html': redirectPage('/guides/a/'),
  '/guides/dangling/index.html': redirectPage('/guides/gone/'),
  '/TODO.html': '<html>placeholder</html>',
};
const build = { files: new Set(Object.keys(pages)), read: (file: string) => pages[file] };

test('the redirect target is read from the refresh meta of a redirect page', () => {
  assert.equal(redirectTarget(redirectPage('/x/y/')), '/x/y/');
  assert.equal(redirectTarget('<html><head><title>Page</title></head></html>'), undefined);
});

test('a URL path is served from folder/index.html, or name.html without a trailing slash', () => {
  assert.equal(fileForPath('/guides/a/', build.files), '/guides/a/index.html');
  assert.equal(fileForPath('/guides/a', build.files), '/guides/a/index.html');
  assert.equal(fileForPath('/TODO', build.files), '/TODO.html');
  assert.equal(fileForPath('/guides/a/#anchor', build.files), '/guides/a/index.html');
  assert.equal(fileForPath('/nothing/', build.files), undefined);
});

test('published URLs answer with a page, a redirect to a page, or count as not yet with their issue', () => {
  assert.deepEqual(answerPublishedUrl('/guides/old', build), {
    url: '/guides/old',
    kind: 'redirect',
    file: '/guides/old/index.html',
    target: '/guides/a/',
    targetFile: '/guides/a/index.html',
  });
  const outcome = checkPublishedUrls(['/guides/a/', '/guides/old/', '/TODO', '/guides/dangling/', '/missing/', '/later/'], build, new Map([['/later/', 'issue 99']]));
  assert.equal(outcome.passed, 3);
  assert.equal(outcome.failed, 2);
  assert.deepEqual(outcome.problems, [
    { where: '/guides/dangling/', message: 'redirects to /guides/gone/, which is not a page of the build' },
    { where: '/missing/', message: 'no page and no redirect answers it' },
  ]);
  assert.deepEqual(outcome.notes, ['published URLs: 6 (page 2, redirect 1, not yet 1)', 'not yet: /later/ (issue 99)']);
});
