import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { app } from '../../app';
import { loadConfig } from '../../config';
import { sessions } from '../../db/schema';
import { createTestDb, insertTestUser, type TestDb, type TestUser } from '../../testing';

/*
 * The README's client walk-through against the real server: a real port, plain fetch, no
 * cookies (Node's fetch keeps none), as a program such as an agent's command line tool does.
 */
let db: TestDb;
let server: FastifyInstance;
let base: string;
let user: TestUser;

beforeAll(async () => {
  db = await createTestDb();
  server = Fastify({ logger: false });
  await server.register(app, {
    db: db.db,
    config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
  });
  // WALKTHROUGH_PORT pins the port; 0 lets the system pick a free one.
  base = await server.listen({
    host: '127.0.0.1',
    port: Number(process.env.WALKTHROUGH_PORT ?? 0),
  });
  user = await insertTestUser(db.db);
});
afterAll(async () => {
  await server?.close();
  await db?.close();
});

/** scrypt (N=2^17) at each login takes seconds on a busy machine. */
const HASHING = 120_000;

interface Envelope<T> {
  responseCode: number;
  data: T;
  message?: string;
  errorMessage?: string;
}
interface ProductLite {
  barcode: string;
  um: 'PZ' | 'KG';
  umStep: number;
  available: boolean;
}
interface CartLite {
  id: string;
  items: { barcode: string; amount: number; weight: number | null }[];
}

async function api<T>(token: string | null, method: string, path: string, body?: object) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  expect(res.headers.get('set-cookie'), path).toBeNull();
  return { status: res.status, body: (await res.json()) as Envelope<T> };
}

async function ok<T>(token: string | null, method: string, path: string, body?: object) {
  const { status, body: envelope } = await api<T>(token, method, path, body);
  expect(status, JSON.stringify(envelope)).toBe(200);
  expect(envelope.responseCode).toBe(0);
  return envelope.data;
}

/** A product the store sells now, found by a search without a store. */
async function findInStore(store: string, q: string, um: 'PZ' | 'KG'): Promise<ProductLite> {
  const found = await ok<ProductLite[]>(null, 'GET', `/cli/ecommerce/products?store=&q=${q}&s=50`);
  for (const product of found.filter((p) => p.um === um)) {
    const path = `/cli/ecommerce/products/barcode/${product.barcode}?store=${store}`;
    const res = await api<ProductLite>(null, 'GET', path);
    if (res.status === 200 && res.body.data.available) return res.body.data;
  }
  throw new Error(`no ${um} product for "${q}" in store ${store}`);
}

describe('client walk-through with a bearer token', () => {
  it(
    'logs in, searches without a store and fills, reads and aborts a pickup cart',
    async () => {
      const login = await ok<{ token: string }>(null, 'POST', '/cli/profiles/login', {
        username: user.email,
        password: user.password,
      });
      const token = login.token;

      const stores = await ok<{ id: string; deliveryModes: string[] }[]>(
        null,
        'GET',
        '/cli/stores/ecommerce?s=20&p=0',
      );
      const store = stores.find((s) => s.deliveryModes.includes('IN_STORE'))!.id;
      const pasta = await findInStore(store, 'pasta', 'PZ');
      const fruit = await findInStore(store, 'mele', 'KG');

      const { cart } = await ok<{ cart: CartLite }>(token, 'POST', '/cli/ecommerce/cart/open', {
        storeId: store,
        deliveryMode: 'IN_STORE',
        addressId: '',
        terminalType: 'WEB',
        terminalId: 'walkthrough',
      });
      const cartId = cart.id;
      await ok(token, 'POST', '/cli/ecommerce/cart/store', {
        cartId,
        barcode: pasta.barcode,
        amount: 2,
        um: 'PZ',
      });
      const weight = Math.round(fruit.umStep * 3 * 100) / 100;
      await ok(token, 'POST', '/cli/ecommerce/cart/store', {
        cartId,
        barcode: fruit.barcode,
        weight,
        um: 'KG',
      });
      const both = await ok<CartLite>(token, 'GET', '/cli/ecommerce/cart/current');
      expect(both.items.map((i) => [i.barcode, i.amount])).toEqual(
        expect.arrayContaining([
          [pasta.barcode, 2],
          [fruit.barcode, weight],
        ]),
      );

      await ok(token, 'POST', '/cli/ecommerce/cart/delete', { cartId, barcode: pasta.barcode });
      const current = await ok<CartLite>(token, 'GET', '/cli/ecommerce/cart/current');
      expect(current.id).toBe(cartId);
      expect(current.items.map((i) => [i.barcode, i.weight])).toEqual([[fruit.barcode, weight]]);

      expect(await ok(token, 'POST', '/cli/ecommerce/cart/abort', { cartId })).toEqual({ cartId });
      expect(await ok(token, 'GET', '/cli/ecommerce/carts/open')).toEqual([]);

      await ok(token, 'POST', '/cli/profiles/logout');
      const after = await api(token, 'GET', '/cli/ecommerce/cart/current');
      expect(after.status).toBe(401);
    },
    HASHING,
  );

  it(
    'answers 401 in the envelope for a bad or an expired token',
    async () => {
      const bad = await api(`x${'0'.repeat(42)}`, 'GET', '/cli/ecommerce/cart/current');
      expect(bad).toEqual({
        status: 401,
        body: {
          responseCode: 401,
          message: 'Sessione scaduta',
          errorMessage: 'Sessione scaduta',
          data: null,
        },
      });
      const { token } = await ok<{ token: string }>(null, 'POST', '/cli/profiles/login', {
        username: user.email,
        password: user.password,
      });
      await db.db
        .update(sessions)
        .set({ expiresAt: new Date(Date.now() - 1) })
        .where(eq(sessions.userId, user.id));
      const expired = await api(token, 'GET', '/cli/ecommerce/carts/open');
      expect(expired.status).toBe(401);
      expect(expired.body.errorMessage).toBe('Sessione scaduta');
    },
    HASHING,
  );
});
