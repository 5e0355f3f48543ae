/** Scaffold replaced by the screen's owner. */
export function ResetRoute() {
  return null;
}
