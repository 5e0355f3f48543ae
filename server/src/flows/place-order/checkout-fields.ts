import { deliversToAddress, type FreezeRequestParsed } from '@spesa/contracts';
import type { CartMoney, lockOpenCart } from '../../modules/cart';
import type { invoiceAddress } from '../../modules/orders';

type CartHeader = Awaited<ReturnType<typeof lockOpenCart>>;
type Billing = Awaited<ReturnType<typeof invoiceAddress>>;

/**
 * What an order keeps of its checkout: the cart's money, contact, address, billing and notes.
 * Placing an order and confirming a change of it (issue 29) write the same fields from the
 * same checkout, so both take them from here.
 */
export function checkoutFields(
  header: CartHeader,
  money: CartMoney,
  req: FreezeRequestParsed,
  billing: Billing,
) {
  return {
    cartId: header.id,
    itemsCount: money.itemsCount,
    totalCents: money.totalCents,
    netTotalCents: money.netTotalCents,
    deliveryFeeCents: money.deliveryFeeCents,
    bagsCount: money.bags,
    bagsCents: money.bagsCents,
    totalToPayCents: money.totalToPayCents,
    paymentMode: req.paymentMode,
    contactEmail: req.profileEmail,
    contactMobilePhone: req.profileMobilePhone,
    contactFirstName: req.firstName,
    contactLastName: req.lastName,
    loyaltyCard: req.profileCard ?? null,
    shippingAddressId: header.shippingAddressId,
    addressDescription: deliversToAddress(header.mode) ? header.addressDescription : null,
    invoice: billing !== null,
    billingAddressId: billing?.id ?? null,
    billingAddress: billing,
    enableProductsReplacement: req.enableProductsReplacement,
    notes: req.notes ?? null,
    integrationNotes: req.integrationNotes ?? null,
  };
}
