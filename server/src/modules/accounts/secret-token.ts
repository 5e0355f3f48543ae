import { createHash, randomBytes } from 'node:crypto';

/** A random URL-safe token for cookies and mailed links. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tables keep only this digest: a leaked table opens no session and no link. */
export function tokenDigest(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
