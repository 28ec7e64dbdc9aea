import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, test } from 'node:test';
import { generatedDocFolders, handWrittenDocs } from '../../../scripts/checks/hand-written-docs';

const root = mkdtempSync(join(tmpdir(), 'hand-written-'));
after(() => rmSync(root, { recursive: true, force: true }));

function write(path: string, content = ''): void {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), content);
}

test('the generated folders are the docs/ entries of .gitignore', () => {
  const gitignore = 'node_modules\n# Generated\ndocs/reference/typescript-api/\ndocs/reference/graphql-api\nbuild/\n';
  assert.deepEqual(generatedDocFolders(gitignore), ['docs/reference/typescript-api', 'docs/reference/graphql-api']);
});

test('hand-written pages are docs/ without generated folders, plus Markdown in src/pages', () => {
  write('.gitignore', 'docs/reference/typescript-api/\n');
  write('docs/guides/a.mdx');
  write('docs/guides/b.md');
  write('docs/guides/image.png');
  write('docs/reference/index.mdx');
  write('docs/reference/typescript-api/x.mdx');
  write('docs/reference/typescript-api-notes.mdx');
  write('src/pages/TODO.md');
  write('src/pages/index.tsx');
  assert.deepEqual(handWrittenDocs(root), [
    'docs/guides/a.mdx',
    'docs/guides/b.md',
    'docs/reference/index.mdx',
    'docs/reference/typescript-api-notes.mdx',
    'src/pages/TODO.md',
  ]);
});
