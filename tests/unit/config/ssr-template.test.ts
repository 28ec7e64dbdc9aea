import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import * as eta from 'eta';
import { SCRIPT_LOADER, SSR_TEMPLATE } from '../../../config/ssr-template';

function render(scripts: string[]): string {
  return eta.render(SSR_TEMPLATE, {
    htmlAttributes: 'lang="en"',
    version: '3.7.0',
    metaAttributes: [],
    headTags: '',
    stylesheets: ['assets/css/styles.css'],
    scripts,
    baseUrl: '/',
    bodyAttributes: '',
    preBodyTags: '',
    appHtml: '<main>page</main>',
    postBodyTags: '',
  }) as string;
}

/** Runs the loader against a stand-in document and reports the scripts it appended, in order. */
function runLoader(readyState: string, visibilityState: string) {
  const appended: { src: string; async: boolean }[] = [];
  const listeners: Record<string, () => void> = {};
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const document = {
    readyState,
    visibilityState,
    addEventListener: (type: string, listener: () => void) => (listeners[type] = listener),
    createElement: () => ({ src: '', async: true }),
    head: { appendChild: (script: { src: string; async: boolean }) => appended.push(script) },
  };
  const loader = new Function('document', 'requestAnimationFrame', 'setTimeout', `return ${SCRIPT_LOADER};`)(
    document,
    (callback: () => void) => frames.push(callback),
    (callback: () => void) => timers.push(callback),
  ) as (scripts: string[]) => void;
  loader(['/assets/js/runtime~main.js', '/assets/js/main.js']);
  return { appended, listeners, frames, timers };
}

describe('page shell', () => {
  it('preloads the bundles instead of deferring them, and hands their URLs to the loader in order', () => {
    const html = render(['assets/js/runtime~main.js', 'assets/js/main.js']);
    assert.ok(html.includes('<link rel="preload" as="script" href="/assets/js/runtime~main.js" />'));
    assert.ok(html.includes('<link rel="preload" as="script" href="/assets/js/main.js" />'));
    assert.ok(!/<script src=/.test(html), 'no script tag loads a bundle by itself');
    assert.ok(html.includes(`})(["/assets/js/runtime~main.js","/assets/js/main.js"]);</script>`));
    assert.ok(html.includes('<div id="__docusaurus"><main>page</main></div>'));
  });

  it('escapes "<" in the URL list so it cannot close the inline script', () => {
    assert.ok(render(['a</script>.js']).includes('["/a\\u003c/script>.js"]'));
  });
});

describe('bundle loader', () => {
  it('runs the bundles in order, not async, after the first frame that follows DOMContentLoaded', () => {
    const { appended, listeners, frames, timers } = runLoader('loading', 'visible');
    assert.equal(appended.length, 0);
    listeners.DOMContentLoaded();
    assert.equal(appended.length, 0, 'not before the frame');
    frames.forEach((frame) => frame());
    assert.equal(appended.length, 0, 'not inside the frame either');
    timers.forEach((timer) => timer());
    assert.deepEqual(appended, [
      { src: '/assets/js/runtime~main.js', async: false },
      { src: '/assets/js/main.js', async: false },
    ]);
  });

  it('runs them at once in a hidden tab, which gets no frames', () => {
    const { appended, listeners } = runLoader('loading', 'hidden');
    listeners.DOMContentLoaded();
    assert.equal(appended.length, 2);
  });

  it('does not wait for DOMContentLoaded when it has already fired', () => {
    const { appended, frames, timers } = runLoader('interactive', 'visible');
    frames.forEach((frame) => frame());
    timers.forEach((timer) => timer());
    assert.equal(appended.length, 2);
  });
});
