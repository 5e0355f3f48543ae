import Fastify from 'fastify';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { AppError } from './app-error';
import { registerErrorHandling } from './error-handler';
import { parsed, parsedInHandler, schemaOf, type RouteApp } from './route-schema';
import { parse } from './validate';

const Body = z.object({ cartId: z.coerce.number().int().positive() });

/** One route declaring its body, whose handler checks a "session" before it reads the body. */
async function server() {
  const app = Fastify({ logger: false });
  registerErrorHandling(app);
  app.setValidatorCompiler(parsedInHandler);
  await app.register(async (api: RouteApp) => {
    api.post(
      '/open',
      { schema: { tag: 'Test', summary: 'Open', auth: 'customer', body: Body } },
      async (request) => {
        if (request.headers.authorization !== 'yes') throw new AppError('UNAUTHORIZED');
        const { cartId } = parsed(request, 'body');
        // The types come from the declaration: the schema's output, and no undeclared part.
        expectTypeOf(cartId).toEqualTypeOf<number>();
        const undeclared = () =>
          // @ts-expect-error: the route declares no query, so there is none to parse
          parsed(request, 'query');
        void undeclared;
        return { cartId, sameSchema: schemaOf(request, 'body') === Body };
      },
    );
  });
  return app;
}

const post = async (body: unknown, authorization?: string) => {
  const app = await server();
  const res = await app.inject({
    method: 'POST',
    url: '/open',
    payload: body as Record<string, unknown>,
    headers: authorization ? { authorization } : {},
  });
  await app.close();
  return res;
};

describe('a route declaring its schema (issue 28)', () => {
  it('parses the declared part: the output type, and the schema is the declared one', async () => {
    const res = await post({ cartId: '7' }, 'yes');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ cartId: 7, sameSchema: true });
  });

  it('refuses a bad part with the same 400 as parse, naming the field', async () => {
    const res = await post({ cartId: 'x' }, 'yes');
    let expected: AppError | undefined;
    try {
      parse(Body, { cartId: 'x' });
    } catch (error) {
      expected = error as AppError;
    }
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      responseCode: 400,
      message: expected?.message,
      errors: expected?.errors,
    });
    expect(res.json().errors[0].field).toBe('cartId');
  });

  it("keeps the handler's own checks first: no session is 401 whatever the body", async () => {
    const res = await post({ cartId: 'x' });
    expect(res.statusCode).toBe(401);
  });
});
