/** Scaffold replaced by the screen's owner. */
export function ProfileBillingRoute() {
  return null;
}
