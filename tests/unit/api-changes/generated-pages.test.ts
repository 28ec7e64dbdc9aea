/**
 * The comparison of the real releases (the pin and the earlier ones, from .cache/releases or the
 * registry): a change that shipped in 3.7 is on its page and marked on its reference entry.
 *
 * Written for the pin 3.7.3. A new pin compares other releases: pick a change from its own
 * "What changed" page and update the examples below.
 */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { generateReference } from '../../../generators/typescript/generate-reference';
import { installedVersion } from '../../../scripts/lib/installed-version';
import { compareReleases, type CachedRun } from '../../../scripts/steps/api-changes';
import { readPackage } from '../../../scripts/steps/typescript-reference';
import { referencePackages } from '../../../config/reference-packages';

let run: CachedRun;

before(async () => {
  assert.equal(installedVersion('@vendure/core'), '3.7.3', 'this test names changes of the 3.7.3 comparison; update it for the new pin');
  const comparison = await compareReleases();
  if ('unavailable' in comparison) assert.fail(`the release comparison is unavailable: ${comparison.unavailable}`);
  run = comparison.run;
});

const file = (path: string): string => {
  const found = run.files.find((f) => f.path === path);
  assert.ok(found, `no page ${path}; have ${run.files.map((f) => f.path).join(', ')}`);
  return found.content;
};

describe('the What changed pages of the pin', () => {
  it('has the landing page and one page per pair, with the versions compared', () => {
    assert.deepEqual(run.files.map((f) => f.path), ['index.mdx', 'v3-7-2-to-v3-7-3.mdx', 'v3-6-4-to-v3-7-3.mdx', 'v3-5-4-to-v3-6-4.mdx']);
    const page = file('v3-6-4-to-v3-7-3.mdx');
    assert.match(page, /^\| `@vendure\/core` \| 3\.6\.4 \| 3\.7\.3 \|$/m);
    assert.match(page, /^- 3\.6\.5 is newer than 3\.6\.4, but `@vendure\/common` is not published at 3\.6\.5 on the registry, so 3\.6\.4 is compared\.$/m);
  });

  it('lists CustomerChannelAssignmentStrategy, new in 3.7, linked to its reference entry', () => {
    assert.ok(
      file('v3-6-4-to-v3-7-3.mdx').includes(
        '- **Added** [`CustomerChannelAssignmentStrategy`](/reference/typescript-api/auth/customer-channel-assignment-strategy/#customer-channel-assignment-strategy) (interface)',
      ),
    );
  });

  it("lists the 3.7.3 change of RequestContext.userHasPermissions' signature, before and after", () => {
    assert.ok(
      file('v3-7-2-to-v3-7-3.mdx').includes(
        [
          '- **Changed** [`RequestContext.userHasPermissions`](/reference/typescript-api/request/request-context/#request-context-user-has-permissions) (method): adds `channelId?: ID`',
          '  - before: `userHasPermissions(permissions: Permission[]): boolean`',
          '  - after: `userHasPermissions(permissions: Permission[], channelId?: ID): boolean`',
        ].join('\n'),
      ),
    );
  });

  it('marks both entries in the TypeScript reference, @since taken into account', () => {
    assert.deepEqual(
      run.marks.typescript['@vendure/core:CustomerChannelAssignmentStrategy'].map((m) => [m.kind, m.version]),
      [['added', '3.7']],
    );
    const core = readPackage(referencePackages.find((p) => p.name === '@vendure/core')!).input;
    const pages = generateReference({ packages: [core], today: '2026-01-01', marks: run.marks.typescript }).files.get('typescript-api')!;
    const strategy = pages.find((f) => f.path === 'auth/customer-channel-assignment-strategy.mdx')!.content;
    assert.ok(
      strategy.includes(
        '**interface** · `@vendure/core` · since 3.7.0 · <span className="api-mark api-mark--added" title="From comparing the published packages: not in @vendure/core 3.6.4, present in 3.7.3; the doc comment says @since 3.7.0">Added in 3.7</span> · [source]',
      ),
    );
    const context = pages.find((f) => f.path === 'request/request-context.mdx')!.content;
    assert.ok(
      context.includes(
        '<span className="api-mark api-mark--changed" title="From comparing the published packages: differs between @vendure/core 3.7.2 and 3.7.3">Changed in 3.7.3</span>',
      ),
    );
  });
});
