import { expect, test } from '../support/test';
import { header, toast } from '../support/accounts';
import { activate, tabTo } from '../support/keyboard';
import { NEW_CUSTOMER_PASSWORD, registerCustomer } from '../support/new-customer';

const CARROTS = 'Carote julienne bio 250 g';

test('purchase with the keyboard alone: login, cart, product, slot, data, payment, order', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const customer = await registerCustomer(request, testInfo, 'tastiera');
  await page.goto('/app/');

  await test.step('log in', async () => {
    await activate(page, header(page).getByRole('button', { name: 'Accedi o registrati' }));
    const dialog = page.getByRole('dialog', { name: 'Accedi' });
    await expect(dialog.getByRole('textbox', { name: 'E-mail', exact: true })).toBeFocused();
    await page.keyboard.type(customer.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(NEW_CUSTOMER_PASSWORD);
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
  });

  await test.step('create a cart for home delivery', async () => {
    await page.goto('/app/cart/create');
    await tabTo(page, page.getByRole('radio', { name: /Consegna a domicilio/ }));
    await page.keyboard.press('Space');
    await tabTo(page, page.getByRole('radio', { name: /Via Zamboni/ }));
    await page.keyboard.press('Space');
    // Arrows move the choice inside a radio group: Bolognina comes first, then Mazzini.
    await tabTo(page, page.getByRole('radio', { name: /Spesa Bologna Bolognina/ }));
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('radio', { name: /Spesa Bologna Mazzini/ })).toBeChecked();
    await activate(page, page.getByRole('button', { name: 'Crea il carrello' }));
    await expect(page).toHaveURL(/\/app\/home$/);
  });

  await test.step('find a product and add it from its page', async () => {
    const box = header(page).getByRole('combobox', { name: 'Cerca prodotti' });
    if (!(await box.isVisible()))
      await activate(page, header(page).getByRole('button', { name: 'Cerca' }));
    await tabTo(page, box);
    await page.keyboard.type('carote julienne');
    await page.keyboard.press('Enter');
    await activate(page, page.getByRole('link', { name: CARROTS }).first());
    await expect(page.getByRole('heading', { level: 1, name: CARROTS })).toBeVisible();
    await tabTo(page, page.getByRole('button', { name: 'Aumenta la quantità' }));
    for (let i = 1; i < 10; i++) await page.keyboard.press('Enter');
    await expect(page.getByTestId('quantity')).toHaveText('10');
    await activate(page, page.getByRole('button', { name: 'Aggiungi al carrello' }));
    await expect(toast(page, `Hai 10 pz ${CARROTS} nel carrello`)).toBeVisible();
  });

  await test.step('cart, day and slot', async () => {
    await activate(page, header(page).getByRole('link', { name: /Carrello: 10 prodotti/ }));
    await expect(page).toHaveURL(/\/app\/cart$/);
    await activate(page, page.getByRole('button', { name: 'Scegli la fascia oraria' }));
    await expect(page).toHaveURL(/\/app\/checkout$/);
    const days = page.getByRole('group', { name: 'Giorno di consegna' });
    await activate(page, days.locator('button[aria-pressed]:not([disabled])').nth(1));
    await expect(days.locator('button[aria-pressed="true"]')).toHaveCount(1);
    const slots = page.getByRole('radiogroup');
    await tabTo(page, slots.getByRole('radio', { disabled: false }).first());
    await page.keyboard.press('Space');
    await expect(slots.getByRole('radio', { checked: true })).toHaveCount(1);
    await activate(page, page.getByRole('button', { name: 'Prosegui' }));
    await expect(page).toHaveURL(/\/app\/checkout\/data$/);
  });

  await test.step('data, payment and substitutions, then the order', async () => {
    await activate(page, page.getByRole('button', { name: 'Prosegui' }));
    await expect(page).toHaveURL(/\/app\/checkout\/summary$/);
    await tabTo(page, page.getByRole('radio', { name: 'Contanti alla consegna' }));
    await page.keyboard.press('Space');
    await tabTo(page, page.getByRole('radio', { name: 'Sì, sostituiscilo con uno simile' }));
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('radio', { name: 'No, non sostituirlo' })).toBeChecked();
    await activate(page, page.getByRole('button', { name: "Conferma l'ordine" }));
    await expect(page.getByText(/Il tuo ordine n\. \d+ è stato ricevuto/)).toBeVisible();
  });
});
