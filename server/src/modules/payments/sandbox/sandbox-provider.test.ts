import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../testing';
import { sandboxCards } from '../../../db/schema';
import { sandboxProvider } from './sandbox-provider';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  await t.db.db.insert(sandboxCards).values({
    token: 'tok_provider_test',
    customerRef: '1',
    brand: 'VISA',
    lastFour: '4242',
    expiryMonth: 12,
    expiryYear: 2040,
    behaviour: 'APPROVE',
  });
});
afterAll(() => t?.close());

const key = (name: string) => `provider-test:${name}`;

describe('the sandbox acquirer', () => {
  it('authorises once per key, captures once up to the amount, refunds up to the capture', async () => {
    const p = sandboxProvider(t.db.db);
    const input = { token: 'tok_provider_test', amountCents: 500, idempotencyKey: key('auth') };
    const first = await p.authorise(input);
    expect(first.approved).toBe(true);
    expect(await p.authorise(input)).toEqual(first);
    const reference = first.reference!;
    expect(await p.capture({ reference, amountCents: 501, idempotencyKey: key('c1') })).toEqual({
      approved: false,
      reference,
      reason: 'ABOVE_AUTHORISED',
    });
    const captured = await p.capture({ reference, amountCents: 400, idempotencyKey: key('c2') });
    expect(captured.approved).toBe(true);
    const again = await p.capture({ reference, amountCents: 400, idempotencyKey: key('c3') });
    expect(again).toMatchObject({ approved: false, reason: 'NOT_AUTHORISED' });
    expect(await p.release({ reference, idempotencyKey: key('r') })).toMatchObject({
      approved: false,
    });
    expect(
      (await p.refund({ reference, amountCents: 300, idempotencyKey: key('f1') })).approved,
    ).toBe(true);
    expect(
      await p.refund({ reference, amountCents: 101, idempotencyKey: key('f2') }),
    ).toMatchObject({
      approved: false,
      reason: 'ABOVE_AUTHORISED',
    });
  });

  it('declines an unknown token', async () => {
    const p = sandboxProvider(t.db.db);
    const res = await p.authorise({
      token: 'tok_nope',
      amountCents: 100,
      idempotencyKey: key('x'),
    });
    expect(res).toEqual({ approved: false, reference: null, reason: 'DECLINED' });
  });
});
