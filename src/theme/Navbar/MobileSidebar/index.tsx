/**
 * Wraps the theme's mobile menu (not ejected) so it stops costing start-up time on phones.
 *
 * The theme renders the whole menu, off screen, as soon as the window is narrow: every navbar
 * item plus the current doc sidebar, synchronously, right after hydration, where it was one of the
 * longest tasks of a doc page's start-up. Here the menu renders inside a transition once the page
 * has hydrated, which React splits into small pieces the browser can interleave with input; a tap
 * on the menu button before that renders it at once.
 */
import React, { startTransition, useEffect, useState, type ReactNode } from 'react';
import NavbarMobileSidebar from '@theme-original/Navbar/MobileSidebar';
import { useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';

export default function NavbarMobileSidebarAfterStartUp(): ReactNode {
  const { shouldRender, shown } = useNavbarMobileSidebar();
  const [started, setStarted] = useState(false);
  useEffect(() => {
    if (shouldRender && !started) startTransition(() => setStarted(true));
  }, [shouldRender, started]);
  return started || shown ? <NavbarMobileSidebar /> : null;
}
