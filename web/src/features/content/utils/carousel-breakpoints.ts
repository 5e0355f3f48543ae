/** Autoplay interval of the category strip on the smallest screens (spec 2). */
export const STRIP_AUTOPLAY_DELAY_MS = 5000;

/** Category strip width (spec 2): 8 tiles, 6 below 1301 px, 3 below 768 px, 2 below 480 px. */
export function stripSlidesPerView(viewportWidth: number): number {
  if (viewportWidth < 480) return 2;
  if (viewportWidth < 768) return 3;
  if (viewportWidth < 1301) return 6;
  return 8;
}

/** The strip only scrolls by itself on phones, and never for people who asked for less motion. */
export function stripAutoplays(viewportWidth: number, prefersReducedMotion: boolean): boolean {
  return viewportWidth < 480 && !prefersReducedMotion;
}
