/**
 * Recorded responses of the runnable samples: what the server answered, made the same on every run
 * (values that change between runs become placeholders) and short enough to read beside the query
 * (long lists and strings are cut the same way every time). The samples run compares a live answer
 * with the recorded one in this form; the docs show it in this form. Pure functions.
 */

/** Values that differ between two runs of the same operations, replaced by a placeholder. */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const TOKEN_KEY = /token$/i;
const API_KEY = /apiKey$/i;
const ORDER_CODE = /^[A-Z0-9]{16}$/;
/** The sample server listens on a free port; readers run theirs where @vendure/create puts it. */
const LOCAL_ORIGIN = /^http:\/\/(127\.0\.0\.1|localhost):\d+(?=\/)/;
export const READER_ORIGIN = 'http://localhost:3000';

export const PLACEHOLDERS = { date: '<date>', token: '<token>', apiKey: '<api key>', orderCode: '<order code>', jobId: '<job id>' } as const;

/** Lists longer than this show their first items and say how many were left out. */
export const MAX_LIST_ITEMS = 3;
/** Strings longer than this (HTML descriptions, previews) end in "…". */
export const MAX_STRING_LENGTH = 160;

/** Stands in for the items a list left out; printed as a comment line. */
const OMITTED = '\u0000omitted:';

function normaliseValue(value: unknown, key: string, parent: Record<string, unknown> | undefined): unknown {
  if (Array.isArray(value)) {
    const items = value.map((item) => normaliseValue(item, key, undefined));
    return items.length > MAX_LIST_ITEMS ? [...items.slice(0, MAX_LIST_ITEMS), `${OMITTED}${items.length - MAX_LIST_ITEMS}`] : items;
  }
  if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    return Object.fromEntries(Object.entries(record).map(([k, v]) => [k, normaliseValue(v, k, record)]));
  }
  if (typeof value !== 'string') return value;
  if (ISO_DATE.test(value)) return PLACEHOLDERS.date;
  if (TOKEN_KEY.test(key)) return PLACEHOLDERS.token;
  if (API_KEY.test(key)) return PLACEHOLDERS.apiKey;
  // Order codes are random (whatever the strategy's format); an order without __typename is known by the default format.
  if (key === 'code' && (parent?.__typename === 'Order' || (parent?.__typename === undefined && ORDER_CODE.test(value)))) return PLACEHOLDERS.orderCode;
  // Job ids of the in-memory queue are random numbers.
  if (key === 'id' && parent?.__typename === 'Job') return PLACEHOLDERS.jobId;
  const local = value.replace(LOCAL_ORIGIN, READER_ORIGIN);
  if (local.length > MAX_STRING_LENGTH) return `${local.slice(0, MAX_STRING_LENGTH)}…`;
  return local;
}

/** The response as recorded and shown: placeholders for what varies, long lists and strings cut. */
export function normaliseResponse(response: unknown): unknown {
  return normaliseValue(response, '', undefined);
}

/**
 * Removes the `__typename` the samples run adds to the first root field's selection to check the
 * result type, so the response shows exactly the fields the page's query asks for.
 */
export function withoutAddedTypename(data: Record<string, unknown>, resultKey: string): Record<string, unknown> {
  const strip = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(strip);
    if (typeof value !== 'object' || value === null) return value;
    const { __typename: _dropped, ...rest } = value as Record<string, unknown>;
    return rest;
  };
  return { ...data, [resultKey]: strip(data[resultKey]) };
}

/** JSON with two-space indents; left-out list items read `// … N more`. */
export function printResponse(value: unknown): string {
  return JSON.stringify(value, null, 2).replace(new RegExp(`^(\\s*)"${OMITTED.replace('\u0000', '\\\\u0000')}(\\d+)",?$`, 'gm'), (_line, indent: string, count: string) => `${indent}// … ${count} more`);
}

/** The first place where two normalised responses differ ("data.products.items[0].name: …"), or undefined. */
export function firstDifference(recorded: unknown, live: unknown, path = ''): string | undefined {
  const show = (value: unknown) => (value === undefined ? 'nothing' : JSON.stringify(value));
  if (Array.isArray(recorded) && Array.isArray(live)) {
    for (let i = 0; i < Math.max(recorded.length, live.length); i++) {
      const found = firstDifference(recorded[i], live[i], `${path}[${i}]`);
      if (found) return found;
    }
    return undefined;
  }
  if (isRecord(recorded) && isRecord(live)) {
    for (const key of new Set([...Object.keys(recorded), ...Object.keys(live)])) {
      const found = firstDifference(recorded[key], live[key], path ? `${path}.${key}` : key);
      if (found) return found;
    }
    return undefined;
  }
  return Object.is(recorded, live) ? undefined : `${path || 'the response'}: recorded ${show(recorded)}, now ${show(live)}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Recorded responses by page, then by step key (operation name, "#2" on its second run on the page). */
export type RecordedResponses = Record<string, Record<string, unknown>>;

/** The key of a page's n-th (0-based) run of an operation. */
export function stepKey(operationName: string, occurrence: number): string {
  return occurrence === 0 ? operationName : `${operationName}#${occurrence + 1}`;
}
