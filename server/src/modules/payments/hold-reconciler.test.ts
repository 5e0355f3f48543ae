import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { FreezeRequest } from '@spesa/contracts';
import { paymentLedger, paymentMethods } from '../../db/schema';
import { setUpCartTest, type CartTest } from '../../testing/cart-setup';
import { withCartPaymentLock } from './cart-payment-lock';
import { holdsOnCard, ledgerOf, readyToPay } from '../../testing/checkout-helpers';
import { reconcilePayments } from './hold-reconciler';
import { claimLedgerRow } from './ledger-repository';
import { preauthoriseCart } from '../../flows/place-order/preauthorise-cart';
import { paymentProvider } from './payment-provider-lookup';
import { rowId } from '../../testing';

/** Finding 2 of issue 13: holds a dead checkout left are let go; no ledger row stays PENDING. */

let s: CartTest;

beforeAll(async () => {
  s = await setUpCartTest();
});
afterAll(() => s?.t.close());

const PREAUTH = 1207;

/** A checkout that authorised the card and died before its order. */
async function deadAfterAuthorising() {
  const ready = await readyToPay(s);
  const req = FreezeRequest.parse(ready.body);
  await preauthoriseCart(s.t.db.db, 'sandbox', ready.c.id, req, `died-after-${ready.cartId}`);
  return ready;
}

/**
 * A checkout that died between the acquirer's answer and the ledger (the row PENDING), or
 * before the acquirer received anything (`sent` false).
 */
async function deadWithPendingRow(sent: boolean) {
  const ready = await readyToPay(s);
  const [method] = await s.t.db.db
    .select()
    .from(paymentMethods)
    .where(eq(paymentMethods.userId, ready.c.id));
  const idempotencyKey = `died-pending-${ready.cartId}`;
  await claimLedgerRow(s.t.db.db, {
    userId: ready.c.id,
    cartId: rowId(ready.cartId),
    operation: 'AUTHORISE',
    provider: 'sandbox',
    amountCents: PREAUTH,
    idempotencyKey,
  });
  if (sent)
    await paymentProvider('sandbox', s.t.db.db).authorise({
      token: method!.token,
      amountCents: PREAUTH,
      idempotencyKey,
    });
  return ready;
}

const pendingRows = () =>
  s.t.db.db.select().from(paymentLedger).where(eq(paymentLedger.outcome, 'PENDING'));

describe('reconcilePayments', () => {
  it('voids holds no order took and settles PENDING rows from the acquirer', async () => {
    const approved = await deadAfterAuthorising();
    const answered = await deadWithPendingRow(true);
    const neverSent = await deadWithPendingRow(false);
    expect(await holdsOnCard(s, approved.c)).toEqual([
      { amountCents: PREAUTH, status: 'AUTHORISED' },
    ]);
    expect(await holdsOnCard(s, answered.c)).toEqual([
      { amountCents: PREAUTH, status: 'AUTHORISED' },
    ]);
    expect(await pendingRows()).toHaveLength(2);

    const done = await reconcilePayments(s.t.db.db);
    expect(done.released).toBe(2);

    for (const { c } of [approved, answered]) {
      expect(await holdsOnCard(s, c)).toEqual([{ amountCents: PREAUTH, status: 'VOIDED' }]);
      const ledger = await ledgerOf(s, c);
      const auth = ledger.find((r) => r.operation === 'AUTHORISE');
      expect(auth).toMatchObject({ outcome: 'APPROVED', orderId: null });
      expect(auth?.providerReference).toMatch(/^auth_/);
      expect(ledger.filter((r) => r.operation === 'RELEASE')).toMatchObject([
        { outcome: 'APPROVED', parentId: auth?.id },
      ]);
    }
    expect(await holdsOnCard(s, neverSent.c)).toEqual([]);
    expect((await ledgerOf(s, neverSent.c)).map((r) => r.outcome)).toContain('ABANDONED');
    expect(await pendingRows()).toEqual([]);

    // A second pass finds nothing left to do.
    expect(await reconcilePayments(s.t.db.db)).toEqual({ released: 0, settled: 0 });
  });

  it('leaves alone a cart whose checkout is running (another process holds its lock)', async () => {
    const { c, cartId } = await deadAfterAuthorising();
    await withCartPaymentLock(s.t.db.db, rowId(cartId), async () => {
      expect((await reconcilePayments(s.t.db.db)).released).toBe(0);
    });
    expect(await holdsOnCard(s, c)).toEqual([{ amountCents: PREAUTH, status: 'AUTHORISED' }]);
    expect((await reconcilePayments(s.t.db.db)).released).toBe(1);
    expect(await holdsOnCard(s, c)).toEqual([{ amountCents: PREAUTH, status: 'VOIDED' }]);
  });

  it('settles a capture stuck PENDING from the acquirer once its request is long dead', async () => {
    const { c } = await readyToPay(s);
    const row = await claimLedgerRow(s.t.db.db, {
      userId: c.id,
      operation: 'CAPTURE',
      provider: 'sandbox',
      amountCents: 500,
      idempotencyKey: `capture-that-died-${c.id}`,
    });
    expect((await reconcilePayments(s.t.db.db)).settled).toBe(0);
    await s.t.db.db
      .update(paymentLedger)
      .set({ updatedAt: sql`now() - interval '10 minutes'` })
      .where(eq(paymentLedger.id, row!.id));
    expect((await reconcilePayments(s.t.db.db)).settled).toBe(1);
    const [settled] = await s.t.db.db
      .select()
      .from(paymentLedger)
      .where(eq(paymentLedger.id, row!.id));
    expect(settled?.outcome).toBe('ABANDONED');
  });
});
