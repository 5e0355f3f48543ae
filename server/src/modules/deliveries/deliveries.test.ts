import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeliveryMode, envelope } from '@spesa/contracts';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { deliveryModes } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../testing';
import { ensureDeliveryModes } from '../../testing/store-fixtures';

const DeliveryList = envelope(z.array(DeliveryMode));

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  await ensureDeliveryModes(t.db.db);
});
afterAll(() => t?.close());

async function list() {
  // no cookie, no authorization: the landing page asks before any login
  const res = await t.app.inject({ method: 'GET', url: '/cli/ecommerce/deliveries' });
  expect(res.statusCode).toBe(200);
  return DeliveryList.parse(res.json());
}

describe('GET /cli/ecommerce/deliveries', () => {
  it('lists every mode by sort order with its Italian name', async () => {
    const body = await list();
    expect(body.responseCode).toBe(0);
    expect(body.data.map((m) => m.id)).toEqual(['AT_HOME', 'IN_STORE', 'DRIVE', 'SHIPPED']);
    expect(body.data.slice(0, 2)).toEqual([
      { id: 'AT_HOME', name: 'Consegna a domicilio' },
      { id: 'IN_STORE', name: 'Ritiro in negozio' },
    ]);
    for (const mode of body.data) expect(mode.name).not.toBe('');
  });

  it('follows the sort order kept in the database', async () => {
    const order = { AT_HOME: 4, IN_STORE: 3, DRIVE: 2, SHIPPED: 1 } as const;
    for (const [id, sortOrder] of Object.entries(order)) {
      await t.db.db
        .update(deliveryModes)
        .set({ sortOrder })
        .where(eq(deliveryModes.id, id as keyof typeof order));
    }
    expect((await list()).data.map((m) => m.id)).toEqual([
      'SHIPPED',
      'DRIVE',
      'IN_STORE',
      'AT_HOME',
    ]);
  });
});
