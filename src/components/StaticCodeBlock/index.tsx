/**
 * A fenced code block of a doc, highlighted at build time (plugins/code-highlighting): React adopts
 * the server's lines as they are (`dangerouslySetInnerHTML` is not diffed on hydration) and owns
 * only the frame and the buttons. Token colours come from CSS per colour mode, so the block is in
 * the reader's colours from the first paint and is never re-rendered for them.
 *
 * The frame, title, line numbers and buttons look and behave like the classic theme's block. The
 * buttons (./CodeBlockButtons.tsx) are a chunk of their own, so that the doc pages without code (the
 * generated GraphQL reference) do not load them with every doc's components: on load, React keeps
 * their server HTML until the chunk is in; after a client-side navigation they appear with it.
 * A GraphQL operation gets an "Open in GraphiQL" line under it (./GraphiqlLink.tsx).
 * A recorded response (plugins/sample-responses) is left out of search.
 */
import React, { lazy, Suspense, useRef, type ReactNode } from 'react';
import clsx from 'clsx';
import { containsLineNumbers, parseCodeBlockTitle, parseLanguage } from '@docusaurus/theme-common/internal';
import type { GraphqlApi } from '@site/src/graphiql/graphiql-link';
import GraphiqlLink from './GraphiqlLink';
import styles from './styles.module.css';

const CodeBlockButtons = lazy(() => import('./CodeBlockButtons'));

export interface StaticCodeBlockProps {
  /** The highlighted lines, from the remark plugin. */
  highlightedHtml: string;
  /** For a GraphQL operation, the API it runs against (from the remark plugin): "Open in GraphiQL". */
  graphiqlApi?: GraphqlApi;
  /** A recorded server response (plugins/sample-responses): shown, but left out of the search index. */
  sampleResponse?: boolean;
  /** The code as it is copied: magic comments already removed. */
  children?: ReactNode;
  className?: string;
  metastring?: string;
  title?: ReactNode;
  showLineNumbers?: boolean;
}

export default function StaticCodeBlock({
  highlightedHtml,
  graphiqlApi,
  sampleResponse,
  children,
  className = '',
  metastring,
  title: titleProp,
  showLineNumbers: showLineNumbersProp,
}: StaticCodeBlockProps): ReactNode {
  const codeBlockRef = useRef<HTMLPreElement>(null);
  const language = parseLanguage(className)?.toLowerCase() ?? 'text';
  const title = parseCodeBlockTitle(metastring) || titleProp;
  const showLineNumbers = showLineNumbersProp ?? containsLineNumbers(metastring);
  const code = typeof children === 'string' ? children.replace(/\n$/, '') : '';
  return (
    // `static-code-block` scopes the token colours (STATIC_BLOCK_CLASS in plugins/code-highlighting).
    // A response's product names and ids would make the page a search hit for words it does not teach.
    <div
      className={clsx('theme-code-block', 'static-code-block', `language-${language}`, styles.container, sampleResponse && 'sample-response')}
      {...(sampleResponse ? { 'data-pagefind-ignore': 'all' } : {})}>
      {title && <div className={styles.title}>{title}</div>}
      <div className={styles.content}>
        <pre
          // The theme's blocks are focusable too, so keyboard users can scroll long lines.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          ref={codeBlockRef}
          className={clsx('prism-code', `language-${language}`, styles.pre, 'thin-scrollbar')}>
          <code
            className={clsx(styles.lines, showLineNumbers && styles.numbered)}
            dangerouslySetInnerHTML={{ __html: highlightedHtml }}
          />
        </pre>
        <Suspense fallback={null}>
          <CodeBlockButtons codeBlockRef={codeBlockRef} code={code} />
        </Suspense>
      </div>
      {graphiqlApi && <GraphiqlLink api={graphiqlApi} query={code} />}
    </div>
  );
}
