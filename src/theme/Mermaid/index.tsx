/**
 * Wraps the Mermaid diagram of @docusaurus/theme-mermaid (not ejected) so that it loads on demand.
 *
 * Why: the theme's MDX components import `@theme/Mermaid`, which imports the mermaid library
 * statically, so every doc page downloaded and evaluated a ~700 KB chunk (mermaid with d3) whether
 * or not it had a diagram; a handful of pages do. Behind `lazy`, only those pages fetch it.
 * Nothing is lost on the server: the original renders diagrams in an effect, so its server HTML
 * is empty either way, and React hydrates the boundary once the chunk is in.
 */
import React, { lazy, Suspense, type ReactNode } from 'react';
import type { Props } from '@theme/Mermaid';

const OriginalMermaid = lazy(() => import('@theme-original/Mermaid'));

export default function Mermaid(props: Props): ReactNode {
  return (
    <Suspense fallback={null}>
      <OriginalMermaid {...props} />
    </Suspense>
  );
}
