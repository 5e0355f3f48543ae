import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { reconcilePayments } from '../../modules/payments/hold-reconciler';
import { storeOk } from '../../testing/cart-helpers';
import { FIXTURE, setUpCartTest, type CartTest } from '../../testing/cart-setup';
import { holdsOnCard, readyToPay } from '../../testing/checkout-helpers';
import { freeze, freezeBody, orderOf } from '../../testing/orders-helpers';
import { changeOf, openChange, storedOrder } from '../../testing/order-change-helpers';
import { startServerProcess, type ServerProcess } from '../../testing/server-process';

/**
 * Issue 29, never without cover, never twice: the real server killed (SIGKILL, from a
 * SPESA_FAULT crash point) in the middle of a change's confirmation leaves, once reconciled,
 * exactly one live hold on the card, and the version it covers.
 */

let s: CartTest;
const running: ServerProcess[] = [];

beforeAll(async () => {
  s = await setUpCartTest();
}, 60_000);
afterAll(async () => {
  await Promise.all(running.map((p) => p.stop()));
  await s?.t.close();
});

/** A card order (12,07 € held) with an open change adding 0,5 kg of parmigiano (21,92 €). */
async function changing() {
  const ready = await readyToPay(s);
  const order = orderOf(await freeze(s.t, ready.c, ready.body));
  const change = changeOf(await openChange(s, ready.c, order.id));
  await storeOk(s.t, ready.c, change.cartId, FIXTURE.barcodes.parmigiano, { weight: 0.5 });
  const body = freezeBody(change.cartId, ready.slotId, { paymentMode: 'ONLINE_CARD' });
  return { c: ready.c, order, body };
}

async function crashConfirming(fault: string) {
  const { c, order, body } = await changing();
  const server = await startServerProcess(s.t.db.url, { SPESA_FAULT: fault });
  running.push(server);
  await expect(
    fetch(`${server.url}/cli/ecommerce/orders/${order.id}/change/confirm`, {
      method: 'POST',
      headers: { cookie: c.cookie, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
  ).rejects.toThrow();
  expect(await server.ended).toBe('SIGKILL');
  // Two holds on the card for the moment: the old one and the change's.
  const holds = await holdsOnCard(s, c);
  expect(holds.filter((h) => h.status === 'AUTHORISED')).toHaveLength(2);
  return { c, order };
}

/** Reconciles until the dead process's locks are gone and one hold is left. */
async function reconciledHolds(c: Parameters<typeof holdsOnCard>[1]) {
  await vi.waitFor(
    async () => {
      await reconcilePayments(s.t.db.db);
      const live = (await holdsOnCard(s, c)).filter((h) => h.status === 'AUTHORISED');
      expect(live).toHaveLength(1);
    },
    { timeout: 30_000, interval: 250 },
  );
  return (await holdsOnCard(s, c)).filter((h) => h.status === 'AUTHORISED');
}

describe('a server killed while confirming a card change', () => {
  it('after the new authorisation: the order keeps its version and its old hold', async () => {
    const { c, order } = await crashConfirming('crash-after-change-authorise');
    expect(await reconciledHolds(c)).toEqual([{ amountCents: 1207, status: 'AUTHORISED' }]);
    expect((await storedOrder(s, order)).row.version).toBe(1);
  }, 120_000);

  it('after the commit, before the old release: the new version keeps only the new hold', async () => {
    const { c, order } = await crashConfirming('crash-before-superseded-release');
    expect((await storedOrder(s, order)).row.version).toBe(2);
    expect(await reconciledHolds(c)).toEqual([{ amountCents: 2192, status: 'AUTHORISED' }]);
  }, 120_000);
});
