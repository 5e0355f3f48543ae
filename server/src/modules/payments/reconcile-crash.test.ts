import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { jobsOf } from '../../jobs/job-rows';
import { PAYMENTS_RECONCILE } from '../../jobs/queues';
import { setUpCartTest, type CartTest } from '../../testing/cart-setup';
import { startServerProcess, type ServerProcess } from '../../testing/server-process';
import { holdsOnCard, readyToPay } from '../../testing/checkout-helpers';

/**
 * Issue 28: the reconciler is a job; a server killed (kill -9) in the middle of it loses no
 * release. A first server dies between a card's authorisation and its order (a hold left); a
 * second hangs in its reconcile job and is killed; the third lets the hold go.
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

async function start(env: Record<string, string> = {}) {
  const server = await startServerProcess(s.t.db.url, { SPESA_FAST_JOBS: 'true', ...env });
  running.push(server);
  return server;
}

describe('a server killed during its reconcile job', () => {
  it('leaves the release to the next server', async () => {
    const ready = await readyToPay(s);
    const crashing = await start({ SPESA_FAULT: 'crash-after-authorise' });
    await expect(
      fetch(`${crashing.url}/cli/ecommerce/cart/freeze`, {
        method: 'POST',
        headers: {
          cookie: ready.c.cookie,
          'content-type': 'application/json',
          'idempotency-key': 'reconcile-crash',
        },
        body: JSON.stringify(ready.body),
      }),
    ).rejects.toThrow();
    expect(await crashing.ended).toBe('SIGKILL');
    expect(await holdsOnCard(s, ready.c)).toEqual([{ amountCents: 1207, status: 'AUTHORISED' }]);

    const hanging = await start({ SPESA_FAULT: 'hang-in-reconcile' });
    // Its reconcile job (run at start) took the cart's payment lock and hangs before releasing.
    await vi.waitFor(
      async () => {
        const jobs = await jobsOf(s.t.db.db, PAYMENTS_RECONCILE);
        expect(jobs.some((j) => j.state === 'active')).toBe(true);
      },
      { timeout: 30_000, interval: 50 },
    );
    await new Promise((r) => setTimeout(r, 300));
    await hanging.kill();
    expect(await holdsOnCard(s, ready.c)).toEqual([{ amountCents: 1207, status: 'AUTHORISED' }]);

    await start();
    await vi.waitFor(
      async () =>
        expect(await holdsOnCard(s, ready.c)).toEqual([{ amountCents: 1207, status: 'VOIDED' }]),
      { timeout: 60_000, interval: 250 },
    );
  }, 300_000);
});
