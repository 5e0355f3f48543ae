import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import serverBoundaries from './eslint/server-module-boundaries.js';
import { webBoundaries } from './eslint/web-boundaries.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'data/**',
      'e2e/test-results/**',
      'server/drizzle/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['error', 'warn', 'log', 'table'] }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // Web boundaries: features import neither each other nor app/; shared/ imports neither.
  ...webBoundaries,
  // ---- Server module boundaries (issue 28; server/src/modules/README.md) ----
  // A module reaches another only through its public face (<module>/index.ts); flows
  // (server/src/flows) use several faces and are started from route files only. Tests may set
  // up through internals.
  {
    files: ['server/src/modules/**/*.ts', 'server/src/flows/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { spesa: serverBoundaries },
    rules: { 'spesa/server-module-boundaries': 'error' },
  },
);
