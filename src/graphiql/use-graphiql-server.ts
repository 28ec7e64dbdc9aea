/**
 * The reader's Vendure server for "Open in GraphiQL", remembered in local storage and shared by
 * every block on every page (and every tab, through the storage event). The server render and the
 * first client render use the default, so hydration matches; the stored address follows at once.
 */
import { useCallback, useSyncExternalStore } from 'react';
import { DEFAULT_GRAPHIQL_SERVER } from './graphiql-link';

const STORAGE_KEY = 'vendure-docs.graphiql-server';
const CHANGED = 'vendure-docs:graphiql-server';

function read(): string {
  try {
    return window.localStorage.getItem(STORAGE_KEY) ?? DEFAULT_GRAPHIQL_SERVER;
  } catch {
    // Storage can be blocked (private modes, policies): the default still works.
    return DEFAULT_GRAPHIQL_SERVER;
  }
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(CHANGED, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(CHANGED, onChange);
  };
}

export function useGraphiqlServer(): [string, (server: string) => void] {
  const server = useSyncExternalStore(subscribe, read, () => DEFAULT_GRAPHIQL_SERVER);
  const setServer = useCallback((next: string) => {
    try {
      if (next === DEFAULT_GRAPHIQL_SERVER) window.localStorage.removeItem(STORAGE_KEY);
      else window.localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // Not remembered, but the event below still updates this page.
    }
    window.dispatchEvent(new Event(CHANGED));
  }, []);
  return [server, setServer];
}
