/**
 * Remark plugin: every fenced code block of a doc is highlighted while the doc is compiled, so the
 * browser never runs Prism for it (see src/components/StaticCodeBlock).
 *
 * The classic theme highlights in React: on the server, again while the page hydrates, and a third
 * time right after, when it re-mounts each block to pick the reader's colour mode. On a phone that
 * was the longest main-thread work of a guide page. Here each `code` node keeps its place in the
 * tree (so MDX still hands it to `@theme/CodeBlock` with its class name and metastring) and gains
 * the highlighted lines as the `highlightedHtml` property; its text loses the magic comments, as the
 * copy button copied it before.
 */
import { dirname, join } from 'node:path';
import { Kind, parse } from 'graphql';
import type { Code, Root, RootContent } from 'mdast';
import { GRAPHQL_LANGS, sampleApi, type GraphqlApi } from '../../scripts/checks/graphql-samples';
import { parseFenceMeta } from '../../scripts/checks/markdown-code-blocks';
import { highlightToHtml } from '../../generators/code-highlighting/highlight-to-html';
import { prismWithLanguages } from './prism-with-languages';

/** As `themeConfig.prism.magicComments` lists them. */
export interface MagicCommentConfig {
  className: string;
  line?: string;
  block?: { start: string; end: string };
}

type ParseLines = (
  content: string,
  options: { metastring: string | undefined; language: string | undefined; magicComments: MagicCommentConfig[] },
) => { lineClassNames: Record<number, string[]>; code: string };

/**
 * The theme's own parser of `{1,3-4}` ranges and magic comments, so lines are marked exactly as the
 * theme marks them. theme-common exports it to the browser bundle only (`/internal`), hence the
 * file path; a unit test fails if an upgrade moves it.
 */
export const THEME_CODE_BLOCK_UTILS = join(dirname(require.resolve('@docusaurus/theme-common')), 'utils', 'codeBlockUtils.js');
const { parseLines, containsLineNumbers } = require(THEME_CODE_BLOCK_UTILS) as {
  parseLines: ParseLines;
  containsLineNumbers: (metastring?: string) => boolean;
};

export interface StaticCodeOptions {
  /** `themeConfig.prism.additionalLanguages` */
  additionalLanguages: readonly string[];
  /** `themeConfig.prism.magicComments` */
  magicComments: MagicCommentConfig[];
}

type CodeData = { hProperties?: Record<string, unknown> };

/**
 * The API an "Open in GraphiQL" link opens a GraphQL block in (src/components/StaticCodeBlock), by
 * the rule the samples check uses (fence `api=`, then the page's `graphql_api`, then Shop); none
 * for a block that holds no operation (schema, a lone fragment) or does not parse, or whose API
 * the check refuses.
 */
export function graphiqlApi(code: string, metastring: string | undefined, frontMatter: Record<string, unknown>): GraphqlApi | undefined {
  try {
    if (!parse(code).definitions.some((definition) => definition.kind === Kind.OPERATION_DEFINITION)) return undefined;
  } catch {
    return undefined;
  }
  const block = { meta: parseFenceMeta(metastring) } as Parameters<typeof sampleApi>[0]['block'];
  return sampleApi({ block, frontMatter }).api;
}

function codeNodes(node: Root | RootContent, found: Code[] = []): Code[] {
  if (node.type === 'code') found.push(node);
  else if ('children' in node) for (const child of node.children) codeNodes(child, found);
  return found;
}

export default function remarkStaticCode(options: StaticCodeOptions) {
  const prism = prismWithLanguages(options.additionalLanguages);
  return (tree: Root, file?: { data: { frontMatter?: Record<string, unknown> } }): void => {
    const frontMatter = file?.data.frontMatter ?? {};
    for (const node of codeNodes(tree)) {
      const language = (node.lang ?? 'text').toLowerCase();
      const metastring = node.meta ?? undefined;
      const { lineClassNames, code } = parseLines(node.value, {
        metastring,
        language,
        magicComments: options.magicComments,
      });
      const data = (node.data ??= {}) as CodeData;
      const api = GRAPHQL_LANGS.has(language) ? graphiqlApi(code, metastring, frontMatter) : undefined;
      data.hProperties = {
        ...data.hProperties,
        highlightedHtml: highlightToHtml(prism, code, language, lineClassNames, containsLineNumbers(metastring)),
        ...(api ? { graphiqlApi: api } : {}),
      };
      node.value = code;
    }
  };
}
