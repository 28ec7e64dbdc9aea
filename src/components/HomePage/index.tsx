import React from 'react';
import Link from '@docusaurus/Link';
import { useAllDocsData } from '@docusaurus/plugin-content-docs/client';
import { areaLinks, popularGuides, popularReferences, type QuickLink } from './quick-links';
import styles from './styles.module.css';

const withoutTrailingSlash = (path: string): string => path.replace(/\/$/, '');

/**
 * Paths of every doc in the build (without trailing slash, as global data stores them), so quick
 * links only show pages that exist while areas of the docs are still being written.
 */
function useDocPaths(): Set<string> {
  const allDocs = useAllDocsData();
  const paths = new Set<string>();
  for (const plugin of Object.values(allDocs)) {
    for (const version of plugin.versions) {
      for (const doc of version.docs) paths.add(withoutTrailingSlash(doc.path));
    }
  }
  return paths;
}

function LinkList({ title, links }: { title: string; links: QuickLink[] }): React.ReactNode {
  const paths = useDocPaths();
  const available = links.filter((link) => paths.has(withoutTrailingSlash(link.to)));
  if (available.length === 0) return null;
  const headingId = `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-heading`;
  return (
    <section className={styles.linkList} aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <ul>
        {available.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.title}</Link>
            <span className={styles.linkDescription}>{link.description}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function HomePage(): React.ReactNode {
  return (
    <main className={styles.home}>
      <header className={styles.hero}>
        <h1>Build commerce your way with Vendure</h1>
        <p className={styles.lead}>
          Vendure is an open-source headless commerce framework built on TypeScript, NestJS and GraphQL.
          You get a complete order, catalog and customer engine, a plugin system to change any part of
          it, and an admin dashboard your team can extend.
        </p>
        <div className={styles.actions}>
          <Link className="button button--primary button--lg" to="/guides/getting-started/installation/">
            Get started
          </Link>
          <Link className="button button--secondary button--lg" to="/reference/">
            Browse the reference
          </Link>
        </div>
      </header>
      <section className={styles.areas} aria-label="Documentation areas">
        {areaLinks.map((area) => (
          <Link key={area.to} to={area.to} className={styles.areaCard}>
            <h2>{area.title}</h2>
            <p>{area.description}</p>
          </Link>
        ))}
      </section>
      <div className={styles.columns}>
        <LinkList title="Popular guides" links={popularGuides} />
        <LinkList title="Popular references" links={popularReferences} />
      </div>
    </main>
  );
}
