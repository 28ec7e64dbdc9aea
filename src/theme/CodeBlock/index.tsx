/**
 * Wraps the classic theme's code block (not ejected) so that Prism loads with the first code block.
 *
 * Why: Prism and its grammars were evaluated on every page at start-up (plugins/code-highlighting),
 * although the largest pages (the generated GraphQL reference) have no code block. Behind `lazy`,
 * pages without code never load it. Nothing changes in the HTML: the server waits for lazy
 * components, and on load React keeps the server-rendered block until the chunk is in. The
 * fallback only shows during a client-side navigation, for the moment the chunk takes to arrive
 * the first time: the code unhighlighted, in the same box.
 */
import React, { lazy, Suspense, type ReactNode } from 'react';
import type { Props } from '@theme/CodeBlock';

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

export default function CodeBlock(props: Props): ReactNode {
  return (
    <Suspense fallback={<PlainCodeBlock {...props} />}>
      <HighlightedCodeBlock {...props} />
    </Suspense>
  );
}
