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
  categoryId: string;
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

/** An identifier by its name, as typed clients declare it: a string (issue 26). */
const isIdKey = (key: string) =>
  key === 'id' || key === 'ref' || key === 'barcode' || /Id$/.test(key);

/**
 * Every identifier anywhere in a reply is a JSON string (typed clients fail the whole reply on a
 * number there); answers how many it checked, so a caller can tell the walk was not empty.
 */
function expectStringIds(reply: unknown, where: string): number {
  let checked = 0;
  const stack: { value: unknown; path: string }[] = [{ value: reply, path: where }];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const { value, path } = next;
    if (Array.isArray(value))
      value.forEach((v, i) => stack.push({ value: v, path: `${path}[${i}]` }));
    else if (value && typeof value === 'object') {
      for (const [key, v] of Object.entries(value)) {
        if (isIdKey(key) && v !== null && v !== undefined) {
          expect(typeof v, `${path}.${key}`).toBe('string');
          checked++;
        } else stack.push({ value: v, path: `${path}.${key}` });
      }
    }
  }
  return checked;
}

async function ok<T>(token: string | null, method: string, path: string, body?: object) {
  const { status, body: envelope } = await api<T>(token, method, path, body);
  expect(status, JSON.stringify(envelope)).toBe(200);
  expect(envelope.responseCode).toBe(0);
  idsChecked += expectStringIds(envelope.data, `${method} ${path}`);
  return envelope.data;
}
let idsChecked = 0;

/**
 * A business refusal as this platform's clients read it (spec 8, issue 26): HTTP 200, the
 * catalogue code in `responseCode` and its message in `errorMessage`; never an HTTP error, which
 * they would take for a lost session (401, 403, 404) or an unreadable request (400).
 */
async function refused(token: string | null, method: string, path: string, body?: object) {
  const { status, body: envelope } = await api(token, method, path, body);
  expect(status, JSON.stringify(envelope)).toBe(200);
  expect(envelope.errorMessage).toBe(envelope.message);
  return { responseCode: envelope.responseCode, errorMessage: envelope.errorMessage };
}

/** Every parameter of the spec's product listing, the empty ones included, as such clients send. */
function everyParameter(values: { q?: string; category?: string }): string {
  const { q = '', category = '' } = values;
  return `store=&q=${q}&p=0&category=${category}&onlyPromotions=false&onlyBranded=false&tag=`;
}

/** A product the store sells now, found by a search without a store. */
async function findInStore(store: string, q: string, um: 'PZ' | 'KG'): Promise<ProductLite> {
  const found = await ok<ProductLite[]>(null, 'GET', `/cli/ecommerce/products?store=&q=${q}&s=50`);
  for (const product of found.filter((p) => p.um === um)) {
    const path = `/cli/ecommerce/products/barcode/${product.barcode}?store=${store}`;
    const res = await api<ProductLite>(null, 'GET', path);
    expect(res.status).toBe(200);
    if (res.body.responseCode === 0 && res.body.data.available) return res.body.data;
  }
  throw new Error(`no ${um} product for "${q}" in store ${store}`);
}

/** A barcode of a valid form that no product has. */
const UNKNOWN_BARCODE = '8009999999991';

describe('client walk-through with a bearer token', () => {
  it(
    'logs in, searches and lists with every parameter, and fills, reads and aborts a pickup cart',
    async () => {
      const login = await ok<{ token: string }>(null, 'POST', '/cli/profiles/login', {
        username: user.email,
        password: user.password,
      });
      const token = login.token;

      // Chain-wide search and a category listing, every parameter present, empty ones among them.
      const latte = await ok<ProductLite[]>(
        null,
        'GET',
        `/cli/ecommerce/products?${everyParameter({ q: 'latte' })}`,
      );
      expect(latte.length).toBeGreaterThan(0);
      const category = latte[0]!.categoryId;
      const shelf = await ok<ProductLite[]>(
        null,
        'GET',
        `/cli/ecommerce/products?${everyParameter({ category })}`,
      );
      expect(shelf.length).toBeGreaterThan(0);
      expect(shelf.every((p) => p.categoryId === category)).toBe(true);

      // No cart yet: a business outcome, not a lost session.
      expect(await refused(token, 'GET', '/cli/ecommerce/cart/current')).toEqual({
        responseCode: 4004,
        errorMessage: 'Carrello non trovato',
      });

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
      expect(typeof cartId).toBe('string');
      expect(typeof store).toBe('string');
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
      const unknown = await refused(token, 'POST', '/cli/ecommerce/cart/store', {
        cartId,
        barcode: UNKNOWN_BARCODE,
        amount: 1,
        um: 'PZ',
      });
      expect(unknown).toEqual({ responseCode: 4030, errorMessage: 'Prodotto non trovato' });
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
      // Ids were walked in every reply: stores, products, categories, the cart and its lines.
      expect(idsChecked).toBeGreaterThan(50);
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
