/**
 * Wraps the theme's desktop doc sidebar (not ejected) so a phone does not hydrate it: see
 * src/components/DesktopOnlyHydration.
 */
import React, { type ComponentProps, type ReactNode } from 'react';
import DocSidebarDesktop from '@theme-original/DocSidebar/Desktop';
import DesktopOnlyHydration from '@site/src/components/DesktopOnlyHydration';

export default function DocSidebarDesktopWrapper(props: ComponentProps<typeof DocSidebarDesktop>): ReactNode {
  return (
    <DesktopOnlyHydration>
      <DocSidebarDesktop {...props} />
    </DesktopOnlyHydration>
  );
}
