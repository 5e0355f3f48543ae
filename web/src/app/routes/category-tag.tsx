// Replaced by the screen's implementation.
export function CategoryTagRoute() {
  return null;
}
