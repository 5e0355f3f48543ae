/**
 * The widths the shop's pictures are served at as WebP (`/cli/images/...{name}.webp?w=`, and
 * uploaded photos' `…/{sha256}-{width}.webp`). Without zod: the web's first screen reads it.
 */
export const PICTURE_WIDTHS = [200, 400, 800, 1200] as const;
