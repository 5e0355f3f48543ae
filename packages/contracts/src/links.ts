/**
 * Whether a link stays in the shop: a path with one leading slash. A second slash or a
 * backslash at its start makes browsers read a protocol-relative address on another host
 * (`//evil.example`, `/\evil.example`), and tabs or newlines are dropped by URL parsing until
 * such a pair appears; so the link has no `//`, no backslash, no whitespace nor control
 * character anywhere. A scheme (`https:`, `javascript:`) cannot come first.
 */
export function isSafeAppPath(link: string): boolean {
  return link.startsWith('/') && !link.includes('//') && !hasUnsafeCharacter(link);
}

/** An absolute https address with a plain host: no user part, no backslash, no whitespace. */
export function isPlainHttpsUrl(link: string): boolean {
  return /^https:\/\/[a-z0-9.-]+(:\d{1,5})?([/?#]|$)/i.test(link) && !hasUnsafeCharacter(link);
}

function hasUnsafeCharacter(link: string): boolean {
  // eslint-disable-next-line no-control-regex
  return link.includes('\\') || /[\s\u0000-\u001f\u007f]/.test(link);
}

/**
 * Where a banner may lead: a path of the shop, or an https address written out in full (the
 * banner contract took those from the start; the spec names no banner link at all). Checked
 * when staff write a banner and again before the web app draws one.
 */
export function isSafeBannerLink(link: string): boolean {
  return isSafeAppPath(link) || isPlainHttpsUrl(link);
}
