/**
 * The HTML readers get from a generated page, without a full site build: the page is compiled with
 * MDX 3 and the Markdown extensions Docusaurus enables, exactly as the generator pre-renders it
 * (which also proves the escaping holds: MDX would throw on a stray `{` or `<`).
 */
import { renderMdxBody, splitFrontMatter } from '../../../generators/graphql/prerender';

export async function renderMdxPage(content: string): Promise<string> {
  return (await renderMdxBody(splitFrontMatter(content).body)).html;
}
