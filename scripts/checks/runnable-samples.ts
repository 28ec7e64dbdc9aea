/**
 * Samples that run: which GraphQL operations of a page are executed against a real server, in what
 * order, with which variables and session, and what each must return. Pure functions (page in,
 * steps out; response in, problem out); run-samples.ts does the I/O.
 *
 * Fence meta of a ```graphql block that runs (see the README's table):
 *   run                   every operation of the block, in document order (run=A,B picks and orders)
 *   api=admin|shop        Admin calls are made as the superadmin, Shop calls in a session
 *   session=name          Shop calls of one session share its bearer token (default "guest")
 *   returns=Type          the __typename of the first root field (returns=A:Order,B:Customer per
 *                         operation; returns=null when the page shows a null result on purpose)
 *   fill=var:source       a variable the server supplies: verification / passwordReset (the token
 *                         the shop e-mailed last), orderCode (the session's last Order code)
 *   expect=a.b,c          these paths under the result must hold something (not null, 0, false,
 *                         "" or []); the step is retried for up to 10 s, since some effects (a
 *                         collection's filters, the search index) are applied by a job
 * Variables: a ```json block with meta `variables` (or `variables=OperationName`) after it, before
 * the page's next GraphQL block.
 */
import {
  Kind,
  parse,
  print,
  visit,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import type { CodeBlock, MarkdownPage } from './markdown-code-blocks';
import { GRAPHQL_LANGS } from './graphql-samples';
import { location, type Problem } from './outcome';
import { stepKey } from '../../generators/sample-responses/normalise';

export const RUN = 'run';
export type FillSource = 'verification' | 'passwordReset' | 'orderCode';
const FILL_SOURCES: readonly FillSource[] = ['verification', 'passwordReset', 'orderCode'];

export interface RunStep {
  block: CodeBlock;
  /** Where problems of this step are reported: the page and the line of the operation. */
  where: string;
  operationName: string;
  /** The operation with the fragments it spreads, `__typename` added to its first root field. */
  query: string;
  api: 'admin' | 'shop';
  session: string;
  variables: Record<string, unknown>;
  fill: Record<string, FillSource>;
  /** The response key of the first root field, whose value is checked. */
  resultKey: string;
  /** Whether `__typename` was added to the first root field (and is left out of the recorded response). */
  addedTypename: boolean;
  /** The key of its recorded response on the page (generators/sample-responses). */
  responseKey: string;
  /** Expected __typename; null: the result must be null; undefined: any non-error object. */
  returns?: string | null;
  /** Dotted paths under the result that must hold a value (see `expect=` above). */
  expect: string[];
}

export interface RunPlan {
  steps: RunStep[];
  problems: Problem[];
}

/** Blocks of the page that run (a ```graphql fence with `run`). */
export function isRunnable(block: CodeBlock): boolean {
  return GRAPHQL_LANGS.has(block.lang) && block.meta.has(RUN);
}

/** "A:Order,B:Customer" → {A: Order, B: Customer}; a bare "Order" applies to every operation (key ""). */
function perOperation(value: string | true | undefined): Map<string, string> {
  const result = new Map<string, string>();
  if (typeof value !== 'string') return result;
  for (const part of value.split(',').map((p) => p.trim()).filter(Boolean)) {
    const [name, type] = part.includes(':') ? part.split(':', 2) : ['', part];
    result.set(name.trim(), type.trim());
  }
  return result;
}

function fragmentsUsed(node: OperationDefinitionNode | FragmentDefinitionNode, fragments: Map<string, FragmentDefinitionNode>, seen = new Set<string>()): FragmentDefinitionNode[] {
  const found: FragmentDefinitionNode[] = [];
  visit(node, {
    FragmentSpread(spread) {
      const name = spread.name.value;
      const fragment = fragments.get(name);
      if (seen.has(name) || !fragment) return;
      seen.add(name);
      found.push(fragment, ...fragmentsUsed(fragment, fragments, seen));
    },
  });
  return found;
}

const TYPENAME: FieldNode = { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } };

/** The operation with `__typename` selected on its first root field (when that field has a selection). */
export function withRootTypename(operation: OperationDefinitionNode): { operation: OperationDefinitionNode; resultKey: string; added: boolean } {
  const [first, ...rest] = operation.selectionSet.selections;
  if (!first || first.kind !== Kind.FIELD) throw new Error('the first selection of the operation must be a field');
  const resultKey = first.alias?.value ?? first.name.value;
  if (!first.selectionSet) return { operation, resultKey, added: false };
  const has = first.selectionSet.selections.some((s) => s.kind === Kind.FIELD && s.name.value === '__typename' && !s.alias);
  if (has) return { operation, resultKey, added: false };
  const selectionSet: SelectionSetNode = { ...first.selectionSet, selections: [TYPENAME, ...first.selectionSet.selections] };
  return { operation: { ...operation, selectionSet: { ...operation.selectionSet, selections: [{ ...first, selectionSet }, ...rest] } }, resultKey, added: true };
}

/** The operations a runnable block runs, in order: the names of `run=A,B`, else every operation of the block. */
export function runOperationNames(document: DocumentNode, runMeta: string | true | undefined): string[] {
  const operations = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  return typeof runMeta === 'string' ? runMeta.split(',').map((n) => n.trim()) : operations.map((o) => o.name?.value ?? '');
}

/** The JSON `variables` blocks after `index`, up to the next GraphQL block of the page. */
function variablesAfter(blocks: CodeBlock[], index: number, problems: Problem[]): Map<string, Record<string, unknown>> {
  const result = new Map<string, Record<string, unknown>>();
  for (let i = index + 1; i < blocks.length && !GRAPHQL_LANGS.has(blocks[i].lang); i++) {
    if (blocks[i].lang !== 'json' || !blocks[i].meta.has('variables')) continue;
    const meta = blocks[i].meta.get('variables');
    try {
      const value = JSON.parse(blocks[i].code) as unknown;
      if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error('variables must be a JSON object');
      result.set(typeof meta === 'string' ? meta : '', value as Record<string, unknown>);
    } catch (error) {
      problems.push({ where: location(blocks[i].file, blocks[i].line), message: `variables block: ${(error as Error).message}` });
    }
  }
  return result;
}

function parseFill(block: CodeBlock, problems: Problem[]): Record<string, FillSource> {
  const fill: Record<string, FillSource> = {};
  const value = block.meta.get('fill');
  if (typeof value !== 'string') return fill;
  for (const part of value.split(',').filter(Boolean)) {
    const [variable, source] = part.split(':', 2);
    if (!(FILL_SOURCES as readonly string[]).includes(source)) {
      problems.push({ where: location(block.file, block.line), message: `fill=${part}: the source must be one of ${FILL_SOURCES.join(', ')}` });
    } else fill[variable] = source as FillSource;
  }
  return fill;
}

/** The steps of one page, in page order. Fragments may come from any GraphQL block of the page. */
export function planPage(page: MarkdownPage): RunPlan {
  const problems: Problem[] = [];
  const steps: RunStep[] = [];
  const fragments = new Map<string, FragmentDefinitionNode>();
  const documents = new Map<CodeBlock, DocumentNode>();
  const occurrences = new Map<string, number>();
  for (const block of page.blocks.filter((b) => GRAPHQL_LANGS.has(b.lang))) {
    try {
      const document = parse(block.code);
      documents.set(block, document);
      for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
    } catch (error) {
      if (isRunnable(block)) problems.push({ where: location(block.file, block.line), message: `does not parse: ${(error as Error).message}` });
    }
  }
  page.blocks.forEach((block, index) => {
    const document = documents.get(block);
    if (!isRunnable(block) || !document) return;
    const operations = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
    const names = runOperationNames(document, block.meta.get(RUN));
    const api = block.meta.get('api') === 'admin' ? 'admin' : 'shop';
    const session = String(block.meta.get('session') ?? (api === 'admin' ? 'superadmin' : 'guest'));
    const returns = perOperation(block.meta.get('returns'));
    const variables = variablesAfter(page.blocks, index, problems);
    const fill = parseFill(block, problems);
    for (const name of names) {
      const operation = operations.find((o) => (o.name?.value ?? '') === name);
      if (!operation) {
        problems.push({ where: location(block.file, block.line), message: `run=${name}: the block has no operation of that name` });
        continue;
      }
      const line = block.line + (operation.loc?.startToken.line ?? 1);
      let prepared: ReturnType<typeof withRootTypename>;
      try {
        prepared = withRootTypename(operation);
      } catch (error) {
        problems.push({ where: location(block.file, line), message: (error as Error).message });
        continue;
      }
      const query = [prepared.operation, ...fragmentsUsed(operation, fragments)].map((d) => print(d)).join('\n\n');
      const expected = returns.get(name) ?? returns.get('');
      occurrences.set(name, (occurrences.get(name) ?? -1) + 1);
      steps.push({
        block,
        where: location(block.file, line),
        operationName: name,
        query,
        api,
        session,
        variables: variables.get(name) ?? (names.length === 1 || names[0] === name ? (variables.get('') ?? {}) : {}),
        fill,
        resultKey: prepared.resultKey,
        addedTypename: prepared.added,
        responseKey: stepKey(name, occurrences.get(name) ?? 0),
        returns: expected === 'null' ? null : expected,
        expect: typeof block.meta.get('expect') === 'string' ? String(block.meta.get('expect')).split(',').map((p) => p.trim()).filter(Boolean) : [],
      });
    }
  });
  return { steps, problems };
}

interface GraphqlResponse {
  data?: Record<string, unknown> | null;
  errors?: Array<{ message: string; extensions?: { code?: string } }>;
}

/** What is wrong with a step's response, or undefined when it returned what the page says. */
export function checkResponse(step: RunStep, response: GraphqlResponse): string | undefined {
  if (response.errors?.length) {
    return `${step.operationName} returned errors: ${response.errors.map((e) => `${e.message}${e.extensions?.code ? ` (${e.extensions.code})` : ''}`).join('; ')}`;
  }
  const value = response.data?.[step.resultKey];
  if (step.returns === null) return value === null ? undefined : `${step.operationName}: ${step.resultKey} should be null, got ${JSON.stringify(value)}`;
  if (value === null || value === undefined) return `${step.operationName}: ${step.resultKey} is null`;
  const first = Array.isArray(value) ? value[0] : value;
  if (typeof first !== 'object' || first === null) return step.returns ? `${step.operationName}: ${step.resultKey} has no __typename to compare with ${step.returns}` : undefined;
  const { __typename: typename, errorCode, message } = first as { __typename?: string; errorCode?: string; message?: string };
  if (step.returns !== undefined) {
    if (typename === step.returns) return missingExpectation(step, first);
    return `${step.operationName}: ${step.resultKey} is ${typename}, the page says ${step.returns}${errorCode ? ` (${errorCode}: ${message})` : ''}`;
  }
  // An ErrorResult where the page did not say one is expected is a sample that does not work.
  if (errorCode) return `${step.operationName}: ${step.resultKey} is the error result ${typename} (${errorCode}: ${message})`;
  return missingExpectation(step, first);
}

const isEmpty = (value: unknown): boolean => value === null || value === undefined || value === 0 || value === false || value === '' || (Array.isArray(value) && value.length === 0);

/** The first `expect` path that holds nothing, as a problem. */
function missingExpectation(step: RunStep, result: object): string | undefined {
  for (const path of step.expect) {
    const value = path.split('.').reduce<unknown>((at, key) => (at && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined), result);
    if (isEmpty(value)) return `${step.operationName}: ${step.resultKey}.${path} is ${JSON.stringify(value)}, the page expects a value`;
  }
  return undefined;
}

/** Order codes found in a response (the session's last Order feeds `fill=…:orderCode`). */
export function orderCodeIn(value: unknown): string | undefined {
  if (Array.isArray(value)) return value.map(orderCodeIn).filter(Boolean).pop();
  if (typeof value !== 'object' || value === null) return undefined;
  const record = value as Record<string, unknown>;
  if (record.__typename === 'Order' && typeof record.code === 'string') return record.code;
  return Object.values(record).map(orderCodeIn).filter(Boolean).pop();
}
