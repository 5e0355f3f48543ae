import { expect, test } from '../support/test';
import { header, logIn } from '../support/accounts';
import { NEW_CUSTOMER_PASSWORD, registerCustomer } from '../support/new-customer';
import { logInApi, placeCashOrder } from '../support/api-order';
import { operatorApi, outboxMail, prepareAndHandOver, subjectsTo } from '../support/order-mails';
import { data, weighedPickupCart, type CartLine } from '../support/staff';

/**
 * Issue 30, the mails a grocer sends: a customer places a pickup order, the operator prepares
 * it (one product weighed lighter, one unavailable), makes it ready and hands it over; the
 * demo outbox then holds the confirmation, the ready and the receipt mails, one each, in the
 * customer's language: Italian for an account that never said otherwise, English for one
 * who ordered in the English interface.
 */

test.beforeEach(({ page }) => {
  page.on('pageerror', (error) => {
    throw error;
  });
});

const amounts = (lines: CartLine[]) =>
  Object.fromEntries(lines.map((l) => [l.description, l.amount]));

test('an Italian customer gets the confirmation, ready and receipt mails in Italian', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const customer = await registerCustomer(request, testInfo, 'mails-it');
  await logInApi(request, customer);
  const { cart, lines } = await weighedPickupCart(request);
  const [lighter, , missing] = lines as [CartLine, CartLine, CartLine, CartLine];
  const order = await placeCashOrder(request, customer, cart.id);
  const n = `n. ${order.code}`;

  const confirmation = await outboxMail(page, customer.email, `Ordine ${n} confermato`);
  await expect(confirmation).toContainText(`Ciao ${customer.firstName},`);
  await expect(confirmation).toContainText('Servizio: Ritiro in negozio');
  await expect(confirmation).toContainText('Pagamento: Contanti');
  await expect(confirmation).toContainText(`- ${lighter.description}, 1 kg: `);
  await expect(confirmation).toContainText(`- ${missing.description}, 2 pz: `);
  await expect(confirmation).toContainText('Pagherai al ritiro');

  const staff = await operatorApi(testInfo.project.use.baseURL!);
  await prepareAndHandOver(staff, order.id, amounts(lines), {
    [lighter.description]: 0.795,
    [missing.description]: 'UNAVAILABLE',
  });
  await staff.dispose();

  const ready = await outboxMail(page, customer.email, `Il tuo ordine ${n} è pronto per il ritiro`);
  await expect(ready).toContainText('puoi ritirarlo presso Spesa Bologna Mazzini');
  await expect(ready).toContainText(`${lighter.description}: ordinato 1 kg, preparato 795 g`);

  const receipt = await outboxMail(page, customer.email, `Ordine ${n} ritirato: lo scontrino`);
  await expect(receipt).toContainText(`${lighter.description}: ordinato 1 kg, preparato 795 g`);
  await expect(receipt).toContainText(`${missing.description}: ordinato 2 pz, non disponibile`);
  await expect(receipt).toContainText(
    `${missing.description}: non disponibile, non ti viene addebitato.`,
  );
  const shop = await data<{ operatorCart: { totalToPay: number } }>(
    await request.get(`/cli/ecommerce/orders/${order.id}/fetch`),
  );
  const paid = `${shop.operatorCart.totalToPay.toFixed(2).replace('.', ',')}\u00a0€`;
  await expect(receipt).toContainText(`Totale: ${paid}`);
  await expect(receipt).toContainText(`Hai pagato ${paid}.`);

  // One mail per event: the order's are these three, each once.
  const ofOrder = (await subjectsTo(page, customer.email)).filter((s) => s.includes(n));
  expect(ofOrder.sort()).toEqual(
    [
      `Il tuo ordine ${n} è pronto per il ritiro`,
      `Ordine ${n} confermato`,
      `Ordine ${n} ritirato: lo scontrino`,
    ].sort(),
  );
});

test('a customer who orders in the English interface gets the mails in English', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const customer = await registerCustomer(page.request, testInfo, 'mails-en');
  await page.goto('/app/');
  await logIn(page, customer, NEW_CUSTOMER_PASSWORD);
  const { lines } = await weighedPickupCart(page.request);
  await page.goto('/app/cart/create');
  await header(page).getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.goto('/app/checkout');
  const main = page.getByRole('main');
  const days = main.getByRole('group', { name: 'Delivery day' });
  await days.locator('button[aria-pressed]:not([disabled])').first().click();
  await main.getByRole('radiogroup').getByRole('radio', { disabled: false }).first().check();
  await main.getByRole('button', { name: 'Continue' }).click();
  // The details step is a screen of its own: its button, not the slots', goes on.
  await expect(main.getByRole('heading', { level: 1, name: 'Confirm your details' })).toBeVisible();
  await main.getByRole('button', { name: 'Continue' }).click();
  await main.getByRole('radio', { name: 'Cash on pickup' }).check();
  await main.getByRole('radio', { name: 'No, do not replace it' }).check();
  await main.getByRole('button', { name: 'Place the order' }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'Order confirmed' })).toBeVisible();
  const [latest] = await data<{ id: string; code: number }[]>(
    await page.request.get('/cli/ecommerce/orders?s=1&p=0'),
  );
  const n = `no. ${latest!.code}`;

  const confirmation = await outboxMail(page, customer.email, `Order ${n} confirmed`);
  await expect(confirmation).toContainText(`Hello ${customer.firstName},`);
  await expect(confirmation).toContainText('Service: Collection in store');
  await expect(confirmation).toContainText(`- ${lines[0]!.description}, 1 kg: €`);
  await expect(confirmation).toContainText('You will pay on collection');

  const staff = await operatorApi(testInfo.project.use.baseURL!);
  await prepareAndHandOver(staff, latest!.id, amounts(lines));
  await staff.dispose();

  await outboxMail(page, customer.email, `Your order ${n} is ready for collection`);
  const receipt = await outboxMail(page, customer.email, `Order ${n} collected: your receipt`);
  await expect(receipt).toContainText(`${lines[0]!.description}: ordered 1 kg, prepared 1 kg, €`);
  await expect(receipt).toContainText(`${lines[2]!.description}: ordered 2 pcs, prepared 2 pcs, €`);
  await expect(receipt).toContainText('You paid €');
});
