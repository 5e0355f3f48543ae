import { expect, test } from '../support/test';
import { expectNoSeriousViolations } from '../support/accessibility';
import { logIn } from '../support/accounts';
import { placeCashOrder } from '../support/api-order';
import { e2eDatabase } from '../support/failed-job';
import { NEW_CUSTOMER_PASSWORD, registerCustomer } from '../support/new-customer';
import { saveShot } from '../support/screenshots';
import { carrotCartAt } from '../support/slot-hold';
import { data } from '../support/staff';

/**
 * Issue 29: a customer changing an order whose slot has filled up keeps that slot from the
 * checkout (the order already has its place there). Each project shops at a store no other
 * browser test uses, since the test fills a slot.
 */

/** The order's slot, made full (its places = its bookings); answers its window. */
async function fillSlotOf(orderId: string): Promise<{ from: string; to: string }> {
  const db = await e2eDatabase();
  try {
    const rows = await db.query<{ from: string; to: string }>(
      `update slot_instances s set capacity = s.booked from orders o
        where o.id = $1 and s.id = o.slot_instance_id
        returning to_char(s.starts_at, 'HH24:MI') as from, to_char(s.ends_at, 'HH24:MI') as to`,
      [Number(orderId)],
    );
    const slot = rows.rows[0];
    if (!slot) throw new Error(`no slot for order ${orderId}`);
    return slot;
  } finally {
    await db.end();
  }
}

test("a change keeps the order's own slot from the checkout even when the slot is full", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const store =
    testInfo.project.name === 'desktop' ? 'Spesa Ferrara Bologna' : 'Spesa Reggio Emilia Ospizio';
  const customer = await registerCustomer(page.request, testInfo, 'tengo');
  await page.goto('/app/');
  await logIn(page, customer, NEW_CUSTOMER_PASSWORD);
  const cartId = await carrotCartAt(page.request, store);
  const placed = await placeCashOrder(page.request, customer, cartId);
  const slot = await fillSlotOf(placed.id);
  await data(await page.request.post(`/cli/ecommerce/orders/${placed.id}/change`));

  await page.goto('/app/checkout');
  const main = page.getByRole('main');
  const own = main
    .getByRole('radiogroup')
    .getByRole('radio', { name: `${slot.from} - ${slot.to}` });
  await expect(own).toBeEnabled();
  await own.check();
  await expect(main.getByRole('button', { name: 'Prosegui' })).toBeEnabled();
  await expectNoSeriousViolations(page);
  await saveShot(page, `order-change-full-slot-${testInfo.project.name}.png`, true);
});
