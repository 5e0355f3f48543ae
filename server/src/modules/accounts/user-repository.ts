import { and, eq, sql } from 'drizzle-orm';
import type { User } from '@spesa/contracts';
import type { DbOrTx } from '../../db/client';
import { loyaltyCards, shippingAddresses, users } from '../../db/schema';
import { toUser } from './user-mapper';

/** The customer as the web app keeps it, with card and registration address; null if unknown. */
export async function findUserById(db: DbOrTx, id: number): Promise<User | null> {
  const [row] = await db
    .select({
      user: users,
      card: { code: loyaltyCards.code, enabled: loyaltyCards.enabled },
      address: shippingAddresses,
    })
    .from(users)
    .leftJoin(loyaltyCards, eq(loyaltyCards.code, users.cardCode))
    .leftJoin(
      shippingAddresses,
      and(eq(shippingAddresses.userId, users.id), eq(shippingAddresses.fromRemote, true)),
    )
    .where(eq(users.id, id))
    .limit(1);
  return row ? toUser(row.user, row.card, row.address) : null;
}

export interface Credentials {
  id: number;
  email: string;
  passwordHash: string;
  status: 'PENDING' | 'ACTIVE';
  /** Null for an account from the short signup (spec 7). */
  firstName: string | null;
  language: 'it' | 'en';
}

const credentialColumns = {
  id: users.id,
  email: users.email,
  passwordHash: users.passwordHash,
  status: users.status,
  firstName: users.firstName,
  language: users.language,
};

/** By e-mail as stored: lower-cased and trimmed by the caller. */
export async function findCredentialsByEmail(
  db: DbOrTx,
  email: string,
): Promise<Credentials | null> {
  const [row] = await db.select(credentialColumns).from(users).where(eq(users.email, email));
  return row ?? null;
}

export async function findCredentialsById(db: DbOrTx, id: number): Promise<Credentials | null> {
  const [row] = await db.select(credentialColumns).from(users).where(eq(users.id, id));
  return row ?? null;
}

export async function setPasswordHash(db: DbOrTx, id: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, id));
}

/** The fields the profile screen may change (spec 5, Profile). */
export type ProfileChanges = Partial<
  Pick<typeof users.$inferInsert, 'mobilePhone' | 'homePhone' | 'accept3' | 'accept4' | 'language'>
>;

/**
 * Name and birth date an account from the short signup (spec 7) lacks. Set only while the
 * column is empty, in the same statement: a held value stays read-only (spec 5).
 */
export type IdentityFillIn = Partial<Record<'firstName' | 'lastName' | 'birthDate', string>>;

export async function updateProfileFields(
  db: DbOrTx,
  id: number,
  changes: ProfileChanges,
  fillIn: IdentityFillIn = {},
): Promise<void> {
  const { firstName, lastName, birthDate } = fillIn;
  await db
    .update(users)
    .set({
      ...changes,
      ...(firstName ? { firstName: sql`coalesce(${users.firstName}, ${firstName})` } : {}),
      ...(lastName ? { lastName: sql`coalesce(${users.lastName}, ${lastName})` } : {}),
      ...(birthDate ? { birthDate: sql`coalesce(${users.birthDate}, ${birthDate}::date)` } : {}),
    })
    .where(eq(users.id, id));
}
