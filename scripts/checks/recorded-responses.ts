/**
 * The recorded responses of the runnable samples (content/sample-responses.json, committed): the
 * build shows them beside the queries, and every samples run compares the live answers with them,
 * so a response on a page is always one the pinned release gives. `npm run samples:record`
 * re-records (after a version bump or a changed sample).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { firstDifference, normaliseResponse, withoutAddedTypename, type RecordedResponses } from '../../generators/sample-responses/normalise';
import type { Problem } from './outcome';
import type { RunStep } from './runnable-samples';

export const RESPONSES_FILE = 'content/sample-responses.json';
export const RECORD_COMMAND = 'npm run samples:record';

export function readRecordedResponses(file: string): RecordedResponses {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as RecordedResponses) : {};
}

/** Pages in path order, each page's steps in run order: a re-recording diffs line by line. */
export function writeRecordedResponses(file: string, responses: RecordedResponses): void {
  const sorted = Object.fromEntries(Object.keys(responses).sort().map((page) => [page, responses[page]]));
  writeFileSync(file, `${JSON.stringify(sorted, null, 2)}\n`);
}

/**
 * The response a step shows: `{ data }` as the page's own query selects it, normalised and cut
 * (normalised first: the added `__typename` tells which values are an order's code or a job's id).
 */
export function shownResponse(step: RunStep, data: Record<string, unknown>): unknown {
  const normalised = normaliseResponse(data) as Record<string, unknown>;
  return { data: step.addedTypename ? withoutAddedTypename(normalised, step.resultKey) : normalised };
}

/** Compares live responses with the recorded ones, or collects them to record. */
export class ResponseBook {
  private readonly live: RecordedResponses = {};
  count = 0;

  constructor(
    private readonly recorded: RecordedResponses,
    private readonly recording: boolean,
  ) {}

  /** Takes a step's successful response; returns what is wrong with it (compare mode), if anything. */
  meet(step: RunStep, data: Record<string, unknown>): string | undefined {
    const page = step.block.file;
    const shown = shownResponse(step, data);
    (this.live[page] ??= {})[step.responseKey] = shown;
    this.count++;
    if (this.recording) return undefined;
    const recorded = this.recorded[page]?.[step.responseKey];
    if (recorded === undefined) return `${step.operationName}: no recorded response (run \`${RECORD_COMMAND}\` to record it)`;
    const difference = firstDifference(recorded, shown);
    return difference ? `${step.operationName}: the response differs from the recorded one at ${difference} (if the change is expected, re-record with \`${RECORD_COMMAND}\`)` : undefined;
  }

  /** Recorded responses of the checked pages that no step produced: a renamed or removed operation. */
  unmet(pages: string[]): Problem[] {
    return pages.flatMap((page) =>
      Object.keys(this.recorded[page] ?? {})
        .filter((key) => !(key in (this.live[page] ?? {})))
        .map((key) => ({ where: page, message: `the recorded response of ${key} belongs to no runnable operation of the page (re-record with \`${RECORD_COMMAND}\`)` })),
    );
  }

  /** The recorded responses with this run's pages replaced (other pages kept, for `--pages`). */
  result(pages: string[]): RecordedResponses {
    const merged = { ...this.recorded };
    for (const page of pages) {
      if (this.live[page]) merged[page] = this.live[page];
      else delete merged[page];
    }
    return merged;
  }
}
