// Replaced by the screen's implementation.
export function StoresRoute() {
  return null;
}
