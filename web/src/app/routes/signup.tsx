/** Scaffold replaced by the screen's owner. */
export function SignupRoute() {
  return null;
}
