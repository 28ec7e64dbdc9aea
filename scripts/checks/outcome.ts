/**
 * What every docs checker returns: how many items passed and failed, how many were deliberately
 * skipped, and one problem per failure that names where to look (a doc file and line, or a page).
 */
export interface Problem {
  /** "docs/guides/x.mdx:12:5", "docs/guides/x.mdx", or a built page such as "/guides/x/". */
  where: string;
  message: string;
}

export interface CheckOutcome {
  name: string;
  passed: number;
  failed: number;
  /** Items left out on purpose (samples marked no-check, a tool that is not available). */
  skipped: number;
  problems: Problem[];
  /** Informational lines for the report: what was skipped and why, timings, sampling. */
  notes: string[];
}

export function emptyOutcome(name: string): CheckOutcome {
  return { name, passed: 0, failed: 0, skipped: 0, problems: [], notes: [] };
}

export function formatProblem(problem: Problem): string {
  const [first, ...rest] = problem.message.split('\n');
  return [`${problem.where}: ${first}`, ...rest.map((line) => `    ${line}`)].join('\n');
}

/** `docs/x.mdx:12:5` with the parts that are known. */
export function location(file: string, line?: number, column?: number): string {
  if (line === undefined) return file;
  return column === undefined ? `${file}:${line}` : `${file}:${line}:${column}`;
}
