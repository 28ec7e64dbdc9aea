/**
 * Wraps the theme's desktop table of contents (not ejected) so a phone does not hydrate it: see
 * src/components/DesktopOnlyHydration.
 */
import React, { type ReactNode } from 'react';
import DocItemTOCDesktop from '@theme-original/DocItem/TOC/Desktop';
import DesktopOnlyHydration from '@site/src/components/DesktopOnlyHydration';

export default function DocItemTOCDesktopWrapper(): ReactNode {
  return (
    <DesktopOnlyHydration>
      <DocItemTOCDesktop />
    </DesktopOnlyHydration>
  );
}
