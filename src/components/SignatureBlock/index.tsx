/**
 * The signature of a generated reference page (generators/typescript/signature-block.ts): code
 * highlighted at generation time with its type names as links, in the frame of the site's code
 * blocks (src/components/StaticCodeBlock: token colours per colour mode, copy and word-wrap
 * buttons). The links are plain anchors in that HTML, so two things `<Link>` would do are done
 * here: they navigate inside the app, and the build's broken-link check sees them.
 */
import React, { type ReactNode } from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import StaticCodeBlock from '../StaticCodeBlock';
import { useInAppNavigation } from '../in-app-navigation';

interface Props {
  /** The code as it is copied. */
  code: string;
  /** The highlighted lines, links included. */
  html: string;
  title?: string;
}

const ATTRIBUTE_ESCAPES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&lt;': '<', '&gt;': '>' };

/** The targets of the links in the highlighted HTML. */
export function linkTargets(html: string): string[] {
  return [...html.matchAll(/<a href="([^"]*)"/g)].map((m) => m[1]!.replace(/&(amp|quot|lt|gt);/g, (entity) => ATTRIBUTE_ESCAPES[entity]!));
}

export default function SignatureBlock({ code, html, title }: Props): ReactNode {
  const brokenLinks = useBrokenLinks();
  for (const href of linkTargets(html)) brokenLinks.collectLink(href);
  const navigateInApp = useInAppNavigation();
  return (
    // Clicks on the links inside are handled here; the links themselves stay keyboard-reachable.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div onClick={navigateInApp}>
      <StaticCodeBlock highlightedHtml={html} className="language-ts" title={title}>
        {code}
      </StaticCodeBlock>
    </div>
  );
}
