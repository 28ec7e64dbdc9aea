/**
 * The copy and word-wrap buttons of a build-time highlighted block: the theme's own buttons, with
 * the word-wrap state of ./use-word-wrap.ts. Loaded apart from the block (see ./index.tsx).
 */
import React, { type ReactNode, type RefObject } from 'react';
import CopyButton from '@theme/CodeBlock/CopyButton';
import WordWrapButton from '@theme/CodeBlock/WordWrapButton';
import styles from './styles.module.css';
import { useWordWrap } from './use-word-wrap';

export interface CodeBlockButtonsProps {
  codeBlockRef: RefObject<HTMLPreElement | null>;
  /** What the copy button copies. */
  code: string;
}

export default function CodeBlockButtons({ codeBlockRef, code }: CodeBlockButtonsProps): ReactNode {
  const wordWrap = useWordWrap(codeBlockRef);
  return (
    <div className={styles.buttons}>
      {(wordWrap.isEnabled || wordWrap.isCodeScrollable) && (
        <WordWrapButton className={styles.button} onClick={wordWrap.toggle} isEnabled={wordWrap.isEnabled} />
      )}
      <CopyButton className={styles.button} code={code} />
    </div>
  );
}
