/**
 * "Copy page" and a menu to read the page as Markdown, at the top of every doc page: the page's
 * Markdown twin (plugins/markdown-twins) is what an AI assistant or a pasted note should get, not
 * the HTML.
 *
 * The menu is a <details> disclosure: it opens and its links work before the page's scripts have
 * loaded, and browsers announce its expanded state. Escape closes it and returns focus to its summary.
 */
import React, { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { copyMarkdown, MESSAGES } from './copy-markdown';
import styles from './styles.module.css';

export interface PageActionsProps {
  /** The page's Markdown twin, e.g. /guides/core-concepts/orders.md */
  markdownUrl: string;
}

export default function PageActions({ markdownUrl }: PageActionsProps): ReactNode {
  const [status, setStatus] = useState<{ ok: boolean; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const menu = useRef<HTMLDetailsElement>(null);

  const copy = async () => {
    setBusy(true);
    setStatus(null);
    const outcome = await copyMarkdown(markdownUrl, typeof navigator === 'undefined' ? undefined : navigator.clipboard);
    setStatus(outcome.ok ? { ok: true, message: MESSAGES.copied } : outcome);
    setBusy(false);
  };

  const closeOnEscape = (event: KeyboardEvent<HTMLDetailsElement>) => {
    if (event.key !== 'Escape' || !menu.current?.open) return;
    menu.current.open = false;
    menu.current.querySelector('summary')?.focus();
  };

  return (
    <div className={styles.actions} data-pagefind-ignore="all">
      <div className={styles.group}>
        <button type="button" className={styles.button} onClick={copy} disabled={busy}>
          Copy page
        </button>
        <details ref={menu} className={styles.menu} onKeyDown={closeOnEscape}>
          <summary className={styles.button} aria-label="More ways to read this page">
            <span aria-hidden="true">▾</span>
          </summary>
          <ul className={styles.menuList}>
            <li>
              <a href={markdownUrl} className={styles.menuItem}>
                View as Markdown
              </a>
            </li>
            <li>
              <a href="/llms.txt" className={styles.menuItem}>
                Index for AI assistants (llms.txt)
              </a>
            </li>
          </ul>
        </details>
      </div>
      <p role="status" className={status?.ok === false ? styles.error : styles.status}>
        {status?.message ?? ''}
      </p>
    </div>
  );
}
