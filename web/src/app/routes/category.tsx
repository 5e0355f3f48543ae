// Replaced by the screen's implementation.
export function CategoryRoute() {
  return null;
}
