// Replaced by the screen's implementation.
export function LandingRoute() {
  return null;
}
