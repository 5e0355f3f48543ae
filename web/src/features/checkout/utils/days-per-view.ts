/**
 * Spec 2, checkout: the day carousel shows 6 days on wide screens, 4 under 1024 px,
 * 3 under 768 px and 2 under 480 px.
 */
export function daysPerView(viewportWidth: number): number {
  if (viewportWidth < 480) return 2;
  if (viewportWidth < 768) return 3;
  if (viewportWidth < 1024) return 4;
  return 6;
}
