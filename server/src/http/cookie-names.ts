import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

/** The base names of the shop's cookies (shopper and staff sessions). */
const COOKIES = ['spesa_session', 'spesa_staff'] as const;

/**
 * On an https shop every cookie is `__Host-` prefixed: the browser then takes it only Secure,
 * for Path=/ and without Domain, so neither a sibling subdomain nor a plain-http answer can
 * plant one (session fixation). Plain http (development) keeps the bare name.
 */
export function cookieName(base: (typeof COOKIES)[number], config: Config): string {
  return config.secureCookies ? `__Host-${base}` : base;
}

/**
 * Readers keep asking for the base name: on an https shop it holds the prefixed cookie's
 * value, and a bare cookie of that name (planted, not ours) is dropped.
 */
export function readPrefixedCookies(fastify: FastifyInstance, config: Config): void {
  if (!config.secureCookies) return;
  fastify.addHook('onRequest', async (request) => {
    for (const base of COOKIES) {
      const value = request.cookies[`__Host-${base}`];
      if (value === undefined) delete request.cookies[base];
      else request.cookies[base] = value;
    }
  });
}
