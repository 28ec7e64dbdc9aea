/**
 * Which releases the "What changed" pages compare, derived from the pin and the registry's version
 * lists only (no hand-kept list of releases).
 *
 * The documented packages pinned at the same version as `@vendure/core` are released together
 * ("lockstep"): a patch is usable for a minor only when every one of them that has releases in that
 * minor is published at exactly that patch (the registry we build from lacks some, e.g.
 * `@vendure/common` 3.6.5). Packages pinned at another version (the registry lacks their newer
 * releases) take, in each release, their latest published version of the same major that is not
 * newer.
 */

export interface Version {
  major: number;
  minor: number;
  patch: number;
}

export function parseVersion(text: string): Version | undefined {
  const m = /^(\d+)\.(\d+)\.(\d+)$/.exec(text);
  return m ? { major: Number(m[1]), minor: Number(m[2]), patch: Number(m[3]) } : undefined;
}

export function compareVersions(a: string, b: string): number {
  const x = parseVersion(a);
  const y = parseVersion(b);
  if (!x || !y) throw new Error(`not a release version: ${x ? b : a}`);
  return x.major - y.major || x.minor - y.minor || x.patch - y.patch;
}

/** `3.7` of `3.7.3`. */
export const minorOf = (version: string): string => version.split('.').slice(0, 2).join('.');

/** One release: the version named after `@vendure/core` and the version of each package compared. */
export interface Release {
  version: string;
  /** Package name → version; a package with no release up to this one is absent. */
  packages: Record<string, string>;
}

export interface ReleasePair {
  /** Route segment, e.g. `v3-6-4-to-v3-7-3`. */
  slug: string;
  from: Release;
  to: Release;
  /** Minor or patch the changes arrived in, for the marks: `3.7`, or `3.7.3` for a patch pair. */
  introducedIn: string;
}

export interface SkippedPatch {
  version: string;
  /** Lockstep packages not published at this version. */
  missing: string[];
}

export interface ReleaseSelection {
  pin: string;
  lockstep: string[];
  pairs: ReleasePair[];
  /** Per minor compared, the newer patches passed over, newest first. */
  skipped: Record<string, SkippedPatch[]>;
}

export interface SelectionInput {
  /** Package name → pinned version (the documented packages, `@vendure/core` among them). */
  pinned: Record<string, string>;
  /** Package name → every version the registry lists (pre-releases are ignored). */
  available: Record<string, string[]>;
  corePackage?: string;
}

function stable(versions: string[] | undefined): string[] {
  return (versions ?? []).filter((v) => parseVersion(v)).sort(compareVersions);
}

/** The latest usable patch of `minor` below `below` (exclusive), or undefined; records what was passed over. */
function latestUsablePatch(
  minor: string,
  below: string | undefined,
  input: SelectionInput,
  lockstep: string[],
  skipped: SkippedPatch[],
): string | undefined {
  const core = input.corePackage ?? '@vendure/core';
  const inMinor = (name: string) => stable(input.available[name]).filter((v) => minorOf(v) === minor);
  const candidates = inMinor(core)
    .filter((v) => below === undefined || compareVersions(v, below) < 0)
    .reverse();
  // A package with no release at all in this minor did not exist yet (or had paused); it cannot hold a patch back.
  const required = lockstep.filter((name) => inMinor(name).length > 0);
  for (const version of candidates) {
    const missing = required.filter((name) => !(input.available[name] ?? []).includes(version));
    if (missing.length === 0) return version;
    skipped.push({ version, missing });
  }
  return undefined;
}

function releaseOf(version: string, input: SelectionInput, lockstep: string[], pin: string): Release {
  const packages: Record<string, string> = {};
  for (const name of Object.keys(input.pinned).sort()) {
    if (version === pin) packages[name] = input.pinned[name];
    else if (lockstep.includes(name)) {
      if ((input.available[name] ?? []).includes(version)) packages[name] = version;
    } else {
      // Same major only: an older major is another API, not this release's.
      const notNewer = stable(input.available[name]).filter((v) => v.split('.')[0] === version.split('.')[0] && compareVersions(v, version) <= 0);
      if (notNewer.length) packages[name] = notNewer[notNewer.length - 1];
    }
  }
  return { version, packages };
}

// Starts with a letter: Docusaurus strips a leading number and separator from file names.
const slugOf = (from: string, to: string) => `v${from.replace(/\./g, '-')}-to-v${to.replace(/\./g, '-')}`;

/**
 * The pairs, newest first: the previous usable patch of the pinned minor → the pin; the previous
 * minor's latest usable patch → the pin; the minor before → the previous minor. A pair whose older
 * side has no usable release is left out.
 */
export function selectReleases(input: SelectionInput): ReleaseSelection {
  const core = input.corePackage ?? '@vendure/core';
  const pin = input.pinned[core];
  const parsed = pin ? parseVersion(pin) : undefined;
  if (!pin || !parsed) throw new Error(`${core} is not pinned at a release version (found ${pin ?? 'nothing'})`);
  const lockstep = Object.keys(input.pinned)
    .filter((name) => input.pinned[name] === pin)
    .sort();
  const skipped: Record<string, SkippedPatch[]> = {};
  const pick = (minor: string, below?: string): string | undefined => {
    const passed: SkippedPatch[] = [];
    const found = latestUsablePatch(minor, below, input, lockstep, passed);
    if (passed.length) skipped[minor] = [...(skipped[minor] ?? []), ...passed];
    return found;
  };
  const minorBack = (n: number) => (parsed.minor - n >= 0 ? `${parsed.major}.${parsed.minor - n}` : undefined);
  const release = (v: string) => releaseOf(v, input, lockstep, pin);
  const pairs: ReleasePair[] = [];
  const previousPatch = pick(minorOf(pin), pin);
  if (previousPatch) pairs.push({ slug: slugOf(previousPatch, pin), from: release(previousPatch), to: release(pin), introducedIn: pin });
  const m1 = minorBack(1);
  const previousMinor = m1 ? pick(m1) : undefined;
  if (previousMinor) {
    pairs.push({ slug: slugOf(previousMinor, pin), from: release(previousMinor), to: release(pin), introducedIn: minorOf(pin) });
    const m2 = minorBack(2);
    const older = m2 ? pick(m2) : undefined;
    if (older) pairs.push({ slug: slugOf(older, previousMinor), from: release(older), to: release(previousMinor), introducedIn: m1! });
  }
  return { pin, lockstep, pairs, skipped };
}

/** Every package version the pairs need that is not the pinned one (what the cache must hold). */
export function versionsToFetch(selection: ReleaseSelection, pinned: Record<string, string>): { name: string; version: string }[] {
  const seen = new Map<string, { name: string; version: string }>();
  for (const pair of selection.pairs) {
    for (const release of [pair.from, pair.to]) {
      for (const [name, version] of Object.entries(release.packages)) {
        if (pinned[name] !== version) seen.set(`${name}@${version}`, { name, version });
      }
    }
  }
  return [...seen.values()].sort((a, b) => (a.name === b.name ? compareVersions(a.version, b.version) : a.name < b.name ? -1 : 1));
}
