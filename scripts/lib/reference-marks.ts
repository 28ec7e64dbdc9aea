/**
 * Hands the release comparison's marks from the "What changed" step to the reference steps that
 * render them, within one `npm run generate` (no file in between that could go stale).
 */
import type { ReleaseMarks } from '../../generators/api-changes/types';

const NONE: ReleaseMarks = { typescript: {}, graphql: {} };
let current: ReleaseMarks = NONE;

/** The marks of the last comparison (none before it runs, or when it is unavailable). */
export function referenceMarks(): ReleaseMarks {
  return current;
}

export function setReferenceMarks(marks: ReleaseMarks | undefined): void {
  current = marks ?? NONE;
}
