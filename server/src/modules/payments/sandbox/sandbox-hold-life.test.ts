import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../testing';
import { sandboxAuthorisations, sandboxCards } from '../../../db/schema';
import { sandboxHoldHours } from './sandbox-hold-life';
import { sandboxProvider } from './sandbox-provider';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  await t.db.db.insert(sandboxCards).values({
    token: 'tok_hold_life',
    customerRef: '1',
    brand: 'VISA',
    lastFour: '4242',
    expiryMonth: 12,
    expiryYear: 2040,
    behaviour: 'APPROVE',
  });
});
afterAll(() => t?.close());

describe('sandbox holds lapse (issue 29)', () => {
  it('live SANDBOX_HOLD_HOURS, 7 days unless set', () => {
    expect(sandboxHoldHours({})).toBe(168);
    expect(sandboxHoldHours({ SANDBOX_HOLD_HOURS: '2' })).toBe(2);
    expect(sandboxHoldHours({ SANDBOX_HOLD_HOURS: 'soon' })).toBe(168);
  });

  it('says when a hold lapses; a lapsed one cannot be captured, and letting it go succeeds', async () => {
    const p = sandboxProvider(t.db.db);
    const auth = await p.authorise({
      token: 'tok_hold_life',
      amountCents: 900,
      idempotencyKey: 'hold-life:auth',
    });
    if (!auth.approved) throw new Error('not approved');
    const life = new Date(auth.expiresAt!).getTime() - Date.now();
    expect(Math.round(life / 3_600_000)).toBe(168);
    await t.db.db
      .update(sandboxAuthorisations)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(sandboxAuthorisations.reference, auth.reference));
    const { reference } = auth;
    expect(await p.capture({ reference, amountCents: 500, idempotencyKey: 'hold-life:c' })).toEqual(
      { approved: false, reference, reason: 'EXPIRED' },
    );
    expect(await p.release({ reference, idempotencyKey: 'hold-life:r' })).toEqual({
      approved: true,
      reference,
    });
  });
});
