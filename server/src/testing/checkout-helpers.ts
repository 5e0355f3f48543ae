import { and, eq, gt } from 'drizzle-orm';
import { paymentLedger, paymentMethods, sandboxAuthorisations } from '../db/schema';
import { newCustomer, type CartTest, type Customer } from './cart-setup';
import { coffeeCart, freezeBody, testSlot } from './orders-helpers';
import { CARDS, linkCard } from './payments-helpers';

/** A customer with a linked card and a coffee cart, and a slot; nothing placed yet. */
export async function readyToPay(s: CartTest, card: string = CARDS.visa) {
  const c = await newCustomer(s.t);
  await linkCard(s.t, c, card);
  const cartId = await coffeeCart(s.t, c, s.mazzini);
  const slotId = await testSlot(s.t, s.mazzini, 'IN_STORE');
  return { c, cartId, slotId, body: freezeBody(cartId, slotId, { paymentMode: 'ONLINE_CARD' }) };
}

export function ledgerOf(s: CartTest, c: Customer) {
  return s.t.db.db
    .select()
    .from(paymentLedger)
    .where(eq(paymentLedger.userId, c.id))
    .orderBy(paymentLedger.id);
}

/** What the acquirer holds on the customer's card, beyond the 0.01 € verification. */
export async function holdsOnCard(s: CartTest, c: Customer) {
  const [method] = await s.t.db.db
    .select({ token: paymentMethods.token })
    .from(paymentMethods)
    .where(eq(paymentMethods.userId, c.id));
  return s.t.db.db
    .select({
      amountCents: sandboxAuthorisations.amountCents,
      status: sandboxAuthorisations.status,
    })
    .from(sandboxAuthorisations)
    .where(
      and(
        eq(sandboxAuthorisations.cardToken, method?.token ?? ''),
        gt(sandboxAuthorisations.amountCents, 1),
      ),
    );
}
