/**
 * The /search page (route added by docusaurus-theme-search-typesense), written for this site.
 *
 * Why it replaces the theme's page instead of wrapping it: the theme's SearchPage builds its own
 * Typesense InstantSearch adapter inside the component from the serialized theme config, so there
 * is no seam to hand it the embedded backend, and it renders result HTML with
 * dangerouslySetInnerHTML and shows nothing when the search fails. This page uses the client the
 * modal uses (src/search/client.ts), renders highlights as text nodes, keeps `q` in the URL,
 * loads results a page at a time and reports failures with the modal's wording.
 */
import React, { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import { useHistory, useLocation } from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Translate, { translate } from '@docusaurus/Translate';
import { HtmlClassNameProvider, PageMetadata, usePluralForm } from '@docusaurus/theme-common';
import { DocsPreferredVersionContextProvider } from '@docusaurus/plugin-content-docs/client';
import { useTypesenseContextualFilters } from 'docusaurus-theme-search-typesense/client';
import Layout from '@theme/Layout';
import { searchDocs } from '@site/src/search/client';
import { highlightSegments } from '@site/src/search/highlight';
import {
  contentHtml,
  groupByDocument,
  hierarchyHtml,
  searchPageRequest,
  sitePath,
  type DocumentEntry,
} from '@site/src/search/page-results';
import type { DocSearchHit } from '@site/src/search/types';
import styles from './styles.module.css';

/** Wait after the last keystroke before searching, so typing does not fire a search per letter. */
const TYPING_DELAY_MS = 200;

interface Results {
  query: string;
  hits: DocSearchHit[];
  nbHits: number;
  /** Zero-based index of the last page loaded. */
  page: number;
  nbPages: number;
  /** Query words the embedded index left out to find anything at all (see SearchResult). */
  leftOut: string[];
}

type Status = 'idle' | 'loading' | 'done' | 'error';

/** Highlight HTML from the search client, rendered as text with <mark> elements. */
function Highlighted({ html }: { html: string }): ReactNode {
  return highlightSegments(html).map((segment, i) => (segment.marked ? <mark key={i}>{segment.text}</mark> : segment.text));
}

function Trail({ levels }: { levels: string[] }): ReactNode {
  if (levels.length === 0) return null;
  return (
    <ul className={clsx('breadcrumbs', styles.trail)}>
      {levels.map((html, i) => (
        <li key={i} className="breadcrumbs__item">
          <span className="breadcrumbs__link">
            <Highlighted html={html} />
          </span>
        </li>
      ))}
    </ul>
  );
}

function Entry({ entry }: { entry: DocumentEntry }): ReactNode {
  const first = entry.page ?? entry.sections[0];
  const levels = hierarchyHtml(first);
  // lvl0 (section) and lvl1 (page title) describe the document; deeper levels belong to sections.
  const title = levels[1] ?? levels[0] ?? '';
  const summary = entry.page ? contentHtml(entry.page) : '';
  return (
    <article className={styles.result}>
      <h2 className={styles.resultTitle}>
        <Link to={sitePath(entry.url)}>
          <Highlighted html={title} />
        </Link>
      </h2>
      <Trail levels={levels.slice(0, 1)} />
      {summary && (
        <p className={styles.summary}>
          <Highlighted html={summary} />
        </p>
      )}
      {entry.sections.length > 0 && (
        <ul className={styles.sections}>
          {entry.sections.map((hit) => {
            const sectionLevels = hierarchyHtml(hit);
            const heading = sectionLevels[sectionLevels.length - 1];
            const excerpt = contentHtml(hit);
            return (
              <li key={hit.objectID} className={styles.section}>
                <Link to={sitePath(hit.url)} className={styles.sectionTitle}>
                  <Highlighted html={heading} />
                </Link>
                <Trail levels={sectionLevels.slice(0, -1)} />
                {excerpt && (
                  <p className={styles.summary}>
                    <Highlighted html={excerpt} />
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </article>
  );
}

function useQueryParam(): [string, (value: string) => void] {
  const location = useLocation();
  const history = useHistory();
  // The page is prerendered without a query; reading it only once hydrated keeps the first
  // client render identical to the HTML (React would otherwise report a hydration mismatch).
  const isBrowser = useIsBrowser();
  const query = isBrowser ? (new URLSearchParams(location.search).get('q') ?? '') : '';
  const setQuery = useCallback(
    (value: string) => {
      const params = new URLSearchParams(location.search);
      if (value) params.set('q', value);
      else params.delete('q');
      const search = params.toString();
      history.replace({ ...location, search: search ? `?${search}` : '' });
    },
    [history, location],
  );
  return [query, setQuery];
}

function useDocumentsFoundPlural(): (count: number) => string {
  const { selectMessage } = usePluralForm();
  return (count) =>
    selectMessage(
      count,
      translate(
        {
          id: 'theme.SearchPage.documentsFound.plurals',
          message: 'One document found|{count} documents found',
          description: 'Pluralized label for "{count} documents found"',
        },
        { count },
      ),
    );
}

function SearchPageContent(): ReactNode {
  const siteRoot = useBaseUrl('/');
  const filterBy = useTypesenseContextualFilters();
  const documentsFound = useDocumentsFoundPlural();
  const [query, setQuery] = useQueryParam();
  const [input, setInput] = useState(query);
  const [results, setResults] = useState<Results | null>(null);
  const [status, setStatus] = useState<Status>('idle');
  // Answers to superseded requests (the query changed meanwhile) are dropped.
  const latest = useRef(0);

  const load = useCallback(
    async (forQuery: string, page: number, previous: DocSearchHit[]) => {
      const request = ++latest.current;
      setStatus('loading');
      try {
        const result = await searchDocs(siteRoot, searchPageRequest(forQuery, filterBy, page));
        if (request !== latest.current) return;
        setResults({
          query: forQuery,
          hits: [...previous, ...result.hits],
          nbHits: result.nbHits,
          page,
          nbPages: result.nbPages,
          leftOut: result.leftOut ?? [],
        });
        setStatus('done');
      } catch {
        if (request === latest.current) setStatus('error');
      }
    },
    [siteRoot, filterBy],
  );

  // The URL is the source of truth: typing updates it, back/forward and links change it.
  useEffect(() => setInput(query), [query]);
  useEffect(() => {
    setResults(null);
    if (!query.trim()) {
      latest.current++;
      setStatus('idle');
      return undefined;
    }
    setStatus('loading');
    const timer = setTimeout(() => void load(query, 0, []), TYPING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [query, load]);

  const title = query
    ? translate(
        { id: 'theme.SearchPage.existingResultsTitle', message: 'Search results for "{query}"' },
        { query },
      )
    : translate({ id: 'theme.SearchPage.emptyResultsTitle', message: 'Search the documentation' });
  const entries = results ? groupByDocument(results.hits) : [];
  const hasMore = results !== null && results.page + 1 < results.nbPages;

  return (
    <Layout>
      <PageMetadata title={title} />
      <Head>
        {/* Result pages are not content of their own (see facebook/docusaurus#3233). */}
        <meta name="robots" content="noindex, follow" />
      </Head>
      <main className="container margin-vert--lg">
        <h1>{title}</h1>
        <form className={styles.form} role="search" onSubmit={(event) => event.preventDefault()}>
          <input
            type="search"
            name="q"
            className={styles.input}
            value={input}
            onChange={(event) => {
              setInput(event.target.value);
              setQuery(event.target.value);
            }}
            placeholder={translate({ id: 'theme.SearchPage.inputPlaceholder', message: 'Type your search here' })}
            aria-label={translate({ id: 'theme.SearchPage.inputLabel', message: 'Search' })}
            autoComplete="off"
            autoFocus
          />
        </form>

        <div className={styles.status} role="status">
          {status === 'error' && (
            <div className={styles.error}>
              <p className={styles.errorTitle}>
                {translate({ id: 'theme.SearchModal.errorScreen.titleText', message: 'Unable to fetch results' })}
              </p>
              <p>
                {translate({
                  id: 'theme.SearchModal.errorScreen.helpText',
                  message: 'You might want to check your network connection.',
                })}
              </p>
            </div>
          )}
          {status === 'done' && results && results.nbHits > 0 && <p>{documentsFound(results.nbHits)}</p>}
          {status === 'done' && results && results.nbHits === 0 && (
            <p>
              {translate({ id: 'theme.SearchModal.noResultsScreen.noResultsText', message: 'No results for' })} &quot;
              <strong>{results.query}</strong>&quot;
            </p>
          )}
          {status === 'loading' && !results && (
            <p className={styles.loading}>
              <Translate id="theme.SearchPage.fetchingNewResults">Fetching new results...</Translate>
            </p>
          )}
        </div>

        {status === 'done' && results && results.nbHits > 0 && results.leftOut.length > 0 && (
          <p className={styles.leftOut}>
            {translate(
              {
                id: 'search.page.wordsLeftOut',
                message: 'Searched without {words}: no page has it together with the other words.',
              },
              { words: results.leftOut.map((word) => `“${word}”`).join(', ') },
            )}
          </p>
        )}

        {entries.length > 0 && (
          <section aria-label={title}>
            {entries.map((entry) => (
              <Entry key={entry.url} entry={entry} />
            ))}
          </section>
        )}

        {hasMore && (
          <button
            type="button"
            className={clsx('button button--secondary', styles.more)}
            disabled={status === 'loading'}
            onClick={() => void load(results.query, results.page + 1, results.hits)}>
            {status === 'loading' ? (
              <Translate id="theme.SearchPage.fetchingNewResults">Fetching new results...</Translate>
            ) : (
              <Translate id="search.page.showMore">Show more results</Translate>
            )}
          </button>
        )}
      </main>
    </Layout>
  );
}

export default function SearchPage(): ReactNode {
  return (
    <HtmlClassNameProvider className="search-page-wrapper">
      {/* The contextual filter reads the preferred docs version, as in the theme's SearchBar. */}
      <DocsPreferredVersionContextProvider>
        <SearchPageContent />
      </DocsPreferredVersionContextProvider>
    </HtmlClassNameProvider>
  );
}
