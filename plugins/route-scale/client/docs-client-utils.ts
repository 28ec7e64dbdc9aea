// Stands in for the docs plugin's `lib/client/docsClientUtils.js` (see ../index.ts): the same
// exports; the active doc is found through an index (../doc-path-lookup.ts).
import { matchPath } from '@docusaurus/router';
import type {
  ActiveDocContext,
  DocVersionSuggestions,
  GlobalDoc,
  GlobalPluginData,
  GlobalVersion,
} from '@docusaurus/plugin-content-docs/client';
import { getActiveVersion, getLatestVersion } from '@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js';
import { docPathFinder } from '../doc-path-lookup';

export { getActivePlugin, getActiveVersion, getLatestVersion } from '@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js';

const matchesExactly = (doc: GlobalDoc, pathname: string) => !!matchPath(pathname, { path: doc.path, exact: true, strict: false });

// Global data objects live as long as the page, so each version is indexed once.
const finders = new WeakMap<GlobalVersion, (pathname: string) => GlobalDoc | undefined>();

function findDoc(version: GlobalVersion, pathname: string): GlobalDoc | undefined {
  let find = finders.get(version);
  if (!find) {
    find = docPathFinder(version.docs, matchesExactly);
    finders.set(version, find);
  }
  return find(pathname);
}

export function getActiveDocContext(data: GlobalPluginData, pathname: string): ActiveDocContext {
  const activeVersion = getActiveVersion(data, pathname);
  const activeDoc = activeVersion && findDoc(activeVersion, pathname);
  const alternateDocVersions: ActiveDocContext['alternateDocVersions'] = {};
  if (activeDoc) {
    for (const version of data.versions) {
      const doc = version.docs.find((candidate) => candidate.id === activeDoc.id);
      if (doc) alternateDocVersions[version.name] = doc;
    }
  }
  return { activeVersion, activeDoc, alternateDocVersions };
}

export function getDocVersionSuggestions(data: GlobalPluginData, pathname: string): DocVersionSuggestions {
  const latestVersion = getLatestVersion(data);
  const { alternateDocVersions } = getActiveDocContext(data, pathname);
  return { latestDocSuggestion: alternateDocVersions[latestVersion.name], latestVersionSuggestion: latestVersion };
}
