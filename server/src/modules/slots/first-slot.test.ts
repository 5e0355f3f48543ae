import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope, ErrorEnvelope, FirstSlot, SlotDate, SlotTime } from '@spesa/contracts';
import { slotInstances, stores } from '../../db/schema';
import { buildTestApp, rowId, type TestApp } from '../../testing';
import { addDays, dayLabel, shopToday, romeInstant } from '../../shared/shop-time';

const FirstSlotAnswer = envelope(
  FirstSlot.extend({ date: SlotDate, validFrom: SlotTime, validTo: SlotTime }).nullable(),
);

let t: TestApp;
let storeIdOf: (name: string) => number;

beforeAll(async () => {
  t = await buildTestApp();
  const rows = await t.db.db.select({ id: stores.id, name: stores.name }).from(stores);
  const ids = new Map(rows.map((r) => [r.name, r.id]));
  storeIdOf = (name) => ids.get(name) ?? Number.NaN;
});
afterAll(() => t?.close());

const url = (storeId: number | string, mode: string, query = '?tid=01') =>
  `/cli/ecommerce/stores/${storeId}/delivery/${mode}/slots/first/available${query}`;

async function firstSlot(storeId: number, mode: string) {
  const res = await t.app.inject({ method: 'GET', url: url(storeId, mode) });
  expect(res.statusCode, res.body).toBe(200);
  const body = FirstSlotAnswer.parse(res.json());
  expect(body.responseCode).toBe(0);
  return body.data;
}

async function refused(target: string): Promise<string[]> {
  const res = await t.app.inject({ method: 'GET', url: target });
  expect(res.statusCode, res.body).toBe(400);
  const body = ErrorEnvelope.parse(res.json());
  return body.errors?.map((e) => e.field) ?? [];
}

describe('GET /cli/ecommerce/stores/:storeId/delivery/:mode/slots/first/available', () => {
  it('answers a bookable slot of the seeded calendar within ten days', async () => {
    const slot = await firstSlot(storeIdOf('Spesa Bologna Mazzini'), 'AT_HOME');
    if (!slot) throw new Error('no slot');
    const today = shopToday(new Date());
    expect(slot.date >= today && slot.date <= addDays(today, 9)).toBe(true);
    expect(romeInstant(slot.date, slot.validFrom).getTime()).toBeGreaterThan(Date.now());
    expect(slot.validTo > slot.validFrom).toBe(true);
    expect(slot.description).toBe(dayLabel(slot.date));
  });

  it('hands out the same id twice: the id of the slot instance a cart will book', async () => {
    const storeId = storeIdOf('Spesa Modena Giardini');
    const first = await firstSlot(storeId, 'IN_STORE');
    const again = await firstSlot(storeId, 'IN_STORE');
    expect(again).toEqual(first);
    const [row] = await t.db.db
      .select()
      .from(slotInstances)
      .where(eq(slotInstances.id, rowId(first?.id ?? -1)));
    expect(row).toMatchObject({ storeId, mode: 'IN_STORE', date: first?.date, booked: 0 });
  });

  it('skips a fully booked first slot', async () => {
    const storeId = storeIdOf('Spesa Parma Montanara');
    const first = await firstSlot(storeId, 'AT_HOME');
    if (!first) throw new Error('no slot');
    await t.db.db
      .update(slotInstances)
      .set({ booked: sql`${slotInstances.capacity}` })
      .where(eq(slotInstances.id, rowId(first.id)));
    const next = await firstSlot(storeId, 'AT_HOME');
    expect(next?.id).not.toBe(first.id);
    expect(`${next?.date} ${next?.validFrom}` > `${first.date} ${first.validFrom}`).toBe(true);
  });

  it('answers null for a mode the store does not offer', async () => {
    expect(await firstSlot(storeIdOf('Spesa Bologna Bolognina'), 'DRIVE')).toBeNull();
    expect(await firstSlot(storeIdOf('Spesa Ferrara Bologna'), 'AT_HOME')).toBeNull();
  });

  it('answers the not-found envelope for an unknown store', async () => {
    const res = await t.app.inject({ method: 'GET', url: url(999_999, 'AT_HOME') });
    expect(res.statusCode).toBe(200);
    expect(ErrorEnvelope.parse(res.json())).toEqual({
      responseCode: 404,
      message: 'Negozio non trovato',
      errorMessage: 'Negozio non trovato',
      data: null,
    });
  });

  it('refuses a bad mode, store id or tenant, naming the field', async () => {
    const storeId = storeIdOf('Spesa Bologna Mazzini');
    expect(await refused(url(storeId, 'TELEPORT'))).toEqual(['mode']);
    expect(await refused(url(storeId, 'at_home'))).toEqual(['mode']);
    expect(await refused(url('abc', 'AT_HOME'))).toEqual(['storeId']);
    expect(await refused(url(0, 'AT_HOME'))).toEqual(['storeId']);
    expect(await refused(url(storeId, 'AT_HOME', '?tid=02'))).toEqual(['tid']);
  });

  it('accepts the call without tid', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: url(storeIdOf('Spesa Bologna Mazzini'), 'IN_STORE', ''),
    });
    expect(res.statusCode).toBe(200);
  });
});
