/** Scaffold replaced by the screen's owner. */
export function ProfileRoute() {
  return null;
}
