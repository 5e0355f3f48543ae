import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeOk } from '../../testing/cart-helpers';
import { FIXTURE } from '../../testing/cart-setup';
import { freezeBody } from '../../testing/orders-helpers';
import {
  changeOf,
  confirmChange,
  openChange,
  storedOrder,
} from '../../testing/order-change-helpers';
import {
  detailOf,
  lineOf,
  moveTo,
  placeMixedOrder,
  queueOf,
  setUpStaffTest,
  staffCall,
  type StaffTest,
} from '../../testing/store-orders-helpers';

let s: StaffTest;

beforeAll(async () => {
  s = await setUpStaffTest();
});
afterAll(() => s?.t.close());

describe('a change confirmed while the store starts preparing (issue 29)', () => {
  it('resolves to exactly one winner each time, the order row lock deciding', async () => {
    const outcomes = new Set<string>();
    for (let round = 0; round < 6; round++) {
      const { c, order, slotId } = await placeMixedOrder(s);
      const change = changeOf(await openChange(s, c, order.id));
      await storeOk(s.t, c, change.cartId, FIXTURE.barcodes.biscotti, { amount: 2 });
      const [confirmed, started] = await Promise.all([
        confirmChange(s, c, order.id, freezeBody(change.cartId, slotId)),
        moveTo(s.t, s.operator, order.id, 'IN_PREPARATION'),
      ]);
      expect(started.json()).toMatchObject({ responseCode: 0 });
      const code = confirmed.json<{ responseCode: number }>().responseCode;
      // Either the change went first (the store prepares version 2) or the store did (4205).
      expect([0, 4205]).toContain(code);
      const { row } = await storedOrder(s, order.id);
      expect(row.status).toBe('IN_PREPARATION');
      expect(row.version).toBe(code === 0 ? 2 : 1);
      const detail = detailOf(
        await staffCall(s.t, s.operator, 'GET', `/cli/staff/orders/${order.id}`),
      );
      if (code === 0) expect(lineOf(detail, FIXTURE.barcodes.biscotti)).toBeTruthy();
      else expect(() => lineOf(detail, FIXTURE.barcodes.biscotti)).toThrow();
      outcomes.add(code === 0 ? 'change first' : 'store first');
    }
    expect(outcomes.size).toBeGreaterThan(0);
  });

  it('the staff queue shows the latest version, marked as changed', async () => {
    const { c, order, slotId } = await placeMixedOrder(s);
    const change = changeOf(await openChange(s, c, order.id));
    await storeOk(s.t, c, change.cartId, FIXTURE.barcodes.biscotti, { amount: 2 });
    await confirmChange(s, c, order.id, freezeBody(change.cartId, slotId));
    const queue = queueOf(
      await staffCall(
        s.t,
        s.operator,
        'GET',
        `/cli/staff/stores/${s.mazzini}/orders?date=${order.deliveryDate}`,
      ),
    );
    const rows = queue.orders.filter((o) => o.code === order.code);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ version: 2, linesCount: 3 });
  });
});
