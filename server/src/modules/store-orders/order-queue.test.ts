import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectCode } from '../../testing/cart-helpers';
import {
  detailOf,
  moveTo,
  placeMixedOrder,
  queueOf,
  setUpStaffTest,
  staffCall,
  type PlacedOrder,
  type StaffTest,
} from '../../testing/store-orders-helpers';

let s: StaffTest;
let first: PlacedOrder;
let second: PlacedOrder;
let home: PlacedOrder;

beforeAll(async () => {
  s = await setUpStaffTest();
  first = await placeMixedOrder(s, { notes: 'Ritiro dopo le 19' });
  second = await placeMixedOrder(s, { replacements: true, notes: '' });
  home = await placeMixedOrder(s, { mode: 'AT_HOME' });
  detailOf(await moveTo(s.t, s.operator, second.order.id, 'IN_PREPARATION'));
});
afterAll(() => s?.t.close());

const queueUrl = (storeId: number, query = '') => `/cli/staff/stores/${storeId}/orders${query}`;

describe('GET /cli/staff/stores/{storeId}/orders', () => {
  it('lists the day’s orders with notes, substitution choice and counts per slot and status', async () => {
    const date = first.order.deliveryDate;
    const queue = queueOf(
      await staffCall(s.t, s.operator, 'GET', queueUrl(s.mazzini, `?date=${date}`)),
    );
    expect(queue).toMatchObject({ storeId: String(s.mazzini), date });
    expect(queue.orders.map((o) => o.id)).toEqual([first.order.id, second.order.id, home.order.id]);
    expect(queue.orders[0]).toMatchObject({
      code: first.order.code,
      status: 'TO_BE_PREPARED',
      deliveryMode: 'IN_STORE',
      slotId: String(first.slotId),
      customerName: 'Giulia Bianchi',
      customerPhone: '3331234567',
      notes: 'Ritiro dopo le 19',
      enableProductsReplacement: false,
      paymentMode: 'CASH',
      itemsCount: 4,
      linesCount: 2,
      totalToPay: first.order.cart.totalToPay,
    });
    expect(queue.orders[1]).toMatchObject({ notes: null, enableProductsReplacement: true });
    expect(queue.orders[2]).toMatchObject({ deliveryMode: 'AT_HOME', linesCount: 3 });
    expect(queue.orders[2]!.addressDescription).toContain('Via Rizzoli 1');
    expect(queue.statuses).toEqual([
      { status: 'TO_BE_PREPARED', count: 2 },
      { status: 'IN_PREPARATION', count: 1 },
    ]);
    expect(queue.slots).toEqual([
      expect.objectContaining({
        slotId: String(first.slotId),
        mode: 'IN_STORE',
        total: 1,
        statuses: [{ status: 'TO_BE_PREPARED', count: 1 }],
      }),
      expect.objectContaining({ slotId: String(second.slotId), total: 1 }),
      expect.objectContaining({ slotId: String(home.slotId), mode: 'AT_HOME', total: 1 }),
    ]);
  });

  it('filters by slot and by status while the counts keep the whole day', async () => {
    const date = first.order.deliveryDate;
    const bySlot = queueOf(
      await staffCall(
        s.t,
        s.operator,
        'GET',
        queueUrl(s.mazzini, `?date=${date}&slotId=${home.slotId}`),
      ),
    );
    expect(bySlot.orders.map((o) => o.id)).toEqual([home.order.id]);
    expect(bySlot.slots).toHaveLength(3);
    const byStatus = queueOf(
      await staffCall(
        s.t,
        s.operator,
        'GET',
        queueUrl(s.mazzini, `?date=${date}&status=IN_PREPARATION`),
      ),
    );
    expect(byStatus.orders.map((o) => o.id)).toEqual([second.order.id]);
  });

  it('answers an empty day, today by default, and 400 for a bad date or status', async () => {
    const empty = queueOf(
      await staffCall(s.t, s.operator, 'GET', queueUrl(s.mazzini, '?date=2020-01-01')),
    );
    expect(empty).toEqual({
      storeId: String(s.mazzini),
      date: '2020-01-01',
      slots: [],
      statuses: [],
      orders: [],
    });
    const today = queueOf(await staffCall(s.t, s.operator, 'GET', queueUrl(s.mazzini)));
    expect(today.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expectCode(
      await staffCall(s.t, s.operator, 'GET', queueUrl(s.mazzini, '?date=2026-02-30')),
      400,
      400,
    );
    expectCode(
      await staffCall(s.t, s.operator, 'GET', queueUrl(s.mazzini, '?status=LOST')),
      400,
      400,
    );
  });
});
