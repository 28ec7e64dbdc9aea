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

interface Timer {
  callback: () => void;
  delay: number;
}

/**
 * Runs the loader against a stand-in browser (document, paint observer, frames, timers) and
 * reports the scripts it appended, in order, plus handles to drive the stand-in.
 */
function runLoader(readyState: string, visibilityState: string, paintTiming = true) {
  const appended: { src: string; async: boolean }[] = [];
  const listeners: Record<string, () => void> = {};
  const frames: (() => void)[] = [];
  const timers: Timer[] = [];
  const observers: { callback: (list: unknown, observer: unknown) => void; disconnected: boolean }[] = [];
  const document = {
    readyState,
    visibilityState,
    addEventListener: (type: string, listener: () => void) => (listeners[type] = listener),
    createElement: () => ({ src: '', async: true }),
    head: { appendChild: (script: { src: string; async: boolean }) => appended.push(script) },
  };
  class FakeObserver {
    static supportedEntryTypes = ['paint', 'longtask'];
    private readonly record: (typeof observers)[number];
    constructor(callback: (list: unknown, observer: unknown) => void) {
      this.record = { callback, disconnected: false };
      observers.push(this.record);
    }
    observe(): void {}
    disconnect(): void {
      this.record.disconnected = true;
    }
  }
  const window = { PerformanceObserver: paintTiming ? FakeObserver : undefined };
  const loader = new Function('document', 'window', 'PerformanceObserver', 'requestAnimationFrame', 'setTimeout', `return ${SCRIPT_LOADER};`)(
    document,
    window,
    FakeObserver,
    (callback: () => void) => frames.push(callback),
    (callback: () => void, delay: number) => timers.push({ callback, delay }),
  ) as (scripts: string[]) => void;
  loader(['/assets/js/runtime~main.js', '/assets/js/main.js']);
  /** The browser reports paint entries with these names to every live observer. */
  const paint = (...names: string[]) => {
    for (const record of observers.filter((o) => !o.disconnected)) {
      record.callback({ getEntriesByName: (name: string) => names.filter((n) => n === name) }, { disconnect: () => (record.disconnected = true) });
    }
  };
  const fire = (delay: number) => timers.filter((t) => t.delay === delay).forEach((t) => t.callback());
  return { appended, listeners, frames, paint, fire };
}

const BOTH = [
  { src: '/assets/js/runtime~main.js', async: false },
  { src: '/assets/js/main.js', async: false },
];

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
  it('runs the bundles in order, not async, once the first contentful paint is reported', () => {
    const { appended, listeners, paint, fire } = runLoader('loading', 'visible');
    listeners.DOMContentLoaded();
    paint('first-paint');
    fire(0);
    assert.equal(appended.length, 0, 'a first paint without content does not count');
    paint('first-contentful-paint');
    assert.equal(appended.length, 0, 'not inside the observer callback');
    fire(0);
    assert.deepEqual(appended, BOTH);
  });

  it('runs them once only, when the two-second fallback also fires', () => {
    const { appended, listeners, paint, fire } = runLoader('loading', 'visible');
    listeners.DOMContentLoaded();
    paint('first-contentful-paint');
    fire(0);
    fire(2000);
    assert.deepEqual(appended, BOTH);
  });

  it('runs them after two seconds when no contentful paint is reported', () => {
    const { appended, listeners, fire } = runLoader('loading', 'visible');
    listeners.DOMContentLoaded();
    fire(2000);
    assert.deepEqual(appended, BOTH);
  });

  it('without paint timing, runs them after the first frame', () => {
    const { appended, listeners, frames, fire } = runLoader('loading', 'visible', false);
    listeners.DOMContentLoaded();
    assert.equal(appended.length, 0);
    frames.forEach((frame) => frame());
    assert.equal(appended.length, 0, 'not inside the frame');
    fire(0);
    assert.deepEqual(appended, BOTH);
  });

  it('runs them at once in a hidden tab, which paints nothing', () => {
    const { appended, listeners } = runLoader('loading', 'hidden');
    listeners.DOMContentLoaded();
    assert.deepEqual(appended, BOTH);
  });

  it('does not wait for DOMContentLoaded when it has already fired', () => {
    const { appended, paint, fire } = runLoader('interactive', 'visible');
    paint('first-contentful-paint');
    fire(0);
    assert.deepEqual(appended, BOTH);
  });
});
