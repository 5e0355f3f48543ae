/**
 * The browsable reference at /cli/docs: Swagger UI from the swagger-ui-dist package, served
 * by the shop itself (works offline, no CDN). No inline script or style element, so it runs
 * under a Content-Security-Policy with `script-src 'self'`.
 */
export const DOCS_HTML = `<!doctype html>
<html lang="it">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Spesa API</title>
    <link rel="stylesheet" href="/cli/docs/swagger-ui.css" />
  </head>
  <body>
    <div id="api-reference"></div>
    <script src="/cli/docs/swagger-ui-bundle.js"></script>
    <script src="/cli/docs/docs-init.js"></script>
  </body>
</html>
`;

/** Starts Swagger UI on the shop's own document; no validator badge (it would call out). */
export const DOCS_INIT_JS = `window.addEventListener('load', function () {
  window.SwaggerUIBundle({
    url: '/cli/openapi.json',
    dom_id: '#api-reference',
    deepLinking: true,
    validatorUrl: null,
    tryItOutEnabled: false,
  });
});
`;

/** The page's own policy: its scripts and styles come from the shop only. */
export const DOCS_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  // Swagger UI sets style attributes from its scripts.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "font-src 'self' data:",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');
