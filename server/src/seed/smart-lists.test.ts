import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope, FavoriteList, SmartList, SmartListSummaries } from '@spesa/contracts';
import { users } from '../db/schema';
import { buildTestApp, sessionCookieFor, type TestApp } from '../testing';
import { DEMO_SMART_LISTS } from './smart-lists';

/** The template database every test file clones was seeded by the global setup with seedDemo. */
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

async function cookieOf(email: string): Promise<string> {
  const [user] = await t.db.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no ${email}`);
  return sessionCookieFor(t.db.db, user.id);
}

async function get<T>(cookie: string, url: string, schema: { parse: (v: unknown) => T }) {
  const res = await t.app.inject({ method: 'GET', url, headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return schema.parse((res.json() as { data: unknown }).data);
}

describe('the demo smart lists and favourites', () => {
  it.each(DEMO_SMART_LISTS)(
    'give $email a list with every line and the favourites',
    async (demo) => {
      const cookie = await cookieOf(demo.email);
      const lists = await get(cookie, '/cli/slists', SmartListSummaries);
      expect(lists.map((l) => [l.title, l.itemCount])).toEqual([
        [demo.list.title, demo.list.lines.length],
      ]);
      const list = await get(cookie, `/cli/slists/${lists[0]?.id}`, envelope(SmartList).shape.data);
      const expected = demo.list.lines.map((l) => ('product' in l ? l.product : l.custom));
      expect(list.items.map((i) => i.description)).toEqual(expected);
      expect(list.items.filter((i) => i.type === 'CUSTOM')).toHaveLength(1);
      for (const item of list.items) {
        expect(item.amount).toBeGreaterThanOrEqual(1);
        expect(Math.round(item.amount * 1000) % Math.round(item.umStep * 1000)).toBe(0);
      }
      const favs = await get(cookie, '/cli/slists/products/favorite/all', FavoriteList);
      expect(favs.map((f) => f.description)).toEqual(demo.favorites);
    },
  );
});
