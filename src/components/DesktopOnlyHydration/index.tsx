/**
 * Leaves a desktop-only part of the server's HTML un-hydrated on a phone.
 *
 * The theme server-renders the desktop doc sidebar and table of contents (it cannot know the
 * screen), hydrates them in the browser, and on a phone removes them right after, when its window
 * size hook first reports "mobile". On a long reference page that was a few hundred milliseconds of
 * a phone's start-up spent on parts CSS already hides. Here, during hydration on a narrow screen,
 * the part suspends on a promise that never settles: React keeps the server's HTML as it is, hidden,
 * and drops it when the theme stops rendering the part. Wider screens, and every render after
 * hydration (client-side navigation, a window widened past the breakpoint), render as before.
 */
import React, { Suspense, use, type ReactNode } from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { isPhoneDuringHydration } from './phone-during-hydration';

const NEVER = new Promise<never>(() => {});

function SuspendOnPhoneDuringHydration({ children }: { children: ReactNode }): ReactNode {
  // `useIsBrowser` is false until the app has hydrated; on the server there is no window.
  const isBrowser = useIsBrowser();
  if (typeof window !== 'undefined' && isPhoneDuringHydration(isBrowser, window.innerWidth)) use(NEVER);
  return children;
}

export default function DesktopOnlyHydration({ children }: { children: ReactNode }): ReactNode {
  return (
    <Suspense fallback={null}>
      <SuspendOnPhoneDuringHydration>{children}</SuspendOnPhoneDuringHydration>
    </Suspense>
  );
}
