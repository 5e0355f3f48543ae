// Replaced by the screen's implementation.
export function PrivacyRoute() {
  return null;
}
