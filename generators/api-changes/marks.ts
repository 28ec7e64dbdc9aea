/**
 * The marks the release comparison puts beside reference entries ("Added in 3.6", "Changed in
 * 3.7.3", "Deprecated in 3.6"). Keys name entries by package and name, so a mark from an older pair
 * lands on the pinned entry of the same name; the renderers show a deprecation mark only while the
 * entry is still deprecated.
 *
 * Pairs come newest first, and the patch pair (3.7.2 → 3.7.3) lies inside the minor pair
 * (3.6.4 → 3.7.3), so the first pair that reports a kind of change names it most precisely.
 */
import { compareVersions, minorOf, type ReleasePair } from './releases';
import { graphqlMarkKey, tsMarkKey, type GraphqlChange, type Mark, type ReleaseMarks, type TsChange } from './types';

export interface PairChanges {
  pair: ReleasePair;
  typescript: TsChange[];
  /** Absent when the pair's schemas could not be compared. */
  graphql?: GraphqlChange[];
}

type MarkKind = Mark['kind'];
const MARK_ORDER: Record<MarkKind, number> = { added: 0, changed: 1, deprecated: 2 };

function comparedPackages(pair: ReleasePair, packageName?: string): string {
  const from = packageName ? `${packageName} ${pair.from.packages[packageName]}` : `${pair.from.version}`;
  const to = packageName ? pair.to.packages[packageName] : pair.to.version;
  return `${from} and ${to}`;
}

const TITLES: Record<MarkKind, (where: string) => string> = {
  added: (where) => `From comparing the published packages: not in ${where.replace(' and ', ', present in ')}`,
  changed: (where) => `From comparing the published packages: differs between ${where}`,
  deprecated: (where) => `From comparing the published packages: deprecated between ${where}`,
};

class MarkSet {
  readonly marks: Record<string, Mark[]> = {};

  add(key: string, kind: MarkKind, version: string, range: [string, string], title: string): void {
    const list = (this.marks[key] ??= []);
    if (list.some((m) => m.kind === kind)) return; // an earlier (newer or more precise) pair named it
    list.push({ kind, version, from: range[0], to: range[1], title });
    list.sort((a, b) => MARK_ORDER[a.kind] - MARK_ORDER[b.kind]);
  }
}

function tsKind(change: TsChange): MarkKind | undefined {
  if (change.kind === 'added' || change.kind === 'deprecated') return change.kind;
  if (change.kind === 'changed') return 'changed';
  return undefined;
}

function gqlKind(change: GraphqlChange): MarkKind | undefined {
  if (!change.markCoordinate) return undefined;
  // A new argument, interface or union member changes the element that holds it.
  if (change.kind === 'added') return change.element === 'argument' || change.element === 'interface' || change.element === 'union-member' ? 'changed' : 'added';
  if (change.kind === 'removed') return change.element === 'argument' || change.element === 'interface' ? 'changed' : undefined;
  return change.kind;
}

export function releaseMarks(pairs: PairChanges[], lockstep: string[]): ReleaseMarks {
  const ts = new MarkSet();
  const gql = new MarkSet();
  for (const { pair, typescript, graphql } of pairs) {
    for (const change of typescript) {
      const kind = tsKind(change);
      if (!kind) continue;
      // A member added to a new declaration is not news of its own.
      if (change.member !== undefined && typescript.some((c) => c.kind === 'added' && c.member === undefined && c.packageName === change.packageName && c.declaration === change.declaration)) continue;
      // A package released apart from core (pinned at an older version) is marked with its own version.
      const version = lockstep.includes(change.packageName) ? pair.introducedIn : pair.to.packages[change.packageName];
      const range: [string, string] = [pair.from.packages[change.packageName], pair.to.packages[change.packageName]];
      ts.add(tsMarkKey(change.packageName, change.declaration, change.member), kind, version, range, TITLES[kind](comparedPackages(pair, change.packageName)));
    }
    for (const change of graphql ?? []) {
      const kind = gqlKind(change);
      if (!kind) continue;
      gql.add(graphqlMarkKey(change.api, change.markCoordinate!), kind, pair.introducedIn, [pair.from.version, pair.to.version], TITLES[kind](`@vendure/core ${comparedPackages(pair)}`));
    }
  }
  return { typescript: ts.marks, graphql: gql.marks };
}

/** `2.0` → `2.0.0`, `v3.1` → `3.1.0`; undefined for text that is no version. */
function sinceVersion(since: string): string | undefined {
  const parts = since.trim().replace(/^v/, '').split('.');
  if (parts.length > 3 || parts.some((p) => !/^\d+$/.test(p))) return undefined;
  return [...parts, '0', '0'].slice(0, 3).join('.');
}

/**
 * The mark with what the doc comment says: `@since` names the release a declaration first
 * appeared in. When it falls inside the compared range it agrees, and names the release more
 * precisely (`@since 3.5.6` found between 3.5.4 and 3.6.4: "Added in 3.5.6"). Otherwise the mark
 * says it comes from the comparison (a declaration documented, moved or renamed later is new to
 * the reference, not to the code; or the tag is wrong).
 */
export function withSince(mark: Mark, since: string | undefined): Mark {
  if (mark.kind !== 'added' || !since) return mark;
  const version = sinceVersion(since);
  const agrees = version !== undefined && compareVersions(version, mark.from) > 0 && compareVersions(version, mark.to) <= 0;
  if (agrees) {
    const label = version.endsWith('.0') ? minorOf(version) : version;
    return { ...mark, version: label, title: `${mark.title}; the doc comment says @since ${since}` };
  }
  return {
    ...mark,
    sinceDisagrees: true,
    title: `${mark.title}. The doc comment says @since ${since}, which the comparison does not confirm (it may have been documented, moved or renamed in ${mark.version})`,
  };
}
