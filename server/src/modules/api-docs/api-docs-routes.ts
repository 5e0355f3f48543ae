import { createReadStream } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { AppError } from '../../http/app-error';
import { DocsAssetParam } from './docs-asset-param';
import { DOCS_CSP, DOCS_HTML, DOCS_INIT_JS } from './docs-page';
import { openApiDocument } from './openapi-document';
import type { RouteDoc } from './route-doc';
import { parsed, type RouteApp } from '../../http/route-schema';

const swaggerDist = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

/** The only files the page loads from the package, with their types. */
const PACKAGE_ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
};

/** Issue 18: GET /cli/openapi.json and the reference page under /cli/docs. */
export async function apiDocsRoutes(
  app: RouteApp,
  opts: { routes: readonly RouteDoc[] },
): Promise<void> {
  // Built at the first request, not at start (it is not free), then kept: the routes and
  // their contracts do not change while the server runs.
  let document: string | undefined;

  app.get(
    '/openapi.json',
    {
      schema: {
        tag: 'Documentation',
        summary: 'This OpenAPI 3.1 document',
        auth: 'public',
        media: 'openapi',
      },
    },
    async (_request, reply) => {
      document ??= JSON.stringify(openApiDocument(opts.routes));
      return reply.type('application/json; charset=utf-8').send(document);
    },
  );

  app.get(
    '/docs',
    {
      schema: {
        tag: 'Documentation',
        summary: 'The browsable reference of this document',
        auth: 'public',
        media: 'html',
      },
    },
    async (_request, reply) =>
      reply
        .header('content-security-policy', DOCS_CSP)
        .type('text/html; charset=utf-8')
        .send(DOCS_HTML),
  );

  app.get(
    '/docs/:asset',
    {
      schema: {
        tag: 'Documentation',
        summary: "The reference page's script and styles",
        auth: 'public',
        params: DocsAssetParam,
        media: 'asset',
      },
    },
    async (request, reply) => {
      const { asset } = parsed(request, 'params');
      reply.header('cache-control', 'public, max-age=3600');
      if (asset === 'docs-init.js') {
        return reply.type('text/javascript; charset=utf-8').send(DOCS_INIT_JS);
      }
      const type = PACKAGE_ASSETS[asset];
      if (!type) throw new AppError('NOT_FOUND');
      return reply.type(type).send(createReadStream(join(swaggerDist, asset)));
    },
  );
}
