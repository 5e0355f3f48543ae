/** A first screen's own files beyond the shell's: its route chunk, the chunks it imports, styles. */
export interface ScreenFiles {
  /** Its addresses inside /app. */
  patterns: RegExp[];
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

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOADS = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * index.html with the drawn screen, ordered for a slow link where the HTTP/1.1 browser opens
 * six connections: the style sheets first (render-blocking, so the markup paints styled), the
 * markup in #root, inert until the app has hydrated it (React's hydrateRoot needs #root's
 * children to be the drawn markup itself), the query cache it was drawn from as a JSON data block (not a script that runs: the CSP allows no inline
 * script). The first script starts the entry named in `data-first-paint` after the drawn
 * screen has painted, preloading the modules listed in `data-first-paint-modules` just before
 * (boot-after-first-paint.ts). Inline style attributes are dropped for the same CSP; the app's
 * markup uses none on these screens.
 */
export function firstPaintPage(
  template: string,
  paint: { html: string; state: unknown; language?: string },
  files: readonly string[],
): string | null {
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  if (!entry) return null;
  const shellModules = [...template.matchAll(MODULE_PRELOADS)].map((match) => match[1] ?? '');
  const styles = files.filter((file) => file.endsWith('.css'));
  const modules = files.filter((file) => !file.endsWith('.css'));
  const markup = paint.html.replace(/\sstyle="[^"]*"/g, '');
  // The app's modules are named, not preloaded: preloads in the page would each cost the first
  // paint a request and a response to handle on a slow phone's main thread (about 100 ms on a
  // repeat visit, where they come from the cache); the first script preloads them all at once
  // after the drawn screen has painted, just before it imports the entry.
  const moduleFiles = [...new Set([entry, ...shellModules, ...modules])];
  return template
    .replace(
      '<html lang="it">',
      `<html lang="${paint.language === 'en' ? 'en' : 'it'}" data-first-paint="${entry}" data-first-paint-modules="${moduleFiles.join(' ')}">`,
    )
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOADS, '')
    .replace(
      '</head>',
      `${styles.map((file) => `  <link rel="stylesheet" crossorigin href="${file}">\n`).join('')}  </head>`,
    )
    .replace(
      '<div id="root"></div>',
      `<div id="root" data-drawn-screen inert>${markup}</div>
    <script type="application/json" id="first-paint-state">${scriptJson(paint.state)}</script>`,
    );
}
