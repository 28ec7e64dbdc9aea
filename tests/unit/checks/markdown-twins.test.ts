import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { checkMarkdownTwins, llmsTxtPaths, twinProblems } from '../../../scripts/checks/markdown-twins';
import type { HtmlPageFacts } from '../../../scripts/checks/html-page';
import type { BuiltSite } from '../../../scripts/checks/site-links';

const SITE = 'https://docs.example.com';

describe('twin content check', () => {
  it('accepts plain Markdown, whatever its code holds', () => {
    assert.deepEqual(twinProblems('# A\n\nAn alias for authenticate({ native: { ... }}).\n\nSee `{take: 10}` and <https://x.io>.\n\n```tsx\nimport A from "a";\n<A value={1} />\n```\n'), []);
  });

  it('finds JSX or HTML tags, import lines and expressions outside code', () => {
    assert.deepEqual(twinProblems('# A\n\n<Tabs>\n\nimport Tabs from \'@theme/Tabs\';\n\nTotal {count} items.\n\n## B {#b}\n\n{/* to do */}\n'), [
      'line 3: HTML or JSX: <Tabs>',
      'line 5: an MDX import line',
      'line 7: an MDX expression or heading id: {count}',
      'line 9: an MDX expression or heading id: {#b}',
      'line 11: an MDX expression or heading id: {/* to do */',
    ]);
  });

  it('reads the site links of llms.txt and leaves other sites alone', () => {
    assert.deepEqual(llmsTxtPaths('- [A](https://docs.example.com/a.md): x\n- [B](https://github.com/b)\n', SITE), ['/a.md']);
  });
});

describe('Markdown twins of a build', () => {
  const build = (files: Record<string, string>, pages: BuiltSite['pages']): [BuiltSite, (file: string) => string] => [
    { files: new Set([...Object.keys(files), ...pages.keys()]), pages },
    (file) => files[file],
  ];
  const docPage = (markdownTwin?: string): HtmlPageFacts => ({ ids: new Set<string>(), links: [], isDocPage: true, markdownTwin });
  const llms = { '/llms.txt': '- [A](https://docs.example.com/a.md)\n', '/llms-full.txt': '# A\n', '/llms-reference.txt': '# R\n' };

  it('passes a doc page with both twin files and a clean twin, and the llms.txt links', () => {
    const [site, read] = build({ '/a.md': '# A\n', '/a/index.md': '# A\n', ...llms }, new Map<string, HtmlPageFacts>([['/a/index.html', docPage('/a.md')], ['/index.html', { ids: new Set<string>(), links: [] }]]));
    const outcome = checkMarkdownTwins(site, read, SITE);
    assert.deepEqual([outcome.passed, outcome.failed], [2, 0]);
    assert.equal(outcome.notes[0], 'Markdown twins: 1 doc pages; llms.txt 0 KiB, llms-full.txt 0 KiB, llms-reference.txt 0 KiB');
  });

  it('names each page without a twin link, without its files, or with JSX in its twin, and a broken llms.txt link', () => {
    const [site, read] = build(
      { '/b.md': '# B\n', '/c.md': '# C\n\n<Card />\n', '/c/index.md': '# C\n\n<Card />\n', '/llms.txt': '- [Gone](https://docs.example.com/gone.md)\n' },
      new Map([
        ['/a/index.html', docPage()],
        ['/b/index.html', docPage('/b.md')],
        ['/c/index.html', docPage('/c.md')],
      ]),
    );
    const outcome = checkMarkdownTwins(site, read, SITE);
    assert.deepEqual(
      outcome.problems.map((problem) => `${problem.where}: ${problem.message}`),
      [
        '/a/: no <link rel="alternate" type="text/markdown"> names the page\'s Markdown twin',
        '/b/: its Markdown twin is missing: /b/index.md',
        '/c.md: line 3: HTML or JSX: <Card />',
        '/llms-full.txt: missing from the build',
        '/llms-reference.txt: missing from the build',
        '/llms.txt: links to /gone.md, which is not a file of the build',
      ],
    );
  });
});
