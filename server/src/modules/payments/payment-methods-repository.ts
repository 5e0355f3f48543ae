import { eq } from 'drizzle-orm';
import { ONLINE_CARD_METHOD_TYPE, type PaymentMethod } from '@spesa/contracts';
import type { DbOrTx } from '../../db/client';
import { paymentMethods } from '../../db/schema';
import type { ProviderName, VerifiedCard } from './payment-provider';

export type PaymentMethodRow = typeof paymentMethods.$inferSelect;

export async function findPaymentMethod(
  db: DbOrTx,
  userId: number,
): Promise<PaymentMethodRow | undefined> {
  const [row] = await db.select().from(paymentMethods).where(eq(paymentMethods.userId, userId));
  return row;
}

/** One card per customer: a newly boarded card replaces the one linked before. */
export async function savePaymentMethod(
  db: DbOrTx,
  userId: number,
  provider: ProviderName,
  card: VerifiedCard,
): Promise<void> {
  const values = {
    provider,
    token: card.token,
    brand: card.brand,
    lastFour: card.lastFour,
    expiryMonth: card.expiryMonth,
    expiryYear: card.expiryYear,
  };
  await db
    .insert(paymentMethods)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: paymentMethods.userId, set: values });
}

export async function deletePaymentMethod(db: DbOrTx, userId: number): Promise<void> {
  await db.delete(paymentMethods).where(eq(paymentMethods.userId, userId));
}

export function toPaymentMethod(row: PaymentMethodRow | undefined): PaymentMethod {
  if (!row) return { paymentMethodType: 'NONE' };
  return {
    paymentMethodType: ONLINE_CARD_METHOD_TYPE,
    brand: row.brand,
    lastFour: row.lastFour,
    expiryMonth: row.expiryMonth,
    expiryYear: row.expiryYear,
  };
}
