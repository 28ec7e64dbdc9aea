/**
 * Wraps the classic theme's code block (not ejected).
 *
 * Why: a doc's fenced blocks arrive highlighted at build time (`highlightedHtml`, from
 * plugins/code-highlighting) and render as static lines (src/components/StaticCodeBlock), with no
 * Prism in the browser. Any other block, such as `<CodeBlock>` written in JSX, goes to the theme's
 * block, and Prism loads with the first of those.
 *
 * Prism and its grammars were evaluated on every page at start-up (plugins/code-highlighting),
 * although the largest pages (the generated GraphQL reference) have no code block. Behind `lazy`,
 * pages without code never load it. Nothing changes in the HTML: the server waits for lazy
 * components, and on load React keeps the server-rendered block until the chunk is in. The
 * fallback only shows during a client-side navigation, for the moment the chunk takes to arrive
 * the first time: the code unhighlighted, in the same box.
 */
import React, { lazy, Suspense, type ReactNode } from 'react';
import type { Props } from '@theme/CodeBlock';
import StaticCodeBlock from '@site/src/components/StaticCodeBlock';

const HighlightedCodeBlock = lazy(() => import('@site/src/components/HighlightedCodeBlock'));

function PlainCodeBlock({ children, className }: Props): ReactNode {
  return (
    <div className="theme-code-block">
      <pre className={className} tabIndex={0}>
        <code>{children}</code>
      </pre>
    </div>
  );
}

export default function CodeBlock(props: Props & { highlightedHtml?: string; graphiqlApi?: 'admin' | 'shop'; sampleResponse?: boolean }): ReactNode {
  if (typeof props.highlightedHtml === 'string') return <StaticCodeBlock {...props} highlightedHtml={props.highlightedHtml} />;
  return (
    <Suspense fallback={<PlainCodeBlock {...props} />}>
      <HighlightedCodeBlock {...props} />
    </Suspense>
  );
}
