/**
 * Published URLs of the framework's current docs site (../shared/spec/published-urls.txt) whose
 * content lives under another path here. Readers and other sites link to them, so each one answers
 * with a static redirect page written by @docusaurus/plugin-client-redirects. A test over the build
 * checks that every published URL answers with a page or a redirect whose target exists.
 */

export interface MovedPage {
  from: string;
  to: string;
  /** Why the path differs here, for whoever touches the list next. */
  why: string;
}

export const movedPages: MovedPage[] = [
  { from: '/guides/developer-guide/translatable/', to: '/guides/developer-guide/translateable/', why: 'the spec spells the route translateable' },
  { from: '/guides/developer-guide/has-custom-fields/', to: '/guides/developer-guide/database-entity/', why: 'HasCustomFields is taught with the custom entity' },
  { from: '/reference/typescript-api/common/vendure_version/', to: '/reference/typescript-api/common/vendure-version/', why: 'generated slugs are kebab-case' },
  { from: '/reference/typescript-api/import-export/populate/', to: '/guides/developer-guide/importing-data/', why: 'populate() has no doc comment in the published declarations; the guide teaches it' },
  {
    from: '/reference/core-plugins/job-queue-plugin/pub-sub-plugin/',
    to: '/reference/core-plugins/job-queue-plugin/',
    why: 'the Pub/Sub strategy is not in the pinned @vendure/job-queue-plugin',
  },
  {
    from: '/reference/core-plugins/job-queue-plugin/pub-sub-job-queue-strategy/',
    to: '/reference/core-plugins/job-queue-plugin/',
    why: 'the Pub/Sub strategy is not in the pinned @vendure/job-queue-plugin',
  },
  { from: '/guides/extending-the-dashboard/customizing-pages/page-blocks/', to: '/guides/extending-the-dashboard/page-blocks/', why: 'the spec routes page blocks at the section root' },
  {
    from: '/guides/extending-the-dashboard/customizing-pages/action-bar-items/',
    to: '/guides/extending-the-dashboard/action-bar-items/',
    why: 'the spec routes action bar items at the section root',
  },
  {
    from: '/guides/extending-the-dashboard/custom-form-components/form-component-examples/',
    to: '/guides/extending-the-dashboard/custom-form-components/input-components/',
    why: 'the examples are split into display and input components here',
  },
];

/** Whole sections renamed: every page under `from` answers at the same path under `to`. */
export const renamedSections: { from: string; to: string }[] = [{ from: '/reference/dashboard/extensions-api/', to: '/reference/dashboard/extensions/' }];

/**
 * The old paths that redirect to `existingPath` because their section was renamed (the
 * `createRedirects` option of the redirects plugin, called once per page of the build).
 */
export function sectionRedirectsTo(existingPath: string, sections = renamedSections): string[] {
  return sections.filter(({ to }) => existingPath.startsWith(to)).map(({ from, to }) => from + existingPath.slice(to.length));
}

/** Published URLs whose content has not arrived yet, each with the issue that brings it. */
export const notYetPublished: ReadonlyMap<string, string> = new Map<string, string>([]);
