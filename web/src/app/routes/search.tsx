// Replaced by the screen's implementation.
export function SearchRoute() {
  return null;
}
