/**
 * The web's layers (web/src/README.md): a feature imports neither another feature nor the app,
 * and shared/ imports neither. Core `no-restricted-imports` reads the import's text, not the
 * file it resolves to, so a relative path is judged by how far up it climbs from where the
 * importing file sits: one block per folder depth. ESLint does not merge a rule's options across
 * blocks, which is why each block lists the alias patterns too.
 */

/** Deeper than any folder the web has today (features/<x>/components/detail is 2). */
const MAX_DEPTH = 8;

const up = (levels) => `^(\\.\\./){${levels}}`;

const aliasPatterns = [
  {
    regex: '^@/features(/|$)',
    message:
      'A feature does not import another feature (web/src/README.md): move what both need to web/src/shared, or let web/src/app pass it in. Within a feature, import relatively.',
  },
  {
    regex: '^@/app(/|$)',
    message:
      'Only web/src/app assembles features: move what is needed to web/src/shared, or pass it in.',
  },
];

/** `depth` folders below the feature's own folder, e.g. 1 for features/cart/api/x.ts. */
function featureBlock(depth) {
  const folders = '*/'.repeat(depth);
  return {
    files: [`web/src/features/*/${folders}*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...aliasPatterns,
            {
              // Out of the feature's folder into web/src/features: another feature.
              regex: `${up(depth + 1)}(?!\\.\\./)`,
              message: aliasPatterns[0].message,
            },
            { regex: `${up(depth + 2)}app(/|$)`, message: aliasPatterns[1].message },
          ],
        },
      ],
    },
  };
}

/** `depth` folders below web/src/shared, e.g. 1 for shared/api/x.ts. */
function sharedBlock(depth) {
  const folders = '*/'.repeat(depth);
  const message =
    'web/src/shared imports neither features nor the app (web/src/README.md): it is what they build on.';
  return {
    files: [`web/src/shared/${folders}*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^@/(features|app)(/|$)', message },
            { regex: `${up(depth + 1)}(features|app)(/|$)`, message },
          ],
        },
      ],
    },
  };
}

const depths = Array.from({ length: MAX_DEPTH + 1 }, (_, depth) => depth);

export const webBoundaries = [...depths.map(featureBlock), ...depths.map(sharedBlock)];
