import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { RouteAuth, RouteMedia } from '../../http/route-schema';

/**
 * One /cli route as the OpenAPI document describes it, read from the route's own `schema`
 * (issue 28): the schemas are the contracts' zod schemas the handler parses with, so nothing
 * is written twice.
 */
export interface RouteDoc {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Fastify's form, `/cli/ecommerce/products/:store`. */
  path: string;
  tag: string;
  summary: string;
  description?: string;
  auth: RouteAuth;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The `data` of a success; undefined when it is null. */
  data?: z.ZodType;
  paged?: boolean | 'counted';
  media?: RouteMedia;
}

const METHODS = new Set<string>(['GET', 'POST', 'PUT', 'DELETE']);

const zodOrUndefined = (value: unknown, what: string): z.ZodType | undefined => {
  if (value === undefined || value instanceof z.ZodType) return value;
  throw new Error(`${what}: not a zod schema`);
};

/**
 * Every route registered from here on that describes itself (a `summary` in its schema), in
 * the order of registration. A route without one is left out of the document, and the test
 * that holds the document equal to the registered routes names it.
 */
export function collectRouteDocs(app: FastifyInstance): RouteDoc[] {
  const docs: RouteDoc[] = [];
  app.addHook('onRoute', (route) => {
    const schema = route.schema;
    if (!schema?.summary) return;
    const methods = [route.method].flat().filter((m) => METHODS.has(m));
    const where = `${methods.join(',')} ${route.url}`;
    if (!schema.tag || !schema.auth) throw new Error(`${where}: a summary without tag or auth`);
    for (const method of methods) {
      docs.push({
        method: method as RouteDoc['method'],
        path: route.url,
        tag: schema.tag,
        summary: schema.summary,
        ...(schema.description ? { description: schema.description } : {}),
        auth: schema.auth,
        params: zodOrUndefined(schema.params, where),
        query: zodOrUndefined(schema.querystring, where),
        body: zodOrUndefined(schema.body, where),
        data: schema.data,
        paged: schema.paged,
        media: schema.media,
      });
    }
  });
  return docs;
}
