import type { FastifyRequest } from 'fastify';

/**
 * Whether a TCP peer address is this machine: 127.0.0.0/8, ::1, or 127.x mapped into IPv6.
 * Takes the socket's address, never X-Forwarded-For, which any client can write.
 */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.toLowerCase().replace(/^::ffff:/, '');
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4) || address === '::1';
}

/** Headers a proxy adds when it passes a request on: their presence says someone else sent it. */
const FORWARDING_HEADERS = [
  'forwarded',
  'via',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'x-forwarded-server',
  'x-original-forwarded-for',
  'x-real-ip',
  'x-client-ip',
  'x-cluster-client-ip',
  'true-client-ip',
  'cf-connecting-ip',
  'fastly-client-ip',
];

/**
 * A request from a browser on this machine: a loopback peer that no proxy passed on. Behind a
 * reverse proxy on the same host every visitor's peer is loopback; the proxy's forwarding
 * headers (whatever their value, trusted or not) tell them apart.
 */
export function isLocalRequest(request: FastifyRequest): boolean {
  if (!isLoopback(request.socket.remoteAddress)) return false;
  return !FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined);
}
