import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orderItems, orders, slotInstances, stores, users } from '../../db/schema';
import type { OrderMailFacts, OrderMailLine } from '../mail';

type ItemRow = typeof orderItems.$inferSelect;

const asItem = (row: ItemRow, milli: number, cents: number) => ({
  description: row.description,
  um: row.um,
  milli,
  cents,
});

/** Each ordered line with what the store gave for it: the picked amount or the substitute. */
function mailLines(items: readonly ItemRow[]): OrderMailLine[] {
  const substitutes = new Map(
    items.filter((i) => i.substitutesItemId !== null).map((i) => [i.substitutesItemId, i]),
  );
  return items
    .filter((i) => i.substitutesItemId === null)
    .map((i) => {
      const given = i.pickStatus === 'SUBSTITUTED' ? substitutes.get(i.id) : i;
      const prepared =
        given && i.pickStatus !== 'UNAVAILABLE' && given.operatorQuantityMilli !== null
          ? asItem(given, given.operatorQuantityMilli, given.operatorTotalCents ?? 0)
          : null;
      return {
        ordered: asItem(i, i.quantityMilli, i.rowNetCents),
        outcome: i.pickStatus,
        prepared,
        ...(i.pickStatus === 'SUBSTITUTED' && given?.refused ? { refused: true } : {}),
      };
    });
}

/**
 * What an order mail says of the order, read in the transaction that just changed it (so it
 * is the state the mail announces): the recipient is the order's contact e-mail, the
 * language the account's. The online card's hold is the payments module's, added by the flow.
 */
export async function orderMailReads(
  db: DbOrTx,
  orderId: number,
): Promise<Omit<OrderMailFacts, 'card'>> {
  const [row] = await db
    .select({ order: orders, store: stores, slot: slotInstances, language: users.language })
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .innerJoin(slotInstances, eq(slotInstances.id, orders.slotInstanceId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  if (!row) throw new Error(`order ${orderId} not found for its mail`);
  const items = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
  const { order: o, store: s, slot } = row;
  return {
    to: o.contactEmail,
    language: row.language,
    firstName: o.contactFirstName || null,
    code: o.code,
    mode: o.mode,
    status: o.status,
    store: { name: s.name, address: `${s.address}, ${s.zip} ${s.city} (${s.county})` },
    deliveryAddress: o.addressDescription,
    slot: { date: slot.date, from: slot.startsAt, to: slot.endsAt },
    paymentMode: o.paymentMode,
    lines: mailLines(items),
    money: {
      netTotalCents: o.netTotalCents,
      deliveryFeeCents: o.deliveryFeeCents,
      bagsCents: o.bagsCents,
      totalToPayCents: o.totalToPayCents,
      preparedNetTotalCents: o.operatorNetTotalCents,
      preparedToPayCents: o.operatorTotalToPayCents,
    },
  };
}
