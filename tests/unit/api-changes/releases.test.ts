import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { selectReleases, versionsToFetch } from '../../../generators/api-changes/releases';

// A registry shaped like the one we build from: patches missing here and there, pre-releases, a
// plugin pinned behind core because its newer releases are missing.
const pinned = { '@vendure/core': '3.7.3', '@vendure/common': '3.7.3', '@vendure/dashboard': '3.7.3', '@vendure/sentry-plugin': '3.5.4' };
const available = {
  '@vendure/core': ['3.5.4', '3.5.5', '3.5.7', '3.6.0', '3.6.4', '3.6.5', '3.7.0', '3.7.1', '3.7.2', '3.7.3', '3.7.4-master-202609060211', '3.8.0-minor-202609050220'],
  '@vendure/common': ['3.5.4', '3.5.5', '3.5.7', '3.6.0', '3.6.4', '3.7.0', '3.7.2', '3.7.3'],
  '@vendure/dashboard': ['3.5.4', '3.5.5', '3.6.0', '3.6.4', '3.6.5', '3.7.0', '3.7.1', '3.7.2', '3.7.3'],
  '@vendure/sentry-plugin': ['1.9.0', '3.5.4'],
};

describe('selectReleases', () => {
  const selection = selectReleases({ pinned, available });

  it('compares the previous patch, the previous minor and the minor before, newest first', () => {
    assert.deepEqual(
      selection.pairs.map((p) => [p.slug, p.from.version, p.to.version, p.introducedIn]),
      [
        ['v3-7-2-to-v3-7-3', '3.7.2', '3.7.3', '3.7.3'],
        ['v3-6-4-to-v3-7-3', '3.6.4', '3.7.3', '3.7'],
        ['v3-5-5-to-v3-6-4', '3.5.5', '3.6.4', '3.6'],
      ],
    );
  });

  it("skips a minor's newer patch whose lockstep packages are not all published, and says which are missing", () => {
    // 3.7.1 lacks common too, but 3.7.2 comes first and is complete.
    assert.deepEqual(selection.skipped, {
      '3.6': [{ version: '3.6.5', missing: ['@vendure/common'] }],
      '3.5': [{ version: '3.5.7', missing: ['@vendure/dashboard'] }],
    });
  });

  it('moves only the packages pinned with core in lockstep; the others take their latest release of the major up to the release', () => {
    assert.deepEqual(selection.lockstep, ['@vendure/common', '@vendure/core', '@vendure/dashboard']);
    assert.deepEqual(selection.pairs[1].from.packages, {
      '@vendure/common': '3.6.4',
      '@vendure/core': '3.6.4',
      '@vendure/dashboard': '3.6.4',
      '@vendure/sentry-plugin': '3.5.4',
    });
    // No 3.x release of the plugin up to 3.5.5 but 3.5.4; 1.9.0 is another major and never chosen.
    assert.equal(selection.pairs[2].from.packages['@vendure/sentry-plugin'], '3.5.4');
  });

  it('leaves out a package with no release of the major up to that release', () => {
    const early = selectReleases({ pinned, available: { ...available, '@vendure/sentry-plugin': ['1.9.0', '3.6.2', '3.7.0'] } });
    assert.equal(early.pairs[2].from.packages['@vendure/sentry-plugin'], undefined);
    assert.equal(early.pairs[2].to.packages['@vendure/sentry-plugin'], '3.6.2');
  });

  it('names the package versions to fetch: everything not pinned, once', () => {
    assert.deepEqual(
      versionsToFetch(selection, pinned).map((v) => `${v.name}@${v.version}`),
      ['@vendure/common@3.5.5', '@vendure/common@3.6.4', '@vendure/common@3.7.2', '@vendure/core@3.5.5', '@vendure/core@3.6.4', '@vendure/core@3.7.2', '@vendure/dashboard@3.5.5', '@vendure/dashboard@3.6.4', '@vendure/dashboard@3.7.2'],
    );
  });

  it('has no patch pair on the first patch of a minor', () => {
    const first = selectReleases({ pinned: { '@vendure/core': '3.7.0' }, available: { '@vendure/core': ['3.6.1', '3.7.0'] } });
    assert.deepEqual(first.pairs.map((p) => p.slug), ['v3-6-1-to-v3-7-0']);
  });

  it('refuses a pin that is not a release version', () => {
    assert.throws(() => selectReleases({ pinned: { '@vendure/core': '3.7.4-master-1' }, available }), /@vendure\/core is not pinned at a release version \(found 3\.7\.4-master-1\)/);
  });
});
