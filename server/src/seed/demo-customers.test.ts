import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidVatNumber } from '@spesa/contracts';
import { verifyPassword } from '../modules/accounts/password-hash';
import { createTestDb, type TestDb } from '../testing/test-db';
import { DEMO_PASSWORD } from './demo-customers';
import { CARD_MEMBERS } from './loyalty-card-members';

/** The template database every test file clones was seeded by the global setup with seedDemo. */
let t: TestDb;

beforeAll(async () => {
  t = await createTestDb();
});
afterAll(() => t?.close());

interface CustomerRow extends Record<string, unknown> {
  email: string;
  status: string;
  password_hash: string;
  card_enabled: boolean;
  served_by: string | null;
  billing_vat: string | null;
  billing_county: string | null;
}

describe('the demo customers', () => {
  it('are active, hold a registry card, live where a store delivers home and can invoice', async () => {
    const result = await t.db.execute<CustomerRow>(sql`
      select u.email, u.status, u.password_hash, c.enabled as card_enabled,
        (select string_agg(distinct s.name, ', ') from store_service_areas a
           join stores s on s.id = a.store_id where a.mode = 'AT_HOME' and a.zip = sa.zip) as served_by,
        b.vat_code as billing_vat, b.county as billing_county
      from users u
      join loyalty_cards c on c.code = u.card_code
      join shipping_addresses sa on sa.user_id = u.id and sa.from_remote
      left join billing_addresses b on b.user_id = u.id
      where u.email in ('demo@spesa.it', 'demo2@spesa.it')
      order by u.email`);
    expect(result.rows.map((r) => r.email)).toEqual(['demo2@spesa.it', 'demo@spesa.it']);
    for (const row of result.rows) {
      expect(row).toMatchObject({ status: 'ACTIVE', card_enabled: true });
      expect(row.served_by, row.email).toBeTruthy();
      expect(isValidVatNumber(row.billing_vat ?? '')).toBe(true);
      expect(row.billing_county).toMatch(/^[A-Z]{2}$/);
    }
    // One check is enough: scrypt at N=2^17 is slow on purpose.
    expect(await verifyPassword(DEMO_PASSWORD, result.rows[0]?.password_hash ?? '')).toBe(true);
  });

  it('leave the rest of the registry free', async () => {
    const result = await t.db.execute<{ cards: number; linked: number }>(sql`
      select (select count(*) from loyalty_cards)::int as cards,
             (select count(*) from users where card_code is not null)::int as linked`);
    expect(result.rows[0]).toEqual({ cards: CARD_MEMBERS.length, linked: 2 });
  });
});
