import { Slot, SpecialOpeningSetup } from '@spesa/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { call, okData, openCart } from '../../testing/cart-helpers';
import { newCustomer, setUpCartTest, type CartTest } from '../../testing/cart-setup';
import { addDays, shopToday, weekDayOf } from '../../shared/shop-time';
import { holdOk, holdRequest, readHoldOf } from '../../testing/slot-hold-helpers';
import {
  dataOf,
  staffCall,
  staffCookies,
  type StaffCookies,
} from '../../testing/store-setup-helpers';

let s: CartTest;
let staff: StaffCookies;
const day = addDays(shopToday(new Date()), 3);
const openings = () => `/cli/staff/stores/${s.mazzini}/calendar/IN_STORE/openings`;

beforeAll(async () => {
  s = await setUpCartTest();
  staff = await staffCookies(s.t, s.mazzini, s.modena);
});
afterAll(() => s?.t.close());

describe('a slot the staff remove while customers hold it (issue 29)', () => {
  it('tells the holders their hold lapsed, and the slot cannot be held again', async () => {
    const made = dataOf(
      await staffCall(s.t, staff.operator, 'POST', openings(), {
        date: day,
        validFrom: '21:33',
        validTo: '21:50',
        capacity: 3,
        cutoffMinutes: 60,
      }),
      SpecialOpeningSetup,
    );
    const anna = await newCustomer(s.t);
    const cart = await openCart(s.t, anna, s.mazzini, 'IN_STORE');
    const slotsOfDay = async () =>
      Slot.array().parse(
        okData(
          await call(
            s.t,
            anna,
            'GET',
            `/cli/ecommerce/slots/${cart.id}?weekDay=${weekDayOf(day)}&date=${day}`,
          ),
        ),
      );
    const slot = (await slotsOfDay()).find((x) => x.validFrom === '21:33');
    await holdOk(s.t, anna, cart.id, slot!.id);

    dataOf(await staffCall(s.t, staff.operator, 'DELETE', `${openings()}/${made.id}`), z.null());

    // Not silently nothing: the hold reads as lapsed, with the slot it was for.
    expect(await readHoldOf(s.t, anna, cart.id)).toMatchObject({
      timeSlotId: slot!.id,
      date: day,
      validFrom: '21:33',
      status: 'EXPIRED',
      canExtend: false,
    });
    // The slot is gone from the list and its old id books nothing.
    expect((await slotsOfDay()).some((x) => x.validFrom === '21:33')).toBe(false);
    const again = await holdRequest(s.t, anna, cart.id, slot!.id);
    expect(again.json<{ responseCode: number }>().responseCode).not.toBe(0);
    expect(await readHoldOf(s.t, anna, cart.id)).toMatchObject({ status: 'EXPIRED' });
  });
});
