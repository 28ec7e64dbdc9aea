/**
 * The anchor of a declaration on a generated reference page of its own, where the page's title is
 * the declaration's heading (a repeated h2 would say the name twice). Links across the site point at
 * `#<anchor>`, so the target stays, and it is registered with the build's broken-anchor check as a
 * heading's id would be.
 */
import React, { type ReactNode } from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';

export default function DeclarationAnchor({ id }: { id: string }): ReactNode {
  useBrokenLinks().collectAnchor(id);
  return <span id={id} className="anchor" />;
}
