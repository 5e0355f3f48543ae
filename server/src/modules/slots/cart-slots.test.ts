import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { FirstSlot, Slot, SlotDay } from '@spesa/contracts';
import { slotClosures, slotInstances, slotSpecialOpenings, users } from '../../db/schema';
import { call, expectCode, okData, openCart } from '../../testing/cart-helpers';
import { newCustomer, setUpCartTest, type CartTest, type Customer } from '../../testing/cart-setup';
import { addDays, dayLabel, shopToday, weekDayOf } from '../../shared/shop-time';
import { rowId } from '../../testing';

let s: CartTest;
let anna: Customer;
let cartId: string;
const today = shopToday(new Date());

beforeAll(async () => {
  s = await setUpCartTest();
  anna = await newCustomer(s.t);
  cartId = (await openCart(s.t, anna, s.mazzini, 'IN_STORE')).id;
  // Closed in two days (without the seed's holiday openings); today opens at midnight, a
  // slot whose cut-off is always past.
  const closed = addDays(today, 2);
  const mazziniPickup = and(
    eq(slotSpecialOpenings.storeId, s.mazzini),
    eq(slotSpecialOpenings.mode, 'IN_STORE'),
  );
  await s.t.db.db
    .delete(slotSpecialOpenings)
    .where(and(mazziniPickup, eq(slotSpecialOpenings.date, closed)));
  await s.t.db.db
    .insert(slotClosures)
    .values({ storeId: s.mazzini, mode: 'IN_STORE', date: closed, reason: 'Prova' })
    .onConflictDoNothing();
  await s.t.db.db.insert(slotSpecialOpenings).values({
    storeId: s.mazzini,
    mode: 'IN_STORE',
    date: today,
    startsAt: '00:00',
    endsAt: '00:30',
    capacity: 5,
    cutoffMinutes: 0,
  });
});
afterAll(() => s?.t.close());

const days = async (c: Customer) =>
  SlotDay.array().parse(okData(await call(s.t, c, 'GET', `/cli/ecommerce/slots/${cartId}/days`)));

const slotsOf = async (query: string) =>
  Slot.array().parse(
    okData(await call(s.t, anna, 'GET', `/cli/ecommerce/slots/${cartId}${query}`)),
  );

describe('GET /cli/ecommerce/slots/{cartId}/days', () => {
  it('lists the 10 days from today, numbered 1 Sunday to 7 Saturday', async () => {
    const list = await days(anna);
    expect(list.map((d) => d.date)).toEqual(
      Array.from({ length: 10 }, (_, i) => addDays(today, i)),
    );
    for (const d of list) {
      expect(d.weekDay).toBe(new Date(`${d.date}T12:00:00Z`).getUTCDay() + 1);
      expect(d.description).toBe(dayLabel(d.date));
    }
    expect(list[2]?.available).toBe(false);
    expect(list.some((d) => d.available)).toBe(true);
  });

  it("refuses a guest (401) and another customer's cart (4004)", async () => {
    expectCode(await call(s.t, null, 'GET', `/cli/ecommerce/slots/${cartId}/days`), 401, 401);
    const bruno = await newCustomer(s.t);
    expectCode(await call(s.t, bruno, 'GET', `/cli/ecommerce/slots/${cartId}/days`), 200, 4004);
    expectCode(
      await call(s.t, bruno, 'GET', `/cli/ecommerce/slots/${cartId}?weekDay=2`),
      200,
      4004,
    );
  });
});

describe('GET /cli/ecommerce/slots/{cartId}?weekDay=', () => {
  it('answers the slots of the day with ids the freeze can book', async () => {
    const date = addDays(today, 1);
    const slots = await slotsOf(`?weekDay=${weekDayOf(date)}&date=${date}`);
    expect(slots.length).toBeGreaterThan(0);
    expect(slots.every((x) => x.date === date && x.weekDay === weekDayOf(date))).toBe(true);
    expect(slots.map((x) => x.validFrom)).toEqual([...slots.map((x) => x.validFrom)].sort());
    const rows = await s.t.db.db
      .select()
      .from(slotInstances)
      .where(
        inArray(
          slotInstances.id,
          slots.map((x) => rowId(x.id)),
        ),
      );
    expect(rows.map((r) => [r.storeId, r.mode, r.date]).sort()).toEqual(
      slots.map(() => [s.mazzini, 'IN_STORE', date]),
    );
    expect(await slotsOf(`?weekDay=${weekDayOf(date)}&date=${date}`)).toEqual(slots);
  });

  it('shows a full slot and one past its cut-off as not available', async () => {
    const date = addDays(today, 1);
    const [first] = await slotsOf(`?weekDay=${weekDayOf(date)}&date=${date}`);
    await s.t.db.db
      .update(slotInstances)
      .set({ booked: slotInstances.capacity })
      .where(eq(slotInstances.id, rowId(first!.id)));
    const again = await slotsOf(`?weekDay=${weekDayOf(date)}&date=${date}`);
    expect(again.find((x) => x.id === first!.id)?.available).toBe(false);
    const todays = await slotsOf(`?weekDay=${weekDayOf(today)}`);
    expect(todays[0]).toMatchObject({ date: today, validFrom: '00:00', available: false });
  });

  it('takes the earlier of two days with the same week day without a date', async () => {
    const later = addDays(today, 7);
    expect((await slotsOf(`?weekDay=${weekDayOf(today)}`))[0]?.date).toBe(today);
    const slots = await slotsOf(`?weekDay=${weekDayOf(later)}&date=${later}`);
    expect(slots.every((x) => x.date === later)).toBe(true);
  });

  it('answers an empty list for a closed day and 400 for a bad day', async () => {
    const closed = addDays(today, 2);
    expect(await slotsOf(`?weekDay=${weekDayOf(closed)}&date=${closed}`)).toEqual([]);
    const outside = addDays(today, 10);
    const path = `/cli/ecommerce/slots/${cartId}?weekDay=${weekDayOf(outside)}&date=${outside}`;
    expectCode(await call(s.t, anna, 'GET', path), 200, 4000);
    for (const query of [
      `?weekDay=${(weekDayOf(closed) % 7) + 1}&date=${closed}`,
      '?weekDay=8',
      '',
    ]) {
      const res = await call(s.t, anna, 'GET', `/cli/ecommerce/slots/${cartId}${query}`);
      expectCode(res, 400, 400);
    }
  });
});

describe('GET /cli/ecommerce/slots/first/available', () => {
  const url = '/cli/ecommerce/slots/first/available';
  const storeFirst = async (mode: string) =>
    (
      await call(
        s.t,
        null,
        'GET',
        `/cli/ecommerce/stores/${s.mazzini}/delivery/${mode}/slots/first/available`,
      )
    ).json().data;

  it("answers the first slot for the current cart's store and mode", async () => {
    const slot = FirstSlot.parse(okData(await call(s.t, anna, 'GET', url)));
    expect(slot).toEqual(await storeFirst('IN_STORE'));
  });

  it('without a cart, answers for the default store, or null without one', async () => {
    const c = await newCustomer(s.t);
    expect(okData(await call(s.t, c, 'GET', url))).toBeNull();
    await s.t.db.db.update(users).set({ defaultStoreId: s.mazzini }).where(eq(users.id, c.id));
    const slot = FirstSlot.parse(okData(await call(s.t, c, 'GET', url)));
    expect(slot).toEqual(await storeFirst('AT_HOME'));
    expectCode(await call(s.t, null, 'GET', url), 401, 401);
  });
});
