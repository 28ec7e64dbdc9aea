/**
 * Wraps the theme's DocItem/Content (not ejected) to tell the embedded search index what to read:
 * `data-pagefind-body` limits indexing to the doc's own content (title and text, no navbar,
 * sidebar, breadcrumbs, TOC or footer), and the page's section and docs-version tag ride along as
 * Pagefind meta and filter (see src/search/section.ts and the contextual filter in client.ts).
 * Values go through data attributes so labels with commas or colons cannot break Pagefind's syntax.
 *
 * It also points readers and agents at the page's Markdown twin (plugins/markdown-twins): a
 * `<link rel="alternate" type="text/markdown">` in the head and the "Copy page" actions above the title.
 */
import React, { type ReactNode } from 'react';
import OriginalContent from '@theme-original/DocItem/Content';
import {
  getDocsVersionSearchTag,
  useDoc,
  useDocsSidebar,
  useDocsVersion,
  useSidebarBreadcrumbs,
} from '@docusaurus/plugin-content-docs/client';
import Head from '@docusaurus/Head';
import { useThemeConfig } from '@docusaurus/theme-common';
import { twinPath } from '@site/generators/markdown-twins/urls';
import PageActions from '@site/src/components/PageActions';
import { searchSection } from '@site/src/search/section';

interface NavbarItem {
  type?: string;
  sidebarId?: string;
  label?: string;
}

function useSearchSection(): string {
  const { metadata } = useDoc();
  const version = useDocsVersion();
  const sidebar = useDocsSidebar();
  const breadcrumbs = useSidebarBreadcrumbs() ?? [];
  const navbarItems = useThemeConfig().navbar.items as NavbarItem[];
  const sidebarLabels = Object.fromEntries(
    navbarItems.filter((item) => item.type === 'docSidebar' && item.sidebarId).map((item) => [item.sidebarId!, item.label ?? '']),
  );
  return searchSection({
    categories: breadcrumbs.filter((item) => item.type === 'category').map((item) => item.label),
    sidebar: sidebar?.name ?? null,
    docId: metadata.id,
    docs: Object.values(version.docs),
    sidebarLabels,
  });
}

export default function DocItemContent(props: { children: ReactNode }): ReactNode {
  const version = useDocsVersion();
  const section = useSearchSection();
  const markdownUrl = twinPath(useDoc().metadata.permalink);
  return (
    <div
      data-pagefind-body=""
      data-pagefind-meta="lvl0[data-search-lvl0]"
      data-search-lvl0={section}
      data-pagefind-filter="docusaurus_tag[data-search-tag]"
      data-search-tag={getDocsVersionSearchTag(version.pluginId, version.version)}>
      <Head>
        <link rel="alternate" type="text/markdown" href={markdownUrl} title="This page as Markdown" />
      </Head>
      <PageActions markdownUrl={markdownUrl} />
      <OriginalContent {...props} />
    </div>
  );
}
