/** Scaffold replaced by the screen's owner. */
export function ProfileAddressesRoute() {
  return null;
}
