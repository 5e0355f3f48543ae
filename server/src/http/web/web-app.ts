import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { LANGUAGE_COOKIE, STORE_COOKIE } from '@spesa/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendHtml } from './compress-html';
import { loadFirstPaint } from './first-paint';
import type { KnownStores } from './known-stores';

const YEAR = 365 * 24 * 3600;

/**
 * Serves the built SPA under /app/: hashed assets cached for a year, every other file (index.html,
 * the service worker, the manifest) revalidated on each use, and every path under /app that is no
 * file falls back to index.html so the client router can take it. The build writes a brotli and a
 * gzip copy beside each text file; `preCompressed` sends the one the browser accepts.
 */
export async function webApp(
  app: FastifyInstance,
  opts: { webDist: string; firstPaint?: boolean; stores?: KnownStores },
): Promise<void> {
  app.get('/', (_request, reply) => reply.redirect('/app/'));
  const indexFile = path.join(opts.webDist, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn(`web app not built: ${indexFile} is missing (run npm run build)`);
    return;
  }

  await app.register(
    async (scope) => {
      await scope.register(fastifyStatic, {
        root: opts.webDist,
        prefix: '/',
        index: false,
        wildcard: false,
        cacheControl: false,
        preCompressed: true,
        setHeaders(res, filePath) {
          const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
          res.setHeader(
            'cache-control',
            hashed ? `public, max-age=${YEAR}, immutable` : 'no-cache',
          );
          // The same URL answers brotli, gzip or plain text: caches must key on what was asked.
          res.setHeader('vary', 'accept-encoding');
        },
      });
      const firstPaint = opts.firstPaint
        ? await loadFirstPaint(app, opts.webDist, fs.readFileSync(indexFile, 'utf8'), {
            stores: opts.stores,
          })
        : null;
      const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
        // The cookie plugin is the app's (app.ts); mounted alone (tests), there are no cookies.
        const cookies = request.cookies as Record<string, string | undefined> | undefined;
        const page = firstPaint
          ? await firstPaint.page(request.url, {
              store: cookies?.[STORE_COOKIE],
              language: cookies?.[LANGUAGE_COOKIE],
            })
          : null;
        // Drawn for this store and the catalogue of this moment: revalidated on every visit.
        if (page) return sendHtml(request, reply.header('cache-control', 'no-cache'), page);
        return reply.sendFile('index.html');
      };
      scope.get('/', sendIndex);
      scope.get('/*', (request, reply) => {
        // A missing hashed asset is a real 404, not the SPA.
        if (request.url.startsWith('/app/assets/')) {
          return reply.status(404).type('text/plain').send('Not found');
        }
        return sendIndex(request, reply);
      });
    },
    { prefix: '/app' },
  );
}
