import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { cartItems, orderItems, products } from '../../db/schema';

/**
 * At placing, each order line takes its cart line's substitution preference, with the named
 * product's barcode and description copied as the line's own are. A PRODUCT choice whose
 * product has left the catalogue falls back to the order's yes/no.
 */
export async function carrySubstitutionChoices(
  db: DbOrTx,
  orderId: number,
  cartId: number,
): Promise<void> {
  await db.execute(sql`
    update ${orderItems} oi set
      substitution_choice = case
        when ci.substitution_choice = 'PRODUCT' and p.id is null then null
        else ci.substitution_choice end,
      substitute_barcode = p.barcode,
      substitute_description = p.description
    from ${cartItems} ci left join ${products} p on p.id = ci.substitute_product_id
    where oi.order_id = ${orderId} and ci.cart_id = ${cartId}
      and ci.product_id = oi.product_id and ci.substitution_choice is not null`);
}
