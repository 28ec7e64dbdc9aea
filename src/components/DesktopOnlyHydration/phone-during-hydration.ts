/** The narrowest desktop window of the theme (`useWindowSize` in @docusaurus/theme-common, Infima's CSS). */
export const DESKTOP_MIN_WIDTH = 997;

/** Whether the app is still hydrating (`useIsBrowser()` is false) in a window the theme calls mobile. */
export function isPhoneDuringHydration(isBrowser: boolean, innerWidth: number): boolean {
  return !isBrowser && innerWidth < DESKTOP_MIN_WIDTH;
}
