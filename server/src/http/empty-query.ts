import type { FastifyInstance } from 'fastify';

/**
 * Issue 26: clients of this platform's API send every query parameter of a call, the ones they
 * have no value for as `name=`. An empty value means "not given" on every route, so it is taken
 * out here, once, before any schema sees it: `?category=&tag=` reads as neither, `?store=` as no
 * store (the chain's catalogue), `?s=` as the default page size. A repeated parameter keeps only
 * its non-empty values.
 */
export function emptyQueryAsAbsent(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const query = request.query as Record<string, unknown> | null;
    if (typeof query !== 'object' || query === null) return;
    for (const [name, value] of Object.entries(query)) {
      if (value === '') delete query[name];
      else if (Array.isArray(value)) {
        const given = value.filter((v) => v !== '');
        if (given.length === 0) delete query[name];
        else if (given.length !== value.length) query[name] = given;
      }
    }
  });
}
