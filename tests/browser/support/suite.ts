/** Shared before/after hooks: one browser and one served site per test file. */
import { after, before } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { siteUnderTest, type RunningSite } from './server';

export interface BrowserSuite {
  readonly browser: Browser;
  readonly site: RunningSite;
  /** Absolute URL of a site path such as "/guides/". */
  url(path: string): string;
}

export function useBrowserSuite(): BrowserSuite {
  let browser: Browser | undefined;
  let site: RunningSite | undefined;
  before(async () => {
    [browser, site] = await Promise.all([launchBrowser(), siteUnderTest()]);
  });
  after(async () => {
    await browser?.close();
    await site?.stop();
  });
  const required = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} is not ready: the before() hook failed`);
    return value;
  };
  return {
    get browser() {
      return required(browser, 'browser');
    },
    get site() {
      return required(site, 'site');
    },
    url(path: string) {
      return `${required(site, 'site').url}${path}`;
    },
  };
}
