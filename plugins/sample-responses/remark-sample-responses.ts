/**
 * Remark plugin: under every runnable GraphQL sample (a ```graphql fence with `run`), the response
 * the pinned Vendure server gave it, as recorded by the samples run (content/sample-responses.json).
 * The build reads the file only, so it needs no server; the samples run fails when a live response
 * no longer matches the recorded one, so what the page shows is what the release answers.
 *
 * Each response becomes a ```json block titled with the release, placed after the query and its
 * variables blocks, so the highlighter, the Markdown twin and search treat it like any other block.
 * A runnable operation without a recorded response stops the build: a gap would be silent.
 */
import { join, relative } from 'node:path';
import { parse } from 'graphql';
import type { Code, Parent, Root, RootContent } from 'mdast';
import { printResponse, stepKey, type RecordedResponses } from '../../generators/sample-responses/normalise';
import { GRAPHQL_LANGS } from '../../scripts/checks/graphql-samples';
import { parseFenceMeta } from '../../scripts/checks/markdown-code-blocks';
import { readRecordedResponses, RECORD_COMMAND, RESPONSES_FILE } from '../../scripts/checks/recorded-responses';
import { installedVersion } from '../../scripts/lib/installed-version';
import { RUN, runOperationNames } from '../../scripts/checks/runnable-samples';

export interface SampleResponsesOptions {
  responses: RecordedResponses;
  siteDir: string;
  /** The documented release, named in each response's title. */
  release: string;
}

interface Found {
  parent: Parent;
  node: Code;
}

function runnableBlocks(node: Root | RootContent, parent: Parent | undefined, found: Found[] = []): Found[] {
  if (node.type === 'code' && parent && GRAPHQL_LANGS.has((node.lang ?? '').toLowerCase()) && parseFenceMeta(node.meta ?? undefined).has(RUN)) {
    found.push({ parent, node });
  } else if ('children' in node) for (const child of node.children) runnableBlocks(child, node, found);
  return found;
}

/** The index after the block and the ```json variables blocks that follow it. */
function afterVariables(parent: Parent, node: Code): number {
  let index = parent.children.indexOf(node) + 1;
  while (index < parent.children.length) {
    const next = parent.children[index];
    if (next.type !== 'code' || next.lang !== 'json' || !parseFenceMeta(next.meta ?? undefined).has('variables')) break;
    index++;
  }
  return index;
}

export default function remarkSampleResponses(options: SampleResponsesOptions) {
  return (tree: Root, file: { path?: string }): void => {
    const page = relative(options.siteDir, file.path ?? '').split('\\').join('/');
    const recorded = options.responses[page] ?? {};
    const occurrences = new Map<string, number>();
    for (const { parent, node } of runnableBlocks(tree, undefined)) {
      const where = `${page}:${node.position?.start.line ?? '?'}`;
      let document: ReturnType<typeof parse>;
      try {
        document = parse(node.value);
      } catch (error) {
        throw new Error(`${where}: a runnable GraphQL block does not parse: ${(error as Error).message}`);
      }
      const names = runOperationNames(document, parseFenceMeta(node.meta ?? undefined).get(RUN));
      const blocks: Code[] = names.map((name) => {
        const occurrence = occurrences.get(name) ?? 0;
        occurrences.set(name, occurrence + 1);
        const response = recorded[stepKey(name, occurrence)];
        if (response === undefined) {
          throw new Error(`${where}: ${name} runs but has no recorded response; run \`${RECORD_COMMAND}\``);
        }
        const title = names.length > 1 ? `Response of ${name} (Vendure ${options.release})` : `Response (Vendure ${options.release})`;
        return { type: 'code', lang: 'json', meta: `title="${title}"`, value: printResponse(response), data: { hProperties: { sampleResponse: true } } };
      });
      parent.children.splice(afterVariables(parent, node), 0, ...blocks);
    }
  };
}

/** The plugin's options for this site: the committed recorded responses and the pinned release. */
export function siteSampleResponses(siteDir: string): SampleResponsesOptions {
  return { responses: readRecordedResponses(join(siteDir, RESPONSES_FILE)), siteDir, release: installedVersion('@vendure/core', siteDir) };
}
