/**
 * Whether the code a claim cites changed in a candidate release: the cited lines of the pinned file
 * are looked for in the candidate's file. Line numbers move between releases for reasons that do
 * not matter (a new import above), so a range found whole elsewhere is "moved" (with its new
 * place), not "changed". Pure: file texts in, verdict out.
 */

export type CitedStatus = 'unchanged' | 'moved' | 'changed' | 'file removed';

export interface CitedComparison {
  status: CitedStatus;
  /** Cited lines (non-blank) the candidate file no longer has anywhere. */
  linesGone: number;
  /** Where the range is in the candidate, when found whole. */
  candidateRange?: { from: number; to: number };
}

const significant = (line: string): string => line.trim();

/** Lines `from`..`to` (1-based, inclusive) of `pinned` compared with the candidate file. */
export function compareCitedRange(pinned: string, candidate: string | undefined, from: number, to: number): CitedComparison {
  const cited = pinned.split('\n').slice(from - 1, to).map(significant);
  if (candidate === undefined) return { status: 'file removed', linesGone: cited.filter(Boolean).length };
  const lines = candidate.split('\n').map(significant);
  if (cited.every((line, i) => lines[from - 1 + i] === line)) return { status: 'unchanged', linesGone: 0 };
  const at = findSequence(lines, cited);
  if (at >= 0) return { status: 'moved', linesGone: 0, candidateRange: { from: at + 1, to: at + cited.length } };
  const available = new Map<string, number>();
  for (const line of lines) available.set(line, (available.get(line) ?? 0) + 1);
  let gone = 0;
  for (const line of cited.filter(Boolean)) {
    const left = available.get(line) ?? 0;
    if (left > 0) available.set(line, left - 1);
    else gone++;
  }
  // Only whitespace or reordering changed: still a change to look at, but nothing is gone.
  return { status: 'changed', linesGone: gone };
}

/** The first index where `needle` occurs in `haystack` as consecutive lines, or -1. */
function findSequence(haystack: string[], needle: string[]): number {
  if (needle.length === 0) return -1;
  outer: for (let i = 0; i + needle.length <= haystack.length; i++) {
    for (let j = 0; j < needle.length; j++) if (haystack[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}

/** "@vendure/core/dist/x.js" → { name: "@vendure/core", path: "dist/x.js" } */
export function splitPackagePath(file: string): { name: string; path: string } {
  const parts = file.split('/');
  const size = file.startsWith('@') ? 2 : 1;
  return { name: parts.slice(0, size).join('/'), path: parts.slice(size).join('/') };
}
