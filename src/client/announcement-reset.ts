/**
 * Shows a new announcement on the very first page load after it changed.
 *
 * The theme's inline script hides the bar before React starts when the *previous* announcement was
 * dismissed (it does not look at the id), and React then clears the dismissal but cannot undo that
 * early CSS flag, so the new announcement would only appear on the next full load. This client
 * module runs before hydration and drops the flag when the stored id is not the current one.
 */
import siteConfig from '@generated/docusaurus.config';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

const ID_KEY = 'docusaurus.announcement.id';
const FLAG = 'data-announcement-bar-initially-dismissed';

function readStoredId(): string | null {
  try {
    return window.localStorage.getItem(ID_KEY);
  } catch {
    return null; // storage blocked: the theme treats the bar as not dismissed either
  }
}

if (ExecutionEnvironment.canUseDOM) {
  const announcement = (siteConfig.themeConfig as { announcementBar?: { id: string } }).announcementBar;
  if (announcement && readStoredId() !== announcement.id) {
    document.documentElement.setAttribute(FLAG, 'false');
  }
}
