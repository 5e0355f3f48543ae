import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Slot, SlotDay } from '@spesa/contracts';
import { slotSpecialOpenings } from '../../db/schema';
import { addDays, shopToday, weekDayOf } from '../../shared/shop-time';
import { call, okData } from '../../testing/cart-helpers';
import { newCustomer, setUpCartTest, type CartTest, type Customer } from '../../testing/cart-setup';
import { bookedOf, coffeeCart, freeze, freezeBody, orderOf } from '../../testing/orders-helpers';
import {
  changeOf,
  confirmChange,
  openChange,
  passCutoff,
} from '../../testing/order-change-helpers';

let s: CartTest;
const day = addDays(shopToday(new Date()), 4);

beforeAll(async () => {
  s = await setUpCartTest();
  // A one-place pickup slot of its own on that day, so the test fills it alone.
  await s.t.db.db.insert(slotSpecialOpenings).values({
    storeId: s.mazzini,
    mode: 'IN_STORE',
    date: day,
    startsAt: '05:00',
    endsAt: '05:30',
    capacity: 1,
    cutoffMinutes: 60,
  });
  await s.t.db.db.insert(slotSpecialOpenings).values({
    storeId: s.mazzini,
    mode: 'IN_STORE',
    date: day,
    startsAt: '05:30',
    endsAt: '06:00',
    capacity: 1,
    cutoffMinutes: 60,
  });
});
afterAll(() => s?.t.close());

const slotsOf = async (c: Customer, cartId: string) =>
  Slot.array().parse(
    okData(
      await call(
        s.t,
        c,
        'GET',
        `/cli/ecommerce/slots/${cartId}?weekDay=${weekDayOf(day)}&date=${day}`,
      ),
    ),
  );

const daysOf = async (c: Customer, cartId: string) =>
  SlotDay.array().parse(okData(await call(s.t, c, 'GET', `/cli/ecommerce/slots/${cartId}/days`)));

const early = (slots: Slot[]) => slots.find((x) => x.validFrom === '05:00');

describe("a change cart's slot list (issue 29)", () => {
  it("offers the order's own slot even when it is full, and no one else's cart", async () => {
    const anna = await newCustomer(s.t);
    const cartId = await coffeeCart(s.t, anna, s.mazzini);
    const slot = early(await slotsOf(anna, cartId));
    expect(slot?.available).toBe(true);
    const order = orderOf(await freeze(s.t, anna, freezeBody(cartId, slot!.id)));
    expect(await bookedOf(s.t, slot!.id)).toBe(1);

    // Full now: another customer's cart is not offered it.
    const bruno = await newCustomer(s.t);
    const other = await coffeeCart(s.t, bruno, s.mazzini);
    expect(early(await slotsOf(bruno, other))?.available).toBe(false);

    // Anna's change keeps her place: the slot is offered to her change cart.
    const change = changeOf(await openChange(s, anna, order.id));
    expect(early(await slotsOf(anna, change.cartId))).toMatchObject({
      id: slot!.id,
      available: true,
    });
    expect((await daysOf(anna, change.cartId)).find((d) => d.date === day)?.available).toBe(true);
    // And the checkout keeps it, with no second place taken.
    const after = orderOf(
      await confirmChange(s, anna, order.id, freezeBody(change.cartId, slot!.id)),
    );
    expect(after.version).toBe(2);
    expect(await bookedOf(s.t, slot!.id)).toBe(1);
  });

  it('does not offer the own slot once its cut-off has passed', async () => {
    const carla = await newCustomer(s.t);
    const cartId = await coffeeCart(s.t, carla, s.mazzini);
    const slot = (await slotsOf(carla, cartId)).find((x) => x.validFrom === '05:30');
    const order = orderOf(await freeze(s.t, carla, freezeBody(cartId, slot!.id)));
    const change = changeOf(await openChange(s, carla, order.id));
    const ownOf = async () =>
      (await slotsOf(carla, change.cartId)).find((x) => x.id === slot!.id)?.available;
    expect(await ownOf()).toBe(true);
    await passCutoff(s, slot!.id);
    expect(await ownOf()).toBe(false);
  });
});
