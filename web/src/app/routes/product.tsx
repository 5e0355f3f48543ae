// Replaced by the screen's implementation.
export function ProductRoute() {
  return null;
}
