/** Scaffold replaced by the screen's owner. */
export function ProfilePasswordRoute() {
  return null;
}
