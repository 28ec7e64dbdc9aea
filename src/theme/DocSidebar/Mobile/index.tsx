/**
 * The phone's doc sidebar: the classic theme's component (ejected, behaviour unchanged) with one
 * difference in how it hands the sidebar to the navbar's secondary menu.
 *
 * Why: `NavbarSecondaryMenuFiller` memoizes the props it is given by sorting their names with
 * `localeCompare`, on every render. The first `localeCompare` of a page loads the browser's
 * collation data: 25–50 ms on a laptop, four times that on a phone, in the middle of start-up. The
 * sidebar was one of two callers on a doc page (the other, the theme's code-block word-wrap hook,
 * is not used since code blocks keep their own state: src/components/StaticCodeBlock). A props
 * object with a single entry never reaches the comparator, so the sidebar and path travel together
 * in one memoized object.
 */
import React, { memo, useMemo, type ReactNode } from 'react';
import clsx from 'clsx';
import { NavbarSecondaryMenuFiller, ThemeClassNames } from '@docusaurus/theme-common';
import { useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';
import type { PropSidebarItem } from '@docusaurus/plugin-content-docs';
import type { Props } from '@theme/DocSidebar/Mobile';
import DocSidebarItems from '@theme/DocSidebarItems';

interface SidebarMenu {
  sidebar: readonly PropSidebarItem[];
  path: string;
}

function DocSidebarMobileSecondaryMenu({ menu: { sidebar, path } }: { menu: SidebarMenu }): ReactNode {
  const mobileSidebar = useNavbarMobileSidebar();
  return (
    <ul className={clsx(ThemeClassNames.docs.docSidebarMenu, 'menu__list')}>
      <DocSidebarItems
        items={sidebar}
        activePath={path}
        onItemClick={(item) => {
          // As in the theme: a link, or a category that is also a page, closes the menu.
          if (item.type === 'link' || (item.type === 'category' && item.href)) mobileSidebar.toggle();
        }}
        level={1}
      />
    </ul>
  );
}

function DocSidebarMobile({ sidebar, path }: Props): ReactNode {
  const menu = useMemo<SidebarMenu>(() => ({ sidebar, path }), [sidebar, path]);
  return <NavbarSecondaryMenuFiller component={DocSidebarMobileSecondaryMenu} props={{ menu }} />;
}

export default memo(DocSidebarMobile);
