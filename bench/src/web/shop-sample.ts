import { STORE_COOKIE, storeChoiceValue } from '@spesa/contracts';
import type { BrowserContext } from 'playwright-core';
/** What the bench needs from the demo shop: a store to shop in and a product to open. */
export interface ShopSample {
  store: { id: string; name: string };
  barcode: string;
}

async function data<T>(origin: string, path: string): Promise<T> {
  const response = await fetch(`${origin}${path}`);
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return ((await response.json()) as { data: T }).data;
}

export async function shopSample(origin: string): Promise<ShopSample> {
  const [store] = await data<{ id: string; name: string }[]>(origin, '/cli/stores/ecommerce?s=1');
  if (!store) throw new Error('the demo shop has no e-commerce store');
  const products = await data<{ barcode: string }[]>(
    origin,
    `/cli/ecommerce/products/${store.id}?category=01`,
  );
  const product = products[0];
  if (!product) throw new Error(`store ${store.id} sells nothing in category 01`);
  return { store: { id: store.id, name: store.name }, barcode: product.barcode };
}

/**
 * The landing page's choice as the app persists it (zustand 'user', spec 9), set before the
 * app starts so /home shows the store instead of sending the shopper back to the landing page.
 */
export function chosenStoreScript(store: ShopSample['store']): string {
  // The app also mirrors the choice into a cookie (store-choice-cookie.ts) so the server can
  // draw the store's first screen; a script cannot set it before the first request, so
  // chooseStore() below adds both.
  const state = {
    state: {
      user: null,
      defaultStore: store,
      defaultDelivery: 'IN_STORE',
      defaultZipCode: null,
      defaultCityName: null,
      latitude: null,
      longitude: null,
    },
    version: 4,
  };
  return `if (!localStorage.getItem('user')) localStorage.setItem('user', ${JSON.stringify(
    JSON.stringify(state),
  )});`;
}

/** The shopper's earlier choice as the app keeps it: persisted state and the store cookie. */
export async function chooseStore(
  context: BrowserContext,
  origin: string,
  store: ShopSample['store'],
): Promise<void> {
  await context.addInitScript(chosenStoreScript(store));
  const value = storeChoiceValue({ ...store, delivery: 'IN_STORE' });
  await context.addCookies([{ name: STORE_COOKIE, value, url: `${origin}/app/` }]);
}
