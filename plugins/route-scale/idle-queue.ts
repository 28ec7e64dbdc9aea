/**
 * Work that can wait, run in small slices when the page is idle (see client/route-prefetch.ts).
 *
 * Each visible link asks for a prefetch as it scrolls into view, and after start-up a page shows
 * dozens at once: done in the observer's callback, that was one task of over 100 ms on a phone.
 * Queued here, it runs a few links at a time, never much past `budgetMs` per slice, so input is
 * never kept waiting behind it.
 */
export interface IdleQueueOptions {
  /** Runs the callback when the page is idle (`requestIdleCallback`, or a timeout without it). */
  schedule: (callback: () => void) => void;
  now: () => number;
  budgetMs: number;
}

export function createIdleQueue({ schedule, now, budgetMs }: IdleQueueOptions): <T>(work: () => T) => Promise<T> {
  const pending: Array<() => void> = [];
  let scheduled = false;

  const drain = () => {
    scheduled = false;
    const start = now();
    while (pending.length > 0 && now() - start < budgetMs) pending.shift()!();
    if (pending.length > 0) requestDrain();
  };
  const requestDrain = () => {
    if (scheduled) return;
    scheduled = true;
    schedule(drain);
  };

  return (work) =>
    new Promise((resolve, reject) => {
      pending.push(() => {
        try {
          resolve(work());
        } catch (error) {
          reject(error);
        }
      });
      requestDrain();
    });
}
