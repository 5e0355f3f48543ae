/** Scaffold replaced by the screen's owner. */
export function SignupActivateRoute() {
  return null;
}
