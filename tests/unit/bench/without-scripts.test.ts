import assert from 'node:assert/strict';
import test from 'node:test';
import { withoutScripts } from '../../../bench/without-scripts';

test('removes inline and external scripts and script preloads, and nothing else', () => {
  const page = [
    '<!doctype html><html><head><link rel=stylesheet href=/assets/css/styles.css>',
    '<link rel=preload as=script href=/assets/js/main.js><link rel="preload" as="script" href="/assets/js/runtime~main.js" />',
    '<script>!function(e){e.forEach(function(){})}(["/assets/js/main.js"])</script>',
    '<script type="text/javascript" src="/x.js"></script><link rel=search href=/opensearch.xml></head>',
    '<body><h2 id=order>Order</h2><p>A <code>script</code> element.</p><SCRIPT>\nlate()\n</SCRIPT></body></html>',
  ].join('');
  assert.equal(
    withoutScripts(page),
    '<!doctype html><html><head><link rel=stylesheet href=/assets/css/styles.css><link rel=search href=/opensearch.xml></head><body><h2 id=order>Order</h2><p>A <code>script</code> element.</p></body></html>',
  );
});
