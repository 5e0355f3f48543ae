export interface BasicCredentials {
  /** Lower-cased and trimmed: e-mails are stored that way. */
  email: string;
  password: string;
}

const MAX_HEADER_LENGTH = 1024;

/**
 * Reads `Authorization: Basic base64(username:password)` (UTF-8, RFC 7617). Returns undefined
 * when there is no header, null when there is one that cannot be a login.
 */
export function basicCredentials(header: string | undefined): BasicCredentials | null | undefined {
  if (header === undefined) return undefined;
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header);
  if (!match?.[1] || header.length > MAX_HEADER_LENGTH) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return null;
  const email = decoded.slice(0, colon).trim().toLowerCase();
  const password = decoded.slice(colon + 1);
  return email && password ? { email, password } : null;
}
