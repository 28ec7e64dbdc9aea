/**
 * Copies a page's Markdown twin to the clipboard. Each way it can fail has its own message, so the
 * reader learns what to do instead of seeing nothing happen.
 */

export type CopyOutcome = { ok: true } | { ok: false; message: string };

export const MESSAGES = {
  copied: 'Copied the page as Markdown',
  blocked: 'Your browser did not allow copying. Use “View as Markdown” and copy from there.',
  unavailable: (status: number) => `The Markdown of this page could not be loaded (HTTP ${status}).`,
  offline: 'The Markdown of this page could not be loaded. Check your connection and try again.',
} as const;

export async function copyMarkdown(url: string, clipboard: Pick<Clipboard, 'writeText'> | undefined, fetchText: typeof fetch = fetch): Promise<CopyOutcome> {
  if (!clipboard?.writeText) return { ok: false, message: MESSAGES.blocked };
  let text: string;
  try {
    const response = await fetchText(url);
    if (!response.ok) return { ok: false, message: MESSAGES.unavailable(response.status) };
    text = await response.text();
  } catch {
    return { ok: false, message: MESSAGES.offline };
  }
  try {
    await clipboard.writeText(text);
    return { ok: true };
  } catch {
    return { ok: false, message: MESSAGES.blocked };
  }
}
