/**
 * Validates the ```graphql / ```gql samples of the docs against the final Admin or Shop schema of
 * the pinned @vendure/core. Operations are validated like a server would before executing them;
 * schema snippets (`extend type Query { … }`, new types for a plugin) are validated as an
 * extension of that schema, so a misspelt type name is caught there too.
 */
import { GraphQLError, Kind, parse, validate, type DocumentNode, type GraphQLSchema } from 'graphql';
import { validateSDL } from 'graphql/validation/validate';
import type { CodeBlock } from './markdown-code-blocks';
import { emptyOutcome, location, type CheckOutcome, type Problem } from './outcome';
import { NO_CHECK } from './typescript-samples';

export const GRAPHQL_LANGS = new Set(['graphql', 'gql']);
export type GraphqlApi = 'admin' | 'shop';
const APIS: readonly GraphqlApi[] = ['admin', 'shop'];

/** Front matter key that sets the API for every GraphQL block of a page. */
export const PAGE_API_KEY = 'graphql_api';

export interface GraphqlSample {
  block: CodeBlock;
  /** The page's front matter, for its default API. */
  frontMatter: Record<string, unknown>;
}

/** The fence's `api=` wins, then the page's `graphql_api`, then Shop (most samples are storefront queries). */
export function sampleApi(sample: GraphqlSample): { api?: GraphqlApi; error?: string } {
  const fromMeta = sample.block.meta.get('api');
  const fromPage = sample.frontMatter[PAGE_API_KEY];
  const [value, source] =
    fromMeta !== undefined ? [fromMeta, 'fence meta api'] : fromPage !== undefined ? [fromPage, `front matter ${PAGE_API_KEY}`] : ['shop', ''];
  const api = typeof value === 'string' ? value.toLowerCase() : '';
  if ((APIS as readonly string[]).includes(api)) return { api: api as GraphqlApi };
  return { error: `${source} must be "admin" or "shop", not ${JSON.stringify(value)}` };
}

const isTypeSystemDefinition = (kind: Kind): boolean =>
  kind !== Kind.OPERATION_DEFINITION && kind !== Kind.FRAGMENT_DEFINITION;

function problemsOf(block: CodeBlock, api: string, errors: readonly GraphQLError[]): Problem[] {
  // Each error is placed at its first location; a second one usually points at a definition.
  return errors.map((error) => {
    const at = error.locations?.[0];
    return {
      where: at ? location(block.file, block.line + at.line, block.column + at.column - 1) : location(block.file, block.line),
      message: `${error.message} (${api} API)`,
    };
  });
}

function checkDocument(document: DocumentNode, schema: GraphQLSchema): readonly GraphQLError[] {
  const kinds = document.definitions.map((definition) => isTypeSystemDefinition(definition.kind));
  if (kinds.every(Boolean)) return validateSDL(document, schema);
  if (kinds.some(Boolean)) {
    return [new GraphQLError('mixes schema definitions with operations; split them into two code blocks')];
  }
  return validate(schema, document);
}

export function checkGraphqlSamples(samples: GraphqlSample[], schemas: Record<GraphqlApi, GraphQLSchema>): CheckOutcome {
  const outcome = emptyOutcome('GraphQL samples');
  for (const sample of samples) {
    const { block } = sample;
    if (!GRAPHQL_LANGS.has(block.lang)) continue;
    if (block.meta.has(NO_CHECK)) {
      outcome.skipped++;
      outcome.notes.push(`not validated (${NO_CHECK}): ${location(block.file, block.line)}`);
      continue;
    }
    const { api, error } = sampleApi(sample);
    let problems: Problem[];
    if (!api) {
      problems = [{ where: location(block.file, block.line), message: error ?? 'unknown API' }];
    } else {
      try {
        problems = problemsOf(block, api, checkDocument(parse(block.code), schemas[api]));
      } catch (syntaxError) {
        if (!(syntaxError instanceof GraphQLError)) throw syntaxError;
        problems = problemsOf(block, api, [syntaxError]);
      }
    }
    if (problems.length === 0) outcome.passed++;
    else outcome.failed++;
    outcome.problems.push(...problems);
  }
  return outcome;
}
