/** The "What changed" pages: one per release pair, and the section's landing page. */
import { escapeInline } from '../typescript/mdx-escape';
import { countOf, frontMatter } from './markdown';
import type { PairChanges } from './marks';
import { graphqlSection, severityCounts } from './render-graphql';
import { typescriptSection } from './render-typescript';
import type { ReleasePair, ReleaseSelection } from './releases';
import { CHANGE_KINDS, type ChangeKind, type GraphqlChange, type TsChange } from './types';

export interface PageContext {
  selection: ReleaseSelection;
  /** Documented packages in the reference's order. */
  packageOrder: string[];
  /** The pin's date (YYYY-MM-DD). */
  date: string;
  /** GraphQL APIs in page order, with their labels. */
  apis: { name: string; label: string }[];
  /** Why a pair's schemas were not compared, when they were not. */
  graphqlUnavailable?: Record<string, string>;
}

export const pairLabel = (pair: ReleasePair): string => `${pair.from.version} → ${pair.to.version}`;
export const pairRoute = (pair: ReleasePair): string => `/reference/what-changed/${pair.slug}/`;

const kindCounts = (changes: { kind: ChangeKind }[]): string => CHANGE_KINDS.map((k) => changes.filter((c) => c.kind === k).length).join(' | ');

/** Counts per kind, one table row per area, the GraphQL severities in a second table. */
export function summaryTables(typescript: TsChange[], graphql: GraphqlChange[] | undefined, apis: PageContext['apis']): string {
  const rows = ['| Area | Added | Removed | Changed | Deprecated |', '| --- | --- | --- | --- | --- |', `| TypeScript API | ${kindCounts(typescript)} |`];
  const severity = ['| GraphQL | Breaking | Dangerous | Safe |', '| --- | --- | --- | --- |'];
  for (const api of apis) {
    const own = graphql?.filter((c) => c.api === api.name);
    rows.push(own ? `| ${api.label} | ${kindCounts(own)} |` : `| ${api.label} | not compared | | | |`);
    if (own) {
      const s = severityCounts(own);
      severity.push(`| ${api.label} | ${s.breaking} | ${s.dangerous} | ${s.safe} |`);
    }
  }
  return [...rows, '', ...(graphql ? severity : [])].join('\n');
}

function packagesTable(pair: ReleasePair, packageOrder: string[]): string {
  const names = packageOrder.filter((n) => n in pair.from.packages || n in pair.to.packages);
  const rows = names.map((n) => `| \`${n}\` | ${pair.from.packages[n] ?? '—'} | ${pair.to.packages[n] ?? '—'} |`);
  return ['| Package | From | To |', '| --- | --- | --- |', ...rows].join('\n');
}

/** Why these versions: patches passed over, packages left out or the same on both sides. */
function selectionNotes(pair: ReleasePair, selection: ReleaseSelection, packageOrder: string[]): string[] {
  const notes: string[] = [];
  for (const release of [pair.from, pair.to]) {
    const minor = release.version.split('.').slice(0, 2).join('.');
    if (release.version === selection.pin) continue;
    const passed = (selection.skipped[minor] ?? []).filter((s) => s.version.localeCompare(release.version, 'en', { numeric: true }) > 0);
    for (const s of passed) {
      notes.push(`${s.version} is newer than ${release.version}, but ${s.missing.map((m) => `\`${m}\``).join(', ')} ${s.missing.length === 1 ? 'is' : 'are'} not published at ${s.version} on the registry, so ${release.version} is compared.`);
    }
  }
  const missing = packageOrder.filter((n) => !(n in pair.from.packages) || !(n in pair.to.packages)).filter((n) => n in pair.from.packages || n in pair.to.packages);
  for (const n of missing) {
    const side = n in pair.from.packages ? pair.to : pair.from;
    notes.push(`\`${n}\` is not compared: the registry has no release of it in major ${side.version.split('.')[0]} up to ${side.version}.`);
  }
  const same = packageOrder.filter((n) => pair.from.packages[n] !== undefined && pair.from.packages[n] === pair.to.packages[n]);
  if (same.length) notes.push(`Published at the same version on both sides, so unchanged here: ${same.map((n) => `\`${n}\` ${pair.from.packages[n]}`).join(', ')}.`);
  const lockstep = selection.lockstep.length;
  notes.push(
    `The ${lockstep} packages pinned at ${selection.pin} are compared at the same patch; the others (pinned at older versions because the registry lacks newer ones) at their latest release of the same major that is not newer than the release.`,
  );
  return notes.map((n) => `- ${n}`);
}

export function pairPage(changes: PairChanges, ctx: PageContext, position: number): string {
  const { pair, typescript, graphql } = changes;
  const label = pairLabel(pair);
  const totals = `${countOf(typescript.length, 'TypeScript change')}${graphql ? `, ${countOf(graphql.length, 'GraphQL change')}` : ''}`;
  const parts = [
    frontMatter({
      title: `What changed: ${label}`,
      description: `Differences in Vendure's documented TypeScript API and its Admin and Shop GraphQL schemas between ${pair.from.version} and ${pair.to.version}: ${totals}.`,
      sidebarLabel: label,
      sidebarPosition: position,
      date: ctx.date,
      pin: ctx.selection.pin,
    }),
    `Differences between the published packages of Vendure ${pair.from.version} and ${pair.to.version}: every declaration the ` +
      'TypeScript reference documents (its signature, members, option properties and defaults) and the final Admin and Shop ' +
      'GraphQL schemas. Both sides are read the same way, from the packages themselves; descriptions are not compared. ' +
      'Entries of the current release link to their reference page.',
    '',
    '## Summary {#summary}',
    '',
    summaryTables(typescript, graphql, ctx.apis),
    '',
    '## Packages compared {#packages-compared}',
    '',
    packagesTable(pair, ctx.packageOrder),
    '',
    ...selectionNotes(pair, ctx.selection, ctx.packageOrder),
    graphql
      ? `- GraphQL: the final schemas of \`@vendure/core\` ${pair.from.packages['@vendure/core']} and ${pair.to.packages['@vendure/core']}, each built by that release's own \`getFinalVendureSchema\` with the default configuration; breaking and dangerous changes as graphql-js' \`findBreakingChanges\` and \`findDangerousChanges\` report them.`
      : `- GraphQL: not compared in this build (${escapeInline(ctx.graphqlUnavailable?.[pair.slug] ?? 'the schemas could not be built')}).`,
    '',
    '## TypeScript API {#typescript-api}',
    '',
    typescriptSection(typescript, ctx.packageOrder, 'ts-'),
  ];
  for (const api of ctx.apis) {
    parts.push(`## ${api.label} {#${api.name}-api}`, '', graphql ? graphqlSection(api.name, graphql.filter((c) => c.api === api.name)) : 'Not compared in this build.\n');
  }
  return `${parts.join('\n').replace(/\n{3,}/g, '\n\n').trimEnd()}\n`;
}

const MARKS_TEXT = [
  '## Marks in the reference {#marks}',
  '',
  'The same comparison marks entries of the reference itself: a declaration, member, GraphQL type, field or enum value shows',
  '**Added in 3.7**, **Changed in 3.7.3** or **Deprecated in 3.6** beside it. A mark names the minor release whose',
  'comparison found the change (the patch, for the comparison between two patches of the current minor); hovering it',
  'shows which package versions were compared. A declaration whose doc comment has `@since` keeps it. When `@since`',
  'names another release than the comparison, the mark reads **Added in 3.7 (by release comparison)**: the declaration',
  'was first documented, moved or renamed then, while its code is older.',
];

export function landingPage(pages: PairChanges[], ctx: PageContext): string {
  const rows = pages.map(({ pair, typescript, graphql }) => {
    const gql = graphql ? severityCounts(graphql) : undefined;
    return `| [${pairLabel(pair)}](${pairRoute(pair)}) | ${typescript.length} | ${gql ? `${gql.breaking} / ${gql.dangerous} / ${gql.safe}` : 'not compared'} |`;
  });
  return `${[
    frontMatter({
      title: 'What changed',
      description: `Release notes of Vendure's documented API, generated by comparing the published packages of the last three minor releases up to ${ctx.selection.pin}.`,
      sidebarLabel: 'Overview',
      sidebarPosition: 1,
      date: ctx.date,
      pin: ctx.selection.pin,
    }),
    `API release notes for the releases before ${ctx.selection.pin}, the release this reference documents, generated from the published`,
    'packages rather than written by hand: what was added, removed, changed or deprecated in the TypeScript declarations the',
    'reference documents, and in the Admin and Shop GraphQL schemas, with breaking and dangerous GraphQL changes marked.',
    '',
    '| Comparison | TypeScript changes | GraphQL breaking / dangerous / safe |',
    '| --- | --- | --- |',
    ...rows,
    '',
    ...MARKS_TEXT,
  ].join('\n')}\n`;
}

/** The landing page of a build that could not compare releases: says so instead of staying empty. */
export function unavailablePage(reason: string, date: string, pin: string): string {
  return `${[
    frontMatter({ title: 'What changed', description: 'Release notes of the documented API, not available in this build.', sidebarLabel: 'Overview', sidebarPosition: 1, date, pin }),
    `The release comparison is not available in this build: ${escapeInline(reason)}.`,
    '',
    'These pages are generated by comparing the published packages of earlier releases with the one this reference documents',
    `(${pin}). The earlier releases are fetched once from the npm registry; a build that can reach the registry, or that finds`,
    'them in its cache, has the comparison pages and the "Added in" marks in the reference.',
  ].join('\n')}\n`;
}
