import { expect, test } from '../support/test';
import { expectNoSeriousViolations } from '../support/accessibility';
import { saveShot } from '../support/screenshots';

const REFERENCE = /Prezzo più basso degli ultimi 30 giorni: \d+,\d{2} €/;

// Codice del consumo art. 17-bis (issue 32): an offer shows the lowest price of the last 30
// days and the percentage from it; fresh produce (perishable) is exempt.
test('an offer shows its lowest price of the last 30 days on the card and the detail', async ({
  page,
}, testInfo) => {
  // Drinks: not perishable, so their offers carry the reference.
  await page.goto('/app/category?c=04&promo=1');
  const cards = page.getByTestId('product-card');
  await expect(cards.first()).toBeVisible();
  const offer = cards.filter({ hasText: REFERENCE }).first();
  await expect(offer).toBeVisible();
  await expect(offer.getByTestId('offer-reference')).toHaveText(
    /^Prezzo più basso degli ultimi 30 giorni: \d+,\d{2} €(Sconto \d+%)?$/,
  );
  const reference = (await offer.getByTestId('offer-reference').locator('data').textContent())!;
  await offer.scrollIntoViewIfNeeded();
  await expectNoSeriousViolations(page);
  await saveShot(offer, `lowest-price-card-${testInfo.project.name}.png`);

  const name = (await offer.getByRole('heading').textContent()) ?? '';
  await offer.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const detail = page.getByTestId('offer-reference');
  await expect(detail).toContainText(`Prezzo più basso degli ultimi 30 giorni: ${reference}`);
  await expectNoSeriousViolations(page);
  await saveShot(page, `lowest-price-detail-${testInfo.project.name}.png`, true);
});

test('fresh produce on offer is exempt: no 30-day price, the percentage from the old price', async ({
  page,
}) => {
  await page.goto('/app/category?c=01&promo=1');
  const cards = page.getByTestId('product-card');
  await expect(cards.first()).toBeVisible();
  await expect(cards.filter({ hasText: REFERENCE })).toHaveCount(0);
  await expect(cards.filter({ hasText: /Sconto \d+%/ }).first()).toBeVisible();
});
