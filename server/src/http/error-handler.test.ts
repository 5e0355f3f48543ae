import Fastify from 'fastify';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { AppError } from './app-error';
import { registerErrorHandling } from './error-handler';
import { parse } from './validate';

async function appWith(handler: () => unknown) {
  const app = Fastify({ logger: false });
  registerErrorHandling(app);
  app.post('/x', handler);
  await app.ready();
  return app;
}

describe('error envelope', () => {
  it('answers a business error with HTTP 200 and its code and message (issue 26)', async () => {
    const app = await appWith(() => {
      throw new AppError('PRODUCT_NOT_FOUND');
    });
    const res = await app.inject({ method: 'POST', url: '/x' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      responseCode: 4030,
      message: 'Prodotto non trovato',
      errorMessage: 'Prodotto non trovato',
      data: null,
    });
  });

  it("answers in the request's language: English when asked, Italian by default (issue 27.5)", async () => {
    const app = await appWith(() => {
      throw new AppError('PRODUCT_NOT_FOUND');
    });
    const ask = async (language?: string) =>
      (
        await app.inject({
          method: 'POST',
          url: '/x',
          headers: language ? { 'accept-language': language } : {},
        })
      ).json();
    expect(await ask('en')).toMatchObject({
      responseCode: 4030,
      message: 'Product not found',
      errorMessage: 'Product not found',
    });
    expect((await ask('en-GB,en;q=0.9,it;q=0.8')).message).toBe('Product not found');
    expect((await ask('it-IT,it;q=0.9,en;q=0.8')).message).toBe('Prodotto non trovato');
    expect((await ask('de-DE')).message).toBe('Prodotto non trovato');
    expect((await ask()).message).toBe('Prodotto non trovato');
    const unknown = await app.inject({
      method: 'GET',
      url: '/nowhere',
      headers: { 'accept-language': 'en' },
    });
    expect(unknown.json().message).toBe('Resource not found: GET /nowhere');
  });

  it('turns a validation failure into a 400 naming the field', async () => {
    const schema = z.object({ p: z.coerce.number().int().min(0) });
    const app = await appWith(() => parse(schema, { p: '-1' }));
    const res = await app.inject({ method: 'POST', url: '/x' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.responseCode).toBe(400);
    expect(body.message).toContain('p:');
    expect(body.errorMessage).toBe(body.message);
    expect(body.errors[0].field).toBe('p');
  });

  it('keeps the HTTP status of a lost session, a refused permission and throttling', async () => {
    for (const [key, status] of [
      ['UNAUTHORIZED', 401],
      ['FORBIDDEN', 403],
      ['CROSS_SITE_REQUEST', 403],
      ['TOO_MANY_REQUESTS', 429],
    ] as const) {
      const app = await appWith(() => {
        throw new AppError(key);
      });
      const res = await app.inject({ method: 'POST', url: '/x' });
      expect(res.statusCode, key).toBe(status);
      expect(res.json().errorMessage, key).toBe(res.json().message);
    }
  });

  it('never leaks the internals of an unexpected error', async () => {
    const app = await appWith(() => {
      throw new Error('connection to 10.0.0.5 refused: password for user admin');
    });
    const res = await app.inject({ method: 'POST', url: '/x' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('10.0.0.5');
    expect(res.json()).toMatchObject({ responseCode: 500, data: null });
  });

  it('answers malformed JSON with 400 in the envelope', async () => {
    const app = await appWith(() => ({ responseCode: 0, data: null }));
    const res = await app.inject({
      method: 'POST',
      url: '/x',
      headers: { 'content-type': 'application/json' },
      payload: '{"a":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().responseCode).toBe(400);
    expect(res.json().errorMessage).toBe(res.json().message);
  });

  it('carries errorMessage beside message on an unknown route', async () => {
    const app = await appWith(() => null);
    const body = (await app.inject({ method: 'GET', url: '/nowhere?x=1' })).json();
    expect(body).toEqual({
      responseCode: 404,
      message: 'Risorsa non trovata: GET /nowhere',
      errorMessage: 'Risorsa non trovata: GET /nowhere',
      data: null,
    });
  });
});
