/** A first screen's own files beyond the shell's: its route chunk, the chunks it imports, styles. */
export interface ScreenFiles {
  pattern: RegExp;
  files: string[];
}

/** JSON inside a script element: nothing in it may close the element or open a comment. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * index.html with the drawn screen: its style sheets as real (render-blocking) links so the
 * markup paints styled, its chunks preloaded, the markup in #root inside an inert box the
 * app's first render replaces, and the query cache it was drawn from as a JSON data block
 * (not a script that runs: the CSP allows no inline script). Inline style attributes are
 * dropped for the same CSP; the app's markup uses none on these screens.
 */
export function firstPaintPage(
  template: string,
  paint: { html: string; state: unknown },
  files: readonly string[],
): string {
  const links = files
    .map((file) =>
      file.endsWith('.css')
        ? `<link rel="stylesheet" crossorigin href="${file}">`
        : `<link rel="modulepreload" crossorigin href="${file}">`,
    )
    .join('\n    ');
  const markup = paint.html.replace(/\sstyle="[^"]*"/g, '');
  return template
    .replace('<html lang="it">', '<html lang="it" data-first-paint>')
    .replace('</head>', `  ${links}\n  </head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root"><div data-first-paint inert>${markup}</div></div>\n    <script type="application/json" id="first-paint-state">${scriptJson(paint.state)}</script>`,
    );
}
