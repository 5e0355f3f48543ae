import { eq, getTableColumns } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { loyaltyCards, users } from '../../db/schema';
import { randomCardNumber } from './card-number';

export type LoyaltyCardRecord = typeof loyaltyCards.$inferSelect;
export type NewLoyaltyCard = Omit<typeof loyaltyCards.$inferInsert, 'code'>;

/** A registry card and whether an account already holds it; undefined when unknown. */
export async function findCard(
  db: DbOrTx,
  code: string,
): Promise<{ card: LoyaltyCardRecord; linked: boolean } | undefined> {
  const [row] = await db
    .select({ card: getTableColumns(loyaltyCards), holder: users.id })
    .from(loyaltyCards)
    .leftJoin(users, eq(users.cardCode, loyaltyCards.code))
    .where(eq(loyaltyCards.code, code))
    .limit(1);
  return row && { card: row.card, linked: row.holder !== null };
}

/** Ten random digits leave collisions rare; the primary key catches them and we draw again. */
const MAX_ATTEMPTS = 10;

/** Issues a new card (02 prefix, EAN-13 check digit) to a member and answers its number. */
export async function insertNewCard(db: DbOrTx, member: NewLoyaltyCard): Promise<string> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const rows = await db
      .insert(loyaltyCards)
      .values({ ...member, code: randomCardNumber() })
      .onConflictDoNothing({ target: loyaltyCards.code })
      .returning({ code: loyaltyCards.code });
    if (rows[0]) return rows[0].code;
  }
  throw new Error(`no free card number after ${MAX_ATTEMPTS} attempts`);
}
