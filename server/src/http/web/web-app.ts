import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

const YEAR = 365 * 24 * 3600;

/**
 * Serves the built SPA under /app/: hashed assets cached for a year, every other
 * path under /app falls back to index.html so the client router can take it.
 */
export async function webApp(app: FastifyInstance, opts: { webDist: string }): Promise<void> {
  app.get('/', (_request, reply) => reply.redirect('/app/'));
  const indexFile = path.join(opts.webDist, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn(`web app not built: ${indexFile} is missing (run npm run build)`);
    return;
  }
  const indexHtml = fs.readFileSync(indexFile);

  await app.register(
    async (scope) => {
      await scope.register(fastifyStatic, {
        root: opts.webDist,
        prefix: '/',
        index: false,
        wildcard: false,
        cacheControl: false,
        setHeaders(res, filePath) {
          const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
          res.setHeader(
            'cache-control',
            hashed ? `public, max-age=${YEAR}, immutable` : 'public, max-age=0, must-revalidate',
          );
        },
      });
      const sendIndex = (_req: unknown, reply: FastifyReply) =>
        reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
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
