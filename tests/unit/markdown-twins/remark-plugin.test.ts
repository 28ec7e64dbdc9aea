import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, it } from 'node:test';
import { admonitionTitleToDirectiveLabel, escapeMarkdownHeadingIds } from '@docusaurus/utils';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import { VFile } from 'vfile';
import { ADMONITION_LABELS } from '../../../generators/markdown-twins/parse-mdx';
import remarkMarkdownTwin from '../../../plugins/markdown-twins/remark-markdown-twin';
import { createTwinCollector } from '../../../plugins/markdown-twins/twin-collector';

const FIXTURES = join('tests', 'fixtures', 'markdown-twins');
const SITE = 'https://docs.example.com/';
const fixture = (name: string): string => readFileSync(join(FIXTURES, name), 'utf8');

/**
 * The twin as the build makes it: inside MDX's own compiler, with the syntax Docusaurus adds, where
 * MDX has already turned paragraphs holding only JSX into flow elements.
 */
async function twinInMdxCompiler(name: string, path: string, title: string, description?: string): Promise<string | undefined> {
  const { createProcessor } = await import('@mdx-js/mdx');
  const collector = createTwinCollector(process.cwd());
  const file = resolve(FIXTURES, name);
  collector.pages.set(file, { file: name, siteUrl: SITE, url: `${SITE}${path}`, title, description });
  const processor = createProcessor({ remarkPlugins: [[remarkMarkdownTwin, { collector }], remarkFrontmatter, remarkDirective, remarkGfm] });
  const source = escapeMarkdownHeadingIds(admonitionTitleToDirectiveLabel(fixture(name), Object.keys(ADMONITION_LABELS)));
  await processor.process(new VFile({ path: file, value: source }));
  return collector.twins.get(file);
}

describe('the twin made while the page compiles', () => {
  it('is the same as the twin of the source for a guide', async () => {
    assert.equal(await twinInMdxCompiler('guide.mdx', 'guides/shipping/', 'Shipping', 'How a shop charges for delivery.'), fixture('guide.md'));
  });

  it('is the same for a TypeScript reference page, whose lone <code> signatures MDX turns into flow elements', async () => {
    assert.equal(await twinInMdxCompiler('typescript-page.mdx', 'reference/typescript-api/orders/order-placed-strategy/', 'OrderPlacedStrategy'), fixture('typescript-page.md'));
  });

  it('is made for the pages the build knows, and only once', async () => {
    const { createProcessor } = await import('@mdx-js/mdx');
    const collector = createTwinCollector(process.cwd());
    const known = resolve('docs/known.mdx');
    collector.pages.set(known, { file: 'docs/known.mdx', siteUrl: SITE, url: `${SITE}known/`, title: 'Known' });
    const processor = createProcessor({ remarkPlugins: [[remarkMarkdownTwin, { collector }]] });
    await processor.process(new VFile({ path: known, value: 'First.' }));
    await processor.process(new VFile({ path: known, value: 'Second compile.' }));
    await processor.process(new VFile({ path: resolve('src/pages/other.mdx'), value: 'Not a doc.' }));
    assert.deepEqual([...collector.twins], [[known, '# Known\n\nFirst.\n']]);
  });
});
