/**
 * Click handling for links in HTML that React did not build (pre-rendered reference pages, signature
 * blocks): a plain left click on a link to another page of the site navigates inside the app, as
 * `<Link>` would, instead of reloading the page. Same-page anchors, new tabs and external links are
 * left to the browser, as `<Link>` leaves them.
 */
import type { MouseEvent } from 'react';
import { useHistory } from '@docusaurus/router';

function isPlainLeftClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.defaultPrevented && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

export function useInAppNavigation(): (event: MouseEvent<HTMLElement>) => void {
  const history = useHistory();
  return (event) => {
    const link = (event.target as Element).closest('a');
    const href = link?.getAttribute('href');
    if (!link || !href || link.target || !href.startsWith('/') || href.startsWith('//') || !isPlainLeftClick(event)) return;
    event.preventDefault();
    history.push(href);
  };
}
