/**
 * Under a GraphQL sample: a link that opens it in GraphiQL on the reader's own Vendure server
 * (src/graphiql), and the server's address, which the reader can change once for every sample.
 * Left out of the search index: it is the same on every block.
 */
import React, { useId, useState, type FormEvent, type ReactNode } from 'react';
import { graphiqlUrl, normaliseServer, type GraphqlApi } from '@site/src/graphiql/graphiql-link';
import { useGraphiqlServer } from '@site/src/graphiql/use-graphiql-server';
import styles from './styles.module.css';

export interface GraphiqlLinkProps {
  api: GraphqlApi;
  query: string;
}

export default function GraphiqlLink({ api, query }: GraphiqlLinkProps): ReactNode {
  const [server, setServer] = useGraphiqlServer();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(server);
  const [invalid, setInvalid] = useState(false);
  const inputId = useId();
  const save = (event: FormEvent) => {
    event.preventDefault();
    const next = normaliseServer(draft);
    setInvalid(next === null);
    if (next === null) return;
    setServer(next);
    setEditing(false);
  };
  return (
    <div className={styles.graphiql} data-pagefind-ignore="">
      <a href={graphiqlUrl(server, api, query)} target="_blank" rel="noopener noreferrer">
        Open in GraphiQL
      </a>{' '}
      <span className={styles.graphiqlServer}>
        ({api === 'admin' ? 'Admin' : 'Shop'} API on{' '}
        <button
          type="button"
          className={styles.graphiqlChange}
          aria-expanded={editing}
          onClick={() => {
            setDraft(server);
            setInvalid(false);
            setEditing(!editing);
          }}>
          {server}
        </button>
        )
      </span>
      {editing && (
        <form className={styles.graphiqlForm} onSubmit={save}>
          <label htmlFor={inputId}>Your Vendure server</label>
          <input
            id={inputId}
            type="text"
            inputMode="url"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            aria-invalid={invalid}
            aria-describedby={invalid ? `${inputId}-error` : undefined}
          />
          <button type="submit" className="button button--sm button--secondary">
            Save
          </button>
          {invalid && (
            <span id={`${inputId}-error`} role="alert">
              Enter an http or https address, such as http://localhost:3000
            </span>
          )}
        </form>
      )}
    </div>
  );
}
