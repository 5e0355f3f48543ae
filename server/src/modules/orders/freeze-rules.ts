import { and, eq } from 'drizzle-orm';
import {
  centsToEuro,
  MAX_BAGS,
  type BillingAddress,
  type DeliveryModeId,
  type PaymentMode,
} from '@spesa/contracts';
import type { DbOrTx } from '../../db/client';
import { billingAddresses } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { fieldError } from '../cart/field-error';
import { allowedPaymentModes } from '../cart/payment-modes';
import type { CartMoney } from '../cart/cart-pricing';

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
    throw new AppError('GENERIC', {
      message: `l'importo minimo per prenotare è: ${euroText(minNetTotalCents)}€`,
    });
  if (money.bags > MAX_BAGS) throw new AppError('MAX_BUNDLES');
}

/** Spec 5, invoice: the fields a billing address needs to be invoiced. */
const REQUIRED: (keyof BillingAddress)[] = [
  'vatCode',
  'companyName',
  'address',
  'streetNumber',
  'zip',
  'city',
  'county',
  'phone',
];

function complete(a: BillingAddress): boolean {
  const filled = REQUIRED.every((k) => String(a[k] ?? '').trim() !== '');
  return filled && a.zip.trim().length === 5 && a.county.trim().length === 2;
}

/**
 * With invoice on, the customer's own billing address, complete: none chosen or not theirs is
 * 4037; one missing a field is 4037 with the spec's 'incomplete' text. Answers the address
 * (copied into the order) or null without invoice.
 */
export async function invoiceAddress(
  db: DbOrTx,
  userId: number,
  req: { invoice: boolean; billingAddressId?: number | undefined },
): Promise<BillingAddress | null> {
  if (!req.invoice) return null;
  if (req.billingAddressId === undefined) throw new AppError('BILLING_ADDRESS_MISSING');
  const [row] = await db
    .select()
    .from(billingAddresses)
    .where(and(eq(billingAddresses.id, req.billingAddressId), eq(billingAddresses.userId, userId)));
  if (!row) throw new AppError('BILLING_ADDRESS_MISSING');
  const address: BillingAddress = {
    id: row.id,
    vatCode: row.vatCode,
    ssnCode: row.ssnCode,
    companyName: row.companyName,
    phone: row.phone,
    fax: row.fax,
    pec: row.pec,
    recipientCode: row.recipientCode,
    address: row.address,
    streetNumber: row.streetNumber,
    zip: row.zip,
    city: row.city,
    county: row.county,
    nation: row.nation,
  };
  if (!complete(address))
    throw new AppError('BILLING_ADDRESS_MISSING', {
      message: 'Indirizzo di fatturazione incompleto!',
    });
  return address;
}
