/**
 * The word-wrap toggle of a code block, as the theme's `useCodeWordWrap` behaves: the button shows
 * when the code scrolls sideways (or is wrapped), and a block in a hidden tab is measured again when
 * its tab is shown.
 *
 * Why not the theme's hook: it watches the tab through `useMutationObserver`, which memoizes its
 * options with `localeCompare`; the first `localeCompare` of a page loads the browser's collation
 * data (25–50 ms on a laptop, four times that on a phone), during start-up, for every page with code.
 */
import { useCallback, useEffect, useState, type RefObject } from 'react';

export interface WordWrap {
  isEnabled: boolean;
  isCodeScrollable: boolean;
  toggle: () => void;
}

/** @param codeBlockRef the block's `<pre>` */
export function useWordWrap(codeBlockRef: RefObject<HTMLPreElement | null>): WordWrap {
  const [isEnabled, setIsEnabled] = useState(false);
  const [isCodeScrollable, setIsCodeScrollable] = useState(false);

  const measure = useCallback(() => {
    const pre = codeBlockRef.current;
    if (!pre) return;
    setIsCodeScrollable(pre.scrollWidth > pre.clientWidth || !!pre.querySelector('code')?.hasAttribute('style'));
  }, [codeBlockRef]);

  const toggle = useCallback(() => {
    const code = codeBlockRef.current?.querySelector('code');
    if (!code) return;
    if (isEnabled) code.removeAttribute('style');
    else {
      code.style.whiteSpace = 'pre-wrap';
      // Very long words and strings wrap too, so no scrollbar is left.
      code.style.overflowWrap = 'anywhere';
    }
    setIsEnabled(!isEnabled);
  }, [codeBlockRef, isEnabled]);

  useEffect(measure, [isEnabled, measure]);

  useEffect(() => {
    window.addEventListener('resize', measure, { passive: true });
    return () => window.removeEventListener('resize', measure);
  }, [measure]);

  // A block in a hidden tab panel measures zero wide; measure again when the panel is shown.
  useEffect(() => {
    const hiddenPanel = codeBlockRef.current?.closest('[role=tabpanel][hidden]');
    if (!hiddenPanel) return undefined;
    const observer = new MutationObserver(() => {
      if (!hiddenPanel.hasAttribute('hidden')) measure();
    });
    observer.observe(hiddenPanel, { attributes: true, attributeFilter: ['hidden'] });
    return () => observer.disconnect();
  }, [codeBlockRef, measure]);

  return { isEnabled, isCodeScrollable, toggle };
}
