import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { orders, paymentLedger } from '../../db/schema';
import { setUpCartTest, type CartTest } from '../../testing/cart-setup';
import type { Customer } from '../../testing/cart-setup';
import { startServerProcess, type ServerProcess } from '../../testing/server-process';
import { holdsOnCard, ledgerOf, readyToPay } from '../../testing/checkout-helpers';

/**
 * Finding 2 of issue 13, end to end: the real server, killed (SIGKILL, from a SPESA_FAULT
 * crash point) between the card's authorisation and the order's commit, leaves a hold; the
 * next start lets it go, and no ledger row stays PENDING.
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

const PREAUTH = 1207;

async function start(env: Record<string, string> = {}) {
  const server = await startServerProcess(s.t.db.url, env);
  running.push(server);
  return server;
}

function freezeOn(server: ServerProcess, c: Customer, body: object, key: string) {
  return fetch(`${server.url}/cli/ecommerce/cart/freeze`, {
    method: 'POST',
    headers: { cookie: c.cookie, 'content-type': 'application/json', 'idempotency-key': key },
    body: JSON.stringify(body),
  });
}

/** Places an online-card order on a server that kills itself at `fault`. */
async function crashDuringCheckout(fault: string) {
  const ready = await readyToPay(s);
  const server = await start({ SPESA_FAULT: fault });
  await expect(freezeOn(server, ready.c, ready.body, `crash-${fault}`)).rejects.toThrow();
  expect(await server.ended).toBe('SIGKILL');
  // The damage the finding describes: money held on the card and no order.
  expect(await holdsOnCard(s, ready.c)).toEqual([{ amountCents: PREAUTH, status: 'AUTHORISED' }]);
  expect(await s.t.db.db.$count(orders, eq(orders.userId, ready.c.id))).toBe(0);
  return ready;
}

async function unsettled(userIds: number[]) {
  const ledger = await s.t.db.db
    .select()
    .from(paymentLedger)
    .where(inArray(paymentLedger.userId, userIds));
  return ledger.filter(
    (r) =>
      r.outcome === 'PENDING' ||
      (r.operation === 'AUTHORISE' &&
        r.outcome === 'APPROVED' &&
        !ledger.some((x) => x.parentId === r.id && x.outcome === 'APPROVED')),
  );
}

describe('a server killed during an online-card checkout', () => {
  it('leaves no hold behind once a server starts again', async () => {
    const afterAuthorise = await crashDuringCheckout('crash-after-authorise');
    expect(await ledgerOf(s, afterAuthorise.c)).toMatchObject([
      { operation: 'VERIFY' },
      { operation: 'AUTHORISE', outcome: 'APPROVED', orderId: null },
    ]);
    const beforeLedger = await crashDuringCheckout('crash-before-ledger');
    const [, pending] = await ledgerOf(s, beforeLedger.c);
    expect(pending).toMatchObject({ operation: 'AUTHORISE', outcome: 'PENDING' });

    const server = await start();
    const customers = [afterAuthorise.c.id, beforeLedger.c.id];
    // The reconciler runs at start: wait for it (bounded), then check everything.
    for (let i = 0; i < 100 && (await unsettled(customers)).length > 0; i++)
      await new Promise((r) => setTimeout(r, 200));
    expect(await unsettled(customers)).toEqual([]);
    for (const { c } of [afterAuthorise, beforeLedger])
      expect(await holdsOnCard(s, c)).toEqual([{ amountCents: PREAUTH, status: 'VOIDED' }]);

    // The customer then pays normally: one order, one live hold.
    const res = await freezeOn(server, afterAuthorise.c, afterAuthorise.body, 'after-the-crash');
    expect(res.status).toBe(200);
    const placed = await s.t.db.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.userId, afterAuthorise.c.id), eq(orders.paymentMode, 'ONLINE_CARD')));
    expect(placed).toHaveLength(1);
    const statuses = (await holdsOnCard(s, afterAuthorise.c)).map((h) => h.status).sort();
    expect(statuses).toEqual(['AUTHORISED', 'VOIDED']);
  }, 180_000);
});
