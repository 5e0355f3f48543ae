import type { Alias } from 'vite';

/**
 * The app is written against React's API and runs on Preact through `preact/compat` (issue 15:
 * react-dom is 60 KiB gzip of the first screen's JS, Preact and its compat layer about 11, and
 * Preact's render is lighter on a slow phone's CPU). Every import of React, the app's and the
 * libraries', resolves to compat, in the build, the unit tests and a server render alike; React
 * itself stays installed only because the libraries name it as a peer and for its types.
 * Exact matches: `react-router` or `react-i18next` must not be caught by a `react` prefix.
 */
export const preactAliases: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
  // react-i18next's shim for React 17 (CommonJS, requiring React): compat has the hook itself.
  { find: /^use-sync-external-store\/shim$/, replacement: 'preact/compat' },
];

/**
 * The libraries that import React. Node loads an external dependency itself, past Vite's
 * aliases, and would give it React while the app renders with Preact: the unit tests and a
 * server-side build must bundle (inline) these so their `react` imports are aliased too.
 */
export const reactLibraries: RegExp[] = [
  /[\\/]node_modules[\\/]react-router[\\/]/,
  /[\\/]node_modules[\\/]@tanstack[\\/]react-query[\\/]/,
  /[\\/]node_modules[\\/]react-i18next[\\/]/,
  /[\\/]node_modules[\\/]zustand[\\/]/,
  /[\\/]node_modules[\\/]embla-carousel-react[\\/]/,
  /[\\/]node_modules[\\/]react-hook-form[\\/]/,
  /[\\/]node_modules[\\/]@hookform[\\/]/,
  /[\\/]node_modules[\\/]react-toastify[\\/]/,
  /[\\/]node_modules[\\/]@testing-library[\\/]react[\\/]/,
];
