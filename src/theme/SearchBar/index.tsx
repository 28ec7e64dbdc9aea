/**
 * Wraps the SearchBar of docusaurus-theme-search-typesense (not ejected). The wrapper:
 *  - plugs our search client (src/search/client.ts) into the theme's modal;
 *  - starts loading the index when the reader reaches for the button (hover, focus, touch);
 *  - swaps the hit component and repairs the library's markup for accessibility
 *    (src/search/modal-a11y.ts).
 *
 * Why a wrapper is needed: typesense-docsearch-react's modal takes `transformSearchClient` and
 * `hitComponent`, but the theme passes the modal only what is in `themeConfig.typesense`, and theme
 * config is serialized JSON that cannot carry a function. So the original SearchBar is rendered
 * inside a copy of the Docusaurus context whose `themeConfig.typesense` also holds the functions.
 * `Context` is not public API of @docusaurus/core; it is the object `useDocusaurusContext()` reads,
 * and @docusaurus/core is pinned (3.7.0), so a change would show up in the browser tests.
 */
import React, { useEffect, useMemo, useRef, type MouseEvent, type ReactNode } from 'react';
import OriginalSearchBar from '@theme-original/SearchBar';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useHistory } from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { Context } from '@docusaurus/core/lib/client/docusaurusContext';
import { modalSearchClient, preloadSearch } from '@site/src/search/client';
import { repairSearchButton, repairSearchModal } from '@site/src/search/modal-a11y';
import styles from './styles.module.css';

/**
 * A hit is an ARIA option, which may not contain anything focusable (axe: nested-interactive);
 * the keyboard reaches hits through the input. So the hit is an `<a>` without href (the library's
 * CSS styles `.DocSearch-Hit a`) that navigates on click, and opens a new tab on a modified or
 * middle click as the theme's link would. Props set here take precedence over the theme's Hit.
 */
function Hit({ hit, children }: { hit: { url: string }; children: ReactNode }): ReactNode {
  const history = useHistory();
  const open = (event: MouseEvent) => {
    if (event.button === 1 || event.ctrlKey || event.metaKey || event.shiftKey) {
      window.open(hit.url, '_blank', 'noopener');
    } else if (event.button === 0) {
      history.push(hit.url);
    }
  };
  return (
    <a className={styles.hit} onClick={open} onAuxClick={open}>
      {children}
    </a>
  );
}

export default function SearchBar(): ReactNode {
  const context = useDocusaurusContext();
  const siteRoot = useBaseUrl('/');
  const contextWithClient = useMemo(() => {
    const client = modalSearchClient(siteRoot);
    // Called when the modal mounts (the theme's modal asks for its client right away): the index
    // starts loading then if hovering/focusing the button did not already start it.
    const transformSearchClient = () => {
      preloadSearch(siteRoot);
      return client;
    };
    const themeConfig = context.siteConfig.themeConfig as { typesense: object };
    return {
      ...context,
      siteConfig: {
        ...context.siteConfig,
        themeConfig: { ...themeConfig, typesense: { ...themeConfig.typesense, transformSearchClient, hitComponent: Hit } },
      },
    };
  }, [context, siteRoot]);
  const preload = () => preloadSearch(siteRoot);
  const wrapper = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (wrapper.current) repairSearchButton(wrapper.current);
    // The modal is rendered into a container the theme adds to <body> each time it opens.
    // repairSearchModal is one query selector when there is nothing to repair.
    const observer = new MutationObserver(() => repairSearchModal(document));
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
  return (
    // `display: contents`: the wrapper only listens, the button keeps its place in the navbar.
    <div ref={wrapper} className={styles.listener} onMouseOver={preload} onFocus={preload} onTouchStart={preload}>
      <Context.Provider value={contextWithClient}>
        <OriginalSearchBar />
      </Context.Provider>
    </div>
  );
}
