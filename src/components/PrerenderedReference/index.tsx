/**
 * The body of a pre-rendered reference page (generators/graphql/prerender.ts): static HTML that
 * React adopts as it is, instead of thousands of elements it would rebuild on every load.
 *
 * Two things a Markdown page gets from Docusaurus components are restored here:
 *  - links to other pages of the site navigate inside the app, as `<Link>` would, instead of
 *    reloading the page (same-page anchors are left to the browser, as `<Link>` leaves them);
 *  - the heading anchors are registered with the build's broken-anchor check, so links from other
 *    pages to `#typename` are verified as they are for any heading.
 */
import React, { type ReactNode } from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import { useInAppNavigation } from '../in-app-navigation';

interface Props {
  html: string;
  anchors: string[];
}

export default function PrerenderedReference({ html, anchors }: Props): ReactNode {
  const brokenLinks = useBrokenLinks();
  for (const anchor of anchors) brokenLinks.collectAnchor(anchor);
  const navigateInApp = useInAppNavigation();

  return (
    // The class keeps Infima's `.markdown > h2` spacing for the headings inside.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div className="markdown" onClick={navigateInApp} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
