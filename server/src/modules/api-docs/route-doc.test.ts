import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parsedInHandler, type RouteApp } from '../../http/route-schema';
import { collectRouteDocs } from './route-doc';

const Params = z.object({ id: z.string() });

describe('collectRouteDocs (issue 28)', () => {
  it('reads each described route from its own schema, and leaves an undescribed one out', async () => {
    const app = Fastify({ logger: false });
    app.setValidatorCompiler(parsedInHandler);
    const docs = collectRouteDocs(app);
    await app.register(
      async (api: RouteApp) => {
        api.get(
          '/things/:id',
          { schema: { tag: 'T', summary: 'A thing', auth: 'public', params: Params } },
          async () => null,
        );
        api.get('/undescribed', async () => null);
      },
      { prefix: '/cli' },
    );
    await app.ready();
    expect(docs).toHaveLength(1);
    expect(docs[0]).toMatchObject({
      method: 'GET',
      path: '/cli/things/:id',
      tag: 'T',
      summary: 'A thing',
      auth: 'public',
      params: Params,
    });
    await app.close();
  });

  it('refuses a summary without its tag or auth at registration', async () => {
    const app = Fastify({ logger: false });
    app.setValidatorCompiler(parsedInHandler);
    collectRouteDocs(app);
    const register = async () => {
      await app.register(async (api: RouteApp) => {
        api.get('/half', { schema: { summary: 'Half described' } }, async () => null);
      });
    };
    // The plugin fails to load, and the server with it: there is nothing to close.
    await expect(register()).rejects.toThrow('GET /half: a summary without tag or auth');
  });
});
