import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import test from 'node:test';
import themeClassic from '@docusaurus/theme-classic';
import { THEME_PRISM_CLIENT_MODULE, prismClientModuleAlias } from '../../../../plugins/code-highlighting';

/** The client modules the installed classic theme registers, as Docusaurus resolves them. */
function themeClientModules(): string[] {
  const context = {
    siteDir: process.cwd(),
    siteStorage: { type: 'localStorage', namespace: '' },
    i18n: { currentLocale: 'en', localeConfigs: { en: { direction: 'ltr' } } },
    siteConfig: { themeConfig: { announcementBar: undefined, colorMode: {}, prism: { additionalLanguages: [] } } },
  };
  const plugin = (themeClassic as unknown as (context: unknown, options: unknown) => { getClientModules(): string[] })(context, { customCss: [] });
  const themeDir = dirname(require.resolve('@docusaurus/theme-classic'));
  return plugin.getClientModules().map((module) => resolve(themeDir, module));
}

test('the aliased module is the Prism client module the installed classic theme registers', () => {
  // After a Docusaurus upgrade that renames or moves it, this fails instead of Prism quietly
  // returning to every page's start-up.
  assert.ok(themeClientModules().includes(THEME_PRISM_CLIENT_MODULE));
});

test('both the listed request and the resolved file point at an existing stand-in', () => {
  const alias = prismClientModuleAlias();
  assert.deepEqual(Object.keys(alias), [`${THEME_PRISM_CLIENT_MODULE}$`, `${THEME_PRISM_CLIENT_MODULE}.js$`]);
  for (const target of Object.values(alias)) assert.ok(existsSync(target), target);
});
