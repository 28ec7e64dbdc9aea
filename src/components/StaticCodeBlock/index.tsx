/**
 * A fenced code block of a doc, highlighted at build time (plugins/code-highlighting): React adopts
 * the server's lines as they are (`dangerouslySetInnerHTML` is not diffed on hydration) and owns
 * only the frame and the buttons. Token colours come from CSS per colour mode, so the block is in
 * the reader's colours from the first paint and is never re-rendered for them.
 *
 * The frame, title, line numbers and buttons look and behave like the classic theme's block; the
 * buttons are the theme's own components (the word-wrap state is ./use-word-wrap.ts).
 */
import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import { containsLineNumbers, parseCodeBlockTitle, parseLanguage } from '@docusaurus/theme-common/internal';
import CopyButton from '@theme/CodeBlock/CopyButton';
import WordWrapButton from '@theme/CodeBlock/WordWrapButton';
import styles from './styles.module.css';
import { useWordWrap } from './use-word-wrap';

export interface StaticCodeBlockProps {
  /** The highlighted lines, from the remark plugin. */
  highlightedHtml: string;
  /** The code as it is copied: magic comments already removed. */
  children?: ReactNode;
  className?: string;
  metastring?: string;
  title?: ReactNode;
  showLineNumbers?: boolean;
}

export default function StaticCodeBlock({
  highlightedHtml,
  children,
  className = '',
  metastring,
  title: titleProp,
  showLineNumbers: showLineNumbersProp,
}: StaticCodeBlockProps): ReactNode {
  const wordWrap = useWordWrap();
  const language = parseLanguage(className)?.toLowerCase() ?? 'text';
  const title = parseCodeBlockTitle(metastring) || titleProp;
  const showLineNumbers = showLineNumbersProp ?? containsLineNumbers(metastring);
  const code = typeof children === 'string' ? children.replace(/\n$/, '') : '';
  return (
    // `static-code-block` scopes the token colours (STATIC_BLOCK_CLASS in plugins/code-highlighting).
    <div className={clsx('theme-code-block', 'static-code-block', `language-${language}`, styles.container)}>
      {title && <div className={styles.title}>{title}</div>}
      <div className={styles.content}>
        <pre
          // The theme's blocks are focusable too, so keyboard users can scroll long lines.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          ref={wordWrap.codeBlockRef}
          className={clsx('prism-code', `language-${language}`, styles.pre, 'thin-scrollbar')}>
          <code
            className={clsx(styles.lines, showLineNumbers && styles.numbered)}
            dangerouslySetInnerHTML={{ __html: highlightedHtml }}
          />
        </pre>
        <div className={styles.buttons}>
          {(wordWrap.isEnabled || wordWrap.isCodeScrollable) && (
            <WordWrapButton className={styles.button} onClick={() => wordWrap.toggle()} isEnabled={wordWrap.isEnabled} />
          )}
          <CopyButton className={styles.button} code={code} />
        </div>
      </div>
    </div>
  );
}
