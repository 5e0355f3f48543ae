import {
  centsToEuro,
  errorCatalogue,
  invoiceBillingProblems,
  isBillingCompleteForInvoice,
  MAX_BAGS,
  type DeliveryModeId,
  type PaymentMode,
} from '@spesa/contracts';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { loyaltyCards, users } from '../../db/schema';
import { findOwnBillingAddress, type BillingAddressRow } from '../addresses';
import { AppError } from '../../http/app-error';
import { fieldError } from '../../http/field-error';
import { allowedPaymentModes, type CartMoney } from '../cart';

/** The payment mode must be one the delivery mode takes (configuration/deliveryMode/{mode}). */
export function checkPaymentMode(
  mode: DeliveryModeId,
  paymentMode: PaymentMode,
  onlineCard: boolean,
): void {
  if (!allowedPaymentModes(mode, { onlineCard }).includes(paymentMode))
    throw fieldError('paymentMode', 'modalità di pagamento non consentita per la consegna scelta');
}

/** '30,00': the minimum as the spec's message writes it. */
const euroText = (cents: number) => centsToEuro(cents).toFixed(2).replace('.', ',');

/** Spec 5: something to deliver, at least the store's minimum, at most MAX_BAGS bags. */
export function checkCartMoney(money: CartMoney, minNetTotalCents: number): void {
  if (money.itemsCount === 0)
    throw new AppError('GENERIC', { message: 'Il carrello è vuoto: non c’è nulla da prenotare' });
  if (money.netTotalCents < minNetTotalCents)
    throw new AppError('BELOW_MINIMUM_ORDER', {
      message: `l'importo minimo per prenotare è: ${euroText(minNetTotalCents)}€`,
    });
  if (money.bags > MAX_BAGS) throw new AppError('MAX_BUNDLES');
}

/**
 * With invoice on, the customer's own billing address, complete: none chosen or not theirs is
 * 4037; one missing a field is 4037 with the spec's 'incomplete' text. Billing data the
 * Sistema di Interscambio would refuse (issue 32: a check digit, a business with neither
 * codice destinatario nor PEC) is 4039, naming each field. Answers the address (copied into
 * the order) or null without invoice.
 */
export async function invoiceAddress(
  db: DbOrTx,
  userId: number,
  req: { invoice: boolean; billingAddressId?: number | undefined },
): Promise<BillingAddressRow | null> {
  if (!req.invoice) return null;
  if (req.billingAddressId === undefined) throw new AppError('BILLING_ADDRESS_MISSING');
  const address = await findOwnBillingAddress(db, userId, req.billingAddressId);
  if (!address) throw new AppError('BILLING_ADDRESS_MISSING');
  if (!isBillingCompleteForInvoice(address))
    throw new AppError('BILLING_ADDRESS_MISSING', {
      message: 'Indirizzo di fatturazione incompleto!',
    });
  const problems = invoiceBillingProblems(address);
  if (problems.length > 0) throw new AppError('INVOICE_DATA_REJECTED', { errors: problems });
  return address;
}

/**
 * Spec 5's loyalty card at checkout: optional, but when typed it must be the customer's own
 * card (the one on the profile, `cards[0]`), and enabled. Another member's card or one the
 * registry does not know is 41; the customer's own disabled card is the spec's 36. Both name
 * the field, so the checkout form can show them beside it.
 */
export async function checkLoyaltyCard(
  db: DbOrTx,
  userId: number,
  code: string | undefined,
): Promise<void> {
  if (code === undefined) return;
  const [own] = await db
    .select({ code: users.cardCode, enabled: loyaltyCards.enabled })
    .from(users)
    .leftJoin(loyaltyCards, eq(loyaltyCards.code, users.cardCode))
    .where(eq(users.id, userId));
  const key = own?.code !== code ? 'CARD_NOT_OWN' : own.enabled ? undefined : 'CARD_DISABLED';
  if (!key) return;
  const message = errorCatalogue[key].message;
  throw new AppError(key, { errors: [{ field: 'profileCard', message }] });
}
