import { and, asc, count, eq } from 'drizzle-orm';
import { withReplyId, type BillingAddress, type BillingAddressInputParsed } from '@spesa/contracts';

/** A billing address as stored: the numeric id of its row (replies carry it as a string). */
export type BillingAddressRow = Omit<BillingAddress, 'id'> & { id: number };
import type { DbOrTx } from '../../db/client';
import { billingAddresses } from '../../db/schema';

const columns = {
  id: billingAddresses.id,
  vatCode: billingAddresses.vatCode,
  ssnCode: billingAddresses.ssnCode,
  companyName: billingAddresses.companyName,
  phone: billingAddresses.phone,
  fax: billingAddresses.fax,
  pec: billingAddresses.pec,
  recipientCode: billingAddresses.recipientCode,
  address: billingAddresses.address,
  streetNumber: billingAddresses.streetNumber,
  zip: billingAddresses.zip,
  city: billingAddresses.city,
  county: billingAddresses.county,
  nation: billingAddresses.nation,
};

/** The stored columns of a parsed form: the id travels apart, absent optionals become null. */
function valuesOf(input: BillingAddressInputParsed) {
  return {
    vatCode: input.vatCode,
    ssnCode: input.ssnCode ?? null,
    companyName: input.companyName,
    phone: input.phone,
    fax: input.fax ?? null,
    pec: input.pec ?? null,
    recipientCode: input.recipientCode ?? null,
    address: input.address,
    streetNumber: input.streetNumber,
    zip: input.zip,
    city: input.city,
    county: input.county,
    nation: input.nation,
  };
}

export async function insertBillingAddress(
  db: DbOrTx,
  userId: number,
  input: BillingAddressInputParsed,
): Promise<number> {
  const [row] = await db
    .insert(billingAddresses)
    .values({ ...valuesOf(input), userId })
    .returning({ id: billingAddresses.id });
  if (!row) throw new Error('insert into billing_addresses returned no row');
  return row.id;
}

/** The customer's billing addresses as replies carry them. */
export async function listBillingAddresses(db: DbOrTx, userId: number): Promise<BillingAddress[]> {
  const rows = await db
    .select(columns)
    .from(billingAddresses)
    .where(eq(billingAddresses.userId, userId))
    .orderBy(asc(billingAddresses.id));
  return rows.map(withReplyId);
}

/** The customer's own billing address, or undefined when the id is someone else's or unknown. */
export async function findOwnBillingAddress(
  db: DbOrTx,
  userId: number,
  id: number,
): Promise<BillingAddressRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(billingAddresses)
    .where(and(eq(billingAddresses.id, id), eq(billingAddresses.userId, userId)));
  return row;
}

export async function countBillingAddresses(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(billingAddresses)
    .where(eq(billingAddresses.userId, userId));
  return row?.n ?? 0;
}

/** Changes a billing address of the user; false when the id is not theirs. */
export async function updateBillingAddress(
  db: DbOrTx,
  userId: number,
  id: number,
  input: BillingAddressInputParsed,
): Promise<boolean> {
  const rows = await db
    .update(billingAddresses)
    .set(valuesOf(input))
    .where(and(eq(billingAddresses.id, id), eq(billingAddresses.userId, userId)))
    .returning({ id: billingAddresses.id });
  return rows.length > 0;
}

/** Deletes a billing address of the user; false when the id is not theirs. */
export async function deleteBillingAddress(
  db: DbOrTx,
  userId: number,
  id: number,
): Promise<boolean> {
  const rows = await db
    .delete(billingAddresses)
    .where(and(eq(billingAddresses.id, id), eq(billingAddresses.userId, userId)))
    .returning({ id: billingAddresses.id });
  return rows.length > 0;
}
