/**
 * The HTML shell of every page (Docusaurus `ssrTemplate`): the default template of Docusaurus 3.7
 * with one change, how the JavaScript bundles start.
 *
 * Why: the default loads them with `<script defer>`, and deferred scripts run as soon as the
 * parser finishes, before the browser has painted the page they belong to. On a phone, the
 * framework's start-up (about 0.5 s of main thread at 4x CPU slowdown) then sat between the HTML
 * being ready and the article appearing: Lighthouse measured the Largest Contentful Paint at
 * 1.3 s on some loads and 4 s on others, depending on whether the bundle had arrived before the
 * parser was done. Here the bundles are preloaded (fetched in parallel with the HTML, as before)
 * and executed, in order, once the browser reports the page's first contentful paint, so the
 * article is always on screen first. Waiting for a frame (requestAnimationFrame) was not enough:
 * the paint is presented a little after its frame, and the bundle could start in between.
 * Without paint timing (older browsers), they start after the first frame. A hidden tab paints
 * nothing, so it runs them at once; so does a page that has not painted after two seconds.
 */
export const SCRIPT_LOADER = `(function (scripts) {
  var started = false;
  function run() {
    if (started) return;
    started = true;
    scripts.forEach(function (src) {
      var script = document.createElement('script');
      script.src = src;
      script.async = false;
      document.head.appendChild(script);
    });
  }
  function afterFirstPaint() {
    if (document.visibilityState === 'hidden') return run();
    var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
    if (types && types.indexOf('paint') !== -1) {
      new PerformanceObserver(function (list, observer) {
        if (!list.getEntriesByName('first-contentful-paint').length) return;
        observer.disconnect();
        setTimeout(run, 0);
      }).observe({ type: 'paint', buffered: true });
      setTimeout(run, 2000);
    } else {
      requestAnimationFrame(function () { setTimeout(run, 0); });
    }
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterFirstPaint);
  else afterFirstPaint();
})`;

export const SSR_TEMPLATE = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
    <% it.scripts.forEach((script) => { %>
      <link rel="preload" as="script" href="<%= it.baseUrl %><%= script %>" />
    <% }); %>
    <script>${SCRIPT_LOADER}(<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)).replace(/</g, '\\\\u003c') %>);</script>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
  </body>
</html>
`;
