import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { staff } from '../../db/schema';
import { insertTestStaff, staffCookieFor } from '../../testing';
import { expectCode } from '../../testing/cart-helpers';
import {
  detailOf,
  handleItem,
  moveTo,
  placeMixedOrder,
  queueOf,
  setUpStaffTest,
  staffCall,
  type PlacedOrder,
  type StaffTest,
} from '../../testing/store-orders-helpers';

let s: StaffTest;
let placed: PlacedOrder;

beforeAll(async () => {
  s = await setUpStaffTest();
  placed = await placeMixedOrder(s);
});
afterAll(() => s?.t.close());

describe('who reaches a store’s orders', () => {
  it('refuses an operator of another store everything about the order (403)', async () => {
    const id = placed.order.id;
    const itemId = placed.order.cart.items[0]!.id;
    const other = s.otherOperator;
    expectCode(
      await staffCall(s.t, other, 'GET', `/cli/staff/stores/${s.mazzini}/orders`),
      403,
      403,
    );
    expectCode(await staffCall(s.t, other, 'GET', `/cli/staff/orders/${id}`), 403, 403);
    expectCode(await moveTo(s.t, other, id, 'IN_PREPARATION'), 403, 403);
    expectCode(await moveTo(s.t, other, id, 'CANCELLED'), 403, 403);
    expectCode(await handleItem(s.t, other, id, itemId, { action: 'UNAVAILABLE' }), 403, 403);
    // Its own store is fine.
    queueOf(await staffCall(s.t, other, 'GET', `/cli/staff/stores/${s.bolognina}/orders`));
    const detail = detailOf(await staffCall(s.t, s.operator, 'GET', `/cli/staff/orders/${id}`));
    expect(detail.status).toBe('TO_BE_PREPARED');
  });

  it('lets an administrator work every store', async () => {
    for (const storeId of [s.mazzini, s.bolognina, s.modena, s.ferrara])
      queueOf(await staffCall(s.t, s.admin, 'GET', `/cli/staff/stores/${storeId}/orders`));
    const { order } = await placeMixedOrder(s);
    const moved = detailOf(await moveTo(s.t, s.admin, order.id, 'IN_PREPARATION'));
    const itemId = moved.departments[0]!.lines[0]!.id;
    detailOf(await handleItem(s.t, s.admin, order.id, itemId, { action: 'UNAVAILABLE' }));
  });

  it('answers 401 without a staff session, with an expired one or a disabled account', async () => {
    const id = placed.order.id;
    expectCode(await staffCall(s.t, null, 'GET', `/cli/staff/orders/${id}`), 401, 401);
    expectCode(
      await staffCall(s.t, 'spesa_staff=made-up', 'GET', `/cli/staff/orders/${id}`),
      401,
      401,
    );
    const gone = await insertTestStaff(s.t.db.db, { role: 'ADMIN' });
    const cookie = await staffCookieFor(s.t.db.db, gone.id);
    queueOf(await staffCall(s.t, cookie, 'GET', `/cli/staff/stores/${s.mazzini}/orders`));
    await s.t.db.db.update(staff).set({ enabled: false }).where(eq(staff.id, gone.id));
    expectCode(
      await staffCall(s.t, cookie, 'GET', `/cli/staff/stores/${s.mazzini}/orders`),
      401,
      401,
    );
  });

  it('answers an operator 403 for an unknown store, as for another store’s', async () => {
    expectCode(
      await staffCall(s.t, s.operator, 'GET', '/cli/staff/stores/999999/orders'),
      403,
      403,
    );
  });
});
