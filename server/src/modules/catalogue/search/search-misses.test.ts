import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SearchMiss, envelope } from '@spesa/contracts';
import { z } from 'zod';
import { buildTestApp, insertTestStaff, staffCookieFor, type TestApp } from '../../../testing';
import { isCatalogueLikeTerm } from './search-misses';

let t: TestApp;
let storeId: number;
let admin: string;

beforeAll(async () => {
  t = await buildTestApp();
  const stores = await t.db.db.execute<{ id: number }>(sql`select id from stores order by id`);
  storeId = stores.rows[0]!.id;
  admin = await staffCookieFor(t.db.db, (await insertTestStaff(t.db.db, { role: 'ADMIN' })).id);
});
afterAll(() => t?.close());

const search = (q: string, remoteAddress: string) =>
  t.app.inject({
    method: 'GET',
    url: `/cli/ecommerce/products/${storeId}?q=${encodeURIComponent(q)}`,
    remoteAddress,
  });

async function report(): Promise<SearchMiss[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/cli/staff/search/misses?days=30',
    headers: { cookie: admin },
  });
  return envelope(z.array(SearchMiss)).parse(res.json()).data;
}

describe("the staff's zero-result report (issue 25, item 9)", () => {
  it('300 anonymous searches with junk from one client do not fill it', async () => {
    const junk = [
      (i: number) => `compra ora ${i}`,
      (i: number) => `http://evil.example/${i}`,
      (i: number) => `<b>vinci${i}</b>`,
      (i: number) => `scrivi a spam${i}@evil.example`,
      (i: number) => `zzqx${i} ${'parola '.repeat(10)}`,
      () => 'ripetuto ripetuto',
    ];
    for (let i = 0; i < 300; i++) {
      const res = await search(junk[i % junk.length]!(i), '203.0.113.7');
      expect(res.statusCode).toBe(200);
    }
    // A real miss, from two shoppers (one of them searching it three times).
    for (const address of ['198.51.100.1', '198.51.100.1', '198.51.100.1', '198.51.100.2'])
      await search('Zucchine  TROMBETTA', address);
    const rows = await report();
    expect(rows).toEqual([
      expect.objectContaining({ query: 'zucchine trombetta', count: 2, stores: 1 }),
    ]);
    // Counted once per client and day: one row per term and client, whatever the repeats.
    const stored = await t.db.db.execute<{ n: number }>(
      sql`select count(*)::int as n from search_misses where query = 'ripetuto ripetuto'`,
    );
    expect(stored.rows[0]!.n).toBe(1);
  });

  it('forgets days older than the retention period', async () => {
    await t.db.db.execute(sql`insert into search_misses (store_id, day, query, client)
      values (${storeId}, current_date - 91, 'vecchia ricerca', 'a'),
             (${storeId}, current_date - 89, 'recente ricerca', 'a')`);
    await search('cavolo romanesco viola', '198.51.100.3');
    await report();
    const left = await t.db.db.execute<{ query: string }>(
      sql`select query from search_misses where query like '%ricerca'`,
    );
    expect(left.rows.map((r) => r.query)).toEqual(['recente ricerca']);
  });
});

describe('isCatalogueLikeTerm', () => {
  it('takes words a shopper types for a product, nothing else', () => {
    for (const term of ['olio', 'Zucchine trombetta', "pecorino d'abruzzo", 'acqua 1,5 l', 'tè'])
      expect(isCatalogueLikeTerm(term), term).toBe(true);
    for (const term of [
      'a',
      'x'.repeat(41),
      'uno due tre quattro cinque sei',
      'http://evil.example',
      'www.evil.example',
      'evil.example',
      'me@evil.example',
      '<script>',
      'a&b',
      'prezzo $$$',
    ])
      expect(isCatalogueLikeTerm(term), term).toBe(false);
  });
});
