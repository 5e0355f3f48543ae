import type { APIRequestContext, TestInfo } from '@playwright/test';
import type { Customer } from './accounts';
import { logInApi, placeCashOrder } from './api-order';
import { registerCustomer } from './new-customer';
import { data, MAZZINI } from './staff';

/** A customer of their own with a pickup order placed at Mazzini, set up through the API. */

interface Store {
  id: string;
  name: string;
}
interface Product {
  barcode: string;
  available: boolean;
  um: 'KG' | 'PZ';
}

export async function mazziniId(request: APIRequestContext): Promise<string> {
  const stores = await data<Store[]>(await request.get('/cli/stores/ecommerce?s=100&p=0'));
  const store = stores.find((s) => s.name === MAZZINI);
  if (!store) throw new Error(`no ${MAZZINI}`);
  return store.id;
}

export async function someProduct(request: APIRequestContext, storeId: string): Promise<Product> {
  const found = await data<Product[]>(
    await request.get(`/cli/ecommerce/products/${storeId}?q=carote&p=0`),
  );
  const product = found.find((p) => p.available && p.um === 'PZ');
  if (!product) throw new Error('no carrots on sale');
  return product;
}

/** Opens a pickup cart at Mazzini with two packs of carrots in it: the cart's id. */
export async function openFilledCart(request: APIRequestContext, terminalId: string) {
  const storeId = await mazziniId(request);
  const product = await someProduct(request, storeId);
  const { cart } = await data<{ cart: { id: string } }>(
    await request.post('/cli/ecommerce/cart/open', {
      data: { storeId, deliveryMode: 'IN_STORE', addressId: '', terminalType: 'WEB', terminalId },
    }),
  );
  await data(
    await request.post('/cli/ecommerce/cart/store', {
      data: { cartId: cart.id, barcode: product.barcode, amount: 2, um: 'PZ', preview: false },
    }),
  );
  return cart.id;
}

/** Saves a billing address of the logged-in customer: the freeze fields that ask an invoice. */
async function invoiceRequest(request: APIRequestContext, billing: Record<string, string>) {
  const saved = await data<{ id: string; companyName: string }[]>(
    await request.post('/cli/profiles/billing/addresses', { data: billing }),
  );
  const address = saved.find((a) => a.companyName === billing.companyName);
  if (!address) throw new Error('billing address not saved');
  return { invoice: true, billingAddressId: address.id };
}

/**
 * Registers a customer, logs them in on `request` and places a pickup order in the first free
 * slot; with `keepCart`, a new cart with carrots is opened after it; with `invoiceBilling`, the
 * order asks for an invoice to that billing address, saved first. Returns the customer and
 * the order's id.
 */
export async function customerWithOrder(
  request: APIRequestContext,
  testInfo: TestInfo,
  prefix: string,
  keepCart = false,
  invoiceBilling?: Record<string, string>,
): Promise<{ customer: Customer; orderId: string }> {
  const customer = await registerCustomer(request, testInfo, prefix);
  await logInApi(request, customer);
  const invoice = invoiceBilling ? await invoiceRequest(request, invoiceBilling) : {};
  const cartId = await openFilledCart(request, `e2e-${prefix}`);
  const order = await placeCashOrder(request, customer, cartId, invoice);
  if (keepCart) await openFilledCart(request, `e2e-${prefix}`);
  return { customer, orderId: order.id };
}
