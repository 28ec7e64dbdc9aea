import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { markHtml } from '../../../generators/api-changes/markdown';
import { releaseMarks, withSince } from '../../../generators/api-changes/marks';
import type { ReleasePair } from '../../../generators/api-changes/releases';
import type { TsChange } from '../../../generators/api-changes/types';

const pair = (from: string, to: string, introducedIn: string, plugin: [string, string]): ReleasePair => ({
  slug: `v${from}-to-v${to}`,
  introducedIn,
  from: { version: from, packages: { '@vendure/core': from, '@vendure/sentry-plugin': plugin[0] } },
  to: { version: to, packages: { '@vendure/core': to, '@vendure/sentry-plugin': plugin[1] } },
});
const patch = pair('3.7.2', '3.7.3', '3.7.3', ['3.5.4', '3.5.4']);
const minor = pair('3.6.4', '3.7.3', '3.7', ['3.5.4', '3.5.4']);
const older = pair('3.5.4', '3.6.4', '3.6', ['3.5.2', '3.5.4']);

const change = (kind: TsChange['kind'], declaration: string, member?: string, packageName = '@vendure/core'): TsChange => ({
  kind,
  packageName,
  section: 'typescript-api',
  category: 'services',
  declaration,
  declarationKind: 'class',
  ...(member ? { member, memberKind: 'method' as const } : {}),
});

describe('releaseMarks', () => {
  const marks = releaseMarks(
    [
      { pair: patch, typescript: [change('changed', 'OrderService', 'cancel')] },
      { pair: minor, typescript: [change('changed', 'OrderService', 'cancel'), change('added', 'ProvinceService'), change('added', 'ProvinceService', 'findAll')] },
      { pair: older, typescript: [change('deprecated', 'OrderService', 'cancel'), change('added', 'SentryService', undefined, '@vendure/sentry-plugin')] },
    ],
    ['@vendure/core'],
  ).typescript;
  const summary = (key: string) => marks[key]?.map((m) => `${m.kind} ${m.version}`);

  it('names a change by the most precise pair: the patch pair before the minor pair that contains it', () => {
    assert.deepEqual(summary('@vendure/core:OrderService#cancel'), ['changed 3.7.3', 'deprecated 3.6']);
  });

  it('marks a new declaration, not each member that came with it', () => {
    assert.deepEqual(summary('@vendure/core:ProvinceService'), ['added 3.7']);
    assert.equal(marks['@vendure/core:ProvinceService#findAll'], undefined);
  });

  it("marks a package released apart from core with that package's own version", () => {
    assert.deepEqual(summary('@vendure/sentry-plugin:SentryService'), ['added 3.5.4']);
    assert.equal(marks['@vendure/sentry-plugin:SentryService'][0].title, 'From comparing the published packages: not in @vendure/sentry-plugin 3.5.2, present in 3.5.4');
  });
});

describe('withSince and markHtml', () => {
  const added = { kind: 'added' as const, version: '3.6', from: '3.5.4', to: '3.6.4', title: 'From comparing the published packages: not in @vendure/core 3.5.4, present in 3.6.4' };

  it('keeps the label when @since falls in the compared range, and says so in the title', () => {
    assert.equal(
      markHtml(withSince(added, '3.6.0')),
      '<span className="api-mark api-mark--added" title="From comparing the published packages: not in @vendure/core 3.5.4, present in 3.6.4; the doc comment says @since 3.6.0">Added in 3.6</span>',
    );
  });

  it('names the patch @since gives when it is more precise than the pair', () => {
    assert.equal(withSince(added, '3.5.6').version, '3.5.6');
  });

  it('shows where the mark comes from when @since disagrees', () => {
    assert.equal(
      markHtml(withSince(added, '2.2')),
      '<span className="api-mark api-mark--added" title="From comparing the published packages: not in @vendure/core 3.5.4, present in 3.6.4. The doc comment says @since 2.2, which the comparison does not confirm (it may have been documented, moved or renamed in 3.6)">Added in 3.6 (by release comparison)</span>',
    );
    assert.equal(withSince(added, 'next').sinceDisagrees, true);
  });
});
