import { expect, test } from '../support/test';
import { expectNoSeriousViolations } from '../support/accessibility';
import { accountButton, header, logIn, shot, toast } from '../support/accounts';
import { NEW_CUSTOMER_PASSWORD, registerCustomer } from '../support/new-customer';
import {
  cards,
  currentList,
  enableSmartLists,
  listActions,
  main,
  nameList,
  openCategory,
  openFromAccount,
  openPickupCart,
  uniqueTitle,
} from '../support/smart-lists';

/**
 * Smart lists and favourites. The e2e server starts with FEATURE_SMART_LISTS off, so these tests
 * switch the flag on in the browser by rewriting the configuration answer. Each test signs up a
 * customer of its own, so the demo customers stay as they are for the other tests.
 */

test.beforeEach(({ page }) => {
  page.on('pageerror', (error) => {
    throw error;
  });
});

test('a customer fills a list from cards and the detail page, edits it and puts it in the cart', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const customer = await registerCustomer(request, testInfo, 'liste');
  await enableSmartLists(page);
  await openPickupCart(page, customer, NEW_CUSTOMER_PASSWORD);
  await page.goto('/app/info/termini');
  await logIn(page, customer, NEW_CUSTOMER_PASSWORD);
  // The login loads the current cart: the header then names its store.
  await expect(header(page).getByRole('link', { name: 'Modifica il negozio' })).toBeVisible();

  const title = uniqueTitle('Spesa', testInfo);
  await openFromAccount(page, customer, 'Liste della spesa');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Le mie liste della spesa' }),
  ).toBeVisible();
  await listActions(page).getByRole('button', { name: 'Nuova lista' }).click();
  await nameList(page, 'Nuova lista della spesa', title, 'Crea');
  await expect(toast(page, `Lista "${title}" creata`)).toBeVisible();
  await expect(currentList(page).locator('option:checked')).toHaveText(`${title} (0 prodotti)`);

  // From a card: one of the product goes into the current list.
  await openCategory(page, 'Drogheria alimentare');
  const first = cards(page).nth(0);
  const firstName = (await first.getByRole('heading').textContent()) ?? '';
  await first.getByRole('button', { name: `Aggiungi ${firstName} alla lista della spesa` }).click();
  await expect(toast(page, `${firstName} aggiunto alla lista "${title}"`)).toBeVisible();

  // From the detail page of another product.
  // Another product, told apart by its name (some products share a description).
  const names = await cards(page).getByRole('heading').allTextContents();
  const second = cards(page).nth(names.findIndex((n) => n !== firstName));
  const secondName = (await second.getByRole('heading').textContent()) ?? '';
  await second.getByRole('link', { name: secondName }).click();
  await expect(page.getByRole('heading', { level: 1, name: secondName })).toBeVisible();
  await main(page)
    .getByRole('button', { name: `Aggiungi ${secondName} alla lista della spesa` })
    .click();
  await expect(toast(page, `${secondName} aggiunto alla lista "${title}"`)).toBeVisible();

  await openFromAccount(page, customer, 'Liste della spesa');
  const items = main(page).getByTestId('list-item');
  await expect(items).toHaveCount(2);
  await expect(main(page).getByRole('link', { name: firstName })).toHaveAttribute(
    'href',
    /^\/app\/product\/\d+$/,
  );

  // A free-text item, then quantities: up to 3, back to 2; never below 1.
  const custom = main(page).getByRole('form', { name: 'Aggiungi una voce libera' });
  await custom.getByRole('textbox', { name: /Descrizione/ }).fill('Candeline di compleanno');
  await custom.getByRole('button', { name: 'Aggiungi' }).click();
  await expect(items).toHaveCount(3);
  const stepper = main(page).getByRole('group', { name: `Quantità di ${firstName}` });
  await stepper.getByRole('button', { name: 'Aumenta la quantità' }).click();
  await expect(stepper.getByTestId('quantity')).toHaveText(/^2( kg)?$/);
  await stepper.getByRole('button', { name: 'Aumenta la quantità' }).click();
  await expect(stepper.getByTestId('quantity')).toHaveText(/^3( kg)?$/);
  const customStepper = main(page).getByRole('group', {
    name: 'Quantità di Candeline di compleanno',
  });
  await expect(
    customStepper.getByRole('button', { name: 'Diminuisci la quantità' }),
  ).toBeDisabled();
  await expect(currentList(page).locator('option:checked')).toHaveText(`${title} (3 prodotti)`);
  await expectNoSeriousViolations(page);
  await shot(page, testInfo, 'smartlist', true);

  // The whole list into the cart: the products go in, the free text is reported.
  const toCart = main(page).getByRole('region', { name: 'Metti la lista nel carrello' });
  await toCart.getByRole('button', { name: 'Aggiungi tutta la lista al carrello' }).click();
  const report = toCart.getByTestId('cart-report');
  await expect(report).toContainText('2 prodotti aggiunti al carrello');
  await expect(report).toContainText('Candeline di compleanno: voce libera, da cercare a mano');

  // Copy (offered as 'Copia di ' + title), which becomes current; then rename the copy.
  await listActions(page).getByRole('button', { name: 'Copia' }).click();
  const copyDialog = page.getByRole('dialog', { name: 'Copia la lista' });
  await expect(copyDialog.getByRole('textbox', { name: /Nome della lista/ })).toHaveValue(
    `Copia di ${title}`,
  );
  await copyDialog.getByRole('button', { name: 'Copia' }).click();
  await expect(currentList(page).locator('option:checked')).toHaveText(
    `Copia di ${title} (3 prodotti)`,
  );
  await listActions(page).getByRole('button', { name: 'Rinomina' }).click();
  await nameList(page, 'Rinomina la lista', `${title} bis`, 'Salva');
  await expect(currentList(page).locator('option:checked')).toHaveText(`${title} bis (3 prodotti)`);

  // Remove a line of the copy, then delete the copy.
  await main(page)
    .getByRole('button', { name: `Rimuovi ${secondName} dalla lista` })
    .click();
  await expect(toast(page, 'Prodotto rimosso dalla lista della spesa')).toBeVisible();
  await expect(items).toHaveCount(2);
  await listActions(page).getByRole('button', { name: 'Elimina' }).click();
  await page
    .getByRole('dialog', { name: 'Elimina la lista' })
    .getByRole('button', { name: 'Elimina' })
    .click();
  await expect(toast(page, `Lista "${title} bis" eliminata`)).toBeVisible();
  await expect(currentList(page).locator('option', { hasText: `${title} bis` })).toHaveCount(0);
  await expect(currentList(page).locator('option', { hasText: title })).toHaveCount(1);
});

test('a customer cannot delete the last list', async ({ page, request }, testInfo) => {
  const customer = await registerCustomer(request, testInfo, 'ultima');
  await enableSmartLists(page);
  await page.goto('/app/info/termini');
  await logIn(page, customer, NEW_CUSTOMER_PASSWORD);
  await openFromAccount(page, customer, 'Liste della spesa');
  await listActions(page).getByRole('button', { name: 'Nuova lista' }).click();
  await nameList(page, 'Nuova lista della spesa', 'Ultima lista', 'Crea');
  await expect(currentList(page).locator('option')).toHaveCount(1);

  await listActions(page).getByRole('button', { name: 'Elimina' }).click();
  const dialog = page.getByRole('dialog', { name: 'Elimina la lista' });
  await dialog.getByRole('button', { name: 'Elimina' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    "Non puoi eliminare l'ultima lista della spesa",
  );
  await page.keyboard.press('Escape');
  await expect(currentList(page).locator('option')).toHaveCount(1);
});

test('a customer adds a favourite from the detail page and removes it on /favorites', async ({
  page,
  request,
}, testInfo) => {
  const customer = await registerCustomer(request, testInfo, 'preferiti');
  await enableSmartLists(page);
  await page.goto('/app/info/termini');
  await logIn(page, customer, NEW_CUSTOMER_PASSWORD);
  await openCategory(page, 'Bevande');
  const card = cards(page).nth(2);
  const name = (await card.getByRole('heading').textContent()) ?? '';
  await card.getByRole('link', { name }).click();
  const toggle = main(page).getByRole('button', { name: `Preferito: ${name}` });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toast(page, 'Prodotto aggiunto ai preferiti')).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');

  await openFromAccount(page, customer, 'Liste della spesa');
  await main(page).getByRole('link', { name: 'I miei preferiti' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'I miei preferiti' })).toBeVisible();
  const row = main(page).getByTestId('favorite').filter({ hasText: name });
  await expect(row.getByRole('link', { name })).toHaveAttribute('href', /^\/app\/product\/\d+$/);
  await expect(row.getByRole('link', { name: /^Codice EAN: \d+$/ })).toBeVisible();
  await expectNoSeriousViolations(page);
  await shot(page, testInfo, 'favorites', true);

  await row.getByRole('button', { name: `Rimuovi ${name} dai preferiti` }).click();
  await expect(toast(page, 'Prodotto rimosso dai preferiti')).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('with the flag off no list or favourite control appears anywhere', async ({
  page,
  request,
}, testInfo) => {
  const customer = await registerCustomer(request, testInfo, 'senzaliste');
  await page.goto('/app/category?c=01');
  await expect(cards(page).first()).toBeVisible();
  await logIn(page, customer, NEW_CUSTOMER_PASSWORD);
  await expect(
    cards(page)
      .first()
      .getByRole('button', { name: /^Acquista/ }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /alla lista della spesa/ })).toHaveCount(0);

  const name = (await cards(page).first().getByRole('heading').textContent()) ?? '';
  await cards(page).first().getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(main(page).getByRole('group', { name: 'Quantità' })).toBeVisible();
  await expect(main(page).getByRole('button', { name: /lista della spesa|Preferito/ })).toHaveCount(
    0,
  );

  await accountButton(page, customer).click();
  const links = page
    .getByRole('dialog', { name: 'Il tuo account' })
    .getByRole('navigation', { name: 'Il tuo account' })
    .getByRole('link');
  await expect(links).toHaveText(['Il mio profilo', 'I miei ordini']);
  await page.keyboard.press('Escape');

  await page.goto('/app/smartlist');
  await expect(page.getByRole('heading', { level: 1, name: 'Pagina non trovata' })).toBeVisible();
  await page.goto('/app/favorites');
  await expect(page.getByRole('heading', { level: 1, name: 'Pagina non trovata' })).toBeVisible();
});
