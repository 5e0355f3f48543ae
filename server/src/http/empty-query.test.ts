import Fastify from 'fastify';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { emptyQueryAsAbsent } from './empty-query';
import { registerErrorHandling } from './error-handler';
import { parse } from './validate';

const Query = z.object({
  q: z.string().min(1).optional(),
  s: z.coerce.number().int().min(1).default(20),
  tag: z.union([z.string().min(1), z.array(z.string().min(1))]).optional(),
});

async function appWithQuery() {
  const app = Fastify({ logger: false });
  registerErrorHandling(app);
  emptyQueryAsAbsent(app);
  app.get('/x', async (request) => ({ responseCode: 0, data: parse(Query, request.query) }));
  await app.ready();
  return app;
}

describe('empty query parameters (issue 26)', () => {
  it('reads `name=` as a parameter not given, on any route', async () => {
    const app = await appWithQuery();
    const res = await app.inject('/x?q=&s=&tag=');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ s: 20 });
  });

  it('keeps the given values, and the non-empty ones of a repeated parameter', async () => {
    const app = await appWithQuery();
    expect((await app.inject('/x?q=latte&s=5&tag=a&tag=')).json().data).toEqual({
      q: 'latte',
      s: 5,
      tag: ['a'],
    });
    expect((await app.inject('/x?tag=&tag=')).json().data).toEqual({ s: 20 });
  });

  it('still refuses a value that is given and wrong', async () => {
    const app = await appWithQuery();
    const res = await app.inject('/x?s=0');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('s');
  });
});
