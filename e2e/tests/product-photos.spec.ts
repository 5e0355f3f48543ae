import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoSeriousViolations } from '../support/accessibility';
import { DEMO_PASSWORD, logIn } from '../support/accounts';
import { NEW_CUSTOMER_PASSWORD, registerCustomer } from '../support/new-customer';
import { mazziniId } from '../support/placed-order';
import { data } from '../support/staff';
import { saveShot } from '../support/screenshots';

/**
 * Issue 31: an administrator uploads a photo for a product; a shopper finds the product by
 * search and sees the photo, at the width its box needs, instead of the drawn picture. (That
 * a second server process serves it is proved in server/src/modules/photos/photo-serving.test.ts,
 * with two processes on one database.)
 */

const PHOTO = path.resolve(import.meta.dirname, '../fixtures/product-photo.jpg');
const MEDIA = /\/cli\/media\/products\/([0-9a-f]{64})-(\d+)\.webp$/;

async function adminLogIn(page: Page) {
  await page.goto('/app/staff');
  await page.getByRole('textbox', { name: 'E-mail' }).fill('admin@spesa.it');
  await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Accedi' }).click();
  await page
    .getByRole('navigation', { name: 'Area staff' })
    .getByRole('link', { name: 'Prodotti' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Anagrafica prodotti' })).toBeVisible();
}

/** The picture as the browser chose it from `srcset`, once loaded. */
async function shown(image: Locator) {
  await expect(image).toHaveJSProperty('complete', true);
  return image.evaluate(async (img: HTMLImageElement) => ({
    src: img.currentSrc,
    // naturalWidth is corrected by the srcset density: the file's own pixels are these.
    pixels: (await createImageBitmap(await (await fetch(img.currentSrc)).blob())).width,
    box: img.getBoundingClientRect().width,
    dpr: window.devicePixelRatio,
  }));
}

/** The smallest served width at least as wide as `cssWidth` at the screen's density. */
const fitting = (cssWidth: number, dpr: number) =>
  [200, 400, 800, 1200].find((w) => w >= cssWidth * dpr) ?? 1200;

test('an administrator uploads a photo that a shopper then sees at the right width', async ({
  page,
  browser,
}, testInfo) => {
  const mobile = testInfo.project.name === 'mobile';
  // Each project its own product, both running at once against one shop.
  const shopper = await browser.newPage();
  await shopper.goto('/app/search?q=biscotti');
  const cards = shopper.getByTestId('product-card');
  const card = cards.nth(mobile ? 1 : 0);
  const link = card.getByRole('link').first();
  const description = (await card.getByRole('heading').innerText()).trim();
  const barcode = (await link.getAttribute('href'))!.split('/').at(-1)!;
  expect(await card.getByRole('img', { name: description }).getAttribute('src')).toMatch(
    /\/cli\/images\/products\//,
  );

  await adminLogIn(page);
  const editor = page.getByRole('region', { name: 'Modifica un prodotto' });
  await editor.getByRole('searchbox').fill(barcode);
  await editor.getByRole('button', { name: 'Cerca' }).click();
  await editor.getByRole('button', { name: new RegExp(barcode) }).click();
  const photos = editor.getByRole('region', { name: 'Foto' });
  await expect(photos).toContainText('Nessuna foto');

  // A page named .jpg is refused, in words, announced.
  const input = photos.getByLabel('Aggiungi una foto');
  await input.setInputFiles({
    name: 'finta.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('<!doctype html><p>non una foto</p>'),
  });
  await expect(photos.getByRole('alert')).toContainText('Foto non accettata');
  await expect(photos.getByRole('alert')).toContainText('4090');
  await expectNoSeriousViolations(page);

  const started = Date.now();
  await input.setInputFiles(PHOTO);
  await expect(photos.getByRole('status')).toHaveText('Foto caricata');
  const uploadMs = Date.now() - started;
  const thumb = photos.getByRole('img', { name: `Foto 1 di ${description}` });
  await expect(thumb).toBeVisible();
  expect((await shown(thumb)).pixels).toBe(400);
  await expect(photos.getByRole('alert')).toHaveCount(0);
  await expect(editor.getByTestId('product-history')).toContainText('Foto aggiunta');
  await expectNoSeriousViolations(page);
  await photos.scrollIntoViewIfNeeded();
  await saveShot(page, `product-photos-editor-${testInfo.project.name}.png`);
  testInfo.annotations.push({ type: 'upload', description: `${uploadMs} ms` });

  // The shopper searches for it by name and sees the photo, not the drawing.
  await shopper.goto(`/app/search?q=${encodeURIComponent(description)}`);
  // By its own link: another brand may sell a product of the same name.
  const found = shopper
    .getByTestId('product-card')
    .filter({ has: shopper.locator(`a[href$="/${barcode}"]`) })
    .first();
  const picture = found.getByRole('img', { name: description });
  await picture.scrollIntoViewIfNeeded();
  const onCard = await shown(picture);
  expect(onCard.src).toMatch(MEDIA);
  const cardWidth = Number(MEDIA.exec(onCard.src)![2]);
  // The sizes attribute says 15rem on this wide screen, half the screen on a phone.
  expect(cardWidth).toBe(fitting(mobile ? 390 / 2 : 240, onCard.dpr));
  expect(cardWidth).toBeGreaterThanOrEqual(onCard.box * onCard.dpr);
  expect(onCard.pixels).toBe(cardWidth);
  expect(await picture.getAttribute('srcset')).toContain('-1200.webp 1200w');
  await saveShot(shopper, `product-photos-search-${testInfo.project.name}.png`);
  await expectNoSeriousViolations(shopper);

  // The product page's large picture: 28rem wide, or the phone's width less its margins.
  await found.getByRole('link').first().click();
  // The page itself, not the search card it replaces (same name, the card's 400 px picture).
  await expect(shopper).toHaveURL(new RegExp(`/${barcode}$`));
  await expect(shopper.getByRole('heading', { level: 1, name: description })).toBeVisible();
  const main = shopper.getByRole('img', { name: description }).first();
  const onPage = await shown(main);
  expect(onPage.src).toMatch(MEDIA);
  const pageWidth = Number(MEDIA.exec(onPage.src)![2]);
  expect(pageWidth).toBe(fitting(mobile ? 390 - 32 : 448, onPage.dpr));
  expect(pageWidth).toBeGreaterThanOrEqual(onPage.box * onPage.dpr);
  expect(onPage.pixels).toBe(pageWidth);
  const served = await shopper.request.get(new URL(onPage.src).pathname);
  expect(served.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(served.headers()['content-type']).toBe('image/webp');
  await saveShot(shopper, `product-photos-page-${testInfo.project.name}.png`);

  // A cart line shows the photo too, at the width its small box needs (4.5rem, not a card's).
  // A page of its own: with the 800 px file in its cache, Chromium would reuse it.
  const buyer = await browser.newPage();
  await buyer.goto('/app/');
  const customer = await registerCustomer(buyer.request, testInfo, 'fotocarrello');
  await logIn(buyer, customer, NEW_CUSTOMER_PASSWORD);
  const { cart } = await data<{ cart: { id: string } }>(
    await buyer.request.post('/cli/ecommerce/cart/open', {
      data: {
        storeId: await mazziniId(buyer.request),
        deliveryMode: 'IN_STORE',
        addressId: '',
        terminalType: 'WEB',
        terminalId: 'e2e-photos',
      },
    }),
  );
  await data(
    await buyer.request.post('/cli/ecommerce/cart/store', {
      data: { cartId: cart.id, barcode, amount: 1, um: 'PZ', preview: false },
    }),
  );
  await buyer.goto('/app/cart');
  const line = buyer.getByTestId('cart-line').filter({ hasText: description });
  const inCart = await shown(line.getByRole('img', { name: description }));
  expect(inCart.src).toMatch(MEDIA);
  const lineWidth = Number(MEDIA.exec(inCart.src)![2]);
  expect(lineWidth).toBe(fitting(mobile ? 64 : 72, inCart.dpr));
  expect(inCart.pixels).toBe(lineWidth);
  await saveShot(buyer, `product-photos-cart-${testInfo.project.name}.png`);
  await buyer.close();
  await shopper.close();
});
