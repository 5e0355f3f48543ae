import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config';

/**
 * The origin Leaflet loads map tiles from, as a CSP source: a `{s}` subdomain placeholder
 * becomes a wildcard label. Null when the map has no tiles.
 */
export function tileSource(tileUrl: string | null): string | null {
  if (!tileUrl) return null;
  const host = /^(https?:\/\/[^/]+)/.exec(tileUrl)?.[1];
  return host ? host.replace(/\{[^}]*\}/g, '*') : null;
}

/**
 * The browser headers of every answer (issue 13): a CSP the built web app passes (its scripts
 * and styles are files under /app/assets; React and Leaflet set styles through the DOM, which
 * CSP allows), no framing, no MIME sniffing, only the origin sent as referrer to another site
 * (the reset page's address holds its token; the tile server wants a referrer), and HSTS only
 * on an https shop. Server-rendered pages (outbox, sandbox boarding) send their own CSP.
 */
export function helmetOptions(config: Config): HelmetOptions {
  const https = config.secureCookies;
  const tiles = tileSource(config.web.mapTileUrl);
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'style-src': ["'self'"],
        // Vite inlines small images of the style sheets (Leaflet's) as data: URLs.
        'img-src': ["'self'", 'data:', ...(tiles ? [tiles] : [])],
        'font-src': ["'self'"],
        'connect-src': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        // The embedded mode (/app, ?origin=APP) runs in a native app's web view, not a frame.
        'frame-ancestors': ["'none'"],
        ...(https ? { 'upgrade-insecure-requests': [] } : {}),
      },
    },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: https ? { maxAge: 365 * 24 * 3600, includeSubDomains: false } : false,
    // Cross-origin API callers (CORS_ORIGINS) read with CORS; nothing else embeds our files.
    crossOriginResourcePolicy: { policy: 'same-origin' },
  };
}

/**
 * Sets those headers on every answer, cached catalogue replies included (they answer from the
 * guest cache's hook, registered after this one). helmet's middleware is built once here:
 * @fastify/helmet built it for every request (its CSP directives parsed and checked each time,
 * 7-14 µs), which the catalogue bench's kept replies paid on every hit.
 */
export function registerSecurityHeaders(fastify: FastifyInstance, config: Config): void {
  const setHeaders = helmet(helmetOptions(config));
  fastify.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (err?: unknown) =>
      done(err instanceof Error ? err : undefined),
    );
  });
}
