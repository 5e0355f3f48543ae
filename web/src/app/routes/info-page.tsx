// Replaced by the screen's implementation.
export function InfoPageRoute() {
  return null;
}
