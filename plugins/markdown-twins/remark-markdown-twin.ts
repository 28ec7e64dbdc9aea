/**
 * Makes each doc page's Markdown twin from the tree Docusaurus parses anyway, as the first remark
 * plugin (before its own turn admonitions and headings into JSX): the page is not parsed a second
 * time, which kept the build within a few percent of its time without twins.
 *
 * A page the generators ship pre-rendered (one `<PrerenderedReference>` holding HTML) is made from
 * the Markdown the generator wrote before pre-rendering (twin-collector.ts).
 */
import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { mdxToMarkdown, treeToMarkdown } from '../../generators/markdown-twins/mdx-to-markdown';
import type { TwinCollector } from './twin-collector';

export interface RemarkMarkdownTwinOptions {
  collector: TwinCollector;
}

function isPrerendered(tree: Root): boolean {
  return tree.children.some((node) => node.type === 'mdxJsxFlowElement' && node.name === 'PrerenderedReference');
}

export default function remarkMarkdownTwin({ collector }: RemarkMarkdownTwinOptions) {
  return (tree: Root, file: VFile): void => {
    const page = file.path ? collector.pages.get(file.path) : undefined;
    // Docusaurus compiles each page twice (browser and server bundles); once is enough.
    if (!page || collector.twins.has(file.path)) return;
    const started = performance.now();
    if (isPrerendered(tree)) {
      const source = collector.markdownSourceOf(file.path);
      if (source === undefined) throw new Error(`${page.file} is pre-rendered, but its Markdown is not in generated/markdown-sources: run npm run generate`);
      collector.twins.set(file.path, mdxToMarkdown(source, page));
    } else {
      collector.twins.set(file.path, treeToMarkdown(tree, String(file.value), page));
    }
    collector.milliseconds += performance.now() - started;
  };
}
