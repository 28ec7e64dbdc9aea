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
 * and executed, in order, just after the first frame following DOMContentLoaded, so the article is
 * always painted first. A hidden tab gets no frames, so it runs them at once.
 */
export const SCRIPT_LOADER = `(function (scripts) {
  function run() {
    scripts.forEach(function (src) {
      var script = document.createElement('script');
      script.src = src;
      script.async = false;
      document.head.appendChild(script);
    });
  }
  function afterFirstPaint() {
    if (document.visibilityState === 'hidden') run();
    else requestAnimationFrame(function () { setTimeout(run, 0); });
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
