import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope, DeliveryModeConfiguration, ThresholdFee } from '@spesa/contracts';
import { buildTestApp, type TestApp } from '../../testing';
import { expectCode } from '../../testing/cart-helpers';
import { stores } from '../../db/schema';
import { eq } from 'drizzle-orm';

let t: TestApp;
let withCards: TestApp;
const ids: Record<string, number> = {};

beforeAll(async () => {
  [t, withCards] = await Promise.all([
    buildTestApp({ PAYMENT_PROVIDER: 'none' }),
    buildTestApp({ PAYMENT_PROVIDER: 'sandbox' }),
  ]);
  for (const name of ['Spesa Bologna Mazzini', 'Spesa Milano Lambrate', 'Spesa Ferrara Bologna']) {
    const [row] = await t.db.db.select({ id: stores.id }).from(stores).where(eq(stores.name, name));
    ids[name] = row!.id;
  }
});
afterAll(async () => {
  await t?.close();
  await withCards?.close();
});

const get = (app: TestApp, url: string) => app.app.inject({ method: 'GET', url });
const Fees = envelope(ThresholdFee);
const Modes = envelope(DeliveryModeConfiguration);

describe('GET /cli/ecommerce/thresholdFee', () => {
  it("answers the store's fee, threshold and minimum for the mode, without a session", async () => {
    const res = await get(
      t,
      `/cli/ecommerce/thresholdFee?storeId=${ids['Spesa Bologna Mazzini']}&deliveryType=AT_HOME`,
    );
    expect(Fees.parse(res.json()).data.configurations).toEqual([
      {
        storeId: String(ids['Spesa Bologna Mazzini']),
        deliveryType: 'AT_HOME',
        fee: 4.9,
        threshold: 70,
        minNetTotal: 30,
      },
    ]);
    const milano = await get(
      t,
      `/cli/ecommerce/thresholdFee?storeId=${ids['Spesa Milano Lambrate']}&deliveryType=AT_HOME`,
    );
    expect(Fees.parse(milano.json()).data.configurations[0]).toMatchObject({
      fee: 6.9,
      threshold: 90,
    });
    const pickup = await get(
      t,
      `/cli/ecommerce/thresholdFee?storeId=${ids['Spesa Bologna Mazzini']}&deliveryType=IN_STORE`,
    );
    expect(Fees.parse(pickup.json()).data.configurations[0]).toMatchObject({
      fee: 2,
      threshold: 50,
      minNetTotal: 0,
    });
  });

  it('answers no configuration for a mode the store lacks, 404 for no store, 400 for a bad mode', async () => {
    const none = await get(
      t,
      `/cli/ecommerce/thresholdFee?storeId=${ids['Spesa Ferrara Bologna']}&deliveryType=AT_HOME`,
    );
    expect(none.json()).toEqual({ responseCode: 0, data: { configurations: [] } });
    expectCode(
      await get(t, '/cli/ecommerce/thresholdFee?storeId=999999&deliveryType=AT_HOME'),
      200,
      404,
    );
    const bad = expectCode(
      await get(t, '/cli/ecommerce/thresholdFee?storeId=1&deliveryType=BOAT'),
      400,
      400,
    );
    expect(bad.errors?.[0]?.field).toBe('deliveryType');
  });
});

describe('GET /cli/ecommerce/configuration/deliveryMode/{mode}', () => {
  it('answers the payment modes of each delivery mode', async () => {
    const home = Modes.parse(
      (await get(t, '/cli/ecommerce/configuration/deliveryMode/AT_HOME')).json(),
    );
    expect(home.data).toEqual({ id: 'AT_HOME', paymentModes: ['CASH', 'BANCOMAT', 'CREDIT_CARD'] });
    const shipped = Modes.parse(
      (await get(t, '/cli/ecommerce/configuration/deliveryMode/SHIPPED')).json(),
    );
    expect(shipped.data.paymentModes).toEqual(['BANCOMAT', 'CREDIT_CARD']);
  });

  it('adds the online card where an acquirer is configured', async () => {
    const res = await get(withCards, '/cli/ecommerce/configuration/deliveryMode/IN_STORE');
    expect(Modes.parse(res.json()).data.paymentModes).toEqual([
      'CASH',
      'BANCOMAT',
      'CREDIT_CARD',
      'ONLINE_CARD',
    ]);
  });

  it('400 for an unknown mode', async () => {
    expectCode(await get(t, '/cli/ecommerce/configuration/deliveryMode/BOAT'), 400, 400);
  });
});
