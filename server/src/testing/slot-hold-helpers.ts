import { eq, sql } from 'drizzle-orm';
import { SlotHold } from '@spesa/contracts';
import { slotHolds, stores, users } from '../db/schema';
import { rowId, type TestApp, type WireId } from './index';
import { call, okData } from './cart-helpers';
import type { Customer } from './cart-setup';

export function holdRequest(t: TestApp, c: Customer, cartId: WireId, slotId: WireId) {
  return call(t, c, 'POST', `/cli/ecommerce/slots/${cartId}/hold`, { timeSlotId: slotId });
}

export async function holdOk(t: TestApp, c: Customer, cartId: WireId, slotId: WireId) {
  return SlotHold.parse(okData(await holdRequest(t, c, cartId, slotId)));
}

export async function readHoldOf(t: TestApp, c: Customer, cartId: WireId) {
  return SlotHold.nullable().parse(
    okData(await call(t, c, 'GET', `/cli/ecommerce/slots/${cartId}/hold`)),
  );
}

/** Time passes for the cart's hold: it lapsed `seconds` ago (no process runs at that instant). */
export async function lapseHold(t: TestApp, cartId: WireId, seconds = 1): Promise<void> {
  await t.db.db
    .update(slotHolds)
    .set({ expiresAt: sql`now() - ${seconds} * interval '1 second'` })
    .where(eq(slotHolds.cartId, rowId(cartId)));
}

export async function holdRowsOf(t: TestApp, cartId: WireId) {
  return t.db.db
    .select()
    .from(slotHolds)
    .where(eq(slotHolds.cartId, rowId(cartId)));
}

export async function setPrioritySettings(
  t: TestApp,
  storeId: WireId,
  settings: { sharePercent: number; opensMinutes: number; holdMinutes?: number },
): Promise<void> {
  await t.db.db
    .update(stores)
    .set({
      prioritySharePercent: settings.sharePercent,
      priorityOpensMinutes: settings.opensMinutes,
      holdMinutes: settings.holdMinutes ?? 60,
    })
    .where(eq(stores.id, rowId(storeId)));
}

export async function grantPriority(t: TestApp, userId: number): Promise<void> {
  await t.db.db.update(users).set({ priorityStatus: 'GRANTED' }).where(eq(users.id, userId));
}
