/**
 * Whether a TCP peer address is this machine: 127.0.0.0/8, ::1, or 127.x mapped into IPv6.
 * Takes the socket's address, never X-Forwarded-For, which any client can write.
 */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.toLowerCase().replace(/^::ffff:/, '');
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4) || address === '::1';
}
