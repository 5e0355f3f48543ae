import type { ReadyCart, ShopperFlow } from './order-flow';

/**
 * Issue 29's change of a placed order through the real routes: opened ('Modifica ordine'),
 * one line's quantity raised, then confirmed on the same slot (cash: no acquirer call).
 */
export function changeFlow(flow: ShopperFlow) {
  return {
    async open(ready: ReadyCart, orderId: string): Promise<string> {
      const change = await flow.call<{ cartId: string }>(
        ready,
        'POST',
        `/cli/ecommerce/orders/${orderId}/change`,
      );
      return change.cartId;
    },
    async edit(ready: ReadyCart, cartId: string): Promise<void> {
      const { barcodes } = await flow.target();
      await flow.call(ready, 'POST', '/cli/ecommerce/cart/store', {
        cartId,
        barcode: barcodes[0],
        amount: 2,
        um: 'PZ',
        preview: false,
      });
    },
    async confirm(ready: ReadyCart, orderId: string, cartId: string): Promise<void> {
      await flow.call(ready, 'POST', `/cli/ecommerce/orders/${orderId}/change/confirm`, {
        cartId,
        profileEmail: 'bench@example.it',
        profileMobilePhone: '3331234567',
        profileCard: '',
        firstName: 'Bench',
        lastName: 'Cliente',
        timeSlotId: ready.slotId,
        paymentMode: 'CASH',
        notes: 'modificato',
        integrationNotes: '',
        invoice: false,
        billingAddressId: '',
        enableProductsReplacement: false,
        clientWeb: true,
      });
    },
  };
}
