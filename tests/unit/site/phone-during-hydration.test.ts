import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import test from 'node:test';
import { DESKTOP_MIN_WIDTH, isPhoneDuringHydration } from '../../../src/components/DesktopOnlyHydration/phone-during-hydration';

test('only a window the theme calls mobile, and only while hydrating, skips the desktop parts', () => {
  assert.equal(isPhoneDuringHydration(false, 390), true);
  assert.equal(isPhoneDuringHydration(false, 996), true);
  assert.equal(isPhoneDuringHydration(false, 997), false);
  assert.equal(isPhoneDuringHydration(true, 390), false, 'after hydration everything renders as the theme decides');
});

test("the breakpoint is the installed theme's", () => {
  // The theme shows its desktop layout above this width; an upgrade that moves it fails here.
  const hook = readFileSync(join(dirname(require.resolve('@docusaurus/theme-common')), 'hooks', 'useWindowSize.js'), 'utf8');
  assert.match(hook, new RegExp(`const DesktopBreakpoint = ${DESKTOP_MIN_WIDTH - 1};`));
});
