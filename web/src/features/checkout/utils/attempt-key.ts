/**
 * A fresh Idempotency-Key: 128 random bits in hex. getRandomValues, unlike randomUUID, also
 * works on a plain-http origin (a shop tried on a LAN address).
 */
export function newAttemptKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
